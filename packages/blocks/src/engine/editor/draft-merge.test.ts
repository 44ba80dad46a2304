import { describe, expect, it } from 'vitest';
import { mergeDrafts, sameJson } from './draft-merge';

type Block = Record<string, unknown> & { block_id: string };
type Course = {
  id: number;
  title: string;
  chapters: Array<{ title: string; episodes: Array<{ title: string; components: Block[][] }> }>;
};

const text = (id: string, html: string): Block => ({ block_id: id, name: 'text', html });
const question = (id: string, labels: string[]): Block => ({
  block_id: id,
  name: 'question-radio',
  answers: labels.map((label, index) => ({ id: `o-${id}-${index}`, label, correct: index === 0 })),
});

/** A course with one chapter per list of pages. */
const course = (...chapters: Block[][][]): Course => ({
  id: 7,
  title: 'Kurs',
  chapters: chapters.map((pages, index) => ({
    title: `Kapitel ${index + 1}`,
    episodes: [{ title: 'Episod', components: pages }],
  })),
});

describe('mergeDrafts', () => {
  it('keeps both editors’ edits on different blocks and fields', () => {
    const base = course([[text('a', 'A'), text('b', 'B')]]);
    const mine = course([[text('a', 'A ändrad'), text('b', 'B')]]);
    const theirs = { ...course([[text('a', 'A'), text('b', 'B ändrad')]]), title: 'Ny titel' };
    expect(mergeDrafts(base, mine, theirs)).toEqual({
      document: { ...course([[text('a', 'A ändrad'), text('b', 'B ändrad')]]), title: 'Ny titel' },
      conflicts: [],
    });
  });

  it('keeps one editor’s move and the other’s edit of the moved block', () => {
    const base = course([[text('a', 'A'), text('b', 'B'), text('c', 'C')]]);
    const moved = course([[text('b', 'B'), text('a', 'A'), text('c', 'C')]]);
    const edited = course([[text('a', 'A rättad'), text('b', 'B'), text('c', 'C')]]);
    const expected = course([[text('b', 'B'), text('a', 'A rättad'), text('c', 'C')]]);
    expect(mergeDrafts(base, moved, edited)).toEqual({ document: expected, conflicts: [] });
    expect(mergeDrafts(base, edited, moved)).toEqual({ document: expected, conflicts: [] });
  });

  it('keeps added blocks at their place and removes what one side removed and the other left', () => {
    const base = course([[text('a', 'A'), text('b', 'B'), text('c', 'C')]]);
    const mine = course([[text('a', 'A'), text('ny', 'Min'), text('b', 'B'), text('c', 'C')]]);
    const theirs = course([[text('a', 'A'), text('c', 'C'), text('deras', 'Deras')]]);
    expect(mergeDrafts(base, mine, theirs)).toEqual({
      document: course([[text('a', 'A'), text('ny', 'Min'), text('c', 'C'), text('deras', 'Deras')]]),
      conflicts: [],
    });
  });

  it('keeps a block one side removed and the other changed, and reports it', () => {
    const base = course([[text('a', 'A'), text('b', 'B')]]);
    const mine = course([[text('a', 'A')]]);
    const theirs = course([[text('a', 'A'), text('b', 'B rättad')]]);
    expect(mergeDrafts(base, mine, theirs)).toEqual({
      document: theirs,
      conflicts: [
        {
          path: 'chapters[0].episodes[0].components[0][1]',
          keys: ['chapters', 0, 'episodes', 0, 'components', 0, 1],
          mine: undefined,
          theirs: text('b', 'B rättad'),
          kept: 'theirs',
        },
      ],
    });
  });

  it('keeps mine where both changed one field, and reports both values', () => {
    const base = course([[text('a', 'A')]]);
    const mine = course([[text('a', 'Mitt')]]);
    const theirs = course([[text('a', 'Deras')]]);
    expect(mergeDrafts(base, mine, theirs)).toEqual({
      document: mine,
      conflicts: [
        {
          path: 'chapters[0].episodes[0].components[0][0].html',
          keys: ['chapters', 0, 'episodes', 0, 'components', 0, 0, 'html'],
          mine: 'Mitt',
          theirs: 'Deras',
          kept: 'mine',
        },
      ],
    });
  });

  it('merges answer options by id inside a block, and pages element by element', () => {
    const base = course([[question('q', ['Ja', 'Nej'])], [text('t', 'T')]]);
    const mine = structuredClone(base);
    const minePage = mine.chapters[0]?.episodes[0]?.components ?? [];
    // This editor moves the options and edits the second page.
    const mineAnswers = minePage[0]?.[0]?.answers as unknown[];
    mineAnswers.reverse();
    minePage[1] = [text('t', 'T ändrad')];
    const theirs = structuredClone(base);
    const theirAnswers = theirs.chapters[0]?.episodes[0]?.components[0]?.[0]?.answers as Array<
      Record<string, unknown>
    >;
    // The other renames the first option and adds a third.
    theirAnswers[0] = { ...theirAnswers[0], label: 'Javisst' };
    theirAnswers.push({ id: 'o-ny', label: 'Kanske', correct: false });

    const { document, conflicts } = mergeDrafts(base, mine, theirs);
    expect(conflicts).toEqual([]);
    const pages = document.chapters[0]?.episodes[0]?.components;
    const options = (pages?.[0]?.[0]?.answers ?? []) as Array<{ label: string }>;
    expect(options.map((option) => option.label)).toEqual(['Nej', 'Kanske', 'Javisst']);
    expect(pages?.[1]).toEqual([text('t', 'T ändrad')]);
  });

  it('takes lists of other lengths whole: mine, reported', () => {
    const base = course([[text('a', 'A')]]);
    const mine = course([[text('a', 'A')], [text('b', 'B')]]);
    const theirs = course([[text('a', 'A')], [text('c', 'C')], [text('d', 'D')]]);
    const { document, conflicts } = mergeDrafts(base, mine, theirs);
    expect(document).toEqual(mine);
    expect(conflicts.map((conflict) => conflict.path)).toEqual(['chapters[0].episodes[0].components']);
  });

  it('reports a list both sides reordered differently, in mine’s order', () => {
    const base = course([[text('a', 'A'), text('b', 'B'), text('c', 'C')]]);
    const mine = course([[text('c', 'C'), text('a', 'A'), text('b', 'B')]]);
    const theirs = course([[text('b', 'B'), text('a', 'A'), text('c', 'C')]]);
    expect(mergeDrafts(base, mine, theirs)).toEqual({
      document: mine,
      conflicts: [
        {
          path: 'chapters[0].episodes[0].components[0]',
          keys: ['chapters', 0, 'episodes', 0, 'components', 0],
          mine: ['c', 'a', 'b'],
          theirs: ['b', 'a', 'c'],
          kept: 'mine',
          order: 'block_id',
        },
      ],
    });
  });

  it('ignores key order, and without a base keeps what either side has', () => {
    const stored = { title: 'T', slug: 's', extra: 1 };
    expect(
      mergeDrafts(stored, { slug: 's', extra: 1, title: 'T' }, { title: 'T', slug: 's', extra: 2 }),
    ).toEqual({
      document: { slug: 's', extra: 2, title: 'T' },
      conflicts: [],
    });
    expect(mergeDrafts(undefined, { title: 'Mitt', mine: 1 }, { title: 'Deras', theirs: 2 })).toEqual({
      document: { title: 'Mitt', mine: 1, theirs: 2 },
      conflicts: [{ path: 'title', keys: ['title'], mine: 'Mitt', theirs: 'Deras', kept: 'mine' }],
    });
  });

  it('compares JSON without regard to key order', () => {
    expect(sameJson({ a: 1, b: [{ c: 2, d: 3 }] }, { b: [{ d: 3, c: 2 }], a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson({}, [])).toBe(false);
  });

  it('keeps a key named __proto__ as a key', () => {
    const base = JSON.parse('{"a":1,"__proto__":{"x":1}}') as Record<string, unknown>;
    const mine = JSON.parse('{"a":2,"__proto__":{"x":1}}') as Record<string, unknown>;
    const theirs = JSON.parse('{"a":1,"__proto__":{"x":2}}') as Record<string, unknown>;
    const { document } = mergeDrafts(base, mine, theirs);
    expect(Object.getPrototypeOf(document)).toBe(Object.prototype);
    expect(JSON.stringify(document)).toBe('{"a":2,"__proto__":{"x":2}}');
  });
});

// mulberry32: seeded, so a failing case can be run again from its printed seed.
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A random course: chapters of pages of text blocks and questions. */
function randomCourse(next: () => number, tag: string): Course {
  let count = 0;
  const block = (): Block => {
    count += 1;
    const id = `${tag}${count}`;
    return next() < 0.5
      ? text(id, `Text ${count}`)
      : question(id, ['Ja', 'Nej', 'Kanske'].slice(0, 1 + (count % 3)));
  };
  const pages = () =>
    Array.from({ length: 1 + Math.floor(next() * 3) }, () =>
      Array.from({ length: 1 + Math.floor(next() * 4) }, block),
    );
  return course(...Array.from({ length: 2 + Math.floor(next() * 2) }, pages));
}

/** Random edits of one chapter's blocks: text, options, adds, removals and moves. */
function editChapter(document: Course, chapter: number, next: () => number, tag: string): Course {
  const copy = structuredClone(document);
  const pages = copy.chapters[chapter]?.episodes[0]?.components ?? [];
  const edits = 1 + Math.floor(next() * 5);
  for (let edit = 0; edit < edits; edit += 1) {
    const page = pages[Math.floor(next() * pages.length)] ?? [];
    const at = Math.floor(next() * page.length);
    const block = page[at];
    const choice = next();
    if (choice < 0.3 && block) {
      page[at] = { ...block, html: `${tag} ${edit}` };
    } else if (choice < 0.45 && Array.isArray(block?.answers)) {
      (block.answers as Array<Record<string, unknown>>).push({ id: `o-${tag}-${edit}`, label: tag });
    } else if (choice < 0.65) {
      page.splice(at, 0, text(`${tag}-${edit}`, tag));
    } else if (choice < 0.8 && page.length > 1) {
      page.splice(at, 1);
    } else if (block && page.length > 1) {
      page.splice(at, 1);
      page.splice(Math.floor(next() * (page.length + 1)), 0, block);
    }
  }
  return copy;
}

describe('mergeDrafts on random courses (property)', () => {
  it('gives mine when theirs is the base, and theirs when mine is', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const next = random(seed);
      const base = randomCourse(next, 'b');
      const edited = editChapter(editChapter(base, 0, next, 'x'), 1, next, 'y');
      expect(mergeDrafts(base, edited, base), `seed ${seed}`).toEqual({ document: edited, conflicts: [] });
      expect(mergeDrafts(base, base, edited), `seed ${seed}`).toEqual({ document: edited, conflicts: [] });
      expect(mergeDrafts(base, edited, edited), `seed ${seed}`).toEqual({ document: edited, conflicts: [] });
    }
  });

  it('keeps both editors’ edits when they edit different chapters', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const next = random(seed);
      const base = randomCourse(next, 'b');
      const mine = editChapter(base, 0, next, 'mitt');
      const theirs = editChapter(base, 1, next, 'deras');
      const both = structuredClone(mine);
      both.chapters[1] = structuredClone(theirs.chapters[1]) as Course['chapters'][number];
      expect(mergeDrafts(base, mine, theirs), `seed ${seed}`).toEqual({ document: both, conflicts: [] });
    }
  });

  it('keeps one editor’s added, removed and moved chapters and pages and the other’s block edits', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const next = random(seed);
      const base = randomCourse(next, 'b');
      const edited = Math.floor(next() * base.chapters.length);
      // The other editor's block edits of one chapter, drawn once and made twice: on the base,
      // and on the restructured course where that chapter now is.
      const editSeed = 1000 + seed;
      const theirs = editChapter(base, edited, random(editSeed), 'deras');
      const { document: mine, chapterNow } = restructured(base, edited, next);
      const expected = editChapter(mine, chapterNow, random(editSeed), 'deras');
      expect(mergeDrafts(base, mine, theirs), `seed ${seed}`).toEqual({ document: expected, conflicts: [] });
      // And the other way round: their structure, this editor's block edits.
      expect(mergeDrafts(base, theirs, mine).document, `seed ${seed}`).toEqual(expected);
    }
  });
});

