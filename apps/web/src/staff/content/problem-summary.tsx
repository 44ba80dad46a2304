import { type Ref, useId } from 'react';

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
 * The problems of a refused publish or save as an error summary (the package's `ErrorSummary`
 * look): announced, focusable, each a link that opens its place in the editor and focuses the
 * field, which may be on another page of the course than the one shown.
 */
export function ProblemSummary({ title, problems, onShow, ref }: ProblemSummaryProps) {
  const titleId = useId();
  if (problems.length === 0) {
    return null;
  }
  return (
    <div ref={ref} className="jb-error-summary" role="alert" aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId} className="jb-error-summary__title">
        {title}
      </h2>
      <ul className="jb-error-summary__list">
        {problems.map((problem) => (
          <li key={`${problem.path}:${problem.message}`}>
            <a
              href={`#${problem.path}`}
              onClick={(event) => {
                event.preventDefault();
                onShow(problem);
              }}
            >
              {problem.where ? `${problem.where}: ` : ''}
              {problem.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
