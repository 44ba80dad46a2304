// Lowercase letters and digits without the look-alikes (l, o, 0, 1): readable in a support case.
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

function randomPart(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

/**
 * A new block id: made once when a block is made, never from its position, so moving the block
 * keeps learners' answers to it. 12 random characters (60 bits): no two blocks meet.
 *
 * @example newBlockId() // 'b-7kq2mxr4tw9a'
 */
export function newBlockId(): string {
  return `b-${randomPart(12)}`;
}

/** A new answer option id, made once like {@link newBlockId}. */
export function newOptionId(): string {
  return `o-${randomPart(10)}`;
}

/**
 * A copy of `block` with a new block id and new option ids: a copy is a new question, and
 * learners' answers to the original stay with the original.
 *
 * @example duplicateBlock(question).block_id !== question.block_id // true
 */
export function duplicateBlock<T extends { block_id: string; answers?: unknown }>(block: T): T {
  const copy = structuredClone(block);
  copy.block_id = newBlockId();
  // Content from elsewhere may hold anything under `answers`; only options are given new ids.
  if (Array.isArray(copy.answers)) {
    copy.answers = copy.answers.map((option: unknown) =>
      typeof option === 'object' && option !== null ? { ...option, id: newOptionId() } : option,
    );
  }
  return copy;
}

/** The shape of the ids {@link newBlockId} and {@link newOptionId} make. */
export const GENERATED_BLOCK_ID = /^b-[a-km-np-z2-9]{12}$/;
export const GENERATED_OPTION_ID = /^o-[a-km-np-z2-9]{10}$/;
