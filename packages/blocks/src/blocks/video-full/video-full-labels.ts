/** Texts of the `video-full` block. */
export const videoFullLabels = {
  'video.frameTitle': 'Video: {title}',
  'video.frameTitleVariant': 'Video: {title} ({variant})',
  'video.untitled': 'Video',
  'video.variants': 'Version av videon',
  'video.variant.original': 'Originalversion',
  'video.variant.visual': 'Syntolkad',
  'video.variant.sign': 'Teckenspråkstolkad',
  'video.noConsent': 'Videon visas inte eftersom du inte har godkänt marknadsföringskakor.',
  'video.cookieSettings': 'Ändra kakinställningar',
  'video.watchOn': 'Se videon på {provider}',
  'video.unavailable': 'Videon kunde inte visas.',
} as const;
