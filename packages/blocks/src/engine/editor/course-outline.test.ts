import {
  type Block,
  BlockSchema,
  courseBlocks,
  type Education,
  EducationSchema,
  type Page,
  PageSchema,
  PublishableEducationSchema,
  repeatedIds,
} from '@jamstalldhet/contract';
import { describe, expect, it } from 'vitest';
import { newBlockId, newOptionId } from './block-identity';
import {
  addBlock,
  addChapter,
  addEpisode,
  addPage,
  type BlockListPlace,
  type BlockPlace,
  blockIdsIn,
  blockPlaceWords,
  duplicateBlockAt,
  type MoveDirection,
  moveBlock,
  moveBlockTo,
  moveChapter,
  moveEpisode,
  movePage,
  movePageTo,
  type OutlineChange,
  type OutlineDocument,
  outlinePlaceWords,
  removeBlock,
  removeChapter,
  removeEpisode,
  removePage,
  updateBlock,
} from './course-outline';
import { outlineTexts } from './course-outline-labels';

const text = (id: string): Block => BlockSchema.parse({ block_id: id, name: 'text', html: `<p>${id}</p>` });

const question = (id: string): Block =>
  BlockSchema.parse({
    block_id: id,
    name: 'question-radio',
    answers: [
      { id: `${id}-ja`, label: 'Ja', correct: true },
      { id: `${id}-nej`, label: 'Nej' },
    ],
  });

// Two chapters; the first has two episodes, its first episode two pages.
function course(): Education {
  return EducationSchema.parse({
    id: 7,
    slug: 'kurs',
    title: 'Kurs',
    presentation: { components: [{ block_id: 'p1', name: 'text' }] },
    chapters: [
      {
        title: 'Ett',
        episodes: [
          { title: 'Ett ett', components: [[text('a'), question('b')], [text('c')]] },
          { title: 'Ett två', components: [[text('d')]] },
        ],
      },
      { title: 'Två', episodes: [{ title: 'Två ett', components: [[text('e')]] }] },
    ],
    evaluation: { components: [question('v')] },
  });
}

function page(): Page {
  return PageSchema.parse({
    id: 3,
    slug: 'om',
    title: 'Om',
    components: [text('x'), { block_id: 'y', name: 'image', image: { url: '/b.png', alt: 'B' } }],
  });
}

const firstPage: BlockListPlace = { kind: 'page', chapter: 0, episode: 0, page: 0 };
const ids = (document: Education) => courseBlocks(document).map((block) => block.block_id);

describe('outlinePlaceWords and blockPlaceWords', () => {
  it('name places as the publish problems do', () => {
    expect(outlinePlaceWords({ kind: 'page', chapter: 1, episode: 0, page: 2 })).toBe(
      'Kapitel 2, Episod 1, Sida 3',
    );
    expect(outlinePlaceWords({ kind: 'episode', chapter: 0, episode: 1 })).toBe('Kapitel 1, Episod 2');
    expect(outlinePlaceWords({ kind: 'chapter', chapter: 3 })).toBe('Kapitel 4');
    expect(outlinePlaceWords({ kind: 'section', section: 'presentation' })).toBe('Presentation');
    expect(outlinePlaceWords({ kind: 'section', section: 'evaluation' })).toBe('Utvärdering');
    expect(outlinePlaceWords({ kind: 'section', section: 'completed' })).toBe('Tacksida');
    expect(blockPlaceWords(course(), { kind: 'block', list: firstPage, block: 1 })).toBe(
      'Kapitel 1, Episod 1, Sida 1, block 2 (Fråga med ett svar)',
    );
    expect(blockPlaceWords(page(), { kind: 'block', list: { kind: 'page-document' }, block: 1 })).toBe(
      'Block 2 (Bild)',
    );
    expect(blockPlaceWords(course(), { kind: 'block', list: firstPage, block: 5 })).toBeUndefined();
  });
});

