import { Button } from '@jamstalldhet/blocks';
import { useEffect, useRef, useState } from 'react';
import { formLabels } from './form-labels';
import { TEXT_LANGUAGES } from './rich-text-language';

interface RichTextLanguageFormProps {
  /** The id of the language list. */
  id: string;
  /** The language the selection has now ('' for Swedish). */
  current: string;
  onChoose: (code: string) => void;
  onCancel: () => void;
}

/**
 * The language of the selected text (or of the paragraph), asked beside the toolbar like a link's
 * address: Swedish takes a marking away. Not a `<form>`: it sits inside the editor's form. Escape
 * cancels.
 */
export function RichTextLanguageForm({ id, current, onChoose, onCancel }: RichTextLanguageFormProps) {
  const select = useRef<HTMLSelectElement>(null);
  const [code, setCode] = useState(current || (TEXT_LANGUAGES[0]?.code ?? ''));

  useEffect(() => {
    select.current?.focus();
  }, []);

  return (
    <div className="web-richtext__link">
      <div className="jb-field">
        <label className="jb-field__label" htmlFor={id}>
          {formLabels.textLanguage}
        </label>
        <p id={`${id}-hint`} className="jb-field__hint">
          {formLabels.textLanguageHelp}
        </p>
        <select
          ref={select}
          id={id}
          className="jb-field__input"
          aria-describedby={`${id}-hint`}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              onCancel();
            }
          }}
        >
          <option value="">{formLabels.swedishLanguage}</option>
          {TEXT_LANGUAGES.map((language) => (
            <option key={language.code} value={language.code}>
              {language.name}
            </option>
          ))}
        </select>
      </div>
      <div className="web-richtext__link-buttons">
        <Button onClick={() => onChoose(code)}>{formLabels.markLanguage}</Button>
        <Button variant="secondary" onClick={onCancel}>
          {formLabels.cancelLink}
        </Button>
      </div>
    </div>
  );
}
