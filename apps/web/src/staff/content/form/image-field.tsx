import { Button, FormField, formWidgetLabels, type ImageFormField } from '@jamstalldhet/blocks';
import { isSiteFileAddress } from '@jamstalldhet/blocks/engine';
import type { ContentImage } from '@jamstalldhet/contract';
import { useId, useRef, useState } from 'react';
import { AddressInput } from './address-input';
import { useBlockUpdate } from './block-update';
import { errorAt, fieldId } from './field-ids';
import { FieldMessages, labelText, messageProps } from './field-texts';
import { type FieldRecord, isRecord, textOf, withValue } from './field-values';
import { useAnnounce } from './form-announcer';
import { formLabels } from './form-labels';
import { ImageLibrary } from './image-library';
import { ImageUploadButton } from './image-upload-button';
import type { WidgetProps } from './widget-props';

/** The image a stored upload becomes in a block: a new image needs its own text alternative. */
function imageOf(image: ContentImage, decorative: boolean): FieldRecord {
  return {
    url: image.url,
    width: image.width,
    height: image.height,
    alt: '',
    ...(decorative ? { decorative } : {}),
  };
}

/**
 * An image: its address (typed, uploaded with "Ladda upp bild" or chosen among earlier uploads),
 * its text alternative, and "Dekorativ bild" for an image that needs none. No address, no image:
 * the field is left out, never written as an object without one (`ImageSchema` needs it).
 */
export function ImageField({ field, value, keys, idPrefix, errors }: WidgetProps<ImageFormField>) {
  const update = useBlockUpdate();
  const announce = useAnnounce();
  const libraryId = useId();
  const [libraryOpen, setLibraryOpen] = useState(false);
  const image = isRecord(value) && textOf(value.url) !== '' ? value : undefined;
  const decorative = image?.decorative === true;
  const address = textOf(image?.url);
  // Only an address the save accepts is fetched: another host's image (a tracking pixel) is not
  // loaded by the editor's browser, and the editor is told where images come from instead.
  const fromSite = isSiteFileAddress(address);
  // What the editor wrote for this image, kept while the address is cleared to be typed again
  // and while "Dekorativ bild" empties the text alternative.
  const kept = useRef({ alt: '', decorative: false });
  if (image) {
    kept.current = { alt: decorative ? kept.current.alt : textOf(image.alt), decorative };
  }

  const id = fieldId(idPrefix, keys);
  const urlKeys = [...keys, 'url'];
  const altId = fieldId(idPrefix, [...keys, 'alt']);
  const decorativeId = fieldId(idPrefix, [...keys, 'decorative']);
  const error = errorAt(errors, keys);
  const altError = errorAt(errors, [...keys, 'alt']);
  const decorativeError = errorAt(errors, [...keys, 'decorative']);
  const altHint = !image
    ? formLabels.altNeedsImage
    : decorative
      ? formWidgetLabels.imageDecorativeHelp
      : formWidgetLabels.imageAltHelp;

  function writeAddress(url: string) {
    update(keys, (current) => {
      if (url === '') {
        return undefined;
      }
      if (isRecord(current) && textOf(current.url) !== '') {
        // Another address is another image: its size is no longer known.
        const { width: _width, height: _height, ...rest } = current;
        return { ...rest, url };
      }
      return { url, alt: kept.current.alt, ...(kept.current.decorative ? { decorative: true } : {}) };
    });
  }

  function writeStored(stored: ContentImage) {
    update(keys, (current) => imageOf(stored, isRecord(current) && current.decorative === true));
  }

  function writeDecorative(checked: boolean) {
    update(keys, (current) => {
      const record = isRecord(current) ? current : {};
      return checked
        ? { ...record, alt: '', decorative: true }
        : withValue({ ...record, alt: kept.current.alt }, 'decorative', undefined);
    });
  }

  return (
    <fieldset
      id={id}
      tabIndex={-1}
      className="web-block-form__group web-image-field"
      {...messageProps(id, field.help, error)}
    >
      <legend className="web-block-form__legend">{labelText(field)}</legend>
      <FieldMessages id={id} hint={field.help} error={error} />
      {image && fromSite && (
        // The text alternative is written below; the preview repeats nothing a reader needs.
        <img className="web-image-field__preview" src={address} alt="" />
      )}
      <AddressInput
        id={fieldId(idPrefix, urlKeys)}
        label={labelText({ label: formWidgetLabels.imageUrl, required: field.required })}
        hint={formLabels.imageUrlHelp}
        error={errorAt(errors, urlKeys) ?? (image && !fromSite ? formLabels.imageNotFromSite : undefined)}
        value={address}
        required={field.required}
        onChange={writeAddress}
      />
      <div className="web-image-field__sources">
        <ImageUploadButton
          id={`${id}-upload`}
          onUploaded={(stored) => {
            writeStored(stored);
            setLibraryOpen(false);
          }}
        />
        <Button
          variant="secondary"
          aria-expanded={libraryOpen}
          aria-controls={libraryOpen ? libraryId : undefined}
          onClick={() => setLibraryOpen((open) => !open)}
        >
          {formLabels.earlierImages}
        </Button>
      </div>
      {libraryOpen && (
        <ImageLibrary
          id={libraryId}
          onChoose={(stored) => {
            writeStored(stored);
            setLibraryOpen(false);
            announce(formLabels.chosen(stored.name));
          }}
        />
      )}
      <FormField
        inputId={altId}
        label={
          image && !decorative
            ? labelText({ label: formWidgetLabels.imageAlt, required: true })
            : formWidgetLabels.imageAlt
        }
        hint={altHint}
        error={altError}
        type="text"
        autoComplete="off"
        disabled={!image || decorative}
        value={decorative ? '' : textOf(image?.alt)}
        onChange={(event) => {
          const alt = event.target.value;
          update(keys, (current) => (isRecord(current) ? { ...current, alt } : current));
        }}
      />
      <div className="jb-field web-block-form__check" data-state={decorativeError ? 'error' : undefined}>
        <div className="web-block-form__check-row">
          <input
            id={decorativeId}
            type="checkbox"
            disabled={!image}
            checked={decorative}
            onChange={(event) => writeDecorative(event.target.checked)}
            {...messageProps(decorativeId, true, decorativeError)}
          />
          <label htmlFor={decorativeId}>{formWidgetLabels.imageDecorative}</label>
        </div>
        <FieldMessages
          id={decorativeId}
          hint={formWidgetLabels.imageDecorativeHelp}
          error={decorativeError}
        />
      </div>
    </fieldset>
  );
}
