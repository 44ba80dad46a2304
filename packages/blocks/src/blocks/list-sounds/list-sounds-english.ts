import type { listSoundsLabels } from './list-sounds-labels';

/** The texts of `list-sounds` in English, for `englishLabels`. */
export const listSoundsEnglish: Readonly<Record<keyof typeof listSoundsLabels, string>> = {
  'sounds.player': 'Sound: {title}',
  'sounds.untitled': 'Sound {number}',
  'sounds.unsupported': 'Your browser cannot play the sound.',
  'sounds.empty': 'There are no sounds to listen to here yet.',
};
