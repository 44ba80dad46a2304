import { ErrorSummary } from '@jamstalldhet/blocks';
import type { Ref } from 'react';

/** One reason a save or publish was refused: where, the path in the document, why. */
export interface EditorProblem {
  where?: string;
  path: string;
  message: string;
  /**
   * For a problem on a block: the block's id in the document the problem was found in
   * (problem-blocks.ts), so it stays with its block when the block moves.
   */
  blockId?: string;
}

export interface ProblemSummaryProps {
  title: string;
  problems: readonly EditorProblem[];
  /** Opens the problem's place in the editor and moves focus to its field. */
  onShow: (problem: EditorProblem) => void;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The problems of a refused publish or save as the package's `ErrorSummary`: announced,
 * focusable, each a link that opens its place in the editor and focuses the field, which may be
 * on another page of the course than the one shown.
 */
export function ProblemSummary({ title, problems, onShow, ref }: ProblemSummaryProps) {
  const items = problems.map((problem) => ({
    message: problem.where ? `${problem.where}: ${problem.message}` : problem.message,
    fieldId: problem.path,
    onShow: () => onShow(problem),
  }));
  return <ErrorSummary ref={ref} title={title} items={items} />;
}