/**
 * The course with its structure changed: a chapter moved, a chapter added, a page added, or a
 * chapter other than `keep` removed, or a page added to one. Says where chapter `keep` is now.
 */
function restructured(
  base: Course,
  keep: number,
  next: () => number,
): { document: Course; chapterNow: number } {
  const document = structuredClone(base);
  const chapters = document.chapters;
  const kept = chapters[keep] as Course['chapters'][number];
  const others = chapters.filter((item) => item !== kept);
  const choice = next();
  if (choice < 0.35) {
    const [item] = chapters.splice(Math.floor(next() * chapters.length), 1);
    chapters.splice(Math.floor(next() * (chapters.length + 1)), 0, item as Course['chapters'][number]);
  } else if (choice < 0.55) {
    chapters.splice(Math.floor(next() * (chapters.length + 1)), 0, {
      title: 'Ny',
      episodes: [{ title: 'Ny', components: [[]] }],
    });
  } else if (choice < 0.75) {
    // In another chapter: the edits drawn for `keep` pick their pages by count.
    others[Math.floor(next() * others.length)]?.episodes[0]?.components.push([]);
  } else {
    chapters.splice(
      chapters.indexOf(others[Math.floor(next() * others.length)] as Course['chapters'][number]),
      1,
    );
  }
  return { document, chapterNow: chapters.indexOf(kept) };
}
