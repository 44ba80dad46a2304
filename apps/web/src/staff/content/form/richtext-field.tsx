import type { RichTextFormField } from '@jamstalldhet/blocks';
import { useState } from 'react';
import { fieldPlace } from './field-ids';
import { FieldMessages, hintText, labelText, messageProps } from './field-texts';
import { textOf } from './field-values';
import { formLabels } from './form-labels';
import { RichTextEditor } from './rich-text-editor';
import { RichTextSource } from './rich-text-source';
import type { WidgetProps } from './widget-props';

/**
 * Formatted text stored as HTML of the content allow-list: edited in place with a toolbar, or as
 * HTML after "Visa HTML". Either way the field's control has the field's id, so an error
 * summary's link lands in it.
 */
export function RichTextField(props: WidgetProps<RichTextFormField>) {
  const { field, value, onChange } = props;
  const { id, error } = fieldPlace(props);
  const labelId = `${id}-label`;
  const html = textOf(value);
  const [source, setSource] = useState(false);
  const hint = source ? hintText(field.help, formLabels.htmlHelp) : field.help;
  const { 'aria-describedby': describedBy } = messageProps(id, hint, error);
  const control = {
    id,
    describedBy,
    invalid: Boolean(error),
    required: Boolean(field.required),
    value: html,
  };
  return (
    <div className="jb-field" data-state={error ? 'error' : undefined}>
      {source ? (
        <label id={labelId} className="jb-field__label" htmlFor={id}>
          {formLabels.htmlLabel(labelText(field))}
        </label>
      ) : (
        // Not a <label>: a contenteditable region is not labelable; it names itself by this id.
        // A click on it still puts the caret in the region, as a label's click would.
        // biome-ignore lint/a11y/noStaticElementInteractions: the region is reached by keyboard itself
        // biome-ignore lint/a11y/useKeyWithClickEvents: the region is reached by keyboard itself
        <span id={labelId} className="jb-field__label" onClick={() => document.getElementById(id)?.focus()}>
          {labelText(field)}
        </span>
      )}
      <FieldMessages id={id} hint={hint} error={error} />
      {source ? (
        <RichTextSource {...control} onChange={onChange} />
      ) : (
        <RichTextEditor {...control} label={field.label} labelId={labelId} onChange={onChange} />
      )}
      <div>
        <button
          type="button"
          className="web-richtext__button jb-control"
          aria-pressed={source}
          onClick={() => setSource((shown) => !shown)}
        >
          {formLabels.showHtml}
        </button>
      </div>
    </div>
  );
}
