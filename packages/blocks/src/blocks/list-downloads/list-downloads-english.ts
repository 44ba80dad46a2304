import type { listDownloadsLabels } from './list-downloads-labels';

/** The texts of `list-downloads` in English, for `englishLabels`. */
export const listDownloadsEnglish: Readonly<Record<keyof typeof listDownloadsLabels, string>> = {
  'listDownloads.empty': 'There are no files to download right now.',
};