describe('chapters, episodes and pages', () => {
  it('add a chapter with one episode of one empty page, ready for a block', () => {
    const { document, announcement, place, changed } = addChapter(course(), 'Tre');
    expect(changed).toBe(true);
    expect(document.chapters[2]).toEqual({ title: 'Tre', episodes: [{ title: 'Tre', components: [[]] }] });
    expect(announcement).toBe('Kapitel 3 lades till.');
    expect(place).toEqual({ kind: 'chapter', chapter: 2 });
  });

  it('add an episode at the end of a chapter and a page at the end of an episode', () => {
    const episode = addEpisode(course(), { kind: 'chapter', chapter: 1 }, 'Två två');
    expect(episode.document.chapters[1]?.episodes.map((entry) => entry.title)).toEqual([
      'Två ett',
      'Två två',
    ]);
    expect(episode.document.chapters[1]?.episodes[1]?.components).toEqual([[]]);
    expect(episode.announcement).toBe('Kapitel 2, Episod 2 lades till.');
    const added = addPage(course(), { kind: 'episode', chapter: 0, episode: 0 });
    expect(added.document.chapters[0]?.episodes[0]?.components.map((blocks) => blocks.length)).toEqual([
      2, 1, 0,
    ]);
    expect(added.announcement).toBe('Kapitel 1, Episod 1, Sida 3 lades till.');
    expect(added.place).toEqual({ kind: 'page', chapter: 0, episode: 0, page: 2 });
  });

  it('move a chapter, an episode and a page one step, and say so', () => {
    const up = moveChapter(course(), { kind: 'chapter', chapter: 1 }, 'up');
    expect(up.document.chapters.map((chapter) => chapter.title)).toEqual(['Två', 'Ett']);
    expect(up.announcement).toBe('Kapitel 2 flyttades upp och är nu kapitel 1.');
    expect(up.place).toEqual({ kind: 'chapter', chapter: 0 });
    const episode = moveEpisode(course(), { kind: 'episode', chapter: 0, episode: 0 }, 'down');
    expect(episode.document.chapters[0]?.episodes.map((entry) => entry.title)).toEqual([
      'Ett två',
      'Ett ett',
    ]);
    expect(episode.announcement).toBe('Kapitel 1, Episod 1 flyttades ned och är nu episod 2.');
    const moved = movePage(course(), { kind: 'page', chapter: 0, episode: 0, page: 1 }, 'up');
    expect(moved.document.chapters[0]?.episodes[0]?.components.map((blocks) => blocks[0]?.block_id)).toEqual([
      'c',
      'a',
    ]);
    expect(moved.announcement).toBe('Kapitel 1, Episod 1, Sida 2 flyttades upp och är nu sida 1.');
    expect(ids(up.document).sort()).toEqual(ids(course()).sort());
  });

  it('leave the document as it is at an edge, and say why', () => {
    const original = course();
    const edges: Array<[OutlineChange<Education>, string]> = [
      [moveChapter(original, { kind: 'chapter', chapter: 0 }, 'up'), 'Kapitlet kan inte flyttas längre upp.'],
      [
        moveChapter(original, { kind: 'chapter', chapter: 1 }, 'down'),
        'Kapitlet kan inte flyttas längre ned.',
      ],
      [
        moveEpisode(original, { kind: 'episode', chapter: 1, episode: 0 }, 'down'),
        'Episoden kan inte flyttas längre ned.',
      ],
      [
        movePage(original, { kind: 'page', chapter: 0, episode: 0, page: 0 }, 'up'),
        'Sidan kan inte flyttas längre upp.',
      ],
      [
        moveBlock(original, { kind: 'block', list: firstPage, block: 0 }, 'up'),
        'Blocket kan inte flyttas längre upp.',
      ],
    ];
    for (const [change, announcement] of edges) {
      expect(change.changed).toBe(false);
      expect(change.document).toBe(original);
      expect(change.announcement).toBe(announcement);
    }
  });

  it('remove a chapter, an episode and a page, and point focus at what took its place', () => {
    const chapter = removeChapter(course(), { kind: 'chapter', chapter: 1 });
    expect(chapter.document.chapters.map((entry) => entry.title)).toEqual(['Ett']);
    expect(chapter.announcement).toBe('Kapitel 2 togs bort.');
    expect(chapter.place).toEqual({ kind: 'chapter', chapter: 0 });
    const episode = removeEpisode(course(), { kind: 'episode', chapter: 1, episode: 0 });
    expect(episode.document.chapters[1]?.episodes).toEqual([]);
    expect(episode.announcement).toBe('Kapitel 2, Episod 1 togs bort.');
    expect(episode.place).toEqual({ kind: 'chapter', chapter: 1 });
    const removed = removePage(course(), { kind: 'page', chapter: 0, episode: 0, page: 0 });
    expect(removed.document.chapters[0]?.episodes[0]?.components).toEqual([[text('c')]]);
    expect(removed.announcement).toBe('Kapitel 1, Episod 1, Sida 1 togs bort.');
    expect(removed.place).toEqual({ kind: 'page', chapter: 0, episode: 0, page: 0 });
    const last = removeChapter(removeChapter(course(), { kind: 'chapter', chapter: 0 }).document, {
      kind: 'chapter',
      chapter: 0,
    });
    expect(last.document.chapters).toEqual([]);
    expect(last.place).toBeUndefined();
  });

  it('refuse a place that is not there (a stale screen) without changing anything', () => {
    const original = course();
    const changes: OutlineChange<OutlineDocument>[] = [
      addEpisode(original, { kind: 'chapter', chapter: 2 }, 'X'),
      addPage(original, { kind: 'episode', chapter: 1, episode: 1 }),
      removeChapter(original, { kind: 'chapter', chapter: -1 }),
      removeEpisode(original, { kind: 'episode', chapter: 0, episode: 2 }),
      removePage(original, { kind: 'page', chapter: 0, episode: 0, page: 2 }),
      moveChapter(original, { kind: 'chapter', chapter: 0.5 }, 'down'),
      addBlock(original, firstPage, text('n'), 9),
      addBlock(original, { kind: 'page-document' }, text('n')),
      addBlock(page(), firstPage, text('n')),
      updateBlock(original, { kind: 'block', list: firstPage, block: 2 }, text('n')),
      removeBlock(original, { kind: 'block', list: { kind: 'section', section: 'completed' }, block: 0 }),
      duplicateBlockAt(original, { kind: 'block', list: firstPage, block: -1 }),
    ];
    for (const change of changes) {
      expect(change.changed).toBe(false);
      expect(change.announcement).toBe(outlineTexts.missing);
    }
    expect(original).toEqual(course());
  });
});

