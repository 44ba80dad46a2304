import type { Statistics } from '@jamstalldhet/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoApiUrl, loginAs, renderApp } from '../../../test/render-app';

const TIMEOUT = { timeout: 10_000 };

/** The statistics as the API gives them to an administrator, to hold the page to. */
async function statisticsFor(token: string, query: string): Promise<Statistics> {
  const response = await fetch(`${demoApiUrl()}/api/admin/statistics${query}`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Statistics;
}

const shown = (count: Statistics['summary'][number]['all']) =>
  typeof count === 'number'
    ? new Intl.NumberFormat('sv-SE').format(count)
    : { fewer_than_5: 'färre än 5', hidden: 'dolt', withheld: 'dolt' }[count];

// Issue 26: the statistics page shows the API's counts as it sends them, for all courses or one.
describe('the statistics page', () => {
  it("shows the year's counts for all courses, each as the API gives it", async () => {
    const token = await loginAs('admin@example.se');
    const expected = await statisticsFor(token, '');
    renderApp('/mina-sidor/administration/statistik');
    const table = await screen.findByRole('table', { name: /^Deltagare/ }, TIMEOUT);
    for (const row of expected.summary) {
      const cells = within(table)
        .getAllByRole('row')
        .find((candidate) => candidate.textContent?.startsWith(rowName(row.measure)));
      expect(cells, row.measure).toBeDefined();
      expect(
        within(cells as HTMLElement)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual([shown(row.all), shown(row.logged_in), shown(row.anonymous)]);
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Utvärdering' })).toBeInTheDocument();
    expect(screen.getByText('Välj en utbildning för att se svaren på dess utvärdering.')).toBeInTheDocument();
    const download = screen.getByRole('link', { name: 'Ladda ner översikten som CSV (för Excel)' });
    expect(download.getAttribute('href')).toBe(
      `${demoApiUrl()}/api/admin/statistics.csv?from=${expected.period.from}&to=${expected.period.to}&table=summary`,
    );
  });

  it('shows one course over the months chosen, with its evaluation, and puts the choice in the address', async () => {
    const token = await loginAs('admin@example.se');
    const { location } = renderApp('/mina-sidor/administration/statistik');
    const course = await screen.findByRole('option', { name: 'Jämställdhet i skolan' }, TIMEOUT);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Utbildning' }), course);
    const from = screen.getByLabelText('Från månad');
    await user.clear(from);
    await user.type(from, '2025-01');
    await user.click(screen.getByRole('button', { name: 'Visa statistik' }));
    await waitFor(() =>
      expect(location.history.at(-1)).toMatch(/utbildning=100&fran=2025-01&till=20\d\d-\d\d$/),
    );
    const expected = await statisticsFor(
      token,
      `?education=100&from=2025-01&to=${lastMonthAsked(location.history)}`,
    );
    await screen.findByText(/^Visar Jämställdhet i skolan, januari 2025–/, undefined, TIMEOUT);
    const question = expected.evaluation?.questions[0];
    expect(question?.kind).toBe('choice');
    const answers = await screen.findByRole('table', { name: `Svar på ”${question?.title}”` }, TIMEOUT);
    const counts = within(answers)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(counts).toEqual(
      question?.kind === 'choice' ? question.options.map((option) => shown(option.count)) : [],
    );
  });

  it('says beside the field what is wrong with a period, before and after asking the API', async () => {
    await loginAs('admin@example.se');
    renderApp('/mina-sidor/administration/statistik?fran=2020-01&till=2026-01');
    const to = await screen.findByLabelText('Till månad', undefined, TIMEOUT);
    await waitFor(() => expect(to).toHaveAccessibleDescription(/Välj högst 60 månader/));
    expect(to).toHaveAttribute('aria-invalid', 'true');

    const user = userEvent.setup();
    const from = screen.getByLabelText('Från månad');
    await user.clear(from);
    await user.type(from, '2026-05');
    await user.clear(to);
    await user.type(to, '2026-02');
    await user.click(screen.getByRole('button', { name: 'Visa statistik' }));
    expect(to).toHaveAccessibleDescription(/Till-månaden får inte vara före från-månaden/);
    expect(to).toHaveFocus();
  });

  it('tells a learner that the page is not theirs, and the API refuses them too', async () => {
    const token = await loginAs('elev@example.se');
    renderApp('/mina-sidor/administration/statistik');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Du har inte behörighet till sidan' }, TIMEOUT),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const refused = await fetch(`${demoApiUrl()}/api/admin/statistics`, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    });
    expect(refused.status).toBe(403);
  });
});

/** A measure's row in the summary table. */
function rowName(measure: Statistics['summary'][number]['measure']): string {
  return {
    started: 'Påbörjade',
    completed: 'Slutförda',
    passed: 'Godkända',
    not_passed: 'Ej godkända',
    certificates: 'Intyg utfärdade',
  }[measure];
}

/** The `till` month of the last address the page went to. */
function lastMonthAsked(history: readonly string[]): string {
  return /till=(\d{4}-\d{2})/.exec(history.at(-1) ?? '')?.[1] ?? '';
}
