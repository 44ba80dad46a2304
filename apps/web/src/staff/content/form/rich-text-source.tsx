import { sanitizeContentHtml } from '@jamstalldhet/blocks/engine';
import { useState } from 'react';

interface RichTextSourceProps {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
}

/** What the allow-list keeps of typed HTML; '' for HTML that says nothing. */
function keptHtml(html: string): string {
  return html.trim() === '' ? '' : sanitizeContentHtml(html);
}

/**
 * The field's HTML as text, for editors who paste or fix markup. What is typed stays in the
 * textarea as typed (a textarea never renders it); the field gets only what the allow-list keeps,
 * and on leaving the textarea shows that too, so the editor sees what will be saved.
 */
export function RichTextSource({
  id,
  describedBy,
  invalid,
  required,
  value,
  onChange,
  onBlur,
}: RichTextSourceProps) {
  const [typed, setTyped] = useState(value);
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
        onBlur();
      }}
    />
  );
}
