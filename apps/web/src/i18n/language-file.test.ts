import { defaultLabels } from '@jamstalldhet/blocks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageFileLoaders, loadLanguageFile } from './language-file';
import enUS from './locales/en-US.json';
import svSE from './locales/sv-SE.json';
import { siteLabels } from './site-labels';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the language files (SPEC §1, §9)', () => {
  it('sv-SE says what the built-in Swedish texts say, key for key, and changes no block text', () => {
    // Nothing loads it for a Swedish visitor (language-provider.tsx): the built-in texts are its.
    expect(svSE.site).toEqual(siteLabels);
    expect(svSE.blocks).toEqual({});
  });

  it('en-US translates every site text', () => {
    expect(Object.keys(enUS.site).sort()).toEqual(Object.keys(siteLabels).sort());
    expect(enUS.site['consent.inactive']).toBe('Not active');
  });

  it('en-US overrides only texts the blocks have', () => {
    for (const key of Object.keys(enUS.blocks)) {
      expect(defaultLabels, key).toHaveProperty([key]);
    }
  });

  it('loads a file on demand with its texts', async () => {
    const texts = await loadLanguageFile('en-US');
    expect(texts.site['site.skipToContent']).toBe('Skip to content');
    expect(texts.blocks['question.check']).toBe('Check answer');
  });
});

describe('loadLanguageFile when something is wrong (SPEC §8)', () => {
  it('warns and gives no texts for a locale without a file', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await loadLanguageFile('de-DE')).toEqual({ site: {}, blocks: {} });
    expect(warn).toHaveBeenCalledWith('Språkfilen för de-DE saknas; de svenska texterna används.');
  });

  it('warns and gives no texts when the file fails to load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = {
      'en-US': () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    };
    expect(await loadLanguageFile('en-US', failing)).toEqual({ site: {}, blocks: {} });
    expect(warn).toHaveBeenCalledWith(
      'Språkfilen för en-US kunde inte läsas; de svenska texterna används.',
      expect.any(TypeError),
    );
  });

  it('warns and gives no texts when the file is not a language file', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const malformed = { 'en-US': async () => ({ default: { site: { 'site.logout': 42 } } }) };
    expect(await loadLanguageFile('en-US', malformed)).toEqual({ site: {}, blocks: {} });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('drops site keys that name no text, and keeps the blocks’ as given (they read only their own)', async () => {
    const file = {
      site: { 'site.logout': 'Log out', 'site.lgout': 'typo' },
      blocks: { 'question.check': 'Check answer', 'question.chek': 'typo' },
    };
    const texts = await loadLanguageFile('en-US', { 'en-US': async () => ({ default: file }) });
    expect(texts).toEqual({
      site: { 'site.logout': 'Log out' },
      blocks: { 'question.check': 'Check answer', 'question.chek': 'typo' },
    });
  });

  it('does not take a prototype key for a locale', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await loadLanguageFile('constructor', languageFileLoaders)).toEqual({ site: {}, blocks: {} });
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
