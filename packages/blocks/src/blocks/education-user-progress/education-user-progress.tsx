import { useId } from 'react';
import { useBlocks } from '../../blocks-provider/blocks-context';
import { tokenList } from '../../engine/formatting/token-list';
import { courseProgress, learnerProgress } from '../../engine/learner/course-progress';
import { formatLabel, useLabels } from '../../i18n/labels';
import type { BlockProps } from '../../parts/block-props';
import { educationUserProgressLabels } from './education-user-progress-labels';

export type EducationUserProgressProps = BlockProps<{
  /** Completed chapters; with `total`, shown instead of the current education's progress. */
  done?: number;
  /** Number of chapters; with `done`, shown instead of the current education's progress. */
  total?: number;
}>;

/**
 * The learner's progress in the current education as a progress bar and in words:
 * "2 av 5 kapitel klara" (SPEC §4: completed chapters of all chapters). Give `done` and
 * `total` to show a progress without an education in the context. Renders nothing when there
 * is neither.
 *
 * @example <EducationUserProgress block={block} done={2} total={5} />
 */
export function EducationUserProgress({
  block,
  done,
  total,
  className,
  ...rest
}: EducationUserProgressProps) {
  const t = useLabels(educationUserProgressLabels);
  const { education, progress, user } = useBlocks();
  const baseId = useId();
  const given = done !== undefined && total !== undefined ? ([done, total] as const) : null;
  const counted =
    given ??
    (education
      ? courseProgress(education, learnerProgress(education, progress, Boolean(user?.loggedIn)))
      : null);
  if (counted === null) {
    return null;
  }
  // Clamped so a stale count can never draw a bar past its end or below zero.
  const max = Math.max(0, Math.round(counted[1]));
  const value = Math.min(Math.max(0, Math.round(counted[0])), max);
  const labelId = `${baseId}-label`;
  const countId = `${baseId}-count`;

  return (
    <div className={tokenList('jb-education-user-progress', className)} {...rest}>
      <p id={labelId} className="jb-education-user-progress__label">
        {block.title || t['userProgress.label']}
      </p>
      {max === 0 ? (
        <p className="jb-education-user-progress__count">{t['userProgress.noChapters']}</p>
      ) : (
        <>
          <progress
            className="jb-education-user-progress__bar"
            value={value}
            max={max}
            aria-labelledby={labelId}
            aria-describedby={countId}
          />
          <p id={countId} className="jb-education-user-progress__count">
            {formatLabel(t['userProgress.count'], { done: value, total: max })}
          </p>
        </>
      )}
    </div>
  );
}
