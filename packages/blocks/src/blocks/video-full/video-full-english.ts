import type { videoFullLabels } from './video-full-labels';

/** The texts of `video-full` in English, for `englishLabels`. */
export const videoFullEnglish: Readonly<Record<keyof typeof videoFullLabels, string>> = {
  'video.frameTitle': 'Video: {title}',
  'video.frameTitleVariant': 'Video: {title} ({variant})',
  'video.untitled': 'Video',
  'video.variants': 'Version of the video',
  'video.variant.original': 'Original version',
  'video.variant.visual': 'Audio described',
  'video.variant.sign': 'Sign language interpreted',
  'video.noConsent': 'The video is not shown because you have not accepted marketing cookies.',
  'video.cookieSettings': 'Change cookie settings',
  'video.watchOn': 'Watch the video on {provider}',
  'video.unavailable': 'The video could not be shown.',
};
