import type { BlockFormField } from '@jamstalldhet/blocks';
import { CheckboxField } from './checkbox-field';
import type { FieldKeys } from './field-ids';
import type { FieldRecord } from './field-values';
import { GroupField } from './group-field';
import { ImageField } from './image-field';
import { ListField } from './list-field';
import { NumberField } from './number-field';
import { OptionsField } from './options-field';
import { RichTextField } from './richtext-field';
import { SelectField } from './select-field';
import { TextField } from './text-field';
import { TextareaField } from './textarea-field';
import { UrlField } from './url-field';
import { VideoUrlField } from './video-url-field';

export interface FieldListProps {
  fields: readonly BlockFormField[];
  /** The object the fields are keys of: the block, a group or a list item. */
  value: FieldRecord;
  /** Where that object is in the block (`[]` for the block itself). */
  keys: FieldKeys;
  /** Writes one field of the object. */
  write: (key: string, value: unknown) => void;
  idPrefix: string;
  errors: Readonly<Record<string, string>>;
}

/** One field's widget, chosen by its description. */
function FieldWidget({
  field,
  ...props
}: Omit<FieldListProps, 'fields' | 'value' | 'write'> & {
  field: BlockFormField;
  value: unknown;
  onChange: (value: unknown) => void;
}) {
  switch (field.widget) {
    case 'text':
      return <TextField field={field} {...props} />;
    case 'textarea':
      return <TextareaField field={field} {...props} />;
    case 'richtext':
      return <RichTextField field={field} {...props} />;
    case 'url':
      return <UrlField field={field} {...props} />;
    case 'video-url':
      return <VideoUrlField field={field} {...props} />;
    case 'image':
      return <ImageField field={field} {...props} />;
    case 'checkbox':
      return <CheckboxField field={field} {...props} />;
    case 'select':
      return <SelectField field={field} {...props} />;
    case 'number':
      return <NumberField field={field} {...props} />;
    case 'options':
      return <OptionsField field={field} {...props} />;
    case 'list':
      return <ListField field={field} renderFields={renderFields(props)} {...props} />;
    case 'group':
      return <GroupField field={field} renderFields={renderFields(props)} {...props} />;
    default:
      return field satisfies never;
  }
}

function renderFields({ idPrefix, errors }: Pick<FieldListProps, 'idPrefix' | 'errors'>) {
  return (
    fields: readonly BlockFormField[],
    value: FieldRecord,
    keys: FieldKeys,
    write: (key: string, value: unknown) => void,
  ) => (
    <FieldList fields={fields} value={value} keys={keys} write={write} idPrefix={idPrefix} errors={errors} />
  );
}

/** The widgets of an object's fields, in the form's order, each writing its own key. */
export function FieldList({ fields, value, keys, write, idPrefix, errors }: FieldListProps) {
  return (
    <>
      {fields.map((field) => (
        <FieldWidget
          key={field.key}
          field={field}
          value={value[field.key]}
          keys={[...keys, field.key]}
          onChange={(next) => write(field.key, next)}
          idPrefix={idPrefix}
          errors={errors}
        />
      ))}
    </>
  );
}