describe('blocks', () => {
  it('add a block at the end or at an index, in a course page, a section or a page document', () => {
    const added = addBlock(course(), firstPage, text('n'));
    expect(added.document.chapters[0]?.episodes[0]?.components[0]?.map((block) => block.block_id)).toEqual([
      'a',
      'b',
      'n',
    ]);
    expect(added.announcement).toBe('Blocket Text lades till på Kapitel 1, Episod 1, Sida 1.');
    expect(added.place).toEqual({ kind: 'block', list: firstPage, block: 2 });
    const first = addBlock(course(), { kind: 'section', section: 'completed' }, question('q'), 0);
    expect(first.document.completed.components.map((block) => block.block_id)).toEqual(['q']);
    expect(first.announcement).toBe('Blocket Fråga med ett svar lades till på Tacksida.');
    const onPage = addBlock(page(), { kind: 'page-document' }, text('n'), 1);
    expect(onPage.document.components.map((block) => block.block_id)).toEqual(['x', 'n', 'y']);
    expect(onPage.announcement).toBe('Blocket Text lades till på sidan.');
  });

  it('add a block whose id the course already has as a copy with new ids', () => {
    const { document } = addBlock(course(), { kind: 'section', section: 'evaluation' }, question('b'));
    const pasted = document.evaluation.components[1];
    expect(pasted?.block_id).not.toBe('b');
    expect(pasted?.answers?.map((option) => option.id)).not.toContain('b-ja');
    expect(repeatedIds(ids(document))).toEqual([]);
  });

  it('copy a block right after it with new block and option ids', () => {
    const place: BlockPlace = { kind: 'block', list: firstPage, block: 1 };
    const { document, announcement, place: copyPlace } = duplicateBlockAt(course(), place);
    const blocks = document.chapters[0]?.episodes[0]?.components[0] ?? [];
    expect(blocks.map((block) => block.name)).toEqual(['text', 'question-radio', 'question-radio']);
    expect(blocks[2]?.block_id).not.toBe('b');
    expect(blocks[2]?.answers?.map((option) => option.label)).toEqual(['Ja', 'Nej']);
    expect(blocks[2]?.answers?.some((option) => option.id.startsWith('b-'))).toBe(false);
    expect(announcement).toBe(
      'En kopia av Kapitel 1, Episod 1, Sida 1, block 2 (Fråga med ett svar) lades till som block 3.',
    );
    expect(copyPlace).toEqual({ ...place, block: 2 });
  });

  it('update a block, which keeps its id whatever the form sent', () => {
    const place: BlockPlace = { kind: 'block', list: { kind: 'section', section: 'presentation' }, block: 0 };
    const { document, announcement } = updateBlock(course(), place, { ...text('annat'), html: '<p>Ny</p>' });
    expect(document.presentation.components[0]).toMatchObject({ block_id: 'p1', html: '<p>Ny</p>' });
    expect(announcement).toBe('Presentation, block 1 (Text) ändrades.');
  });

  it('move a block one step and remove one, in a course and on a page', () => {
    const down = moveBlock(course(), { kind: 'block', list: firstPage, block: 0 }, 'down');
    expect(down.document.chapters[0]?.episodes[0]?.components[0]?.map((block) => block.block_id)).toEqual([
      'b',
      'a',
    ]);
    expect(down.announcement).toBe(
      'Kapitel 1, Episod 1, Sida 1, block 1 (Text) flyttades ned och är nu block 2.',
    );
    const onPage = moveBlock(page(), { kind: 'block', list: { kind: 'page-document' }, block: 1 }, 'up');
    expect(onPage.document.components.map((block) => block.block_id)).toEqual(['y', 'x']);
    expect(onPage.announcement).toBe('Block 2 (Bild) flyttades upp och är nu block 1.');
    const removed = removeBlock(course(), {
      kind: 'block',
      list: { kind: 'section', section: 'evaluation' },
      block: 0,
    });
    expect(removed.document.evaluation.components).toEqual([]);
    expect(removed.announcement).toBe('Utvärdering, block 1 (Fråga med ett svar) togs bort.');
    expect(removed.place).toEqual({ kind: 'section', section: 'evaluation' });
  });

  it('list the block ids under each place, for "Ta bort"', () => {
    const document = course();
    expect(blockIdsIn(document, { kind: 'chapter', chapter: 0 })).toEqual(['a', 'b', 'c', 'd']);
    expect(blockIdsIn(document, { kind: 'episode', chapter: 0, episode: 0 })).toEqual(['a', 'b', 'c']);
    expect(blockIdsIn(document, firstPage)).toEqual(['a', 'b']);
    expect(blockIdsIn(document, { kind: 'section', section: 'evaluation' })).toEqual(['v']);
    expect(blockIdsIn(document, { kind: 'block', list: firstPage, block: 1 })).toEqual(['b']);
    expect(blockIdsIn(document, { kind: 'chapter', chapter: 9 })).toEqual([]);
    expect(blockIdsIn(page(), { kind: 'page-document' })).toEqual(['x', 'y']);
  });
});

