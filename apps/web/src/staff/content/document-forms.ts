import { type BlockForm, selectField } from '@jamstalldhet/blocks';
import { EASY_READ_GOAL, READABILITY_GOAL } from '@jamstalldhet/blocks/engine';

/*
 * The forms of a document's own fields (not its blocks), described like a block's form so the
 * same widgets render them: a course's title, address, description, who may take it and whether
 * it is open; a page's title, address and description.
 */

const titleAndAddress = [
  { key: 'title', widget: 'text', label: 'Titel', required: true, maxLength: 200 },
  {
    key: 'slug',
    widget: 'text',
    label: 'Adress',
    help: 'Små bokstäver a–z, siffror och bindestreck; nås på /adress.',
    required: true,
    maxLength: 80,
  },
  {
    key: 'header',
    widget: 'group',
    label: 'Beskrivning och delning',
    fields: [
      {
        key: 'desc',
        widget: 'richtext',
        label: 'Beskrivning',
        help: 'Visas i presentationen och i sökresultat.',
      },
    ],
  },
] as const;

export const COURSE_FORM = {
  name: 'text',
  label: 'Utbildningen',
  description: 'Utbildningens titel, adress och vem som får gå den.',
  fields: [
    ...titleAndAddress,
    {
      // The course's `hero`, edited as an image (document-settings.tsx maps the two).
      key: 'card_image',
      widget: 'image',
      label: 'Bild',
      help: 'Visas på utbildningens kort på startsidan och överst i presentationen.',
    },
    selectField('access', 'Vem får gå utbildningen', {
      open: 'Alla, även utan konto',
      users: 'Alla med konto',
      users_approved: 'Godkända deltagare med konto',
    }),
    selectField(
      'status',
      'Status',
      { open: 'Öppen', closed: 'Stängd' },
      { help: 'En stängd utbildning kan inte gås, men deltagarnas svar och intyg finns kvar.' },
    ),
    {
      key: 'readability_goal',
      widget: 'number',
      label: 'Läsbarhetsmål',
      help: `Högsta LIX för en sida: ${READABILITY_GOAL} för de flesta texter (tomt betyder ${READABILITY_GOAL}), ${EASY_READ_GOAL} för lättläst. En sida över målet får en varning.`,
      min: 10,
      max: 80,
    },
  ],
  layout: [],
} as unknown as BlockForm;

export const PAGE_FORM = {
  name: 'text',
  label: 'Sidan',
  description: 'Sidans titel och adress.',
  fields: [...titleAndAddress],
  layout: [],
} as unknown as BlockForm;
