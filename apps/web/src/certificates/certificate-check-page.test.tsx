import { formatSwedishDay } from '@jamstalldhet/blocks/engine';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { OPEN_COURSE_ANSWERS } from '../../test/course-answers';
import { demoApiUrl, renderApp } from '../../test/render-app';

const TIMEOUT = { timeout: 10_000 };
const OPEN_COURSE_ID = 100;
const FULL_NAME = 'Cecilia Certifikatsdóttir';

/** A call to the demo API as a test's own client, outside the site. */
async function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${demoApiUrl()}${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as T;
}

/**
 * A real certificate: a fresh account completes the open demo course through the API with the
 * right answers (the course is sent without its key, so the tests keep them) and asks for its
 * certificate.
 */
async function issueCertificate(): Promise<string> {
  const email = `intyg-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.se`;
  const { token } = await call<{ token: string }>('POST', '/api/user/register', {
    first_name: 'Cecilia',
    last_name: 'Certifikatsdóttir',
    email,
    password: 'Ett-langt-losenord-1',
    accept_terms: true,
  });
  const completion = await call<{ passed: boolean; certificate: { token: string } | null }>(
    'POST',
    `/api/educations/${OPEN_COURSE_ID}/completed`,
    { answers: OPEN_COURSE_ANSWERS },
    token,
  );
  if (!completion.passed || !completion.certificate) {
    throw new Error(`the course was not passed: ${JSON.stringify(completion)}`);
  }
  const { code } = await call<{ code: string }>('POST', `/api/educations/${OPEN_COURSE_ID}/certificate`, {
    token: completion.certificate.token,
    fullname: FULL_NAME,
    email,
  });
  return code;
}

let code: string;

beforeAll(async () => {
  code = await issueCertificate();
}, 30_000);

afterEach(() => {
  vi.restoreAllMocks();
});

/** The calls the site made to the public certificate check. */
function certificateCalls(spy: { mock: { calls: unknown[][] } }): string[] {
  return spy.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/api/certificates/'));
}

describe('the certificate check page', () => {
  it('confirms a genuine certificate with name, course, date and code only', async () => {
    renderApp(`/intyg/${code}`);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Certifikatet är äkta' }, TIMEOUT);
    await waitFor(() => expect(heading).toHaveFocus());
    const { issued_at } = await call<{ issued_at: number }>('GET', `/api/certificates/${code}`);
    const values = screen.getAllByRole('definition').map((element) => element.textContent);
    expect(values).toEqual([FULL_NAME, 'Jämställdhet i skolan', formatSwedishDay(issued_at * 1000), code]);
    expect(screen.getAllByRole('term').map((element) => element.textContent)).toEqual([
      'Namn',
      'Utbildning',
      'Datum',
      'Verifieringskod',
    ]);
    // Nothing more about the learner: no e-mail address anywhere on the page.
    expect(document.body.textContent).not.toMatch(/@example\.se/);
    expect(document.title).toMatch(/^Kontrollera certifikat \| /);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('says plainly what the certificate proves: a name the learner gave, not checked', async () => {
    renderApp(`/intyg/${code}`);
    await screen.findByRole('heading', { level: 1, name: 'Certifikatet är äkta' }, TIMEOUT);
    expect(
      screen.getByText('Namnet är angivet av deltagaren och har inte kontrollerats.'),
    ).toBeInTheDocument();
    // The account that completed it had no confirmed address: nothing is claimed about it.
    expect(screen.queryByText(/bekräftad e-postadress/)).toBeNull();
  });

  it('says so when it was issued to a logged-in account with a confirmed address', async () => {
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const response = await realFetch(input, init);
      if (!String(input).includes('/api/certificates/')) {
        return response;
      }
      const answer = { ...(await response.json()), verified_email: true };
      return new Response(JSON.stringify(answer), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    renderApp(`/intyg/${code}`);
    await screen.findByRole('heading', { level: 1, name: 'Certifikatet är äkta' }, TIMEOUT);
    expect(
      screen.getByText('Namnet är angivet av deltagaren och har inte kontrollerats.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Deltagaren var inloggad med en bekräftad e-postadress.')).toBeInTheDocument();
  });

  it('reads a code typed in lower case', async () => {
    renderApp(`/intyg/${code.toLowerCase()}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Certifikatet är äkta' }, TIMEOUT),
    ).toBeInTheDocument();
  });

  it('says plainly that no certificate has an unknown code', async () => {
    // Zeros and I are never in issued codes: this one cannot exist.
    renderApp('/intyg/ABCD-0000-IIII');
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'Det finns inget certifikat med den koden' },
      TIMEOUT,
    );
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('ABCD-0000-IIII')).toBeInTheDocument();
    // An answer, not a failure: nothing to retry.
    expect(screen.queryByRole('button', { name: 'Försök igen' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Till startsidan' })).toHaveAttribute('href', '/');
  });

  it('answers a malformed code the same way without asking the API', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    renderApp('/intyg/inte-en-kod');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Det finns inget certifikat med den koden' },
        TIMEOUT,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('inte-en-kod')).not.toBeInTheDocument();
    expect(certificateCalls(spy)).toEqual([]);
  });

  it('offers to try again when the check fails, and then answers', async () => {
    const realFetch = globalThis.fetch;
    let failures = 1;
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      if (String(input).includes('/api/certificates/') && failures > 0) {
        failures -= 1;
        return Promise.reject(new TypeError('Failed to fetch'));
      }
      return realFetch(input, init);
    });
    renderApp(`/intyg/${code}`);
    expect(
      await screen.findByText('Certifikatet kunde inte kontrolleras just nu.', {}, TIMEOUT),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Kontrollera certifikat' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Certifikatet är äkta' }, TIMEOUT),
    ).toBeInTheDocument();
    expect(certificateCalls(spy)).toHaveLength(2);
  });
});
