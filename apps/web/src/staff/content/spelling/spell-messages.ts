/** What the editor asks the spelling worker: these words, besides the dictionary these site words. */
export interface SpellRequest {
  id: number;
  words: readonly string[];
  siteWords: readonly string[];
}

/** Its answer: the unknown words with their suggestions, or why it could not look. */
export type SpellResponse =
  | { id: number; unknown: Array<[string, string[]]>; error?: undefined }
  | { id: number; error: string; unknown?: undefined };
