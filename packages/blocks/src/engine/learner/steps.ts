import type { Block, Education } from '@jamstalldhet/contract';
import { defaultNavigationTexts, type NavigationTexts } from '../formatting/labels';

/** The chapter value that means the evaluation step (SPEC §2). */
export const EVALUATION_SEGMENT = 'utvardering';
/** Path segments of the thank-you, sorry and continue routes (SPEC §2). */
export const THANKS_SEGMENT = 'tack';
export const SORRY_SEGMENT = 'tyvarr';
export const CONTINUE_SEGMENT = 'fortsatt';

/** One content page of a course; levels are 1-based like the URL. */
export interface PageStep {
  kind: 'page';
  index: number;
  chapter: number;
  episode: number;
  page: number;
  path: string;
  blocks: Block[];
}

/** The evaluation or the thank-you step at the end of a course. */
export interface EndStep {
  kind: 'evaluation' | 'thanks';
  index: number;
  path: string;
  blocks: Block[];
}

export type CourseStep = PageStep | EndStep;

/** Path of a content page: `/{slug}/{chapter}/{episode}/{page}`. */
export function pagePath(slug: string, chapter: number, episode: number, page: number): string {
  return `/${slug}/${chapter}/${episode}/${page}`;
}

/**
 * Every step of a course in order (SPEC §4): each page of each episode of each chapter,
 * then the evaluation (only when it has blocks), then the thank-you page.
 *
 * @example courseSteps(education).map((step) => step.path)
 * // ['/kurs/1/1/1', '/kurs/1/1/2', '/kurs/utvardering', '/kurs/tack']
 */
export function courseSteps(education: Education): CourseStep[] {
  const steps: CourseStep[] = [];
  education.chapters.forEach((chapter, chapterIndex) => {
    chapter.episodes.forEach((episode, episodeIndex) => {
      episode.components.forEach((blocks, pageIndex) => {
        const [c, e, p] = [chapterIndex + 1, episodeIndex + 1, pageIndex + 1];
        steps.push({
          kind: 'page',
          index: steps.length,
          chapter: c,
          episode: e,
          page: p,
          path: pagePath(education.slug, c, e, p),
          blocks,
        });
      });
    });
  });
  if (education.evaluation.components.length > 0) {
    steps.push({
      kind: 'evaluation',
      index: steps.length,
      path: `/${education.slug}/${EVALUATION_SEGMENT}`,
      blocks: education.evaluation.components,
    });
  }
  steps.push({
    kind: 'thanks',
    index: steps.length,
    path: `/${education.slug}/${THANKS_SEGMENT}`,
    blocks: education.completed.components,
  });
  return steps;
}

/**
 * Index of the step a course URL points at; a missing episode or page means the first.
 * Returns -1 when the course has no such page.
 */
export function findStepIndex(
  steps: readonly CourseStep[],
  position: { chapter: number; episode?: number | undefined; page?: number | undefined },
): number {
  const episode = position.episode ?? 1;
  const page = position.page ?? 1;
  return steps.findIndex(
    (step) =>
      step.kind === 'page' &&
      step.chapter === position.chapter &&
      step.episode === episode &&
      step.page === page,
  );
}

export type NavigationAction = 'previous' | 'next' | 'toEvaluation' | 'finish';

/** A navigation button: what it does, its text and where it leads. */
export interface NavigationLink {
  action: NavigationAction;
  label: string;
  path: string;
}

export interface NavigationOptions {
  /** The learner has already completed the course. */
  completed?: boolean | undefined;
  /** The education's `certificate` field; only an explicit `false` changes the labels. */
  certificate?: unknown;
  /** Texts to use instead of the Swedish defaults. */
  texts?: Partial<NavigationTexts> | undefined;
}

/**
 * The previous and next buttons of a step (SPEC §4): `Föregående`, then `Nästa sida`,
 * `Till utvärdering` before the evaluation, `Slutför utbildning` before the thank-you page.
 * On the thank-you step the label stays `Slutför utbildning` (it leads back to the course),
 * and becomes `Nästa sida` when the course is already completed or gives no certificate.
 *
 * @example navigationLabels(steps, 0, {}).next?.label // 'Nästa sida'
 */
export function navigationLabels(
  steps: readonly CourseStep[],
  index: number,
  options: NavigationOptions = {},
): { previous: NavigationLink | null; next: NavigationLink | null } {
  const texts = { ...defaultNavigationTexts, ...options.texts };
  const current = steps[index];
  if (!current) {
    return { previous: null, next: null };
  }
  const before = steps[index - 1];
  const previous: NavigationLink | null = before
    ? { action: 'previous', label: texts.previous, path: before.path }
    : null;
  const after = steps[index + 1];
  if (current.kind === 'thanks' || !after) {
    const plainNext = options.completed === true || options.certificate === false;
    const coursePath = current.path.slice(0, current.path.lastIndexOf('/')) || '/';
    return {
      previous,
      next: plainNext
        ? { action: 'next', label: texts.next, path: coursePath }
        : { action: 'finish', label: texts.finish, path: coursePath },
    };
  }
  switch (after.kind) {
    case 'page':
      return { previous, next: { action: 'next', label: texts.next, path: after.path } };
    case 'evaluation':
      return { previous, next: { action: 'toEvaluation', label: texts.toEvaluation, path: after.path } };
    case 'thanks':
      return { previous, next: { action: 'finish', label: texts.finish, path: after.path } };
    default:
      return after satisfies never;
  }
}
