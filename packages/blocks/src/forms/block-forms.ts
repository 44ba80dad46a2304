import { type Block, type BlockPart, BlockSchema } from '@jamstalldhet/contract';
import { BLOCK_KIND_NAMES, type BlockName } from '../blocks/block-catalog';
import { FORMS } from '../blocks/generated/forms';
import { newBlockId } from '../engine/editor/block-identity';
import type { BlockForm } from './form-types';
import { emptyValues } from './new-values';

/*
 * The editor's forms, one per block type, each kept beside its block (`<folder>-form.ts`, listed
 * by `npm run blocks:write`). Only the editor imports this module (a lazy chunk for staff): the
 * blocks' own folders do not export their forms, so a learner's page never loads them.
 */

/**
 * Every block type's form, by block name: what "Lägg till block" offers, in this order. A block
 * type without a form does not compile, and the forms' tests fail.
 */
export const BLOCK_FORMS = Object.fromEntries(
  Object.entries(FORMS).map(([name, parts]) => [
    name,
    { name, label: BLOCK_KIND_NAMES[name as BlockName], ...parts },
  ]),
) as { readonly [Name in BlockName]: BlockForm<Name> };

/**
 * The form of a block type; `undefined` for a name the package does not know (content from a
 * newer site), which the editor shows without a form.
 *
 * @example blockForm('video-full')?.label // 'Video'
 */
export function blockForm(name: string): BlockForm | undefined {
  return Object.hasOwn(BLOCK_FORMS, name) ? BLOCK_FORMS[name as BlockName] : undefined;
}

/**
 * A new block of a type, as "Lägg till block" adds it: a new `block_id`, every field of its form
 * at its starting value (empty texts, a question's two options "Alternativ 1" and "Alternativ 2"
 * with new ids), and the contract's defaults. It passes the draft checks; publishing asks for
 * more (a video's text version, a right answer when the question is corrected).
 *
 * @example newBlock('question-radio').answers?.map((option) => option.label) // ['Alternativ 1', 'Alternativ 2']
 */
export function newBlock(name: BlockName, part: BlockPart = 'normal'): Block {
  const form: BlockForm = BLOCK_FORMS[name];
  return BlockSchema.parse({
    ...emptyValues(form.fields),
    ...emptyValues(form.layout),
    block_id: newBlockId(),
    name,
    part,
  });
}
