import type { factsBoxLabels } from './facts-box-labels';

/** The texts of `facts-box` in English, for `englishLabels`. */
export const factsBoxEnglish: Readonly<Record<keyof typeof factsBoxLabels, string>> = {
  'factsBox.label': 'Facts',
};
