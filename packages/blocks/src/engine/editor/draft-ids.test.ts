import {
  courseBlocks,
  EducationSchema,
  PublishableEducationSchema,
  repeatedIds,
} from '@jamstalldhet/contract';
import { describe, expect, it } from 'vitest';
import { duplicateBlock, newBlockId, newOptionId } from './block-identity';
import { idTexts, keepIdsSound } from './draft-ids';

type Doc = Record<string, unknown>;
type BlockLike = Record<string, unknown> & {
  block_id: string;
  answers?: Array<{ id: string; label: string }>;
};

const course = (blocks: BlockLike[]): Doc => ({
  id: 1,
  slug: 'kurs',
  title: 'Kurs',
  chapters: [{ title: 'K', episodes: [{ title: 'E', components: [blocks] }] }],
});

const question = (id: string): BlockLike => ({
  block_id: id,
  name: 'question-radio',
  answers: [
    { id: 'ja', label: 'Ja' },
    { id: 'nej', label: 'Nej' },
  ],
});

function blocksOf(document: Doc): BlockLike[] {
  return courseBlocks(EducationSchema.parse(document)) as unknown as BlockLike[];
}

describe('newBlockId and duplicateBlock', () => {
  it('make ids that do not repeat, and a copy with its own block and option ids', () => {
    const ids = new Set(Array.from({ length: 10_000 }, newBlockId));
    expect(ids.size).toBe(10_000);
    const original = question(newBlockId());
    const copy = duplicateBlock(original);
    expect(copy.block_id).not.toBe(original.block_id);
    expect(copy.answers?.map((option) => option.label)).toEqual(['Ja', 'Nej']);
    expect(copy.answers?.some((option) => original.answers?.some((other) => other.id === option.id))).toBe(
      false,
    );
    expect(original.answers?.[0]?.id).toBe('ja');
  });
});

describe('keepIdsSound', () => {
  it('gives a pasted copy new ids, and the block that is as published keeps its id', () => {
    const published = course([question('q')]);
    const edited = { ...question('q'), html: 'ändrad' };
    // The copy comes first and the original was not edited: the original keeps the id.
    const { document, problems } = keepIdsSound(course([edited, question('q')]), published);
    expect(problems).toEqual([]);
    const [copy, original] = blocksOf(document);
    expect(original?.block_id).toBe('q');
    expect(copy?.block_id).not.toBe('q');
  });

  it('refuses an id edited in place, and lets a block be replaced by another', () => {
    const published = course([question('q')]);
    expect(keepIdsSound(course([question('annat')]), published).problems).toEqual([
      { path: 'chapters[0].episodes[0].components[0][0].block_id', message: idTexts.blockId },
    ]);
    const renamedOption = question('q');
    renamedOption.answers = [
      { id: 'nytt', label: 'Ja' },
      { id: 'nej', label: 'Nej' },
    ];
    expect(keepIdsSound(course([renamedOption]), published).problems).toEqual([
      { path: 'chapters[0].episodes[0].components[0][0].answers[0].id', message: idTexts.optionId },
    ]);
    const replaced = { block_id: newBlockId(), name: 'text', html: 'Ny' };
    expect(keepIdsSound(course([replaced]), published).problems).toEqual([]);
    // A new block in a published course carries an id the editor made, or one the draft had.
    const handMade = { block_id: 'ny', name: 'text', html: 'Ny' };
    expect(keepIdsSound(course([handMade]), published).problems).toEqual([
      { path: 'chapters[0].episodes[0].components[0][0].block_id', message: idTexts.newBlockId },
    ]);
    expect(keepIdsSound(course([handMade]), published, { previous: course([handMade]) }).problems).toEqual(
      [],
    );
    expect(keepIdsSound(course([handMade]), published, { newIds: 'any' }).problems).toEqual([]);
  });
});

// mulberry32: seeded, so a failing sequence can be run again from its printed seed.
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

interface Model {
  chapters: Array<{ title: string; episodes: Array<{ title: string; components: BlockLike[][] }> }>;
  evaluation: { components: BlockLike[] };
}

