import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoApiUrl, loginAs, renderApp } from '../../../test/render-app';
import { editorPath } from './content-paths';

const TIMEOUT = { timeout: 10_000 };

// A button's name with its visually hidden words: jsdom's name drops the space before them.
const named = (name: string) => (accessibleName: string) =>
  accessibleName.replace(/\s+/g, '') === name.replace(/\s+/g, '');

let token = '';

beforeEach(async () => {
  token = await loginAs('admin@example.se');
});

async function adminCall(method: string, path: string, body?: unknown) {
  const response = await fetch(`${demoApiUrl()}${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: `Bearer ${token}`,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** A new document of the test's own, its draft saved with `change` made to what the API made. */
async function newDocument(
  kind: 'education' | 'page',
  change: (data: Record<string, unknown>) => Record<string, unknown>,
): Promise<number> {
  const path = kind === 'education' ? '/api/admin/content/educations' : '/api/admin/content/pages';
  const created = await adminCall('POST', path, { title: 'Fokuskurs', slug: unique('fokus') });
  expect(created.status).toBe(201);
  const id = created.body.id as number;
  const data = change(created.body.data as Record<string, unknown>);
  const saved = await adminCall('PUT', `/api/admin/content/${kind}/${id}/draft`, { version: 1, data });
  expect(saved.status).toBe(200);
  return id;
}

const text = (blockId: string, title: string) => ({
  block_id: blockId,
  name: 'text',
  title,
  html: '<p>Text</p>',
});

async function openEditor(kind: 'education' | 'page', id: number) {
  renderApp(editorPath(kind, id));
  await screen.findByRole('heading', { level: 1, name: /^Redigera: / }, TIMEOUT);
}

const blockSection = (heading: string) =>
  screen.getByRole('heading', { level: 3, name: heading }).closest('section') as HTMLElement;

async function confirmRemoval(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole('dialog', {}, TIMEOUT);
  await user.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
}

// Issue 24, a hostile review: after adding, moving or removing an item, focus must be on the
// item the change was about (or the one that took its place), never left on a button that now
// belongs to another item, is disabled or is gone.
describe('focus in the block list', () => {
  it('follows a block that is added, moved and removed', async () => {
    const id = await newDocument('page', (data) => ({
      ...data,
      components: [
        text('b-aaaaaaaaaaaa', 'Första'),
        text('b-bbbbbbbbbbbb', 'Andra'),
        text('b-cccccccccccc', 'Tredje'),
      ],
    }));
    const user = userEvent.setup();
    await openEditor('page', id);
    await screen.findByRole('heading', { level: 3, name: 'Block 1: Text' }, TIMEOUT);

    // Moved down: focus stays on the moved block's "Flytta ned", now block 2's.
    await user.click(screen.getByRole('button', { name: named('Flytta ned block 1 (Text)') }));
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: named('Flytta ned block 2 (Text)') }),
    );
    expect(within(blockSection('Block 2: Text')).getByRole('textbox', { name: 'Rubrik' })).toHaveValue(
      'Första',
    );
    // Down to the end, where "Flytta ned" is disabled: focus goes to its "Flytta upp".
    await user.click(screen.getByRole('button', { name: named('Flytta ned block 2 (Text)') }));
    expect(screen.getByRole('button', { name: named('Flytta ned block 3 (Text)') })).toBeDisabled();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: named('Flytta upp block 3 (Text)') }),
    );
    expect(within(blockSection('Block 3: Text')).getByRole('textbox', { name: 'Rubrik' })).toHaveValue(
      'Första',
    );

    // Added: focus is in the new block's first field.
    await user.click(screen.getByRole('button', { name: 'Lägg till block' }));
    await user.type(screen.getByRole('searchbox', { name: 'Sök blocktyp' }), 'Text{Enter}');
    const added = within(blockSection('Block 4: Text'));
    expect(document.activeElement).toBe(added.getByRole('textbox', { name: 'Rubrik' }));

    // Removed: focus goes to the block that took its place…
    await user.click(screen.getByRole('button', { name: named('Ta bort block 2 (Text)') }));
    await confirmRemoval(user);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Block 2: Text' })),
    );
    expect(within(blockSection('Block 2: Text')).getByRole('textbox', { name: 'Rubrik' })).toHaveValue(
      'Första',
    );
    // …else to the one before it…
    await user.click(screen.getByRole('button', { name: named('Ta bort block 3 (Text)') }));
    await confirmRemoval(user);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Block 2: Text' })),
    );
    // …else to the list's heading.
    await user.click(screen.getByRole('button', { name: named('Ta bort block 2 (Text)') }));
    await confirmRemoval(user);
    await user.click(screen.getByRole('button', { name: named('Ta bort block 1 (Text)') }));
    await confirmRemoval(user);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Sidans block' })),
    );
    expect(screen.getByText('Här finns inga block ännu.')).toBeInTheDocument();
  }, 60_000);
});

describe('focus in the outline', () => {
  it('follows a chapter, episode or page that is added, moved and removed', async () => {
    const page = (blockId: string) => [text(blockId, 'Block')];
    const id = await newDocument('education', (data) => ({
      ...data,
      chapters: [
        {
          title: 'Lagen',
          episodes: [
            { title: 'Lagens delar', components: [page('b-dddddddddddd'), page('b-eeeeeeeeeeee')] },
            { title: 'Tillsyn', components: [page('b-ffffffffffff')] },
          ],
        },
        { title: 'Arbetet', episodes: [{ title: 'Början', components: [page('b-gggggggggggg')] }] },
      ],
    }));
    const user = userEvent.setup();
    await openEditor('education', id);
    const outline = screen.getByRole('navigation', { name: 'Utbildningens delar' });

    // Added: a chapter's or episode's title field, opened; a page's entry in the outline.
    await user.click(screen.getByRole('button', { name: 'Lägg till kapitel' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Titel' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Kapitel 3' })).toBeInTheDocument();
    await user.click(within(outline).getByRole('button', { name: named('Lägg till episod i kapitel 1') }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Titel' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Episod 3' })).toBeInTheDocument();
    await user.click(
      within(outline).getByRole('button', { name: named('Lägg till sida i episod 1 i kapitel 1') }),
    );
    expect(document.activeElement).toBe(within(outline).getByRole('button', { name: 'Sida 3 (0 block)' }));

    // Moved: the moved item's same button, or its other move button where that one is disabled.
    await user.click(within(outline).getByRole('button', { name: named('Flytta ned kapitel 1') }));
    expect(document.activeElement).toBe(
      within(outline).getByRole('button', { name: named('Flytta ned kapitel 2') }),
    );
    expect(within(outline).getByRole('button', { name: 'Kapitel 2: Lagen' })).toBeInTheDocument();
    await user.click(within(outline).getByRole('button', { name: named('Flytta upp kapitel 2') }));
    await user.click(within(outline).getByRole('button', { name: named('Flytta ned episod 1 i kapitel 1') }));
    expect(document.activeElement).toBe(
      within(outline).getByRole('button', { name: named('Flytta ned episod 2 i kapitel 1') }),
    );
    await user.click(within(outline).getByRole('button', { name: named('Flytta ned episod 2 i kapitel 1') }));
    expect(document.activeElement).toBe(
      within(outline).getByRole('button', { name: named('Flytta upp episod 3 i kapitel 1') }),
    );
    expect(within(outline).getByRole('button', { name: 'Episod 3: Lagens delar' })).toBeInTheDocument();

    // Removed: the item that took its place, else the one before, else what held it.
    await user.click(within(outline).getByRole('button', { name: named('Ta bort episod 1 i kapitel 1') }));
    await confirmRemoval(user);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(outline).getByRole('button', { name: 'Episod 1: Episod 3' }),
      ),
    );
    await user.click(within(outline).getByRole('button', { name: named('Ta bort kapitel 3') }));
    await confirmRemoval(user);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(outline).getByRole('button', { name: 'Kapitel 2: Arbetet' }),
      ),
    );
    await user.click(
      within(outline).getByRole('button', { name: named('Ta bort sida 1 i episod 1 i kapitel 2') }),
    );
    await confirmRemoval(user);
    await waitFor(() =>
      expect(document.activeElement).toBe(within(outline).getByRole('button', { name: 'Episod 1: Början' })),
    );
    await user.click(within(outline).getByRole('button', { name: named('Ta bort kapitel 2') }));
    await confirmRemoval(user);
    await user.click(within(outline).getByRole('button', { name: named('Ta bort kapitel 1') }));
    await confirmRemoval(user);
    await waitFor(() =>
      expect(document.activeElement).toBe(within(outline).getByRole('button', { name: 'Presentation' })),
    );
  }, 60_000);
});

describe('problems on blocks', () => {
  it('stay with their block when it moves, and a gone block is said to be gone', async () => {
    const id = await newDocument('page', (data) => ({
      ...data,
      components: [
        text('b-hhhhhhhhhhhh', 'Inledning'),
        {
          block_id: 'b-jjjjjjjjjjjj',
          name: 'video-full',
          title: 'Film',
          video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        },
      ],
    }));
    const user = userEvent.setup();
    await openEditor('page', id);
    await screen.findByRole('heading', { level: 3, name: 'Block 2: Video' }, TIMEOUT);
    await user.click(screen.getByRole('button', { name: 'Publicera' }));
    const summary = await screen.findByRole('alert', { name: /problem att rätta/ }, TIMEOUT);
    const link = within(summary).getByRole('link', { name: /transkription|textversion/i });
    const message = link.textContent?.replace(/^.*?: /, '') ?? '';
    expect(within(blockSection('Block 2: Video')).getByText(message)).toBeInTheDocument();

    // The video moves up: its error goes with it, and the text block has none.
    await user.click(screen.getByRole('button', { name: named('Flytta upp block 2 (Video)') }));
    expect(within(blockSection('Block 1: Video')).getByText(message)).toBeInTheDocument();
    expect(within(blockSection('Block 2: Text')).queryByText(message)).toBeNull();

    // The summary's link opens the video where it is now, at its field.
    await user.click(link);
    await waitFor(() => expect(blockSection('Block 1: Video').contains(document.activeElement)).toBe(true));

    // Removed, the link says so instead.
    await user.click(screen.getByRole('button', { name: named('Ta bort block 1 (Video)') }));
    await confirmRemoval(user);
    // What was typed is saved first, then the block goes.
    await screen.findByRole('heading', { level: 3, name: 'Block 1: Text' }, TIMEOUT);
    await user.click(within(summary).getByRole('link', { name: /transkription|textversion/i }));
    expect(
      await screen.findByText('Blocket som problemet gäller finns inte längre i utkastet.'),
    ).toBeInTheDocument();
    expect(within(blockSection('Block 1: Text')).queryByText(message)).toBeNull();
  }, 60_000);
});
