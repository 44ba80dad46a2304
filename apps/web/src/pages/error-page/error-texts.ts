/** The error page's title and description (SPEC §2, §8), kept exactly. */
export const NOT_FOUND_TITLE = 'Sidan kunde inte hittas';

/** Said when the page could not be fetched or shown for another reason than a missing page. */
export const FAILED_HEADING = 'Något gick fel';
export const FAILED_TEXT = 'Sidan kunde inte visas just nu. Försök igen om en liten stund.';
export const RETRY = 'Försök igen';
export const TO_START_PAGE = 'Till startsidan';
