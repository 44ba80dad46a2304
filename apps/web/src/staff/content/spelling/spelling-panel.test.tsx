import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Page, PageSchema } from '@jamstalldhet/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { demoApiUrl, loginAs } from '../../../../test/render-app';
import { ServicesProvider } from '../../../site/services';
import type { LookUpWords } from './spell-client';
import { createSpeller } from './speller';
import { SpellingPanel } from './spelling-panel';

// The real dictionary and the real word list of the demo API; only the worker between them is
// left out (jsdom has none): the lookup runs in the test's own thread.
let lookUp: LookUpWords;
beforeAll(async () => {
  const folder = path.dirname(createRequire(import.meta.url).resolve('dictionary-sv'));
  const speller = createSpeller(
    readFileSync(path.join(folder, 'index.aff'), 'utf8'),
    readFileSync(path.join(folder, 'index.dic'), 'utf8'),
  );
  lookUp = async (words, siteWords) => speller.unknown(words, siteWords);
  await loginAs('redaktor@example.se');
}, 60_000);

// A made-up name no test has added before: the demo API's word list outlives a test.
const NAME = `Zq${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

function page(html: string): Page {
  return PageSchema.parse({
    id: 1,
    slug: 'om-oss',
    title: 'Om oss',
    components: [{ block_id: 'b1', name: 'text', html }],
  });
}

function renderPanel(document: Page, onShow = vi.fn()) {
  render(
    <ServicesProvider apiBaseUrl={demoApiUrl()}>
      <SpellingPanel document={document} onShow={onShow} lookUp={lookUp} />
    </ServicesProvider>,
  );
  return onShow;
}

const TIMEOUT = { timeout: 10_000 };

describe('the spelling panel', () => {
  it('lists the unknown words with suggestions and their place, and adds a word to the list, undoably', async () => {
    const user = userEvent.setup();
    const onShow = renderPanel(page(`<p>Kvinor och män arbetar hos ${NAME}.</p>`));
    await screen.findByText('Stavning: 2 okända ord', {}, TIMEOUT);
    await user.click(screen.getByText('Stavning: 2 okända ord'));
    const kvinor = screen.getByText('Kvinor').closest('li') as HTMLElement;
    expect(kvinor).toHaveTextContent('(förslag: Kvinnor');
    await user.click(within(kvinor).getByRole('link', { name: 'Block 1 (Text)' }));
    expect(onShow).toHaveBeenCalledWith(
      expect.objectContaining({ path: 'components[0].html', blockId: 'b1' }),
    );

    await user.click(
      screen.getByRole('button', { name: new RegExp(`^Lägg till i ordlistan ?ordet ${NAME}$`) }),
    );
    // The status is there from the start, empty: wait for what it says.
    await waitFor(
      () => expect(screen.getByRole('status')).toHaveTextContent(`"${NAME}" finns nu i ordlistan.`),
      TIMEOUT,
    );
    await screen.findByText('Stavning: 1 okänt ord', {}, TIMEOUT);
    // The clicked button went with its word: focus is on "Ångra", not lost to the page.
    await waitFor(() => expect(screen.getByRole('button', { name: /^Ångra/ })).toHaveFocus());
    expect(
      screen.queryByRole('button', { name: new RegExp(`^Lägg till i ordlistan ?ordet ${NAME}$`) }),
    ).toBeNull();

    // jsdom's name leaves out the space before the hidden words; a browser keeps it.
    await user.click(screen.getByRole('button', { name: new RegExp(`^Ångra ?tillägget av "${NAME}"$`) }));
    await waitFor(
      () => expect(screen.getByRole('status')).toHaveTextContent(`"${NAME}" togs bort ur ordlistan.`),
      TIMEOUT,
    );
    await waitFor(() => expect(document.activeElement?.tagName).toBe('SUMMARY'));
    await screen.findByText('Stavning: 2 okända ord', {}, TIMEOUT);
  });

  it('says there is nothing unknown, and says so when it cannot look', async () => {
    renderPanel(page('<p>Kvinnor och män arbetar på förskolan.</p>'));
    await screen.findByText('Stavning: inga okända ord', {}, TIMEOUT);
    render(
      <ServicesProvider apiBaseUrl={demoApiUrl()}>
        <SpellingPanel document={page('<p>Kvinnor.</p>')} onShow={vi.fn()} lookUp={null} />
      </ServicesProvider>,
    );
    await screen.findByText('Stavning: kunde inte kontrolleras', {}, TIMEOUT);
  });
});
