/** The DOM id of a block's first control, so the host can move focus to a missing answer. */
export function blockControlId(blockId: string): string {
  return `jb-${blockId.replace(/[^\w-]/g, '_')}`;
}

/** Moves focus to the first control of a block, e.g. the first unanswered mandatory question. */
export function focusBlock(blockId: string, root: Pick<Document, 'getElementById'> = document): boolean {
  const control = root.getElementById(blockControlId(blockId));
  if (!control) {
    return false;
  }
  control.focus();
  return true;
}
