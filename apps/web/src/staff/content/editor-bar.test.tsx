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
function bar(status: DraftStatus, text: string) {
  const draft = {
    status,
    statusText: text,
    conflict: null,
    restoredFromBrowser: false,
    saveNow: async () => {},
    dismissConflict: () => {},
  } as unknown as Draft;
  return <EditorBar draft={draft} publish={publish} previewPath={null} />;
}

describe("the editor bar's save status", () => {
  it('shows every status, and announces only "Sparat" and failures, not each autosave', () => {
    const { rerender } = render(bar('saved', DRAFT_STATUS_TEXTS.saved));
    const live = screen.getByRole('status');
    expect(live).toHaveTextContent(/^Sparat$/);

    rerender(bar('unsaved', DRAFT_STATUS_TEXTS.unsaved));
    expect(screen.getByText(DRAFT_STATUS_TEXTS.unsaved)).toBeVisible();
    expect(live).toHaveTextContent(/^$/);

    rerender(bar('saving', DRAFT_STATUS_TEXTS.saving));
    expect(screen.getByText(DRAFT_STATUS_TEXTS.saving)).toBeVisible();
    expect(live).not.toHaveTextContent(DRAFT_STATUS_TEXTS.saving);
    expect(live).toHaveTextContent(/^$/);

    rerender(bar('saved', DRAFT_STATUS_TEXTS.saved));
    expect(screen.getByRole('status')).toBe(live);
    expect(live).toHaveTextContent(/^Sparat$/);
  });

  it('announces a failure in the same region', () => {
    const { rerender } = render(bar('saving', DRAFT_STATUS_TEXTS.saving));
    const live = screen.getByRole('status');
    rerender(bar('offline', DRAFT_STATUS_TEXTS.offline));
    expect(live).toHaveTextContent(DRAFT_STATUS_TEXTS.offline);
    rerender(bar('refused', 'Utkastet kunde inte sparas.'));
    expect(live).toHaveTextContent('Utkastet kunde inte sparas.');
  });
});
