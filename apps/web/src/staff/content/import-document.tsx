import { operations } from '@jamstalldhet/contract';
import { useId, useState } from 'react';
import { useLocation } from 'wouter';
import { ApiError } from '../../http/api-error';
import { useApi } from '../../site/services';
import { editorPath } from './content-paths';
import { FieldMessages, messageProps } from './form/field-texts';

/** Most bytes read from a file: a course's file is far smaller. */
const MAX_FILE_BYTES = 5 * 1024 * 1024;

// What the file is: a course has chapters, anything else is a page.
function readDocument(text: string): { kind: 'education' | 'page'; data: Record<string, unknown> } | null {
  try {
    const data: unknown = JSON.parse(text);
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      return null;
    }
    const record = data as Record<string, unknown>;
    return { kind: Array.isArray(record.chapters) ? 'education' : 'page', data: record };
  } catch {
    return null;
  }
}

/**
 * "Importera" (issue 36): a course or page file (what "Exportera" and `import-content` use) in
 * as a new draft, with the same checks and refusals as the command line; the draft then opens in
 * the editor. A refusal is said next to the field.
 */
export function ImportDocument() {
  const api = useApi();
  const [, navigate] = useLocation();
  const id = useId();
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const hint = 'En JSON-fil med en utbildning eller sida, som Exportera ger. Den blir ett utkast.';

  async function take(file: File) {
    setError(undefined);
    if (file.size > MAX_FILE_BYTES) {
      setError('Filen är för stor för en utbildning eller sida.');
      return;
    }
    const document = readDocument(await file.text());
    if (document === null) {
      setError('Filen är inte en utbildning eller sida i JSON.');
      return;
    }
    setBusy(true);
    try {
      const created = await api.call(operations.importContentDocument, { body: document });
      navigate(editorPath(created.kind, created.id));
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'Filen kunde inte importeras. Försök igen.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="jb-field web-content-import" data-state={error ? 'error' : undefined}>
      <label className="jb-field__label" htmlFor={id}>
        Importera
      </label>
      <FieldMessages id={id} hint={hint} error={error} />
      <input
        id={id}
        type="file"
        accept="application/json,.json"
        disabled={busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) {
            void take(file);
          }
        }}
        {...messageProps(id, true, error)}
      />
    </div>
  );
}
