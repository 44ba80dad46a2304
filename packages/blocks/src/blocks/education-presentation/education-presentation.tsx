import type { Education } from '@jamstalldhet/contract';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useBlocks } from '../../blocks-provider/blocks-context';
import { normalizeError } from '../../engine/formatting/errors';
import { formatSwedishDate } from '../../engine/formatting/format';
import { tokenList } from '../../engine/formatting/token-list';
import { loginPath } from '../../engine/html/paths';
import { chapterCompletion, courseProgress, learnerProgress } from '../../engine/learner/course-progress';
import { educationKey, givesCertificate } from '../../engine/learner/education';
import { type CourseStatus, courseStatus } from '../../engine/learner/status';
import { CONTINUE_SEGMENT, courseSteps, THANKS_SEGMENT } from '../../engine/learner/steps';
import { formatLabel, useLabels } from '../../i18n/labels';
import { BlockLink } from '../../parts/block-link';
import type { BlockProps } from '../../parts/block-props';
import { Button } from '../../parts/button';
import { ErrorAlert } from '../../parts/error-alert';
import { Heading } from '../../parts/heading';
import { RichText } from '../../parts/rich-text';
import { educationPresentationLabels } from './education-presentation-labels';
import { STATUS_ICONS, StatusIcon } from './status-icon';

type Labels = typeof educationPresentationLabels;
type RequestState = { status: 'idle' | 'sending' | 'sent' } | { status: 'error'; message: string };

/** What the status area shows: a badge, a sentence and the learner's next step. */
interface StatusView {
  badge: string;
  message?: string | undefined;
  action?: ReactNode;
}

/**
 * The presentation of the current education: hero image, title, description, its chapters
 * and the learner's status (SPEC §4) with the next step: start, continue, log in, apply for
 * access, or go to the certificate. Reads the education, progress, user and time from
 * `useBlocks()`; applying for access calls `api.requestAccess`.
 *
 * @example
 * <BlocksProvider education={education} progress={progress} user={user} api={api}>
 *   <EducationPresentation block={block} />
 * </BlocksProvider>
 */
