import { useEffect } from 'react';
import {
  addressTitleStep,
  type CourseAddress,
  coursePageKey,
  educationKey,
  type PageStep,
} from '../../engine/index';
import { formatLabel } from '../../i18n/labels';
import type { CoursePageProps } from '../course-page-props';
import { CourseBlockList, CourseFrame } from '../frame/course-frame';
import { useStepMeta } from '../frame/use-step-meta';
import { useUnloadGuard } from '../frame/use-unload-guard';
import { useCourseRouter } from '../host/router';
import { CompletionMessage } from '../navigation/completion-message';
import { CourseNavigation } from '../navigation/course-navigation';
import { MissingSummary } from '../navigation/missing-summary';
import { useCourseCompletion } from '../navigation/use-course-completion';
import { useMissingAnswers } from '../navigation/use-missing-answers';
import { useStepNavigation } from '../navigation/use-step-navigation';
import { useCourseHost, useCourseProgressContext } from '../progress/course-progress-context';
import { CourseStepArticle } from './course-step-article';
import { loadEndSteps } from './end-steps';

export interface ChapterPageProps extends CoursePageProps {
  step: PageStep;
  /** The address as written, for the title's levels. */
  address: Extract<CourseAddress, { kind: 'page' }>;
}

/**
 * `/{slug}/{chapter}/{episode?}/{page?}`: one page of an episode with the course header, the
 * education menu, the page's blocks and the way on. Going forward checks the page's mandatory
 * questions; the last page completes the course when there is no evaluation.
 */
export function ChapterPage(props: ChapterPageProps) {
  const { page, education, course, loggedIn, step, address } = props;
  const chapter = education.chapters[step.chapter - 1];
  const episode = chapter?.episodes[step.episode - 1];
  useStepMeta(education, addressTitleStep(address), {
    section: 'episode',
    episodePostId: episode?.post_id,
  });
  useUnloadGuard(course.hasUnsavedAnswers, course.syncNow);
  const missing = useMissingAnswers(step.blocks, course.answers, loggedIn);
  const completion = useCourseCompletion(education.slug, course);
  const { navigate } = useCourseRouter();
  const { labels: t } = useCourseHost();
  // The statistics' "Var slutar deltagarna?" (issue 37): this page was reached.
  const { reportReach } = useCourseProgressContext();
  const educationId = educationKey(education);
  const pageKey = coursePageKey(step.chapter, step.episode, step.page);
  useEffect(() => reportReach(educationId, pageKey), [reportReach, educationId, pageKey]);
  const { previous, next, loadAhead } = useStepNavigation(props);

  function goForward() {
    if (!next || !missing.check()) {
      return;
    }
    if (next.action === 'finish') {
      void completion.finish({ withEvaluation: false });
    } else {
      navigate(next.path);
    }
  }

  return (
    <CourseFrame page={page} education={education} course={course} missingBlockIds={missing.ids}>
      <CourseStepArticle
        step="page"
        of={props}
        current={{ chapter: step.chapter, episode: step.episode }}
        title={episode?.title ?? ''}
        context={formatLabel(t['course.chapterContext'], {
          chapter: step.chapter,
          chapters: education.chapters.length,
          title: chapter?.title ?? '',
        })}
        position={formatLabel(t['course.pagePosition'], {
          page: step.page,
          pages: episode?.components.length ?? step.page,
        })}
        saveState={course.saveState}
      >
        <CourseBlockList blocks={step.blocks} />
        <MissingSummary blocks={missing.blocks} />
        <CompletionMessage state={completion.state} />
        <CourseNavigation
          previous={previous}
          next={next}
          onIntent={() => {
            loadAhead();
            // The end steps' code too: the learner may go on to one of them, or lose the network.
            loadEndSteps().catch(() => {});
          }}
          onNext={goForward}
          busy={completion.state.status === 'busy'}
        />
      </CourseStepArticle>
    </CourseFrame>
  );
}
