import type { BlockFormField } from '@jamstalldhet/blocks';
import type { ReactNode } from 'react';
import type { FieldKeys } from './field-ids';
import type { FieldRecord } from './field-values';

/** What each widget gets: its description, its value and where that value is in the block. */
export interface WidgetProps<Field extends BlockFormField = BlockFormField> {
  /** The field's description from the block's form. */
  field: Field;
  /** The field's value now; `undefined` when the block leaves it out. */
  value: unknown;
  /** Where the value is, from the block down: the control's id and its error come from it. */
  keys: FieldKeys;
  /** Called with the field's new value; `undefined` leaves the field out of the block. */
  onChange: (value: unknown) => void;
  /** Makes the ids of this block's controls unique on the page. */
  idPrefix: string;
  /** Messages by path relative to the block (`answers[1].label`). */
  errors: Readonly<Record<string, string>>;
}

/**
 * Renders the fields of an object inside a group or a list item. Passed to those widgets rather
 * than imported by them, so that the field list and its containers do not import each other.
 */
export type RenderFields = (
  fields: readonly BlockFormField[],
  value: FieldRecord,
  keys: FieldKeys,
  write: (key: string, value: unknown) => void,
) => ReactNode;

/** A widget that holds other fields (a group, a list). */
export interface ContainerProps<Field extends BlockFormField> extends WidgetProps<Field> {
  renderFields: RenderFields;
}
