import type { listFaqLabels } from './list-faq-labels';

/** The texts of `list-faq` in English, for `englishLabels`. */
export const listFaqEnglish: Readonly<Record<keyof typeof listFaqLabels, string>> = {
  'listFaq.showAll': 'Show all',
  'listFaq.hideAll': 'Hide all',
};
