import { chooseOtherValue, mergeDrafts } from '@jamstalldhet/blocks/engine';
import { fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConflictNotice } from './conflict-notice';
import type { DraftConflictNotice } from './draft-types';

const text = (id: string, html: string) => ({ block_id: id, name: 'text', html });
const course = (first: string, second: string) => ({
  id: 1,
  title: 'Kurs',
  chapters: [
    {
      title: 'Kapitel',
      episodes: [{ title: 'Episod', components: [[text('a', first), text('b', second)]] }],
    },
  ],
});

/** The notice over a real merge, with "Använd deras" choosing in the merged document. */
function MergedNotice() {
  const base = course('<p>Start</p>', '<p>B</p>');
  const theirs = course('<p>Deras <b>text</b></p>', '<p>Deras andra</p>');
  const merged = mergeDrafts(base, course('<p>Min text</p>', '<p>Min andra</p>'), theirs);
  const [document, setDocument] = useState<object>(merged.document);
  const [notice, setNotice] = useState<DraftConflictNotice | null>({
    message: 'Alva sparade en nyare version i dag 10:00.',
    savedBy: 'Alva',
    savedAt: 0,
    conflicts: merged.conflicts,
    theirs,
  });
  return (
    <>
      <ConflictNotice
        draft={{
          document,
          conflict: notice,
          dismissConflict: () => setNotice(null),
          chooseOtherValue: (index) => {
            const chosen = notice?.conflicts[index];
            const next = chosen === undefined ? null : chooseOtherValue(document, chosen);
            if (next === null || notice === null) {
              return false;
            }
            setDocument(next);
            setNotice({ ...notice, conflicts: notice.conflicts.filter((_, at) => at !== index) });
            return true;
          },
        }}
      />
      <pre data-testid="document">{JSON.stringify(document)}</pre>
    </>
  );
}

const FIRST = 'Använd deras: Kapitel 1, Episod 1, Sida 1, block 1 (Text): Text';
const SECOND = 'Använd deras: Kapitel 1, Episod 1, Sida 1, block 2 (Text): Text';

describe('ConflictNotice', () => {
  it('shows both versions at each place both changed, and "Använd deras" takes theirs', async () => {
    const { container } = render(<MergedNotice />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Alva sparade en nyare version');
    expect(alert.textContent).toContain('På 2 ställen ändrade ni samma sak');
    expect(screen.getByText('Min text')).toBeTruthy();
    expect(screen.getByText('Deras text')).toBeTruthy();
    const results = await axe.run(container, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'color-contrast': { enabled: false } },
      resultTypes: ['violations'],
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: FIRST }));
    expect(screen.getByTestId('document').textContent).toContain('Deras <b>text</b>');
    expect(screen.getByRole('status').textContent).toMatch(/^Deras version gäller nu: Kapitel 1/);
    expect(screen.queryByRole('button', { name: FIRST })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Jag har läst' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  // Issue 24, a hostile review: an alert is read whole at each change, and a removed button
  // leaves focus on the page's body.
  it('keeps the places outside the alert, leaves the alert as it was, and moves focus on after a choice', () => {
    render(<MergedNotice />);
    const notice = screen.getByRole('region', { name: 'Ändringar från en annan redaktör' });
    const alert = within(notice).getByRole('alert');
    expect(within(alert).queryAllByRole('button')).toEqual([]);
    expect(within(alert).queryByText('Min text')).toBeNull();
    const alertText = alert.textContent;

    const first = screen.getByRole('button', { name: FIRST });
    first.focus();
    fireEvent.click(first);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: SECOND }));
    expect(alert.textContent).toBe(alertText);

    fireEvent.click(screen.getByRole('button', { name: SECOND }));
    expect(document.activeElement).toBe(
      within(notice).getByRole('heading', { level: 2, name: 'Ändringar från en annan redaktör' }),
    );
    expect(alert.textContent).toBe(alertText);
    expect(screen.getByRole('status').textContent).toMatch(/^Deras version gäller nu: Kapitel 1.*block 2/);
  });
});
