import { describe, expect, it } from 'vitest';
import {
  BlockSchema,
  CommentSchema,
  ContractError,
  CookieSettingsSchema,
  DEFAULT_MAX_LENGTH,
  EducationProgressSchema,
  EducationSchema,
  formatIssuePath,
  NewCommentSchema,
  PageSchema,
  ProgressUpdateSchema,
  parseContract,
  SettingsSchema,
  UserSchema,
} from './index';

const minimalEducation = {
  id: 12,
  slug: 'jamstalldhet-i-skolan',
  title: 'Jämställdhet i skolan',
  chapters: [
    {
      title: 'Kapitel ett',
      episodes: [
        { title: 'Avsnitt ett', components: [[{ block_id: 'b1', name: 'text', html: '<p>Hej</p>' }]] },
      ],
    },
  ],
};

describe('BlockSchema', () => {
  it('applies the defaults SPEC names: part normal, max_length 30, not mandatory', () => {
    const block = parseContract(BlockSchema, { block_id: 'q1', name: 'question-input-text' });
    expect(block.part).toBe('normal');
    expect(block.max_length).toBe(DEFAULT_MAX_LENGTH);
    expect(DEFAULT_MAX_LENGTH).toBe(30);
    expect(block.mandatory).toBe(false);
    expect(block.visibility).toBe('all');
  });

  it('keeps fields it does not know, so content systems may add fields', () => {
    const block = parseContract(BlockSchema, {
      block_id: 'q1',
      name: 'text',
      editor_note: 'ny',
      acf: { a: 1 },
    });
    expect(block).toMatchObject({ editor_note: 'ny', acf: { a: 1 } });
  });

  it('keeps unknown block names (the renderer decides what to show)', () => {
    expect(parseContract(BlockSchema, { block_id: 'x', name: 'future-block' }).name).toBe('future-block');
  });

  it('rejects an unknown part', () => {
    expect(() => parseContract(BlockSchema, { block_id: 'x', name: 'text', part: 'other' })).toThrow(/part/);
  });

  it('applies answer defaults: correct is false unless said', () => {
    const block = parseContract(BlockSchema, {
      block_id: 'q',
      name: 'question-radio',
      answers: [{ id: 'a', label: 'Ja' }],
    });
    expect(block.answers?.[0]?.correct).toBe(false);
  });
});

describe('EducationSchema', () => {
  it('parses a minimal education and fills every section', () => {
    const education = parseContract(EducationSchema, minimalEducation);
    expect(education.access).toBe('open');
    expect(education.status).toBe('open');
    expect(education.evaluation.components).toEqual([]);
    expect(education.taxonomies.education_type).toEqual([]);
    expect(education.chapters[0]?.episodes[0]?.components[0]?.[0]?.part).toBe('normal');
  });

  it('names the path of a wrong-typed nested field', () => {
    const broken = structuredClone(minimalEducation) as { chapters: { episodes: { title: unknown }[] }[] };
    const episode = broken.chapters[0]?.episodes[0];
    if (episode) {
      episode.title = 42;
    }
    expect(() => parseContract(EducationSchema, broken, 'education')).toThrow(
      /education: chapters\[0\]\.episodes\[0\]\.title: /,
    );
  });

  it('reports every failing field as an issue', () => {
    try {
      parseContract(EducationSchema, { id: -1, slug: '', title: 5 });
      expect.unreachable('should have thrown');
    } catch (error) {
      expect(error).toBeInstanceOf(ContractError);
      const paths = (error as ContractError).issues.map((issue) => issue.path).sort();
      expect(paths).toEqual(['id', 'slug', 'title']);
    }
  });

  it('rejects malformed content JSON shapes', () => {
    expect(() => parseContract(EducationSchema, null)).toThrow(ContractError);
    expect(() => parseContract(EducationSchema, [])).toThrow(ContractError);
    expect(() => parseContract(EducationSchema, { ...minimalEducation, chapters: 'x' })).toThrow(/chapters/);
    expect(() => parseContract(EducationSchema, { ...minimalEducation, access: 'everyone' })).toThrow(
      /access/,
    );
  });

  it('accepts certificate false (no certificate offered) and availability in unix seconds', () => {
    const education = parseContract(EducationSchema, {
      ...minimalEducation,
      certificate: false,
      available: { from: 1_700_000_000, to: null },
    });
    expect(education.certificate).toBe(false);
    expect(education.available.from).toBe(1_700_000_000);
  });
});