describe('immutability', () => {
  it('never changes its input', () => {
    const block: BlockPlace = { kind: 'block', list: firstPage, block: 1 };
    const operations: Array<(document: Education) => unknown> = [
      (document) => addChapter(document, 'Ny'),
      (document) => addEpisode(document, { kind: 'chapter', chapter: 0 }, 'Ny'),
      (document) => addPage(document, { kind: 'episode', chapter: 0, episode: 0 }),
      (document) => addBlock(document, firstPage, text('n'), 0),
      (document) => addBlock(document, { kind: 'section', section: 'presentation' }, text('n')),
      (document) => duplicateBlockAt(document, block),
      (document) => updateBlock(document, block, text('n')),
      (document) => removeChapter(document, { kind: 'chapter', chapter: 0 }),
      (document) => removeEpisode(document, { kind: 'episode', chapter: 0, episode: 0 }),
      (document) => removePage(document, { kind: 'page', chapter: 0, episode: 0, page: 0 }),
      (document) => removeBlock(document, block),
      (document) => moveChapter(document, { kind: 'chapter', chapter: 0 }, 'down'),
      (document) => moveEpisode(document, { kind: 'episode', chapter: 0, episode: 1 }, 'up'),
      (document) => movePage(document, { kind: 'page', chapter: 0, episode: 0, page: 0 }, 'down'),
      (document) => moveBlock(document, block, 'up'),
    ];
    for (const operation of operations) {
      const document = course();
      const copy = structuredClone(document);
      operation(document);
      expect(document).toEqual(copy);
    }
    const onPage = page();
    const pageCopy = structuredClone(onPage);
    moveBlock(onPage, { kind: 'block', list: { kind: 'page-document' }, block: 0 }, 'down');
    removeBlock(onPage, { kind: 'block', list: { kind: 'page-document' }, block: 0 });
    expect(onPage).toEqual(pageCopy);
  });
});

