import type { EducationSummary } from '@jamstalldhet/contract';
import type { CourseStatus } from '../../engine/learner/status';
import { BlockLink } from '../../parts/block-link';
import { Heading } from '../../parts/heading';
import { RichText } from '../../parts/rich-text';
import type { ListEducationsLabels } from './list-educations-labels';

/** The badge text of a course status; `none` has no badge. */
export function statusText(status: CourseStatus, t: ListEducationsLabels): string | null {
  switch (status) {
    case 'none':
      return null;
    case 'progress':
      return t['listEducations.status.progress'];
    case 'completed':
      return t['listEducations.status.completed'];
    case 'locked':
      return t['listEducations.status.locked'];
    case 'approval_required':
      return t['listEducations.status.approvalRequired'];
    case 'approval_pending':
      return t['listEducations.status.approvalPending'];
    case 'coming':
      return t['listEducations.status.coming'];
    case 'earlier':
    case 'closed':
      return t['listEducations.status.closed'];
    default:
      return status satisfies never;
  }
}

/** One course in the list: its title as a link, its text, its terms and the learner's status. */
export function EducationCard({
  education,
  status,
  headingOffset,
  groupTitles,
  t,
}: {
  education: EducationSummary;
  status: CourseStatus;
  /** Levels below the page's heading level for the course title. */
  headingOffset: number;
  /** The titles of the three term groups, as in the filters. */
  groupTitles: { type: string; length: string; by: string };
  t: ListEducationsLabels;
}) {
  const badge = statusText(status, t);
  const facts = [
    { title: groupTitles.type, terms: education.taxonomies.education_type },
    { title: groupTitles.length, terms: education.taxonomies.education_length },
    { title: groupTitles.by, terms: education.taxonomies.education_by },
  ].filter((fact) => fact.terms.length > 0);

  return (
    <li className="jb-education-list__item" data-status={status}>
      <Heading offset={headingOffset} className="jb-education-list__item-title">
        <BlockLink href={`/${education.slug}`}>{education.title}</BlockLink>
      </Heading>
      {badge && (
        <p className="jb-status-badge jb-education-list__status">
          <span className="jb-visually-hidden">{t['listEducations.statusPrefix']} </span>
          {badge}
        </p>
      )}
      <RichText className="jb-education-list__excerpt" html={education.excerpt || education.header.desc} />
      {facts.length > 0 && (
        <dl className="jb-education-list__facts">
          {facts.map((fact) => (
            <div key={fact.title} className="jb-education-list__fact">
              <dt>{fact.title}:</dt>
              <dd>{fact.terms.map((term) => term.name).join(', ')}</dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}
