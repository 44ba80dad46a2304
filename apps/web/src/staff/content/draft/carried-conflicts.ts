import { chooseOtherValue, type DraftConflict } from '@jamstalldhet/blocks/engine';

/**
 * A merge's conflicts with those of the notice still open from before that still apply (issue
 * 24): a newer merge (another 409, or a reload) must not make undecided places vanish, or the
 * next save writes over the other editor's values unseen. An old conflict applies while its
 * place still holds the value the merge kept there (its "Använd deras" still works); where the
 * new merge found one at the same place, the new one is shown.
 */
export function withOpenConflicts(
  fresh: readonly DraftConflict[],
  open: readonly DraftConflict[],
  mergedDocument: unknown,
): DraftConflict[] {
  const paths = new Set(fresh.map((conflict) => conflict.path));
  return [
    ...fresh,
    ...open.filter(
      (conflict) => !paths.has(conflict.path) && chooseOtherValue(mergedDocument, conflict) !== null,
    ),
  ];
}
