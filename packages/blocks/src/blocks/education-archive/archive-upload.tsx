import { type FormEvent, useId, useState } from 'react';
import { normalizeError } from '../../engine/formatting/errors';
import {
  ARCHIVE_ALLOWED_EXTENSIONS,
  ARCHIVE_ALLOWED_TYPES,
  type ArchiveFileProblem,
  archiveFileProblem,
} from '../../engine/formatting/files';
import { formatFileSize } from '../../engine/formatting/format';
import { formatLabel, useLabels } from '../../i18n/labels';
import { Button } from '../../parts/button';
import { ErrorAlert } from '../../parts/error-alert';
import { FormField } from '../../parts/form-field';
import { Heading } from '../../parts/heading';
import { educationArchiveLabels } from './education-archive-labels';

const ACCEPT = [...ARCHIVE_ALLOWED_TYPES, ...ARCHIVE_ALLOWED_EXTENSIONS].join(',');

/**
 * The upload form of an archive: the rules are stated before choosing, the chosen file is
 * checked at once and shown with its size, and the upload is announced while it runs.
 */
export function ArchiveUpload({ onUpload }: { onUpload(file: File): Promise<void> }) {
  const t = useLabels(educationArchiveLabels);
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [status, setStatus] = useState('');

  // FormField owns the input element; it is found by the id given to it.
  function fileInput(): HTMLInputElement | null {
    const element = document.getElementById(inputId);
    return element instanceof HTMLInputElement ? element : null;
  }

  function problemText(problem: ArchiveFileProblem, chosen: File): string {
    switch (problem) {
      case 'empty':
        return t['archive.emptyFile'];
      case 'too-large':
        return formatLabel(t['archive.tooLarge'], { size: formatFileSize(chosen.size) });
      case 'type':
        return t['archive.wrongType'];
      default:
        return problem satisfies never;
    }
  }

  function choose(chosen: File | null) {
    setFile(chosen);
    setServerError(null);
    const problem = chosen ? archiveFileProblem(chosen) : null;
    const message = chosen && problem ? problemText(problem, chosen) : null;
    setError(message);
    // Focus stays on the file input after the picker closes, so the error is also announced.
    setStatus(message ? `${t['archive.errorPrefix']} ${message}` : '');
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (uploading) {
      return;
    }
    const problem = file ? archiveFileProblem(file) : null;
    if (!file || problem) {
      setError(file && problem ? problemText(problem, file) : t['archive.noFile']);
      fileInput()?.focus();
      return;
    }
    setServerError(null);
    setUploading(true);
    setStatus(t['archive.uploading']);
    try {
      await onUpload(file);
      setFile(null);
      const element = fileInput();
      if (element) {
        element.value = '';
      }
      setStatus(t['archive.uploaded']);
    } catch (caught: unknown) {
      setStatus('');
      setServerError(serverErrorText(normalizeError(caught).statusCode));
    } finally {
      setUploading(false);
    }
  }

  function serverErrorText(statusCode: number): string {
    switch (statusCode) {
      case 413:
        return t['archive.serverTooLarge'];
      case 415:
        return t['archive.serverWrongType'];
      case 401:
        return t['archive.loggedOut'];
      default:
        return t['archive.uploadError'];
    }
  }

  return (
    <form className="jb-education-archive__upload" noValidate onSubmit={submit}>
      <Heading offset={1} className="jb-education-archive__upload-heading">
        {t['archive.uploadHeading']}
      </Heading>
      <FormField
        inputId={inputId}
        type="file"
        accept={ACCEPT}
        label={t['archive.field']}
        hint={t['archive.rules']}
        error={error ? `${t['archive.errorPrefix']} ${error}` : undefined}
        onChange={(event) => choose(event.currentTarget.files?.[0] ?? null)}
      />
      {file && (
        <p className="jb-education-archive__chosen">
          {formatLabel(t['archive.chosen'], { name: file.name, size: formatFileSize(file.size) })}
        </p>
      )}
      {serverError && <ErrorAlert>{serverError}</ErrorAlert>}
      <div className="jb-education-archive__actions">
        {/* Not disabled while uploading: a disabled button would throw keyboard focus out of the form. */}
        <Button type="submit" aria-disabled={uploading || undefined}>
          {t['archive.submit']}
        </Button>
        <p className="jb-education-archive__status" role="status">
          {status}
        </p>
      </div>
    </form>
  );
}
