import { describe, expect, it } from 'vitest';
import type { DraftConflict } from './draft-conflict';
import { chooseOtherValue, conflictsAfterChoice } from './draft-conflict-choice';
import { mergeDrafts } from './draft-merge';

type Block = Record<string, unknown> & { block_id: string };
type Chapter = { title: string; episodes: Array<{ title: string; components: Block[][] }> };
type Course = { id: number; title: string; chapters: Chapter[] };

const text = (id: string, html: string): Block => ({ block_id: id, name: 'text', html });
const chapter = (title: string, ...pages: Block[][]): Chapter => ({
  title,
  episodes: [{ title: 'Episod', components: pages }],
});
const course = (...chapters: Chapter[]): Course => ({ id: 7, title: 'Kurs', chapters });
const base = () =>
  course(
    chapter('Ett', [text('a', 'A')], [text('b', 'B')]),
    chapter('Två', [text('c', 'C'), text('d', 'D')]),
    chapter('Tre', [text('e', 'E')]),
  );
const withChapters = (document: Course, chapters: Chapter[]): Course => ({ ...document, chapters });
const moved = (list: Chapter[], from: number, to: number) => {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item as Chapter);
  return copy;
};

describe('mergeDrafts with chapters, episodes and pages added, removed or moved', () => {
  it('keeps a moved chapter whole and puts the other editor’s block edits into it', () => {
    const start = base();
    // This editor moves "Tre" first; the other edits blocks in "Ett" and "Tre".
    const mine = withChapters(start, moved(start.chapters, 2, 0));
    const theirs = structuredClone(start);
    theirs.chapters[0] = chapter('Ett', [text('a', 'A rättad')], [text('b', 'B')]);
    theirs.chapters[2] = chapter('Tre', [text('e', 'E rättad'), text('f', 'Ny')]);

    const { document, conflicts } = mergeDrafts(start, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(document.chapters).toEqual([
      chapter('Tre', [text('e', 'E rättad'), text('f', 'Ny')]),
      chapter('Ett', [text('a', 'A rättad')], [text('b', 'B')]),
      chapter('Två', [text('c', 'C'), text('d', 'D')]),
    ]);
  });

  it('keeps the other editor’s new chapter and page beside this editor’s block edits', () => {
    const start = base();
    const mine = structuredClone(start);
    mine.chapters[1] = chapter('Två', [text('d', 'D'), text('c', 'C ändrad')]);
    const theirs = structuredClone(start);
    theirs.chapters[0]?.episodes[0]?.components.push([]);
    theirs.chapters.push(chapter('Fyra', []));

    const { document, conflicts } = mergeDrafts(start, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(document.chapters).toEqual([
      chapter('Ett', [text('a', 'A')], [text('b', 'B')], []),
      chapter('Två', [text('d', 'D'), text('c', 'C ändrad')]),
      chapter('Tre', [text('e', 'E')]),
      chapter('Fyra', []),
    ]);
  });

  it('keeps this editor’s value where both changed a block of a moved chapter, and reports it there', () => {
    const start = base();
    const theirs = structuredClone(withChapters(start, moved(start.chapters, 0, 2)));
    (theirs.chapters[2] as Chapter).episodes[0] = {
      title: 'Episod',
      components: [[text('a', 'Deras')], [text('b', 'B')]],
    };
    const mine = structuredClone(start);
    mine.chapters[0] = chapter('Ett', [text('a', 'Mitt')], [text('b', 'B')]);

    const { document, conflicts } = mergeDrafts(start, mine, theirs);
    expect(document.chapters.map((item) => item.title)).toEqual(['Två', 'Tre', 'Ett']);
    expect(document.chapters[2]).toEqual(chapter('Ett', [text('a', 'Mitt')], [text('b', 'B')]));
    expect(conflicts).toEqual([
      expect.objectContaining({
        path: 'chapters[2].episodes[0].components[0][0].html',
        mine: 'Mitt',
        theirs: 'Deras',
      }),
    ]);
  });

  it('reports the list as one when both changed its chapters, or one moved them and the other renamed one', () => {
    const start = base();
    const mine = withChapters(start, moved(start.chapters, 2, 0));
    const theirs = withChapters(start, [...start.chapters, chapter('Fyra', [])]);
    expect(mergeDrafts(start, mine, theirs)).toEqual({
      document: mine,
      conflicts: [expect.objectContaining({ path: 'chapters', kept: 'mine', theirs: theirs.chapters })],
    });

    const renamed = structuredClone(start);
    (renamed.chapters[1] as Chapter).title = 'Två, nytt namn';
    const { document, conflicts } = mergeDrafts(start, mine, renamed);
    expect(document).toEqual(mine);
    expect(conflicts.map((conflict) => conflict.path)).toEqual(['chapters']);
  });

  it('never merges a chapter with another one that took its place', () => {
    const start = base();
    // Both change the chapter at place 0, but theirs is "Två" moved up: the old merge by place
    // made one chapter of "Ett" and "Två".
    const mine = structuredClone(start);
    (mine.chapters[0] as Chapter).title = 'Ett, nytt namn';
    const theirs = withChapters(start, moved(start.chapters, 1, 0));
    const { document } = mergeDrafts(start, mine, theirs);
    for (const item of document.chapters) {
      const ids = item.episodes.flatMap((episode) =>
        episode.components.flat().map((block) => block.block_id),
      );
      expect([['a', 'b'], ['c', 'd'], ['e']]).toContainEqual(ids);
    }
  });
});

describe('chooseOtherValue ("Använd deras")', () => {
  it('puts their value at the place, or their order, or this editor’s removal', () => {
    const start = base();
    const mine = structuredClone(start);
    mine.chapters[0] = chapter('Ett', [text('a', 'Mitt')], [text('b', 'B')]);
    mine.chapters[1] = chapter('Två', [text('d', 'D'), text('c', 'C')]);
    mine.chapters[2] = chapter('Tre', [text('g', 'G')]);
    const theirs = structuredClone(start);
    theirs.chapters[0] = chapter('Ett', [text('a', 'Deras')], [text('b', 'B')]);
    theirs.chapters[1] = chapter('Två', [text('c', 'C'), text('x', 'X'), text('d', 'D')]);
    theirs.chapters[2] = chapter('Tre', [text('e', 'E deras')]);
    const merged = mergeDrafts(start, mine, theirs);
    const [value, removed] = merged.conflicts;
    expect(merged.conflicts).toHaveLength(2);

    const taken = chooseOtherValue(merged.document, value as never) as Course;
    expect(taken.chapters[0]).toEqual(chapter('Ett', [text('a', 'Deras')], [text('b', 'B')]));
    const gone = chooseOtherValue(merged.document, removed as never) as Course;
    expect(gone.chapters[2]).toEqual(chapter('Tre', [text('g', 'G')]));
  });

  it('takes their order for the items both had, leaving added items where they are', () => {
    const start = course(chapter('Ett', [text('a', 'A'), text('b', 'B'), text('c', 'C')]));
    const mine = course(chapter('Ett', [text('c', 'C'), text('n', 'N'), text('a', 'A'), text('b', 'B')]));
    const theirs = course(chapter('Ett', [text('b', 'B'), text('a', 'A'), text('c', 'C')]));
    const merged = mergeDrafts(start, mine, theirs);
    const order = merged.conflicts[0];
    expect(order?.order).toBe('block_id');
    const taken = chooseOtherValue(merged.document, order as never) as Course;
    expect(taken.chapters[0]?.episodes[0]?.components[0]?.map((block) => block.block_id)).toEqual([
      'b',
      'n',
      'a',
      'c',
    ]);
  });

  it('gives null when the place changed since the merge', () => {
    const start = base();
    const mine = course(chapter('Ett', [text('a', 'Mitt')], [text('b', 'B')]), ...start.chapters.slice(1));
    const theirs = course(chapter('Ett', [text('a', 'Deras')], [text('b', 'B')]), ...start.chapters.slice(1));
    const merged = mergeDrafts(start, mine, theirs);
    const edited = structuredClone(merged.document);
    (edited.chapters[0]?.episodes[0]?.components[0]?.[0] as Block).html = 'Mitt, igen';
    expect(chooseOtherValue(edited, merged.conflicts[0] as never)).toBeNull();
    expect(chooseOtherValue(course(), merged.conflicts[0] as never)).toBeNull();
  });
});

describe('mergeDrafts with blocks moved between pages', () => {
  const pages = (...lists: Block[][]) => course(chapter('Ett', ...lists));
  const start = () =>
    pages([text('a', 'A'), text('b', 'B')], [text('c', 'C'), text('d', 'D')], [text('e', 'E')]);
  const ids = (document: Course) =>
    document.chapters[0]?.episodes[0]?.components.map((page) => page.map((block) => block.block_id));

  it('puts a block both moved, to different pages, at this editor’s place once, and says so', () => {
    const mine = pages([text('a', 'A'), text('b', 'B'), text('c', 'C')], [text('d', 'D')], [text('e', 'E')]);
    const theirs = pages(
      [text('a', 'A'), text('b', 'B')],
      [text('d', 'D')],
      [text('e', 'E'), text('c', 'C rättad')],
    );
    const { document, conflicts } = mergeDrafts(start(), mine, theirs);
    expect(ids(document)).toEqual([['a', 'b', 'c'], ['d'], ['e']]);
    expect(document.chapters[0]?.episodes[0]?.components[0]?.[2]).toEqual(text('c', 'C rättad'));
    expect(conflicts).toEqual([
      expect.objectContaining({ path: 'chapters[0].episodes[0].components[0][2]', moved: true }),
    ]);
    expect(chooseOtherValue(document, conflicts[0] as never)).toBeNull();
  });

  it('removes a block one moved and the other removed, unless the mover changed it', () => {
    const moved = pages([text('a', 'A'), text('b', 'B'), text('c', 'C')], [text('d', 'D')], [text('e', 'E')]);
    const removed = pages([text('a', 'A'), text('b', 'B')], [text('d', 'D')], [text('e', 'E')]);
    expect(mergeDrafts(start(), moved, removed)).toEqual({ document: removed, conflicts: [] });
    expect(mergeDrafts(start(), removed, moved)).toEqual({ document: removed, conflicts: [] });

    const changed = pages(
      [text('a', 'A'), text('b', 'B'), text('c', 'C ändrad')],
      [text('d', 'D')],
      [text('e', 'E')],
    );
    const kept = mergeDrafts(start(), removed, changed);
    expect(kept.document).toEqual(changed);
    expect(kept.conflicts).toEqual([
      expect.objectContaining({
        path: 'chapters[0].episodes[0].components[0][2]',
        mine: undefined,
        kept: 'theirs',
      }),
    ]);
  });

  it('keeps one copy of a block on a page one editor split while the other changed it', () => {
    const one = pages([text('a', 'A'), text('b', 'B'), text('c', 'C'), text('d', 'D')]);
    const split = pages([text('a', 'A'), text('b', 'B')], [text('c', 'C'), text('d', 'D')]);
    const changed = pages([text('a', 'A'), text('b', 'B'), text('c', 'C'), text('d', 'D rättad')]);
    const { document, conflicts } = mergeDrafts(one, split, changed);
    expect(document).toEqual(
      pages([text('a', 'A'), text('b', 'B')], [text('c', 'C'), text('d', 'D rättad')]),
    );
    expect(conflicts).toEqual([]);
  });

  it('takes a list whose ids repeat as one value instead of looping', () => {
    const base = { presentation: { components: [text('a', 'A'), text('b', 'B')] } };
    const mine = { presentation: { components: [text('a', 'A'), text('b', 'B'), text('a', 'Kopia')] } };
    const theirs = { presentation: { components: [text('a', 'A'), text('b', 'Deras')] } };
    const { document, conflicts } = mergeDrafts(base, mine, theirs);
    expect(document).toEqual(mine);
    expect(conflicts.map((conflict) => conflict.path)).toEqual(['presentation.components']);
  });
});

describe('conflictsAfterChoice', () => {
  it('moves the places after a removed block up, so the next choice still finds its place', () => {
    const base = course(chapter('Ett', [text('a', 'A'), text('b', 'B'), text('c', 'C')]));
    const mine = course(chapter('Ett', [text('b', 'B'), text('c', 'M')]));
    const theirs = course(chapter('Ett', [text('a', 'T'), text('b', 'B'), text('c', 'T2')]));
    const merged = mergeDrafts(base, mine, theirs);
    const [removal, value] = merged.conflicts as [DraftConflict, DraftConflict];
    expect(removal.kept).toBe('theirs');
    const afterRemoval = chooseOtherValue(merged.document, removal) as Course;
    const left = conflictsAfterChoice(merged.conflicts, removal);
    expect(left.map((conflict) => conflict.path)).toEqual(['chapters[0].episodes[0].components[0][1].html']);
    expect(value.path).toBe('chapters[0].episodes[0].components[0][2].html');
    const taken = chooseOtherValue(afterRemoval, left[0] as DraftConflict) as Course;
    expect(taken.chapters[0]?.episodes[0]?.components[0]).toEqual([text('b', 'B'), text('c', 'T2')]);
  });
});
