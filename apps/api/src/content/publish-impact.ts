import { answerCorrectness, courseBlockPlaces, educationKey } from '@jamstalldhet/blocks/engine';
import { type Block, type Education, EducationSchema, type PublishImpact } from '@jamstalldhet/contract';
import type { Database } from '../db/database';
import { badRequest, notFound } from '../http/errors';
import { type DocumentKey, findDraft, findPublished } from '../storage/content-drafts';
import { answersOnBlocks, learnersByBlock, learnersOnAnyBlock, learnerWorkIn } from '../storage/learner-work';
import { DOCUMENT_KINDS } from './document-kinds';

const NOTHING: PublishImpact = {
  learners_in_progress: 0,
  completions: 0,
  certificates: 0,
  removed: [],
  changed_answers: [],
  new_mandatory: [],
};

// What a stored answer to a question means, as a comparable text: its options by id with their
// words and whether each is right, whether it is graded, takes several answers, and its part.
// Swapping two options' words under the same ids turns a learner's answer around.
function answerKey(block: Block): string {
  const options = [...(block.answers ?? [])]
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((option) => [option.id, option.label, option.correct]);
  return JSON.stringify([block.has_correction, block.multiselect, block.part, options]);
}

/**
 * For each question whose right answer changes, how many learners' saved answers turn wrong:
 * graded as right (or not graded) under the published question, wrong under the draft's. The
 * engine's grading decides, as it does for the learner.
 */
async function turnedWrong(
  db: Database,
  courseId: number,
  changed: ReadonlyArray<{ before: Block; after: Block }>,
): Promise<Map<string, number>> {
  const byId = new Map(changed.map((entry) => [entry.before.block_id, entry]));
  const counts = new Map<string, number>();
  for (const row of await answersOnBlocks(db, courseId, [...byId.keys()])) {
    const entry = byId.get(row.blockId);
    if (
      entry &&
      answerCorrectness(entry.before, row.values) !== 'wrong' &&
      answerCorrectness(entry.after, row.values) === 'wrong'
    ) {
      counts.set(row.blockId, (counts.get(row.blockId) ?? 0) + 1);
    }
  }
  return counts;
}

/**
 * What publishing a course's draft does to learners with accounts (issue 23), for the editor to
 * read before confirming: blocks the draft removes that learners have answers on (the answers are
 * kept, not shown), questions whose right answer changes, questions that become mandatory, and
 * the completions and certificates that stay as they are. Pages and settings hold no answers.
 */
export async function publishImpact(db: Database, key: DocumentKey): Promise<PublishImpact> {
  const [draft, published] = await Promise.all([findDraft(db, key), findPublished(db, key)]);
  if (!draft && published === null) {
    throw notFound('Innehållet finns inte');
  }
  if (!DOCUMENT_KINDS[key.kind].holdsLearnersWork || published === null || !draft) {
    return NOTHING;
  }
  const before = EducationSchema.parse(published) as Education;
  const after = EducationSchema.safeParse(draft.data);
  if (!after.success) {
    throw badRequest('Utkastet kan inte läsas som en utbildning; spara det igen', 'data');
  }
  const beforeBlocks = courseBlockPlaces(before);
  const afterBlocks = new Map(courseBlockPlaces(after.data).map((entry) => [entry.block.block_id, entry]));
  const wasMandatory = new Set(
    beforeBlocks.filter(({ block }) => block.mandatory).map(({ block }) => block.block_id),
  );
  const removed = beforeBlocks.filter(({ block }) => !afterBlocks.has(block.block_id));
  const changed = beforeBlocks.filter(({ block }) => {
    const now = afterBlocks.get(block.block_id)?.block;
    return now !== undefined && (block.answers?.length ?? 0) > 0 && answerKey(now) !== answerKey(block);
  });
  const newMandatory = [...afterBlocks.values()].filter(
    ({ block }) => block.mandatory && !wasMandatory.has(block.block_id),
  );
  const courseId = educationKey(before);
  const [learners, work, nowWrong] = await Promise.all([
    learnersByBlock(
      db,
      courseId,
      [...removed, ...changed, ...newMandatory].map(({ block }) => block.block_id),
    ),
    learnerWorkIn(db, courseId),
    turnedWrong(
      db,
      courseId,
      changed.map(({ block }) => ({ before: block, after: afterBlocks.get(block.block_id)?.block ?? block })),
    ),
  ]);
  const withLearners = ({ block, where }: { block: Block; where: string }) => ({
    block_id: block.block_id,
    where,
    learners: learners.get(block.block_id) ?? 0,
  });
  return {
    learners_in_progress: work.inProgress,
    completions: work.completions,
    certificates: work.certificates,
    removed: removed.map(withLearners),
    changed_answers: changed.map((entry) => ({
      ...withLearners(entry),
      now_wrong: nowWrong.get(entry.block.block_id) ?? 0,
    })),
    // A new mandatory question reaches everyone in progress; `learners` says how many answered it.
    new_mandatory: newMandatory.map(withLearners),
  };
}

/**
 * How many learners with accounts have answers on any of `blockIds` of a course, counted under
 * the course's key (what the editor asks before "Ta bort"); 404 for a course never published.
 */
export async function answeringLearners(
  db: Database,
  id: number,
  blockIds: readonly string[],
): Promise<number> {
  const published = await findPublished(db, { kind: 'education', id });
  if (published === null) {
    return 0;
  }
  return learnersOnAnyBlock(db, educationKey(EducationSchema.parse(published)), blockIds);
}
