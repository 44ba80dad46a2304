import { Button } from '@jamstalldhet/blocks';
import { CONTENT_IMAGE_TYPES, type ContentImage, operations } from '@jamstalldhet/contract';
import { useRef, useState } from 'react';
import { ApiError } from '../../../http/api-error';
import { useApi } from '../../../site/services';
import { useAnnounce } from './form-announcer';
import { formLabels } from './form-labels';

interface ImageUploadButtonProps {
  /** The button's id; its error's id follows from it. */
  id: string;
  /** Called with the stored image once the API has it. */
  onUploaded: (image: ContentImage) => void;
}

function isImageType(type: string): type is ContentImage['mime_type'] {
  return (CONTENT_IMAGE_TYPES as readonly string[]).includes(type);
}

// The API's own message for what it refused (too large, not an image, not allowed) or is too
// busy for; for anything else it has nothing an editor can act on.
function refusal(failure: unknown): string {
  return failure instanceof ApiError &&
    (failure.statusCode < 500 || failure.statusCode === 503) &&
    failure.message
    ? failure.message
    : formLabels.uploadFailed;
}

/**
 * "Ladda upp bild": a button that opens the file picker (PNG, JPEG or WebP) and sends the file
 * to the API as multipart, the way the archive block uploads its files. Progress and outcome
 * are said in the form's live region; a refusal stays next to the button.
 */
export function ImageUploadButton({ id, onUploaded }: ImageUploadButtonProps) {
  const api = useApi();
  const announce = useAnnounce();
  const picker = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = `${id}-error`;
  const typesId = `${id}-types`;

  async function upload(file: File) {
    if (!isImageType(file.type)) {
      setError(formLabels.wrongImageType);
      announce(formLabels.wrongImageType);
      return;
    }
    setBusy(true);
    setError(null);
    announce(formLabels.uploading(file.name));
    try {
      const form = new FormData();
      form.append('file', file, file.name);
      const image = await api.call(operations.uploadContentImage, { body: form });
      onUploaded(image);
      announce(formLabels.uploaded(image.name));
    } catch (failure) {
      const message = refusal(failure);
      setError(message);
      announce(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="web-image-upload">
      <Button
        id={id}
        variant="secondary"
        disabled={busy}
        aria-describedby={error ? `${typesId} ${errorId}` : typesId}
        onClick={() => picker.current?.click()}
      >
        {formLabels.uploadImage}
      </Button>
      {/* Opened by the button above; named too, for tools that hand it a file directly. */}
      <input
        ref={picker}
        type="file"
        hidden
        tabIndex={-1}
        accept={CONTENT_IMAGE_TYPES.join(',')}
        aria-label={formLabels.uploadImage}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so that choosing the same file again after a refusal tries again.
          event.target.value = '';
          if (file) {
            void upload(file);
          }
        }}
      />
      <p id={typesId} className="jb-field__hint">
        {formLabels.uploadTypes}
      </p>
      {error && (
        <p id={errorId} className="jb-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
