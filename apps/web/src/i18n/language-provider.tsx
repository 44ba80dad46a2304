import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import {
  type LanguageFileLoader,
  type LanguageTexts,
  languageFileLoaders,
  loadLanguageFile,
  NO_TEXTS,
} from './language-file';
import { DEFAULT_LOCALE, type Locale, readLocale, writeLocale } from './locale-cookie';
import { type SiteLabels, siteLabels } from './site-labels';

export interface Language {
  /** The locale whose language file is used; the page language stays `sv` (SPEC §9). */
  locale: string;
  /** The site's own texts. */
  siteLabels: SiteLabels;
  /** Overrides of the blocks' texts, for `BlocksProvider labels`. */
  blockLabels: Readonly<Record<string, string>>;
  /** Switches the language file and remembers the choice in the locale cookie. */
  setLocale(locale: Locale): void;
}

// Without a provider (or before a file has loaded) the built-in Swedish texts are used.
const LanguageContext = createContext<Language>({
  locale: DEFAULT_LOCALE,
  siteLabels,
  blockLabels: {},
  setLocale: () => {},
});

interface LoadedTexts {
  base: LanguageTexts;
  chosen: LanguageTexts;
  /** The locale `chosen` belongs to, so a slower earlier file never wins over a newer choice. */
  chosenFor: string;
}

export interface LanguageProviderProps {
  children?: ReactNode;
  /** The language files by locale; tests give their own. @default the files in `locales/` */
  loaders?: Readonly<Record<string, LanguageFileLoader>>;
}

// The blocks' texts of the built-in Swedish: their own (the blocks' defaults), no overrides.
const NO_BLOCK_LABELS: Readonly<Record<string, string>> = {};

/**
 * Language files (SPEC §1, §8, §9), loaded on demand: for sv-SE, the default, none, since the
 * built-in texts are its file's (language-file.test.ts holds them equal, key for key). Loading
 * it anyway drew the whole page again after it was taken over, a long task on every first
 * visit (issue 25). Another locale's file comes on top of sv-SE's. Texts a file lacks, and all
 * texts while files load or when one fails, are the built-in Swedish ones.
 */
export function LanguageProvider({ children, loaders = languageFileLoaders }: LanguageProviderProps) {
  const [locale, setLocaleState] = useState(readLocale);
  const [texts, setTexts] = useState<LoadedTexts>({ base: NO_TEXTS, chosen: NO_TEXTS, chosenFor: '' });

  useEffect(() => {
    if (locale === DEFAULT_LOCALE) {
      return;
    }
    let current = true;
    const chosen = loadLanguageFile(locale, loaders);
    void Promise.all([loadLanguageFile(DEFAULT_LOCALE, loaders), chosen]).then(([base, chosenTexts]) => {
      if (current) {
        setTexts({ base, chosen: chosenTexts, chosenFor: locale });
      }
    });
    return () => {
      current = false;
    };
  }, [locale, loaders]);

  const setLocale = useCallback((next: Locale) => {
    writeLocale(next);
    setLocaleState(next);
  }, []);

  const value = useMemo<Language>(() => {
    if (locale === DEFAULT_LOCALE) {
      return { locale, siteLabels, blockLabels: NO_BLOCK_LABELS, setLocale };
    }
    const chosen = texts.chosenFor === locale ? texts.chosen : NO_TEXTS;
    return {
      locale,
      siteLabels: { ...siteLabels, ...texts.base.site, ...chosen.site },
      blockLabels: { ...texts.base.blocks, ...chosen.blocks },
      setLocale,
    };
  }, [locale, texts, setLocale]);

  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

/** The language in use: locale, site texts, block text overrides and the way to change it. */
export function useLanguage(): Language {
  return useContext(LanguageContext);
}

/**
 * The site's shared texts in the visitor's language.
 *
 * @example const t = useSiteLabels(); t['site.skipToContent'] // 'Gå direkt till innehåll'
 */
export function useSiteLabels(): SiteLabels {
  return useContext(LanguageContext).siteLabels;
}
