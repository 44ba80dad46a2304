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

// The label and post of each link; where each opens this product's editor is tested apart.
const plain = (targets: ReturnType<typeof editLinkTargets>) =>
  targets.map(({ label, postId }) => ({ label, postId }));

describe('editLinkTargets', () => {
  it('gives nothing when nothing is shown', () => {
    expect(plain(editLinkTargets(null))).toEqual([]);
    expect(plain(editLinkTargets({}))).toEqual([]);
  });

  it('links a page and a room by their post type', () => {
    const page = PageSchema.parse({ id: 5, slug: 'om', title: 'Om', post_type: 'page' });
    expect(plain(editLinkTargets({ page }))).toEqual([{ label: 'Redigera sida', postId: 5 }]);
    const room = PageSchema.parse({ id: 7, slug: 'klassrum-7b', title: '7B', post_type: 'room', education });
    expect(plain(editLinkTargets({ page: room }))).toEqual([
      { label: 'Redigera rum', postId: 7 },
      { label: 'Redigera utbildning', postId: 100 },
    ]);
  });

  it('links the education and the section shown', () => {
    expect(plain(editLinkTargets({ education, section: 'presentation' }))).toEqual([
      { label: 'Redigera utbildning', postId: 100 },
      { label: 'Redigera presentation', postId: 101 },
    ]);
    expect(plain(editLinkTargets({ education, section: 'evaluation' }))[1]).toEqual({
      label: 'Redigera utvärdering',
      postId: 102,
    });
    expect(plain(editLinkTargets({ education, section: 'completed' }))[1]).toEqual({
      label: 'Redigera tacksida',
      postId: 103,
    });
    expect(plain(editLinkTargets({ education, section: 'episode', episodePostId: 10011 }))).toEqual([
      { label: 'Redigera utbildning', postId: 100 },
      { label: 'Redigera episod', postId: 10011 },
    ]);
  });

  it('leaves out sections without a post id and lists a post once', () => {
    const bare = EducationSchema.parse({ id: 100, slug: 'kurs', title: 'Kurs' });
    expect(plain(editLinkTargets({ education: bare, section: 'evaluation' }))).toEqual([
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
    expect(plain(editLinkTargets({ page, education: bare }))).toEqual([
      { label: 'Redigera utbildning', postId: 100 },
    ]);
  });
});

describe('the place in this product’s editor', () => {
  it('opens the course at the part shown, a page as itself', () => {
    const editors = (content: Parameters<typeof editLinkTargets>[0]) =>
      editLinkTargets(content).map((target) => target.editor);
    expect(editors({ education, section: 'evaluation' })).toEqual([
      '/mina-sidor/administration/innehall/utbildning/100',
      '/mina-sidor/administration/innehall/utbildning/100?del=evaluation',
    ]);
    expect(editors({ education, section: 'episode', episodePostId: 10011 })[1]).toBe(
      '/mina-sidor/administration/innehall/utbildning/100?del=episod-10011',
    );
    const page = PageSchema.parse({ id: 5, slug: 'om', title: 'Om', post_type: 'page' });
    expect(editors({ page })).toEqual(['/mina-sidor/administration/innehall/sida/5']);
  });
});

describe('editorUrl', () => {
  it('fills in the post id', () => {
    expect(editorUrl('https://cms.example.se/post.php?post={id}&action=edit', 42)).toBe(
      'https://cms.example.se/post.php?post=42&action=edit',
    );
  });
});
