import { type BlockForm, LAYOUT_LEGEND } from '@jamstalldhet/blocks';
import type { Block } from '@jamstalldhet/contract';
import { useCallback, useRef } from 'react';
import { type BlockUpdate, BlockUpdateContext } from './block-update';
import type { FieldKeys } from './field-ids';
import { FieldList } from './field-list';
import { type FieldRecord, updatedIn } from './field-values';
import { FormAnnouncer } from './form-announcer';
import './form.css';

export { type FieldKeys, fieldId, fieldIdOfPath, pathKeys } from './field-ids';

export interface BlockFormFieldsProps {
  /** The block type's form description (`BLOCK_FORMS[block.name]`). */
  form: BlockForm;
  /** The block as it is now. */
  block: Block;
  /** Called with the whole new block after each change; the given block is never changed. */
  onChange: (next: Block) => void;
  /**
   * Starts every control's id, unique per block on the page (e.g. from the block's id); a
   * control's id is `fieldId(idPrefix, keys)` of the value it edits.
   */
  idPrefix: string;
  /**
   * Messages by path relative to the block, as the contract writes paths (`answers[1].label`,
   * `button.url`): each is shown next to its field, which is marked invalid and described by it.
   * @default {}
   */
  errors?: Readonly<Record<string, string>>;
}

const NO_ERRORS: Readonly<Record<string, string>> = {};
const BLOCK_KEYS: FieldKeys = [];

/**
 * The form an editor fills in for one block, generated from its block type's description: the
 * content fields, then "Utseende" (who sees the block and its frame) in a fieldset of its own.
 * Not a `<form>`: it is one part of the page's form.
 *
 * @example
 * <BlockFormFields form={BLOCK_FORMS[block.name]} block={block} idPrefix={block.block_id}
 *   onChange={(next) => replaceBlock(next)} errors={{ 'answers[1].label': 'Skriv alternativets text.' }} />
 */
export function BlockFormFields({
  form,
  block,
  onChange,
  idPrefix,
  errors = NO_ERRORS,
}: BlockFormFieldsProps) {
  // The newest block, also before the parent renders again: two changes in one event, or an
  // upload that ends after other edits, each start from what the one before wrote.
  const latest = useRef<Block>(block);
  latest.current = block;
  const changed = useRef(onChange);
  changed.current = onChange;

  const update = useCallback<BlockUpdate>((keys, change) => {
    const next = updatedIn(latest.current, keys, change) as Block;
    latest.current = next;
    changed.current(next);
  }, []);
  const write = useCallback((key: string, value: unknown) => update([key], () => value), [update]);
  const record: FieldRecord = block;

  return (
    <BlockUpdateContext.Provider value={update}>
      <FormAnnouncer>
        <div className="web-block-form">
          <FieldList
            fields={form.fields}
            value={record}
            keys={BLOCK_KEYS}
            write={write}
            idPrefix={idPrefix}
            errors={errors}
          />
          {form.layout.length > 0 && (
            <fieldset className="web-block-form__group">
              <legend className="web-block-form__legend">{LAYOUT_LEGEND}</legend>
              <FieldList
                fields={form.layout}
                value={record}
                keys={BLOCK_KEYS}
                write={write}
                idPrefix={idPrefix}
                errors={errors}
              />
            </fieldset>
          )}
        </div>
      </FormAnnouncer>
    </BlockUpdateContext.Provider>
  );
}
