import { type BlockInput, EducationSchema, PageSchema } from '@jamstalldhet/contract';
import { describe, expect, it } from 'vitest';
import { compareDocuments } from './document-compare';

const text = (id: string, html = `<p>${id}</p>`): BlockInput => ({ block_id: id, name: 'text', html });

function course(pages: BlockInput[][], title = 'Kurs') {
  return EducationSchema.parse({
    id: 4,
    slug: 'kurs',
    title,
    chapters: [{ title: 'Ett', episodes: [{ title: 'Första', components: pages }] }],
  });
}

describe('compareDocuments', () => {
  it('finds nothing between a course and itself', () => {
    const same = course([[text('a'), text('b')]]);
    expect(compareDocuments(same, structuredClone(same))).toEqual({
      added: [],
      removed: [],
      changed: [],
      moved: [],
      otherChanges: false,
    });
  });

  it('knows blocks by id, not by index: one inserted block is one addition', () => {
    const older = course([[text('a'), text('b'), text('c')]]);
    const newer = course([[text('ny'), text('a'), text('b'), text('c')]]);
    const comparison = compareDocuments(older, newer);
    expect(comparison.added).toEqual([
      { blockId: 'ny', where: 'Kapitel 1, Episod 1, Sida 1, block 1 (Text)' },
    ]);
    expect(comparison.changed).toEqual([]);
    // The others only slid down, in the same order on the same page: not moved.
    expect(comparison.moved).toEqual([]);
  });

  it('names a block moved to another page, or before another, with where it was', () => {
    const older = course([[text('a'), text('b'), text('c')], [text('d')]]);
    const newer = course([
      [text('b'), text('a')],
      [text('d'), text('c')],
    ]);
    expect(compareDocuments(older, newer).moved.map((entry) => [entry.blockId, entry.from])).toEqual([
      ['b', 'Kapitel 1, Episod 1, Sida 1, block 2 (Text)'],
      ['a', 'Kapitel 1, Episod 1, Sida 1, block 1 (Text)'],
      ['c', 'Kapitel 1, Episod 1, Sida 1, block 3 (Text)'],
    ]);
  });

  it('names removed blocks where they were, changed ones where they are', () => {
    const older = course([[text('a'), text('b')], [text('c')]]);
    const newer = course([[text('a', '<p>Ny text</p>')], [text('c')]]);
    const comparison = compareDocuments(older, newer);
    expect(comparison.removed).toEqual([
      { blockId: 'b', where: 'Kapitel 1, Episod 1, Sida 1, block 2 (Text)' },
    ]);
    expect(comparison.changed).toEqual([
      { blockId: 'a', where: 'Kapitel 1, Episod 1, Sida 1, block 1 (Text)' },
    ]);
    expect(comparison.otherChanges).toBe(false);
  });

  it('says when the title or the outline changed', () => {
    expect(compareDocuments(course([[text('a')]]), course([[text('a')]], 'Ny titel')).otherChanges).toBe(
      true,
    );
    expect(compareDocuments(course([[text('a')]]), course([[text('a')], []])).otherChanges).toBe(true);
  });

  it('compares pages', () => {
    const page = (blocks: BlockInput[]) =>
      PageSchema.parse({ id: 2, slug: 'om', title: 'Om', components: blocks });
    const comparison = compareDocuments(page([text('a')]), page([text('a'), text('b')]));
    expect(comparison.added).toEqual([{ blockId: 'b', where: 'Block 2 (Text)' }]);
  });
});
