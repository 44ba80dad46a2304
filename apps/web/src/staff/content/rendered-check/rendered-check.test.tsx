import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { callApi } from '../../../../test/accounts';
import { loginAs, renderApp } from '../../../../test/render-app';
import { editorPath } from '../content-paths';

// Issue 40's rendered check: before a publish, every page as the real blocks draw it is checked
// by axe-core; a serious violation the content rules cannot see (text marked with a language
// that does not exist, WCAG 3.1.2) stops the publish, placed on its block.

const TIMEOUT = { timeout: 20_000 };
let token = '';

beforeEach(async () => {
  token = await loginAs('admin@example.se');
});

// An administrator's call to the demo API, answered as JSON.
async function adminCall(path: string, body: unknown, method: 'POST' | 'PUT' = 'POST') {
  return (await (await callApi(path, body, token, method)).json()) as Record<string, unknown>;
}

async function pageWith(html: string): Promise<number> {
  const slug = `renderad-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const created = await adminCall('/api/admin/content/pages', { title: 'Renderad', slug });
  const id = created.id as number;
  await adminCall(
    `/api/admin/content/page/${id}/draft`,
    {
      version: 1,
      data: {
        ...(created.data as object),
        components: [
          { block_id: 'b-renderad0001', name: 'text', html: '<p>Lagen gäller alla.</p>' },
          { block_id: 'b-renderad0002', name: 'text', html },
        ],
      },
    },
    'PUT',
  );
  return id;
}

describe('the rendered check before a publish', () => {
  it('stops a page whose drawn blocks break a serious WCAG rule, naming the block', async () => {
    const id = await pageWith('<p lang="engelska">The gap is closing.</p>');
    const user = userEvent.setup();
    renderApp(editorPath('page', id));
    await screen.findByRole('heading', { level: 3, name: 'Block 2: Text' }, TIMEOUT);
    await user.click(screen.getByRole('button', { name: 'Publicera' }));
    const summary = await screen.findByRole('alert', { name: /problem att rätta/ }, TIMEOUT);
    expect(
      within(summary).getByRole('link', {
        name: 'Block 2 (Text): Texten är märkt med ett språk som inte finns (WCAG-kontroll valid-lang).',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Publicera?' })).toBeNull();
  }, 60_000);

  it('lets a page through whose drawn blocks pass, to the publish dialog', async () => {
    const id = await pageWith('<p lang="en">The gap is closing.</p>');
    const user = userEvent.setup();
    renderApp(editorPath('page', id));
    await screen.findByRole('heading', { level: 3, name: 'Block 2: Text' }, TIMEOUT);
    await user.click(screen.getByRole('button', { name: 'Publicera' }));
    await screen.findByRole('dialog', { name: 'Publicera?' }, TIMEOUT);
  }, 60_000);
});