export function EducationPresentation({ block, className, ...rest }: BlockProps) {
  const t = useLabels(educationPresentationLabels);
  const { education, progress, user, now, api } = useBlocks();
  const [request, setRequest] = useState<RequestState>({ status: 'idle' });
  const sentMessage = useRef<HTMLParagraphElement>(null);
  const rootClass = tokenList('jb-education-presentation', className);

  // The button is gone once the request is sent; focus moves to the confirmation instead.
  useEffect(() => {
    if (request.status === 'sent') {
      sentMessage.current?.focus();
    }
  }, [request.status]);

  if (!education) {
    return (
      <div className={rootClass} data-block-state="missing" {...rest}>
        <p>{t['presentation.missing']}</p>
      </div>
    );
  }

  const loggedIn = Boolean(user?.loggedIn);
  const learner = learnerProgress(education, progress, loggedIn);
  const courseState = courseStatus(education, { loggedIn, progress: learner, now: now?.() ?? new Date() });
  // A sent request makes the learner wait for approval, as the server will say on the next visit.
  const status: CourseStatus = request.status === 'sent' ? 'approval_pending' : courseState;
  const [done, total] = courseProgress(education, learner);
  const completion = status === 'progress' ? chapterCompletion(education, learner?.entries ?? []) : [];
  const requestAccess = api?.requestAccess?.bind(api);

  async function apply() {
    if (!requestAccess || !education) {
      return;
    }
    setRequest({ status: 'sending' });
    try {
      await requestAccess(educationKey(education));
      setRequest({ status: 'sent' });
    } catch (error) {
      setRequest({ status: 'error', message: normalizeError(error).message });
    }
  }

  const view = statusView(status, education, t, { done, total });
  const applyButton = status === 'approval_required' && requestAccess && (
    <Button disabled={request.status === 'sending'} onClick={apply}>
      {t['presentation.requestAccess']}
    </Button>
  );
  const hero = education.hero?.images.desktop_x2;

  return (
    <div className={rootClass} data-status={status} {...rest}>
      {hero && <img className="jb-education-presentation__hero" src={hero} alt={education.hero?.alt ?? ''} />}
      <Heading className="jb-education-presentation__title">{education.title}</Heading>
      <RichText className="jb-education-presentation__desc" html={education.header.desc} />
      <div className="jb-education-presentation__status">
        <p className="jb-status-badge jb-education-presentation__badge" data-status={status}>
          <StatusIcon name={STATUS_ICONS[status]} />
          <span className="jb-visually-hidden">{t['presentation.status']} </span>
          {view.badge}
        </p>
        {view.message && request.status !== 'sent' && (
          <p className="jb-education-presentation__message">{view.message}</p>
        )}
        {view.action}
        {applyButton}
        <div role="status" className="jb-education-presentation__live">
          {request.status === 'sending' && <p>{t['presentation.requestSending']}</p>}
          {request.status === 'sent' && (
            <p ref={sentMessage} tabIndex={-1} className="jb-education-presentation__message">
              {t['presentation.requestSent']}
            </p>
          )}
        </div>
        {request.status === 'error' && (
          <ErrorAlert>{formatLabel(t['presentation.requestError'], { message: request.message })}</ErrorAlert>
        )}
      </div>
      {education.chapters.length > 0 && (
        <>
          <Heading offset={1} className="jb-education-presentation__chapters-title">
            {t['presentation.chapters']}
          </Heading>
          <ol className="jb-education-presentation__chapters">
            {education.chapters.map((chapter, index) => (
              <li
                // Chapters have no id before normalisation; their order is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: chapters are never reordered here
                key={index}
                className="jb-education-presentation__chapter"
                data-done={completion[index] ? 'true' : undefined}
              >
                {chapter.title}
                {completion[index] && (
                  <span className="jb-education-presentation__chapter-done">
                    {' '}
                    <StatusIcon name="done" />
                    {t['presentation.chapterDone']}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </>
      )}
      <RichText className="jb-education-presentation__text" html={block.html} />
    </div>
  );
}

function statusView(
  status: CourseStatus,
  education: Education,
  t: Labels,
  progress: { done: number; total: number },
): StatusView {
  const slug = education.slug;
  const link = (href: string, text: string) => (
    <BlockLink className="jb-button jb-education-presentation__action" href={href}>
      {text}
    </BlockLink>
  );
  switch (status) {
    case 'none': {
      const firstStep = courseSteps(education)[0]?.path ?? `/${slug}`;
      return { badge: t['presentation.badge.none'], action: link(firstStep, t['presentation.start']) };
    }
    case 'progress':
      return {
        badge: t['presentation.badge.progress'],
        message: formatLabel(t['presentation.progress'], progress),
        action: link(`/${slug}/${CONTINUE_SEGMENT}`, t['presentation.continue']),
      };
    case 'completed':
      return {
        badge: t['presentation.badge.completed'],
        message: t['presentation.completed'],
        action: givesCertificate(education)
          ? link(`/${slug}/${THANKS_SEGMENT}`, t['presentation.certificate'])
          : undefined,
      };
    case 'locked':
      return {
        badge: t['presentation.badge.locked'],
        action: link(loginPath(`/${slug}`), t['presentation.login']),
      };
    case 'approval_required':
      // The button needs the request state, so the component adds it.
      return { badge: t['presentation.badge.approvalRequired'], message: t['presentation.approvalRequired'] };
    case 'approval_pending':
      return { badge: t['presentation.badge.approvalPending'], message: t['presentation.approvalPending'] };
    case 'coming':
      return {
        badge: t['presentation.badge.coming'],
        message: formatLabel(t['presentation.coming'], { date: availabilityDate(education.available.from) }),
      };
    case 'earlier':
      return {
        badge: t['presentation.badge.earlier'],
        message: formatLabel(t['presentation.earlier'], { date: availabilityDate(education.available.to) }),
      };
    case 'closed':
      return { badge: t['presentation.badge.closed'], message: t['presentation.closed'] };
    default:
      return status satisfies never;
  }
}

// `available` is in unix seconds (SPEC §3); the status rules only pick these with a number set.
function availabilityDate(seconds: number | null | undefined): string {
  return typeof seconds === 'number' ? formatSwedishDate(seconds * 1000) : '';
}