describe('PageSchema', () => {
  it('defaults the post type to page and keeps an embedded education', () => {
    const page = parseContract(PageSchema, {
      id: 1,
      slug: 'klassrum-7b',
      title: 'Klassrum 7B',
      post_type: 'room',
      education: minimalEducation,
    });
    expect(page.post_type).toBe('room');
    expect(page.education?.slug).toBe('jamstalldhet-i-skolan');
    expect(parseContract(PageSchema, { id: 2, slug: 'start', title: 'Start' }).post_type).toBe('page');
  });

  it('rejects an unknown post type', () => {
    expect(() => parseContract(PageSchema, { id: 2, slug: 's', title: 'S', post_type: 'post' })).toThrow(
      /post_type/,
    );
  });
});

describe('SettingsSchema', () => {
  it('fills empty navigation, footer and taxonomies, and a default sync interval', () => {
    const settings = parseContract(SettingsSchema, {});
    expect(settings.navigation).toEqual([]);
    expect(settings.footer).toEqual({ upper: [], lower: [] });
    expect(settings.taxonomies.user_work_title).toEqual([]);
    expect(settings.apiSynchTime).toBeGreaterThan(0);
  });

  it('validates footer item types', () => {
    const footer = { upper: [{ type: 'link-list', items: [{ type: 'fax', text: '08-123' }] }], lower: [] };
    expect(() => parseContract(SettingsSchema, { footer })).toThrow(/footer\.upper\[0\]\.items\[0\]\.type/);
  });
});

describe('Progress', () => {
  it('defaults timestamps to never and the part to normal', () => {
    const progress = parseContract(EducationProgressSchema, {
      educationId: 12,
      entries: [{ educationId: 12, blockId: 'q1', values: ['a'] }],
    });
    expect(progress.lastPush).toBeNull();
    expect(progress.lastModified).toBeNull();
    expect(progress.entries[0]?.part).toBe('normal');
  });

  it('accepts the progress update body of the API and rejects values that are not strings', () => {
    expect(ProgressUpdateSchema.safeParse({ answers: [{ block_id: 'q1', values: ['a'] }] }).success).toBe(
      true,
    );
    expect(() => parseContract(ProgressUpdateSchema, { answers: [{ block_id: 'q1', values: [1] }] })).toThrow(
      /answers\[0\]\.values\[0\]/,
    );
  });
});

describe('User, cookies and comments', () => {
  it('treats a missing role as an empty (normal) role and e-mail as unverified', () => {
    const user = parseContract(UserSchema, { first_name: 'Anna' });
    expect(user.role).toBe('');
    expect(user.email_verified).toBe(false);
  });

  it('accepts only statistical and marketing as approved cookie categories', () => {
    expect(parseContract(CookieSettingsSchema, { approved: ['marketing'] }).approved).toEqual(['marketing']);
    expect(() => parseContract(CookieSettingsSchema, { approved: ['functional'] })).toThrow(/approved\[0\]/);
  });

  it('parses nested comments to any depth', () => {
    const comment = parseContract(CommentSchema, {
      id: 1,
      comment: 'Bra kurs',
      items: [{ id: 2, comment: 'Håller med', items: [{ id: 3, comment: 'Jag med' }] }],
    });
    expect(comment.items[0]?.items[0]?.comment).toBe('Jag med');
    expect(comment.items[0]?.items[0]?.items).toEqual([]);
    expect(() => parseContract(CommentSchema, { id: 1, comment: 'x', items: [{ id: 2 }] })).toThrow(
      /items\[0\]\.comment/,
    );
  });

  it('refuses empty and too long new comments', () => {
    expect(NewCommentSchema.safeParse({ comment: '   ' }).success).toBe(false);
    expect(NewCommentSchema.safeParse({ comment: 'x'.repeat(2001) }).success).toBe(false);
    expect(NewCommentSchema.safeParse({ comment: 'Tack!' }).success).toBe(true);
  });
});

describe('formatIssuePath', () => {
  it('writes array indexes in brackets and keys with dots', () => {
    expect(formatIssuePath(['chapters', 0, 'episodes', 2, 'title'])).toBe('chapters[0].episodes[2].title');
    expect(formatIssuePath([])).toBe('');
  });
});
