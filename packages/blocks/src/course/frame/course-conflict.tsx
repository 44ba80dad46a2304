import { loginPath } from '../../engine/html/paths';
import { formatLabel } from '../../i18n/labels';
import { Popup } from '../../parts/popup/popup';
import { CourseLink } from '../host/course-link';
import { useCourseRouter } from '../host/router';
import { useCourseHost } from '../progress/course-progress-context';

export interface CourseConflictProps {
  open: boolean;
  /** The course that holds the learner's answers, when the device knows its title. */
  otherTitle?: string | null | undefined;
  /** Drops the other course's answers and records the refused answer here. */
  onSwitch(): void;
  /** Keeps the other course; the refused answer is not recorded. */
  onKeepOther(): void;
}

/**
 * Asked when an anonymous learner answers in a second course (SPEC §4: progress is kept on
 * the device for one course at a time). The answer is never dropped silently: the learner
 * chooses, and closing the question keeps things as they are.
 */
export function CourseConflict({ open, otherTitle, onSwitch, onKeepOther }: CourseConflictProps) {
  const { labels: t, accountPaths } = useCourseHost();
  const loginHref = loginPath(useCourseRouter().path, accountPaths.login);
  const other = otherTitle
    ? formatLabel(t['course.conflictOtherNamed'], { title: otherTitle })
    : t['course.conflictOtherUnnamed'];
  return (
    <Popup
      open={open}
      title={t['course.conflictTitle']}
      text={formatLabel(t['course.conflictText'], { other })}
      size="medium"
      onClose={onKeepOther}
      buttons={[
        { label: t['course.conflictSwitch'], onClick: onSwitch },
        { label: t['course.conflictKeep'], onClick: onKeepOther, variant: 'secondary' },
      ]}
    >
      <p>
        {t['course.conflictAccountLead']}{' '}
        <CourseLink href={loginHref}>{t['course.conflictLogin']}</CourseLink> {t['course.conflictOr']}{' '}
        <CourseLink href={accountPaths.register}>{t['course.conflictRegister']}</CourseLink>
        {t['course.conflictAccountTail']}
      </p>
    </Popup>
  );
}
