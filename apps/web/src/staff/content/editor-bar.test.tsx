import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Draft, DraftStatus } from './draft/use-draft';
import { DRAFT_STATUS_TEXTS } from './draft/use-draft';
import { EditorBar } from './editor-bar';
import type { usePublish } from './publish/use-publish';

const publish = { start: async () => {}, busy: false, dialog: null } as unknown as ReturnType<
  typeof usePublish
>;

/** The bar of a draft whose status is `status`, said in `text`. */
function bar(status: DraftStatus, text: string, more: Partial<Draft> = {}, mayPublish = true) {
  const draft = {
    status,
    statusText: text,
    state: 'changed',
    canUndo: false,
    canRedo: false,
    ...more,
    conflict: null,
    restoredFromBrowser: false,
    saveNow: async () => {},
    dismissConflict: () => {},
  } as unknown as Draft;
  return (
    <EditorBar
      draft={draft}
      publish={publish}
      mayPublish={mayPublish}
      review={null}
      previewPath={null}
      message=""
      onUndo={() => {}}
      onRedo={() => {}}
    />
  );
}

describe("the editor bar's save status", () => {
  it('shows every status, and announces only "Sparat" and failures, not each autosave', () => {
    const { rerender } = render(bar('saved', DRAFT_STATUS_TEXTS.saved));
    const live = screen.getAllByRole('status')[0];
    expect(live).toHaveTextContent(/^Sparat$/);

    rerender(bar('unsaved', DRAFT_STATUS_TEXTS.unsaved));
    expect(screen.getByText(DRAFT_STATUS_TEXTS.unsaved)).toBeVisible();
    expect(live).toHaveTextContent(/^$/);

    rerender(bar('saving', DRAFT_STATUS_TEXTS.saving));
    expect(screen.getByText(DRAFT_STATUS_TEXTS.saving)).toBeVisible();
    expect(live).not.toHaveTextContent(DRAFT_STATUS_TEXTS.saving);
    expect(live).toHaveTextContent(/^$/);

    rerender(bar('saved', DRAFT_STATUS_TEXTS.saved));
    expect(screen.getAllByRole('status')[0]).toBe(live);
    expect(live).toHaveTextContent(/^Sparat$/);
  });

  it('announces a failure in the same region', () => {
    const { rerender } = render(bar('saving', DRAFT_STATUS_TEXTS.saving));
    const live = screen.getAllByRole('status')[0];
    rerender(bar('offline', DRAFT_STATUS_TEXTS.offline));
    expect(live).toHaveTextContent(DRAFT_STATUS_TEXTS.offline);
    rerender(bar('refused', 'Utkastet kunde inte sparas.'));
    expect(live).toHaveTextContent('Utkastet kunde inte sparas.');
  });
});

describe("the editor bar's publish button", () => {
  it('publishes for an administrator and sends for review for an editor (issue 36)', () => {
    const { rerender } = render(bar('saved', DRAFT_STATUS_TEXTS.saved));
    expect(screen.getByRole('button', { name: 'Publicera' })).toBeVisible();
    rerender(bar('saved', DRAFT_STATUS_TEXTS.saved, {}, false));
    expect(screen.queryByRole('button', { name: 'Publicera' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Skicka för granskning' })).toBeVisible();
  });
});

describe("the editor bar's state and undo", () => {
  it('shows the state learners see, and a published document with unsaved changes as changed', () => {
    const { rerender } = render(bar('saved', DRAFT_STATUS_TEXTS.saved, { state: 'published' }));
    expect(screen.getByText('Status: Publicerad')).toBeVisible();
    rerender(bar('unsaved', DRAFT_STATUS_TEXTS.unsaved, { state: 'published' }));
    expect(screen.getByText('Status: Opublicerade ändringar')).toBeVisible();
    rerender(bar('saved', DRAFT_STATUS_TEXTS.saved, { state: 'draft' }));
    expect(screen.getByText('Status: Utkast')).toBeVisible();
  });

  it('keeps "Ångra" and "Gör om" focusable, saying when they have nothing to do', () => {
    const { rerender } = render(bar('saved', DRAFT_STATUS_TEXTS.saved));
    expect(screen.getByRole('button', { name: 'Ångra' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Ångra' })).toBeEnabled();
    rerender(bar('saved', DRAFT_STATUS_TEXTS.saved, { canUndo: true }));
    expect(screen.getByRole('button', { name: 'Ångra' })).toHaveAttribute('aria-disabled', 'false');
    expect(screen.getByRole('button', { name: 'Gör om' })).toHaveAttribute('aria-disabled', 'true');
  });
});
