import { Button, blockForm } from '@jamstalldhet/blocks';
import {
  type BlockPlace,
  duplicateBlockAt,
  moveBlock,
  moveBlockTo,
  type OutlineChange,
  updateBlock,
} from '@jamstalldhet/blocks/engine';
import type { Block, Education } from '@jamstalldhet/contract';
import { placeOfPart } from '../editor-address';
import { blockButtonId, blockFieldsId, blockHeadingId, focusOnBlock, focusOnMoved } from '../editor-focus';
import { type ApplyChange, type EditorDocument, placeOfBlock, unchanged } from '../editor-types';
import { BlockFormFields } from '../form/block-form-fields';
import { blockIdPrefix } from '../problem-places';
import { type MoveTarget, MoveTo } from './move-to';

export interface BlockEditorProps {
  place: BlockPlace;
  /** The last block of its list: it cannot move down. */
  last: boolean;
  block: Block;
  /** Errors of this block by path below it (`button.url`), from a refused save or publish. */
  errors?: Record<string, string>;
  /** The other lists of the course it can be moved to ("Flytta till …"), keyed as the address. */
  moveTargets?: readonly MoveTarget[];
  apply: ApplyChange;
  /** Asks first before the block goes (and says when learners have answers on it). */
  onRemove: (place: BlockPlace, block: Block) => void;
}

/** One block of a list: its number and kind, its moves, copy and removal, and its form. */
export function BlockEditor({
  place,
  last,
  block,
  errors,
  moveTargets = [],
  apply,
  onRemove,
}: BlockEditorProps) {
  const headingId = blockHeadingId(block.block_id);
  const form = blockForm(block.name);
  // Each change finds this block where it is now: edits since the form was drawn may have moved it.
  const at =
    (make: (current: EditorDocument, now: BlockPlace) => OutlineChange<EditorDocument>) =>
    (current: EditorDocument) => {
      const now = placeOfBlock(current, block.block_id, place);
      return now ? make(current, now) : unchanged(current);
    };
  const number = place.block + 1;
  const name = `block ${number} (${form?.label ?? block.name})`;
  return (
    <section aria-labelledby={headingId} className="web-editor-block">
      <h3
        id={headingId}
        className="web-editor-block__title"
        tabIndex={-1}
        data-block-heading={block.block_id}
      >
        Block {number}: {form?.label ?? block.name}
      </h3>
      <div className="web-editor-block__actions">
        <Button
          id={blockButtonId(block.block_id, 'up')}
          disabled={place.block === 0}
          onClick={() =>
            apply(
              at((current, now) => moveBlock(current, now, 'up')),
              { focus: focusOnBlock('up') },
            )
          }
        >
          Flytta upp<span className="jb-visually-hidden"> {name}</span>
        </Button>
        <Button
          id={blockButtonId(block.block_id, 'down')}
          disabled={last}
          onClick={() =>
            apply(
              at((current, now) => moveBlock(current, now, 'down')),
              { focus: focusOnBlock('down') },
            )
          }
        >
          Flytta ned<span className="jb-visually-hidden"> {name}</span>
        </Button>
        <Button onClick={() => apply(at((current, now) => duplicateBlockAt(current, now)))}>
          Kopiera<span className="jb-visually-hidden"> {name}</span>
        </Button>
        <Button onClick={() => onRemove(place, block)}>
          Ta bort<span className="jb-visually-hidden"> {name}</span>
        </Button>
        <MoveTo
          what={name}
          targets={moveTargets}
          onMove={(key) =>
            apply(
              at((current, now) => {
                const to = placeOfPart(current, key);
                return to?.kind === 'page' || to?.kind === 'section'
                  ? moveBlockTo(current as Education, now, to)
                  : unchanged(current);
              }),
              { focus: focusOnMoved },
            )
          }
        />
      </div>
      {form ? (
        // Where focus goes when the block is new: its first field.
        <div id={blockFieldsId(block.block_id)} data-focus-inside="">
          <BlockFormFields
            form={form}
            block={block}
            idPrefix={blockIdPrefix(block.block_id)}
            errors={errors}
            onChange={(next) =>
              apply(
                at((current, now) => updateBlock(current, now, next)),
                // Typing in one block is one step of "Ångra" until it pauses.
                { quiet: true, group: `block:${block.block_id}` },
              )
            }
          />
        </div>
      ) : (
        <p>Det här blocket ({block.name}) kan inte redigeras här; det finns kvar som det är.</p>
      )}
    </section>
  );
}