describe('random editing sequences (property)', () => {
  it('keep ids unique and never change a published id', { timeout: 30_000 }, () => {
    for (let seed = 1; seed <= 60; seed += 1) {
      const next = random(seed);
      const pick = <T>(list: readonly T[]): T | undefined => list[Math.floor(next() * list.length)];
      let tags = 0;
      const tagged = (block: BlockLike): BlockLike => {
        tags += 1;
        return { ...block, tag: `t${tags}` };
      };
      const fresh = (): BlockLike =>
        next() < 0.5
          ? tagged({ block_id: newBlockId(), name: 'text', html: 'x' })
          : tagged({
              block_id: newBlockId(),
              name: 'question-radio',
              answers: [
                { id: newOptionId(), label: 'A' },
                { id: newOptionId(), label: 'B' },
              ],
            });
      let draft: Model = {
        chapters: [{ title: 'K1', episodes: [{ title: 'E1', components: [[fresh()]] }] }],
        evaluation: { components: [] },
      };
      let published: Doc | null = null;
      const publishedIdOfTag = new Map<string, string>();
      const snapshots: Model[] = [];
      const pages = () => [
        ...draft.chapters.flatMap((chapter) => chapter.episodes.flatMap((episode) => episode.components)),
        draft.evaluation.components,
      ];
      const steps = [
        () => pick(pages())?.splice(Math.floor(next() * 3), 0, fresh()),
        () => {
          const page = pick(pages()) ?? [];
          const index = Math.floor(next() * page.length);
          const block = page[index];
          // The editor's copy gets new ids; a pasted one (the same JSON twice) is mended on save.
          if (block) {
            page.splice(index + 1, 0, next() < 0.7 ? tagged(duplicateBlock(block)) : tagged({ ...block }));
          }
        },
        () => {
          const from = pick(pages()) ?? [];
          const [block] = from.splice(Math.floor(next() * from.length), 1);
          if (block) {
            (pick(pages()) ?? from).splice(Math.floor(next() * 3), 0, block);
          }
        },
        () => {
          const index = Math.floor(next() * draft.chapters.length);
          const [chapter] = draft.chapters.splice(index, 1);
          if (chapter) {
            draft.chapters.splice(Math.max(0, index - 1), 0, chapter);
          }
        },
        () => {
          const page = pick(pages()) ?? [];
          page.splice(Math.floor(next() * page.length), 1);
        },
        () => {
          const page = pick(pages()) ?? [];
          const block = pick(page);
          if (block) {
            block.html = `ändrad ${next()}`;
          }
        },
        () => draft.chapters.push({ title: 'Nytt', episodes: [{ title: 'E', components: [[fresh()]] }] }),
        () => {
          const snapshot = pick(snapshots);
          if (snapshot) {
            draft = structuredClone(snapshot);
          }
        },
        () => {
          published = { ...course([]), ...structuredClone(draft) };
          for (const block of blocksOf(published)) {
            publishedIdOfTag.set(block.tag as string, block.block_id);
          }
        },
      ];
      for (let step = 0; step < 40; step += 1) {
        pick(steps)?.();
        // The save: what the server stores of the draft.
        const saved = keepIdsSound({ ...course([]), ...structuredClone(draft) }, published);
        expect(saved.problems, `seed ${seed} step ${step}`).toEqual([]);
        draft = { chapters: saved.document.chapters, evaluation: saved.document.evaluation } as Model;
        snapshots.push(structuredClone(draft));
        const blocks = blocksOf(saved.document);
        expect(repeatedIds(blocks.map((block) => block.block_id)), `seed ${seed} step ${step}`).toEqual([]);
        expect(PublishableEducationSchema.safeParse(saved.document).success, `seed ${seed}`).toBe(true);
        for (const block of blocks) {
          const publishedId = publishedIdOfTag.get(block.tag as string);
          if (publishedId !== undefined) {
            expect(block.block_id, `seed ${seed} step ${step}: a published id changed`).toBe(publishedId);
          }
        }
      }
    }
  });
});
