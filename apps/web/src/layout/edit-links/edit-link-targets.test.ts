import { EducationSchema, PageSchema } from '@jamstalldhet/contract';
import { describe, expect, it } from 'vitest';
import { editLinkTargets, editorUrl } from './edit-link-targets';

const education = EducationSchema.parse({
  id: 100,
  slug: 'jamstalldhet-i-skolan',
  title: 'Jämställdhet i skolan',
  presentation: { post_id: 101, components: [] },
  evaluation: { post_id: 102, components: [] },
  completed: { post_id: 103, components: [] },
});

describe('editLinkTargets', () => {
  it('gives nothing when nothing is shown', () => {
    expect(editLinkTargets(null)).toEqual([]);
    expect(editLinkTargets({})).toEqual([]);
  });

  it('links a page and a room by their post type', () => {
    const page = PageSchema.parse({ id: 5, slug: 'om', title: 'Om', post_type: 'page' });
    expect(editLinkTargets({ page })).toEqual([{ label: 'Redigera sida', postId: 5 }]);
    const room = PageSchema.parse({ id: 7, slug: 'klassrum-7b', title: '7B', post_type: 'room', education });
    expect(editLinkTargets({ page: room })).toEqual([
      { label: 'Redigera rum', postId: 7 },
      { label: 'Redigera utbildning', postId: 100 },
    ]);
  });

  it('links the education and the section shown', () => {
    expect(editLinkTargets({ education, section: 'presentation' })).toEqual([
      { label: 'Redigera utbildning', postId: 100 },
      { label: 'Redigera presentation', postId: 101 },
    ]);
    expect(editLinkTargets({ education, section: 'evaluation' })[1]).toEqual({
      label: 'Redigera utvärdering',
      postId: 102,
    });
    expect(editLinkTargets({ education, section: 'completed' })[1]).toEqual({
      label: 'Redigera tacksida',
      postId: 103,
    });
    expect(editLinkTargets({ education, section: 'episode', episodePostId: 10011 })).toEqual([
      { label: 'Redigera utbildning', postId: 100 },
      { label: 'Redigera episod', postId: 10011 },
    ]);
  });

  it('leaves out sections without a post id and lists a post once', () => {
    const bare = EducationSchema.parse({ id: 100, slug: 'kurs', title: 'Kurs' });
    expect(editLinkTargets({ education: bare, section: 'evaluation' })).toEqual([
      { label: 'Redigera utbildning', postId: 100 },
    ]);
    expect(editLinkTargets({ education: bare, section: 'episode' })).toHaveLength(1);
    const page = PageSchema.parse({
      id: 100,
      slug: 'kurs',
      title: 'Kurs',
      post_type: 'education',
      education: bare,
    });
    expect(editLinkTargets({ page, education: bare })).toEqual([
      { label: 'Redigera utbildning', postId: 100 },
    ]);
  });
});

describe('editorUrl', () => {
  it('fills in the post id', () => {
    expect(editorUrl('https://cms.example.se/post.php?post={id}&action=edit', 42)).toBe(
      'https://cms.example.se/post.php?post=42&action=edit',
    );
  });
});
