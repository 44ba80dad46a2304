import { LoadStatus } from '@jamstalldhet/blocks';
import { type ContentImage, operations } from '@jamstalldhet/contract';
import { useCallState } from '../../../data/use-call-state';
import { useApi } from '../../../site/services';
import { formLabels } from './form-labels';

interface ImageLibraryProps {
  id: string;
  /** Called with the image the editor chose. */
  onChoose: (image: ContentImage) => void;
}

/**
 * The images uploaded before, newest first, each a button with its name and a thumbnail. The
 * thumbnail has an empty `alt`: the name beside it says which image it is.
 */
export function ImageLibrary({ id, onChoose }: ImageLibraryProps) {
  const api = useApi();
  const { state, reload } = useCallState(operations.listContentImages);
  return (
    <div id={id} className="web-image-library">
      <LoadStatus
        state={state}
        onRetry={reload}
        loading={formLabels.loadingImages}
        error={formLabels.imagesFailed}
        retry={formLabels.retry}
      />
      {state.status === 'success' &&
        (state.data.length === 0 ? (
          <p>{formLabels.noEarlierImages}</p>
        ) : (
          <ul className="web-image-library__list jb-card-grid jb-plain-list">
            {state.data.map((image) => (
              <li key={image.id}>
                <button
                  type="button"
                  className="web-image-library__choice jb-control"
                  onClick={() => onChoose(image)}
                >
                  <img
                    src={api.link(operations.getContentImage, { params: { id: image.id } })}
                    alt=""
                    width={image.width}
                    height={image.height}
                    loading="lazy"
                  />
                  <span className="web-image-library__name">{image.name}</span>
                  <span className="jb-field__hint">{formLabels.imageSize(image.width, image.height)}</span>
                </button>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
