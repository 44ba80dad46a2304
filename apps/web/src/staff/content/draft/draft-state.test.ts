import type { ContentDraft } from '@jamstalldhet/contract';
import { describe, expect, it } from 'vitest';
import {
  autosaveHeld,
  type DraftState,
  edited,
  INITIAL_DRAFT_STATE,
  isDirty,
  loaded,
  mergedNewer,
  redone,
  retryDelay,
  saveDelay,
  saveFailed,
  saveLanded,
  saveScheduled,
  snapshotOf,
  TYPING_PAUSE_MS,
  unanswered,
  undone,
} from './draft-state';

// The draft's rules without a timer, a fetch or storage: each change is a function of the state.

function server(data: Record<string, unknown>, version = 1): ContentDraft {
  return {
    data,
    version,
    state: 'draft',
    review: null,
    saved_by: 'Kim',
    saved_at: 1_700_000_000,
  } as ContentDraft;
}

const ready = loaded(INITIAL_DRAFT_STATE, server({ title: 'A' }), null);
const setTitle = (title: string) => (current: Record<string, unknown>) => ({ ...current, title });

function edit(draft: DraftState, title: string, group?: string, now = 0): DraftState {
  const next = edited(draft, setTitle(title), group, now);
  if (!next) {
    throw new Error('not edited');
  }
  return next;
}

describe('the draft as data', () => {
  it('is clean when loaded and dirty after a change; a change to the same object is none', () => {
    expect(isDirty(ready)).toBe(false);
    expect(edited(ready, (current) => current, undefined, 0)).toBeNull();
    expect(edited(INITIAL_DRAFT_STATE, setTitle('B'), undefined, 0)).toBeNull();
    expect(isDirty(edit(ready, 'B'))).toBe(true);
  });

  it('takes typing of one group as one step of "Ångra" until it pauses', () => {
    const typed = edit(edit(ready, 'AB', 'title', 0), 'ABC', 'title', TYPING_PAUSE_MS - 1);
    expect(typed.past).toHaveLength(1);
    const after = edit(typed, 'ABCD', 'title', 2 * TYPING_PAUSE_MS + 10);
    expect(after.past).toHaveLength(2);
    const back = undone(after);
    expect(back?.document).toEqual({ title: 'ABC' });
    expect(redone(back as DraftState)?.document).toEqual({ title: 'ABCD' });
    expect(snapshotOf(undone(back as DraftState) as DraftState).canUndo).toBe(false);
  });

  it("keeps what was typed during a save, and takes the server's document only when nothing was", () => {
    const sentDraft = edit(ready, '<b>B</b>');
    const sent = { changes: sentDraft.changes, version: 1, document: sentDraft.document ?? {} };
    const cleaned = server({ title: 'B' }, 2);
    const landed = saveLanded(sentDraft, sent, cleaned);
    expect(landed.document).toEqual({ title: 'B' });
    expect(isDirty(landed)).toBe(false);
    const typedSince = saveLanded(edit(sentDraft, 'BC'), sent, cleaned);
    expect(typedSince.document).toEqual({ title: 'BC' });
    expect(typedSince.version).toBe(2);
    expect(isDirty(typedSince)).toBe(true);
  });

  it('holds autosave on a refused document until it changes', () => {
    const changed = edit(ready, '');
    const sent = { changes: changed.changes, version: 1, document: changed.document ?? {} };
    const refused = saveFailed(changed, sent, {
      kind: 'refused',
      refusal: { field: 'data.title', message: 'Titel saknas.', problems: [] },
    });
    expect(autosaveHeld(refused)).toBe(true);
    expect(snapshotOf(refused).status).toBe('refused');
    expect(autosaveHeld(edit(refused, 'B'))).toBe(false);
  });

  it('retries after 2, 4, 8 … seconds, and saves at most maxWait after the first change', () => {
    const timings = { retryMs: 2000, retryMaxMs: 60_000 };
    const once = unanswered(ready);
    expect(retryDelay(once, timings)).toBe(2000);
    expect(retryDelay(unanswered(once), timings)).toBe(4000);
    const scheduled = saveScheduled(edit(ready, 'B'), 1000);
    expect(saveDelay(scheduled, 1000, { quietMs: 2000, maxWaitMs: 10_000 })).toBe(2000);
    expect(saveDelay(scheduled, 10_500, { quietMs: 2000, maxWaitMs: 10_000 })).toBe(500);
  });

  it("merges another editor's newer draft, keeps this editor's change where both changed one thing, and forgets the undo history", () => {
    const mine = edit(ready, 'Mine');
    const theirs = server({ title: 'Theirs' }, 3);
    const merged = mergedNewer(
      mine,
      { kind: 'conflict', message: 'Kim sparade', savedBy: 'Kim', savedAt: 1 },
      theirs,
    );
    expect(merged.document).toEqual({ title: 'Mine' });
    expect(merged.version).toBe(3);
    expect(merged.conflict?.conflicts).toHaveLength(1);
    expect(merged.conflictPending).toBe(true);
    expect(merged.past).toEqual([]);
    expect(autosaveHeld(merged)).toBe(true);
  });
});
