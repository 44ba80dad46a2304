import { sanitizeContentHtml } from '@jamstalldhet/blocks/engine';
import { useState } from 'react';

interface RichTextSourceProps {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
  value: string;
  onChange: (html: string) => void;
}

/** What the allow-list keeps of typed HTML; '' for HTML that says nothing. */
function keptHtml(html: string): string {
  return html.trim() === '' ? '' : sanitizeContentHtml(html);
}

/**
 * The field's HTML as text, for editors who paste or fix markup. What is typed stays in the
 * textarea as typed (a textarea never renders it); the field gets only what the allow-list keeps,
 * and on leaving the textarea shows that too, so the editor sees what will be saved. A value
 * that changes under it (an undo, another editor's merge, a restored version, another block
 * moved into this place) replaces what it shows: otherwise the next key would write the stale
 * text back over the change.
 */
export function RichTextSource({ id, describedBy, invalid, required, value, onChange }: RichTextSourceProps) {
  const [typed, setTyped] = useState(value);
  // The value as last rendered: only a change of it can come from outside.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    // What this textarea sent comes back as the value, often rewritten by the allow-list: the
    // typed text stays, or it would change under the caret at every key. Any other value is
    // the document's now.
    if (value !== keptHtml(typed)) {
      setTyped(value);
    }
  }
  return (
    <textarea
      id={id}
      className="jb-field__input web-richtext__source"
      rows={8}
      spellCheck={false}
      value={typed}
      aria-describedby={describedBy}
      aria-invalid={invalid ? true : undefined}
      aria-required={required ? true : undefined}
      onChange={(event) => {
        setTyped(event.target.value);
        onChange(keptHtml(event.target.value));
      }}
      onBlur={() => {
        setTyped(keptHtml(typed));
      }}
    />
  );
}
