import { EducationSchema, PageSchema } from '@jamstalldhet/contract';
import { describe, expect, it } from 'vitest';
import { partOfSelection, placeOfPart } from './editor-address';

const course = EducationSchema.parse({
  id: 5,
  slug: 'kurs',
  title: 'Kurs',
  chapters: [
    { title: 'Ett', episodes: [{ title: 'A', post_id: 10011, components: [[], []] }] },
    { title: 'Två', episodes: [{ title: 'B', post_id: 10012, components: [[]] }] },
  ],
});

describe('the selected part in the address', () => {
  it('writes a part and reads it back', () => {
    for (const selection of [
      { kind: 'section', section: 'evaluation' },
      { kind: 'chapter', chapter: 1 },
      { kind: 'episode', chapter: 0, episode: 0 },
      { kind: 'page', chapter: 0, episode: 0, page: 1 },
    ] as const) {
      const part = partOfSelection(selection);
      expect(part).not.toBeNull();
      expect(placeOfPart(course, part ?? '')).toEqual(selection);
    }
    expect(partOfSelection({ kind: 'page', chapter: 0, episode: 0, page: 1 })).toBe(
      'kapitel-1-episod-1-sida-2',
    );
    expect(partOfSelection({ kind: 'document' })).toBeNull();
  });

  it("reads an edit link's episode by its post id", () => {
    expect(placeOfPart(course, 'episod-10012')).toEqual({ kind: 'page', chapter: 1, episode: 0, page: 0 });
  });

  it('ignores a part that is not there, or not a part', () => {
    expect(placeOfPart(course, 'kapitel-3')).toBeNull();
    expect(placeOfPart(course, 'kapitel-1-episod-1-sida-9')).toBeNull();
    expect(placeOfPart(course, 'episod-1')).toBeNull();
    expect(placeOfPart(course, '<script>')).toBeNull();
    expect(
      placeOfPart(PageSchema.parse({ id: 1, slug: 'om', title: 'Om', components: [] }), 'evaluation'),
    ).toBeNull();
  });
});
