import { isSiteLabelKey, type SiteLabelKey } from './site-labels';

/** The texts one language file gives: the site's own and the blocks' overrides. */
export interface LanguageTexts {
  site: Partial<Record<SiteLabelKey, string>>;
  blocks: Record<string, string>;
}

export const NO_TEXTS: LanguageTexts = { site: {}, blocks: {} };

/** Loads one language file as a separate chunk; its JSON is the module's default export. */
export type LanguageFileLoader = () => Promise<{ default: unknown }>;

/** The site's language files; `import()` keeps each in its own chunk, fetched on demand. */
export const languageFileLoaders: Readonly<Record<string, LanguageFileLoader>> = {
  'sv-SE': () => import('./locales/sv-SE.json'),
  'en-US': () => import('./locales/en-US.json'),
};

/** A file's section of texts: absent is none; anything but an object of strings is an error. */
function textsOf(file: unknown, section: 'site' | 'blocks'): Record<string, string> {
  if (typeof file !== 'object' || file === null) {
    throw new TypeError('the file is not an object');
  }
  const texts: unknown = Reflect.get(file, section) ?? {};
  if (typeof texts !== 'object' || texts === null || Array.isArray(texts)) {
    throw new TypeError(`${section} is not an object`);
  }
  for (const [key, text] of Object.entries(texts)) {
    if (typeof text !== 'string') {
      throw new TypeError(`${section}.${key} is not a text`);
    }
  }
  return texts as Record<string, string>;
}

/**
 * The texts of a locale's language file. A missing, failing or malformed file only logs a
 * warning (SPEC §8) and gives no texts, so the built-in Swedish ones stay. Keys that name no
 * site text are dropped: a typo must not hide a real text. The blocks' texts are kept as given:
 * a block reads only the keys it has, and the test of the site's own files holds each key to
 * the blocks' (checking here would bring every block's Swedish texts, 6 KB gzip, to every
 * first page).
 */
export async function loadLanguageFile(
  locale: string,
  loaders: Readonly<Record<string, LanguageFileLoader>> = languageFileLoaders,
): Promise<LanguageTexts> {
  const load = Object.hasOwn(loaders, locale) ? loaders[locale] : undefined;
  if (!load) {
    console.warn(`Språkfilen för ${locale} saknas; de svenska texterna används.`);
    return NO_TEXTS;
  }
  try {
    // Checked by hand, not with zod: the language file loads with every first page.
    const file = (await load()).default;
    return { site: knownSiteTexts(textsOf(file, 'site')), blocks: textsOf(file, 'blocks') };
  } catch (error) {
    console.warn(`Språkfilen för ${locale} kunde inte läsas; de svenska texterna används.`, error);
    return NO_TEXTS;
  }
}

function knownSiteTexts(texts: Record<string, string>): LanguageTexts['site'] {
  return Object.fromEntries(Object.entries(texts).filter(([key]) => isSiteLabelKey(key)));
}