// mulberry32, as in draft-ids.test.ts: seeded, so a failing sequence runs again from its seed.
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

describe('random outline editing (property)', () => {
  it('keeps block ids unique, and every block keeps its id', { timeout: 30_000 }, () => {
    for (let seed = 1; seed <= 50; seed += 1) {
      const next = random(seed);
      // Now and then one past the end, so that places that are gone are tried too.
      const index = (length: number) => (next() < 0.1 ? length : Math.floor(next() * length));
      const direction = (): MoveDirection => (next() < 0.5 ? 'up' : 'down');
      let tags = 0;
      const fresh = (): Block => {
        tags += 1;
        const made = next() < 0.5 ? text(newBlockId()) : question(newBlockId());
        return {
          ...made,
          tag: `t${tags}`,
          answers: made.answers?.map((option) => ({ ...option, id: newOptionId() })),
        };
      };
      let document = course();
      const tagOfId = new Map<string, unknown>();
      const chapterPlace = () => ({ kind: 'chapter' as const, chapter: index(document.chapters.length) });
      const episodePlace = () => {
        const chapter = index(document.chapters.length);
        const episodes = document.chapters[chapter]?.episodes.length ?? 0;
        return { kind: 'episode' as const, chapter, episode: index(episodes) };
      };
      const pagePlace = () => {
        const episode = episodePlace();
        const pages = document.chapters[episode.chapter]?.episodes[episode.episode]?.components.length ?? 0;
        return { ...episode, kind: 'page' as const, page: index(pages) };
      };
      const listPlace = (): BlockListPlace =>
        next() < 0.8
          ? pagePlace()
          : {
              kind: 'section',
              section:
                (['presentation', 'evaluation', 'completed'] as const)[Math.floor(next() * 3)] ?? 'completed',
            };
      const blockPlace = (): BlockPlace => {
        const list = listPlace();
        return { kind: 'block', list, block: index(blockIdsIn(document, list).length) };
      };
      const anyBlock = () => courseBlocks(document)[Math.floor(next() * courseBlocks(document).length)];
      const steps: Array<() => { change: OutlineChange<Education>; gone: string[]; added: number }> = [
        () => ({ change: addChapter(document, 'Ny'), gone: [], added: 0 }),
        () => ({ change: addEpisode(document, chapterPlace(), 'Ny'), gone: [], added: 0 }),
        () => ({ change: addPage(document, episodePlace()), gone: [], added: 0 }),
        () => ({
          change: addBlock(document, listPlace(), fresh(), next() < 0.5 ? 0 : undefined),
          gone: [],
          added: 1,
        }),
        // A pasted block: the same JSON as one already in the course.
        () => {
          const pasted = anyBlock();
          return pasted
            ? { change: addBlock(document, listPlace(), structuredClone(pasted)), gone: [], added: 1 }
            : { change: addChapter(document, 'Ny'), gone: [], added: 0 };
        },
        () => ({ change: duplicateBlockAt(document, blockPlace()), gone: [], added: 1 }),
        // A form's edit; a form that sent another id would not change the block's.
        () => {
          const place = blockPlace();
          const current = blockIdsIn(document, place)[0];
          const edited = courseBlocks(document).find((block) => block.block_id === current) ?? fresh();
          const change = updateBlock(document, place, { ...edited, block_id: newBlockId(), html: 'ändrad' });
          return { change, gone: [], added: 0 };
        },
        () => {
          const place = chapterPlace();
          return { change: removeChapter(document, place), gone: blockIdsIn(document, place), added: 0 };
        },
        () => {
          const place = episodePlace();
          return { change: removeEpisode(document, place), gone: blockIdsIn(document, place), added: 0 };
        },
        () => {
          const place = pagePlace();
          return { change: removePage(document, place), gone: blockIdsIn(document, place), added: 0 };
        },
        () => {
          const place = blockPlace();
          return { change: removeBlock(document, place), gone: blockIdsIn(document, place), added: 0 };
        },
        () => ({ change: moveChapter(document, chapterPlace(), direction()), gone: [], added: 0 }),
        () => ({ change: moveEpisode(document, episodePlace(), direction()), gone: [], added: 0 }),
        () => ({ change: movePage(document, pagePlace(), direction()), gone: [], added: 0 }),
        () => ({ change: moveBlock(document, blockPlace(), direction()), gone: [], added: 0 }),
      ];
      for (let step = 0; step < 40; step += 1) {
        const label = `seed ${seed} step ${step}`;
        const before = structuredClone(document);
        const idsBefore = new Set(ids(document));
        const operation = steps[Math.floor(next() * steps.length)] ?? (steps[0] as (typeof steps)[0]);
        const { change, gone, added } = operation();
        expect(document, `${label}: the input changed`).toEqual(before);
        if (!change.changed) {
          expect(change.document, label).toBe(document);
          continue;
        }
        document = change.document;
        const idsAfter = ids(document);
        expect(repeatedIds(idsAfter), label).toEqual([]);
        expect(PublishableEducationSchema.safeParse(document).success, label).toBe(true);
        // Every block that was there and was not removed is there with its id; nothing else went.
        const kept = [...idsBefore].filter((id) => !gone.includes(id));
        expect(idsAfter.length, label).toBe(kept.length + added);
        for (const id of kept) {
          expect(idsAfter, `${label}: block ${id} lost its id`).toContain(id);
        }
        // An id stays with the block it was made for: its tag never changes under it.
        for (const block of courseBlocks(document)) {
          const tag = tagOfId.get(block.block_id);
          if (tag === undefined) {
            tagOfId.set(block.block_id, block.tag ?? block.block_id);
          } else {
            expect(block.tag ?? block.block_id, `${label}: block ${block.block_id} became another`).toBe(tag);
          }
        }
      }
    }
  });
});

