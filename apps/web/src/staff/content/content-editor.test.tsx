import { randomUUID } from 'node:crypto';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { loginAs, renderApp } from '../../../test/render-app';
import { saveConsentChoice } from '../../consent/consent-cookie';

const TIMEOUT = { timeout: 10_000 };

beforeEach(() => {
  saveConsentChoice({ statistical: false, marketing: false });
});

// Issue 24: an administrator starts a course from "Innehåll", builds its outline with the
// buttons, adds a block through its form, and the draft saves by itself.
describe('the content editor', () => {
  it('lists the documents with their states, and starts a new course in its editor', async () => {
    await loginAs('admin@example.se');
    const user = userEvent.setup();
    const { location } = renderApp('/mina-sidor/administration/innehall');
    const table = await screen.findByRole('table', { name: 'Sidor, utbildningar och rum' }, TIMEOUT);
    expect(within(table).getAllByText(/Publicerad|Utkast|Opublicerade ändringar/).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Webbplatsinställningar' })).toBeInTheDocument();

    const title = `Testutbildning ${randomUUID().slice(0, 6)}`;
    await user.click(screen.getByRole('button', { name: 'Ny utbildning' }));
    await user.type(screen.getByRole('textbox', { name: 'Titel' }), title);
    await user.click(screen.getByRole('button', { name: 'Skapa utbildningen' }));
    await screen.findByRole('heading', { level: 1, name: `Redigera: ${title}` }, TIMEOUT);
    expect(location.history.at(-1)).toMatch(/^\/mina-sidor\/administration\/innehall\/utbildning\/\d+$/);

    await user.click(screen.getByRole('button', { name: 'Lägg till kapitel' }));
    const outline = screen.getByRole('navigation', { name: 'Utbildningens delar' });
    await user.click(within(outline).getByRole('button', { name: 'Sida 1 (0 block)' }));
    await user.click(screen.getByRole('button', { name: 'Lägg till block' }));
    await user.type(screen.getByRole('searchbox', { name: 'Sök blocktyp' }), 'Text{Enter}');
    const heading = await screen.findByRole('heading', { level: 3, name: 'Block 1: Text' });
    const block = heading.closest('section') as HTMLElement;
    await user.type(within(block).getByRole('textbox', { name: 'Rubrik' }), 'Välkommen');
    await screen.findByText('Sparat', {}, { timeout: 15_000 });
  }, 60_000);
});
