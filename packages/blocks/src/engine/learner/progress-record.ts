import type { EducationProgress, ProgressEntry } from '@jamstalldhet/contract';

// One course's saved answers (`EducationProgress`): changes merged into it, another tab's copy
// joined with it, and what of it a push must still send.

/** Whether two entries answer the same block in the same part of the course. */
export function sameEntry(
  a: Pick<ProgressEntry, 'blockId' | 'part'>,
  b: Pick<ProgressEntry, 'blockId' | 'part'>,
): boolean {
  return a.blockId === b.blockId && a.part === b.part;
}

function sameValues(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

/** An empty progress record for an education. */
export function emptyProgress(educationId: number): EducationProgress {
  return { educationId, entries: [], lastModified: null, lastPush: null, completed: false };
}

/**
 * Merges pending changes into saved progress (SPEC §4): the last answer per block and part
 * wins, answers to other blocks are kept. `lastModified` moves to `now` only when a value
 * really changed, so an unchanged answer triggers no push. Changes for other educations
 * are ignored.
 */
export function mergeProgress(
  saved: EducationProgress,
  pending: readonly ProgressEntry[],
  now: number = Date.now(),
): EducationProgress {
  let changed = false;
  const entries = [...saved.entries];
  // A clock set back (a time-server correction) must not stamp an answer before the last push,
  // or `unpushedEntries` would never send it.
  const stamp = Math.max(now, saved.lastPush ?? 0, saved.lastModified ?? 0);
  for (const change of pending) {
    if (change.educationId !== saved.educationId) {
      continue;
    }
    const at = entries.findIndex((entry) => sameEntry(entry, change));
    const existing = entries[at];
    if (existing && sameValues(existing.values, change.values)) {
      continue;
    }
    changed = true;
    if (existing) {
      entries[at] = { ...existing, values: [...change.values], modifiedAt: stamp };
    } else {
      entries.push({ ...change, values: [...change.values], modifiedAt: stamp });
    }
  }
  return changed ? { ...saved, entries, lastModified: stamp } : saved;
}

/**
 * The answers of a course a logged-in learner's device must still send: those changed at or
 * after the last push began (all of them before the first push). Answers that came from the
 * server are not sent back, so a tab with an older copy never overwrites a newer answer
 * given in another tab or on another device. A host that does not stamp answers
 * (`mergeProgress` does; no entry has `modifiedAt`) sends them all, as before.
 */
export function unpushedEntries(progress: Pick<EducationProgress, 'entries' | 'lastPush'>): ProgressEntry[] {
  const { lastPush, entries } = progress;
  if (lastPush === null || entries.every((entry) => entry.modifiedAt === undefined)) {
    return entries;
  }
  return entries.filter((entry) => entry.modifiedAt !== undefined && entry.modifiedAt >= lastPush);
}

/**
 * The `lastPush` to record after a push that began at `startedAt` and sent `sent`. Usually
 * `startedAt`; earlier when the progress now holds an answer from before that moment which the
 * push did not carry (taken in from another tab while the push was under way), so that answer
 * is still offered by `unpushedEntries` at the next round; later when answers stamped as the push
 * began all went with it.
 */
export function lastPushAfter(
  progress: Pick<EducationProgress, 'entries' | 'lastPush'>,
  sent: readonly ProgressEntry[],
  startedAt: number,
): number {
  const carried = (entry: ProgressEntry) =>
    sent.some((item) => sameEntry(item, entry) && sameValues(item.values, entry.values));
  let lastPush = startedAt;
  for (const entry of progress.entries) {
    const at = entry.modifiedAt;
    if (
      at !== undefined &&
      at < lastPush &&
      at >= (progress.lastPush ?? 0) &&
      entry.part === 'normal' &&
      !carried(entry)
    ) {
      lastPush = at;
    }
  }
  if (lastPush === startedAt) {
    // Answers stamped in the very millisecond the push began, and carried by it: the push is
    // recorded just after them, or `needsPush`'s same-millisecond rule would offer them again.
    const sameMoment = progress.entries.filter((entry) => (entry.modifiedAt ?? -1) >= startedAt);
    if (sameMoment.length > 0 && sameMoment.every(carried)) {
      return Math.max(...sameMoment.map((entry) => entry.modifiedAt ?? startedAt)) + 1;
    }
  }
  return lastPush;
}

/**
 * Joins a course's progress held in memory with a copy another tab has just stored: per block
 * the newer answer wins (an answer without `modifiedAt` counts as oldest; on a tie the stored
 * copy wins), answers only one side has are kept, and the course counts as completed when
 * either says so. The earlier of the two `lastPush` times is kept, so an answer taken in from
 * the other tab is sent by this one too if that tab never got to send it.
 */
export function mergeStoredProgress(held: EducationProgress, stored: EducationProgress): EducationProgress {
  const entries = [...held.entries];
  let changed = false;
  for (const incoming of stored.entries) {
    const at = entries.findIndex((entry) => sameEntry(entry, incoming));
    const existing = entries[at];
    if (!existing) {
      entries.push(incoming);
      changed = true;
    } else if (
      (incoming.modifiedAt ?? 0) >= (existing.modifiedAt ?? 0) &&
      !sameValues(existing.values, incoming.values)
    ) {
      entries[at] = incoming;
      changed = true;
    }
  }
  const completed = held.completed || stored.completed;
  if (!changed && completed === held.completed) {
    return held;
  }
  const lastModified = Math.max(held.lastModified ?? 0, stored.lastModified ?? 0) || null;
  const lastPush =
    held.lastPush === null || stored.lastPush === null ? null : Math.min(held.lastPush, stored.lastPush);
  return { ...held, entries, completed, lastModified, lastPush };
}
