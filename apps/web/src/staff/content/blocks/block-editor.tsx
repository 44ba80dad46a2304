import { blockForm } from '@jamstalldhet/blocks';
import { type BlockPlace, duplicateBlockAt, moveBlock, updateBlock } from '@jamstalldhet/blocks/engine';
import type { Block } from '@jamstalldhet/contract';
import { useId } from 'react';
import type { ApplyChange, EditorDocument } from '../editor-types';
import { BlockFormFields } from '../form/block-form-fields';
import { blockIdPrefix } from '../problem-places';

export interface BlockEditorProps {
  document: EditorDocument;
  place: BlockPlace;
  block: Block;
  /** Errors of this block by path below it (`button.url`), from a refused save or publish. */
  errors?: Record<string, string>;
  apply: ApplyChange;
  /** Asks first before the block goes (and says when learners have answers on it). */
  onRemove: (place: BlockPlace, block: Block) => void;
}

/** One block of a list: its number and kind, its moves, copy and removal, and its form. */
export function BlockEditor({ document, place, block, errors, apply, onRemove }: BlockEditorProps) {
  const headingId = useId();
  const form = blockForm(block.name);
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
      <div className="web-staff-actions">
        <button type="button" className="jb-button" onClick={() => apply(moveBlock(document, place, 'up'))}>
          Flytta upp<span className="jb-visually-hidden"> {name}</span>
        </button>
        <button type="button" className="jb-button" onClick={() => apply(moveBlock(document, place, 'down'))}>
          Flytta ned<span className="jb-visually-hidden"> {name}</span>
        </button>
        <button type="button" className="jb-button" onClick={() => apply(duplicateBlockAt(document, place))}>
          Kopiera<span className="jb-visually-hidden"> {name}</span>
        </button>
        <button type="button" className="jb-button" onClick={() => onRemove(place, block)}>
          Ta bort<span className="jb-visually-hidden"> {name}</span>
        </button>
      </div>
      {form ? (
        <BlockFormFields
          form={form}
          block={block}
          idPrefix={blockIdPrefix(block.block_id)}
          errors={errors}
          onChange={(next) => apply(updateBlock(document, place, next), { quiet: true })}
        />
      ) : (
        <p>Det här blocket ({block.name}) kan inte redigeras här; det finns kvar som det är.</p>
      )}
    </section>
  );
}
