import type { cardsMultipleLabels } from './cards-multiple-labels';

/** The texts of `cards-multiple` in English, for `englishLabels`. */
export const cardsMultipleEnglish: Readonly<Record<keyof typeof cardsMultipleLabels, string>> = {
  'cardsMultiple.flip': 'Flip the card',
  'cardsMultiple.flipNamed': 'Flip the card: {title}',
};
