import { defaultLabels } from '@jamstalldhet/blocks';
import { z } from 'zod';
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

const LanguageFileSchema = z.object({
  site: z.record(z.string(), z.string()).default({}),
  blocks: z.record(z.string(), z.string()).default({}),
});

/**
 * The texts of a locale's language file. A missing, failing or malformed file only logs a
 * warning (SPEC §8) and gives no texts, so the built-in Swedish ones stay. Keys that name
 * no site text and no block text are dropped: a typo must not hide a real text.
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
    const file = LanguageFileSchema.parse((await load()).default);
    return { site: knownSiteTexts(file.site), blocks: knownBlockTexts(file.blocks) };
  } catch (error) {
    console.warn(`Språkfilen för ${locale} kunde inte läsas; de svenska texterna används.`, error);
    return NO_TEXTS;
  }
}

function knownSiteTexts(texts: Record<string, string>): LanguageTexts['site'] {
  return Object.fromEntries(Object.entries(texts).filter(([key]) => isSiteLabelKey(key)));
}

function knownBlockTexts(texts: Record<string, string>): LanguageTexts['blocks'] {
  return Object.fromEntries(Object.entries(texts).filter(([key]) => Object.hasOwn(defaultLabels, key)));
}
