import { Button, FormField } from '@jamstalldhet/blocks';
import { CONTENT_HTML_POLICY, isAllowedAddress } from '@jamstalldhet/blocks/engine';
import { useEffect, useRef, useState } from 'react';
import { formLabels } from './form-labels';

interface RichTextLinkFormProps {
  /** The id of the address input. */
  id: string;
  onAdd: (address: string) => void;
  onCancel: () => void;
}

/**
 * The address of a new link, asked beside the toolbar (not in `window.prompt`, which cannot be
 * styled or checked). Not a `<form>`: it sits inside the editor's form. Enter adds, Escape
 * cancels; an address the allow-list would drop is refused here, in words.
 */
export function RichTextLinkForm({ id, onAdd, onCancel }: RichTextLinkFormProps) {
  const input = useRef<HTMLInputElement>(null);
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);

  useEffect(() => {
    input.current?.focus();
  }, []);

  function add() {
    const trimmed = address.trim();
    if (trimmed === '' || !isAllowedAddress(trimmed, CONTENT_HTML_POLICY.schemes)) {
      setError(formLabels.linkNotAllowed);
      input.current?.focus();
      return;
    }
    onAdd(trimmed);
  }

  return (
    <div className="web-richtext__link">
      <FormField
        ref={input}
        inputId={id}
        label={formLabels.linkAddress}
        hint={formLabels.linkAddressHelp}
        error={error}
        type="text"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        value={address}
        onChange={(event) => setAddress(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            add();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            onCancel();
          }
        }}
      />
      <div className="web-richtext__link-buttons">
        <Button onClick={add}>{formLabels.addLink}</Button>
        <Button variant="secondary" onClick={onCancel}>
          {formLabels.cancelLink}
        </Button>
      </div>
    </div>
  );
}
