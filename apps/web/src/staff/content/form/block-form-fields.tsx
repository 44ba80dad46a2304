import { type BlockForm, type BlockFormField, LAYOUT_LEGEND } from '@jamstalldhet/blocks';
import type { Block } from '@jamstalldhet/contract';
import { type ReactNode, useCallback, useId, useRef, useState } from 'react';
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
  const main = form.fields.filter((field) => field.more !== true);
  const more = form.fields.filter((field) => field.more === true);
  const moreShown = useDisclosure(
    more.some((field) => hasValue(record[field.key])),
    more.some((field) => hasErrorBelow(errors, field.key)),
  );
  const fieldsOf = (fields: readonly BlockFormField[]) => (
    <FieldList
      fields={fields}
      value={record}
      keys={BLOCK_KEYS}
      write={write}
      idPrefix={idPrefix}
      errors={errors}
    />
  );
  const layoutShown = useDisclosure(
    false,
    form.layout.some((field) => hasErrorBelow(errors, field.key)),
  );

  return (
    <BlockUpdateContext.Provider value={update}>
      <FormAnnouncer>
        <div className="web-block-form">
          {fieldsOf(main)}
          {(more.length > 0 || form.layout.length > 0) && (
            <div className="web-block-form__disclosures">
              {more.length > 0 && <DisclosureButton label={MORE_FIELDS} part={moreShown} />}
              {form.layout.length > 0 && <DisclosureButton label={LAYOUT_LEGEND} part={layoutShown} />}
            </div>
          )}
          {more.length > 0 && (
            <DisclosedFields label={MORE_FIELDS} part={moreShown}>
              {fieldsOf(more)}
            </DisclosedFields>
          )}
          {form.layout.length > 0 && (
            <DisclosedFields label={LAYOUT_LEGEND} part={layoutShown}>
              {fieldsOf(form.layout)}
            </DisclosedFields>
          )}
        </div>
      </FormAnnouncer>
    </BlockUpdateContext.Provider>
  );
}

// Whether a refused save or publish names a field at or below `key`.
function hasErrorBelow(errors: Readonly<Record<string, string>>, key: string): boolean {
  return Object.keys(errors).some(
    (path) => path === key || path.startsWith(`${key}.`) || path.startsWith(`${key}[`),
  );
}

// Whether a field holds something an editor wrote: its "Fler fält" is then open.
function hasValue(value: unknown): boolean {
  if (typeof value === 'string') {
    return value.trim() !== '';
  }
  if (Array.isArray(value)) {
    return value.length > 0;
  }
  return value === true || typeof value === 'number' || (typeof value === 'object' && value !== null);
}

/** What the fields seldom needed are under, closed until asked for or until one has a value. */
const MORE_FIELDS = 'Fler fält';

/** Whether a closed part of a form is shown, and the id its button controls. */
interface DisclosedPart {
  id: string;
  shown: boolean;
  toggle: () => void;
}

/**
 * A part of a block's form closed until asked for (issue 36): "Fler fält" (a question's
 * feedback, a video's other versions) and "Utseende" (colours, padding, alignment). Open, a page
 * of three blocks was 7,200 px long. It starts open when one of its fields has a value
 * (`initially`, as it was when the form was drawn: emptying a field while typing must not close
 * it under the caret), and is open while a refused save or publish names one (`forced`), so the
 * error's link finds the field.
 */
function useDisclosure(initially: boolean, forced: boolean): DisclosedPart {
  const [startsOpen] = useState(initially);
  const [asked, setAsked] = useState<boolean | null>(null);
  const id = useId();
  const shown = forced || (asked ?? startsOpen);
  return { id, shown, toggle: () => setAsked(!shown) };
}

function DisclosureButton({ label, part }: { label: string; part: DisclosedPart }) {
  return (
    <button
      type="button"
      className="web-block-form__disclosure"
      aria-expanded={part.shown}
      aria-controls={part.id}
      onClick={part.toggle}
    >
      {label}
    </button>
  );
}

function DisclosedFields({
  label,
  part,
  children,
}: {
  label: string;
  part: DisclosedPart;
  children: ReactNode;
}) {
  return (
    <fieldset id={part.id} className="web-block-form__group" hidden={!part.shown}>
      <legend className="jb-visually-hidden">{label}</legend>
      {part.shown && children}
    </fieldset>
  );
}
