import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoOutbox, renderApp } from '../../../test/render-app';
import { saveConsentChoice } from '../../consent/consent-cookie';

const TIMEOUT = { timeout: 10_000 };
const PAGE = '/tillganglighetsredogorelse';

beforeEach(() => {
  saveConsentChoice({ statistical: false, marketing: false });
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function findForm() {
  return screen.findByRole(
    'region',
    { name: 'Rapportera ett problem eller be om ett annat format' },
    TIMEOUT,
  );
}

describe('sending an accessibility report', () => {
  it('shows the API’s refusal next to the field it names', async () => {
    const user = userEvent.setup();
    renderApp(PAGE);
    const form = await findForm();
    await user.type(within(form).getByLabelText('Din e-postadress'), 'anna@example.se');
    await user.type(
      within(form).getByLabelText('Vilken sida gäller det? (frivilligt)'),
      'https://evil.example/x',
    );
    await user.click(within(form).getByRole('radio', { name: 'Ett tillgänglighetsproblem' }));
    await user.type(
      within(form).getByLabelText('Beskriv problemet eller vad du behöver'),
      'Länken fungerar inte.',
    );
    await user.click(within(form).getByRole('button', { name: 'Skicka' }));

    const pageField = within(form).getByLabelText('Vilken sida gäller det? (frivilligt)');
    await waitFor(() => expect(pageField).toBeInvalid(), TIMEOUT);
    expect(pageField).toHaveAccessibleDescription(/Ange en sida på den här webbplatsen/);
    await waitFor(() =>
      expect(within(form).getByRole('alert', { name: 'Formuläret innehåller fel' })).toHaveFocus(),
    );
  });

  it('says so when there have been too many reports', async () => {
    const user = userEvent.setup();
    const realFetch = globalThis.fetch;
    // The limit is five reports an hour; the answer is faked at the network edge, not waited for.
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
      String(input).endsWith('/api/accessibility-reports')
        ? Promise.resolve(
            new Response('{"statusCode":429,"message":"För många försök."}', {
              status: 429,
              headers: { 'content-type': 'application/json' },
            }),
          )
        : realFetch(input, init),
    );
    renderApp(PAGE);
    const form = await findForm();
    await user.type(within(form).getByLabelText('Din e-postadress'), 'anna@example.se');
    await user.click(within(form).getByRole('radio', { name: 'Jag behöver innehåll i ett annat format' }));
    await user.type(
      within(form).getByLabelText('Beskriv problemet eller vad du behöver'),
      'Lättläst version.',
    );
    await user.click(within(form).getByRole('button', { name: 'Skicka' }));

    const alert = await within(form).findByRole('alert', {}, TIMEOUT);
    expect(alert).toHaveTextContent('För många försök. Vänta en stund och försök igen.');
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it('sends a report to the API and confirms that a receipt was mailed', async () => {
    const user = userEvent.setup();
    renderApp(`${PAGE}?sida=${encodeURIComponent('/om-kakor')}`);
    const form = await findForm();
    await user.type(within(form).getByLabelText('Ditt namn (frivilligt)'), 'Anna Andersson');
    await user.type(within(form).getByLabelText('Din e-postadress'), 'rapport@example.se');
    await user.click(within(form).getByRole('radio', { name: 'Ett tillgänglighetsproblem' }));
    await user.type(
      within(form).getByLabelText('Beskriv problemet eller vad du behöver'),
      'Filmen på sidan saknar textning.',
    );
    await user.click(within(form).getByRole('button', { name: 'Skicka' }));

    const confirmation = await within(form).findByText(
      'Vi har tagit emot det och skickat en kvittens till rapport@example.se.',
      {},
      TIMEOUT,
    );
    await waitFor(() => expect(confirmation.parentElement).toHaveFocus());
    expect(within(form).queryByRole('button', { name: 'Skicka' })).not.toBeInTheDocument();
    const mails = readdirSync(demoOutbox()).map((file) =>
      readFileSync(path.join(demoOutbox(), file), 'utf8'),
    );
    expect(mails.some((mail) => /^To: .*rapport@example\.se/m.test(mail))).toBe(true);
  });
});
