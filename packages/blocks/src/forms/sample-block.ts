import { newBlockId } from '../engine/editor/block-identity';
import type { BlockForm, BlockFormField } from './form-types';
import { newAnswerOption, newListItem } from './new-values';

/** The texts a sample types into text and HTML fields. */
export interface SampleTexts {
  /** Typed into text, textarea, option and alt-text fields. */
  text: string;
  /** Typed into rich-text fields. */
  html: string;
}

const PLAIN: SampleTexts = { text: 'Exempeltext', html: '<p>Text</p>' };

function sampleValue(field: BlockFormField, texts: SampleTexts): unknown {
  switch (field.widget) {
    case 'text':
    case 'textarea':
      return texts.text.slice(0, field.maxLength);
    case 'richtext':
      return texts.html;
    case 'url':
      // A sound is played from the site, like an image; a link may go anywhere allowed.
      return field.key === 'sound_url' ? '/ljud/exempel.mp3' : 'https://example.se';
    case 'video-url':
      return 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
    case 'image':
      // An uploaded image: the site shows no image from another host.
      return { url: '/api/images/1', alt: texts.text };
    case 'checkbox':
      return true;
    // The last choice, so that a sample is not the default look.
    case 'select':
      return field.choices.at(-1)?.value;
    case 'number':
      return field.default ?? field.min ?? 1;
    case 'options':
      return [
        { ...newAnswerOption(1), label: texts.text, correct: true },
        { ...newAnswerOption(2), label: texts.text },
      ];
    case 'list':
      return [1, 2].map(() => ({ ...newListItem(field), ...sampleValues(field.fields, texts) }));
    case 'group':
      return sampleValues(field.fields, texts);
    default:
      return field satisfies never;
  }
}

function sampleValues(fields: readonly BlockFormField[], texts: SampleTexts): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field.key, sampleValue(field, texts)]));
}

/**
 * A block with every field of `form` filled as an editor would: a plausible value for each
 * widget (an https address, a YouTube link, an image with alt text, an option marked right, two
 * items in each list). For tests: what a form writes must parse and pass the draft and publish
 * checks. Hostile-content tests pass their own `texts`.
 *
 * @example sampleBlock(BLOCK_FORMS['video-full']).video_url // 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'
 */
export function sampleBlock(form: BlockForm, texts: SampleTexts = PLAIN): Record<string, unknown> {
  return {
    block_id: newBlockId(),
    name: form.name,
    part: 'normal',
    ...sampleValues(form.fields, texts),
    ...sampleValues(form.layout, texts),
  };
}
