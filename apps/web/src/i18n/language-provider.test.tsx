import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeCookie } from '../http/cookies';
import { type LanguageFileLoader, languageFileLoaders } from './language-file';
import { LanguageProvider, useLanguage, useSiteLabels } from './language-provider';

/** Shows a site text, a block text override and the locale, and can switch to English. */
function LanguageProbe() {
  const t = useSiteLabels();
  const { locale, blockLabels, setLocale } = useLanguage();
  return (
    <>
      <p>{`Lokal: ${locale}`}</p>
      <p>{`Hoppa: ${t['site.skipToContent']}`}</p>
      <p>{`Rätta: ${blockLabels['question.check'] ?? 'blockens egen text'}`}</p>
      <button type="button" onClick={() => setLocale('en-US')}>
        English
      </button>
      <button type="button" onClick={() => setLocale('sv-SE')}>
        Svenska
      </button>
    </>
  );
}

/** Counts how often a reader of the language is drawn. */
function CountDraws({ onDraw }: { onDraw: () => void }) {
  useLanguage();
  onDraw();
  return null;
}

/** The real language files, each call counted. */
function countedLoaders() {
  const svSE = vi.fn(languageFileLoaders['sv-SE'] as LanguageFileLoader);
  const enUS = vi.fn(languageFileLoaders['en-US'] as LanguageFileLoader);
  return { loaders: { 'sv-SE': svSE, 'en-US': enUS }, svSE, enUS };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('LanguageProvider (SPEC §1, §8, §9)', () => {
  it('loads no file when no locale is chosen: the built-in texts are sv-SE’s, and nothing is drawn again', async () => {
    const { loaders, svSE, enUS } = countedLoaders();
    const draws = vi.fn();
    render(
      <LanguageProvider loaders={loaders}>
        <LanguageProbe />
        <CountDraws onDraw={draws} />
      </LanguageProvider>,
    );
    expect(screen.getByText('Hoppa: Gå direkt till innehåll')).toBeInTheDocument();
    await act(async () => {});
    expect(svSE).not.toHaveBeenCalled();
    expect(enUS).not.toHaveBeenCalled();
    expect(draws).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Lokal: sv-SE')).toBeInTheDocument();
    expect(screen.getByText('Rätta: blockens egen text')).toBeInTheDocument();
  });

  it('uses the locale cookie: en-US texts over the Swedish ones, for the site and the blocks', async () => {
    writeCookie('locale', 'en-US');
    render(
      <LanguageProvider>
        <LanguageProbe />
      </LanguageProvider>,
    );
    expect(await screen.findByText('Hoppa: Skip to content')).toBeInTheDocument();
    expect(screen.getByText('Rätta: Check answer')).toBeInTheDocument();
    expect(screen.getByText('Lokal: en-US')).toBeInTheDocument();
  });

  it('remembers a chosen locale for 365 days and loads its file', async () => {
    const user = userEvent.setup();
    const writes = vi.spyOn(document, 'cookie', 'set');
    const { loaders, enUS } = countedLoaders();
    render(
      <LanguageProvider loaders={loaders}>
        <LanguageProbe />
      </LanguageProvider>,
    );

    await user.click(screen.getByRole('button', { name: 'English' }));

    expect(writes).toHaveBeenCalledWith('locale=en-US; path=/; SameSite=Lax; max-age=31536000');
    expect(await screen.findByText('Hoppa: Skip to content')).toBeInTheDocument();
    expect(enUS).toHaveBeenCalledTimes(1);
  });

  it('goes back to the built-in Swedish texts when sv-SE is chosen again, loading nothing more', async () => {
    const user = userEvent.setup();
    writeCookie('locale', 'en-US');
    const { loaders, svSE, enUS } = countedLoaders();
    render(
      <LanguageProvider loaders={loaders}>
        <LanguageProbe />
      </LanguageProvider>,
    );
    expect(await screen.findByText('Rätta: Check answer')).toBeInTheDocument();
    expect(svSE).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Svenska' }));
    await act(async () => {});

    expect(svSE).toHaveBeenCalledTimes(1);
    expect(enUS).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Hoppa: Gå direkt till innehåll')).toBeInTheDocument();
    expect(screen.getByText('Rätta: blockens egen text')).toBeInTheDocument();
    expect(screen.getByText('Lokal: sv-SE')).toBeInTheDocument();
  });

  it('warns and keeps the Swedish texts when the locale has no file', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    writeCookie('locale', 'de-DE');
    render(
      <LanguageProvider>
        <LanguageProbe />
      </LanguageProvider>,
    );
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Språkfilen för de-DE saknas; de svenska texterna används.'),
    );
    expect(screen.getByText('Hoppa: Gå direkt till innehåll')).toBeInTheDocument();
  });

  it('warns and keeps the built-in Swedish texts when a file fails to load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    writeCookie('locale', 'en-US');
    const failing: Record<string, LanguageFileLoader> = {
      'sv-SE': () => Promise.reject(new Error('chunk missing')),
      'en-US': () => Promise.reject(new Error('chunk missing')),
    };
    render(
      <LanguageProvider loaders={failing}>
        <LanguageProbe />
      </LanguageProvider>,
    );
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    expect(screen.getByText('Hoppa: Gå direkt till innehåll')).toBeInTheDocument();
    expect(screen.getByText('Rätta: blockens egen text')).toBeInTheDocument();
  });

  it('gives the Swedish texts without a provider', () => {
    render(<LanguageProbe />);
    expect(screen.getByText('Hoppa: Gå direkt till innehåll')).toBeInTheDocument();
  });
});