describe('moveBlockTo and movePageTo ("Flytta till …", issue 36)', () => {
  it('moves a block to the end of another page, keeping its id', () => {
    const change = moveBlockTo(
      course(),
      { kind: 'block', list: firstPage, block: 1 },
      {
        kind: 'page',
        chapter: 1,
        episode: 0,
        page: 0,
      },
    );
    expect(change.changed).toBe(true);
    expect(change.announcement).toBe(
      'Kapitel 1, Episod 1, Sida 1, block 2 (Fråga med ett svar) flyttades till Kapitel 2, Episod 1, Sida 1.',
    );
    expect(change.document.chapters[0]?.episodes[0]?.components[0]?.map((block) => block.block_id)).toEqual([
      'a',
    ]);
    expect(change.document.chapters[1]?.episodes[0]?.components[0]?.map((block) => block.block_id)).toEqual([
      'e',
      'b',
    ]);
    expect(change.place).toEqual({
      kind: 'block',
      list: { kind: 'page', chapter: 1, episode: 0, page: 0 },
      block: 1,
    });
    expect(ids(change.document).sort()).toEqual(ids(course()).sort());
  });

  it('refuses to move a block into or out of the evaluation, or to where it is', () => {
    const evaluation: BlockListPlace = { kind: 'section', section: 'evaluation' };
    expect(moveBlockTo(course(), { kind: 'block', list: firstPage, block: 1 }, evaluation)).toMatchObject({
      changed: false,
      announcement: outlineTexts.cannotMoveThere,
    });
    expect(moveBlockTo(course(), { kind: 'block', list: evaluation, block: 0 }, firstPage).changed).toBe(
      false,
    );
    expect(moveBlockTo(course(), { kind: 'block', list: firstPage, block: 0 }, firstPage).changed).toBe(
      false,
    );
    expect(
      moveBlockTo(
        course(),
        { kind: 'block', list: firstPage, block: 0 },
        { kind: 'page', chapter: 9, episode: 0, page: 0 },
      ).changed,
    ).toBe(false);
  });

  it('moves a page with its blocks to the end of another episode', () => {
    const change = movePageTo(
      course(),
      { kind: 'page', chapter: 0, episode: 0, page: 1 },
      {
        kind: 'episode',
        chapter: 1,
        episode: 0,
      },
    );
    expect(change.announcement).toBe('Kapitel 1, Episod 1, Sida 2 flyttades till Kapitel 2, Episod 1.');
    expect(change.document.chapters[0]?.episodes[0]?.components).toHaveLength(1);
    expect(
      change.document.chapters[1]?.episodes[0]?.components.map((blocks) => blocks.map((b) => b.block_id)),
    ).toEqual([['e'], ['c']]);
    expect(change.place).toEqual({ kind: 'page', chapter: 1, episode: 0, page: 1 });
    expect(
      movePageTo(
        course(),
        { kind: 'page', chapter: 0, episode: 0, page: 1 },
        { kind: 'episode', chapter: 0, episode: 0 },
      ).changed,
    ).toBe(false);
  });
});
