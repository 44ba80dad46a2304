import type { Education, Page } from '@jamstalldhet/contract';
import { type ComponentType, useSyncExternalStore } from 'react';
import { useAsync } from '../blocks-provider/use-async';
import { parseCourseAddress } from '../engine/index';
import { LoadStatus } from '../parts/load-status';
import { CourseNotFound } from './course-not-found';
import { CourseView } from './course-view';
import { useStepMeta } from './frame/use-step-meta';
import { useCourseRouter } from './host/router';
import { PageContent } from './page-content';
import { useCourseProgressContext } from './progress/course-progress-context';

export interface CourseProps {
  /** The education's slug. @default the first segment of the router's path */
  slug?: string | undefined;
  /**
   * The rest of the path: `'1/2/1'`, `'utvardering'`, `['tack']`. @default the rest of the
   * router's path when `slug` is left out too, else the presentation
   */
  step?: string | readonly string[] | undefined;
  /** Shown for a slug that is no education, or a step the course does not have. */
  NotFound?: ComponentType | undefined;
}

interface Loaded {
  key: string;
  page: Page;
}

function splitStep(step: string | readonly string[]): string[] {
  return typeof step === 'string' ? step.split('/').filter(Boolean) : [...step];
}

function isNotFound(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { statusCode?: unknown }).statusCode === 404
  );
}

/**
 * A whole course at one address (SPEC §2): the presentation, the chapter pages, the evaluation
 * and the thank-you and sorry pages. Loads the education through the transport once the
 * learner is known (a signed-in learner's copy carries their answers and status).
 *
 * @example <Course /> // the course at the router's path: /jamstalldhet-101/1/1/1
 * @example <Course slug="jamstalldhet-101" step="1/1/1" />
 */
export function Course({ slug: givenSlug, step, NotFound = CourseNotFound }: CourseProps) {
  const { host, store } = useCourseProgressContext();
  const owner = useSyncExternalStore(
    store.subscribe,
    () => store.getState().owner,
    () => store.getServerState().owner,
  );
  const [pathSlug = '', ...pathStep] = useCourseRouter().path.split('/').filter(Boolean);
  const slug = givenSlug ?? pathSlug;
  const segments = step === undefined ? (givenSlug === undefined ? pathStep : []) : splitStep(step);
  const address = parseCourseAddress(segments);
  const key = `${slug}|${owner}`;
  const load =
    owner === null || slug === ''
      ? undefined
      : async (): Promise<Loaded> => ({ key, page: await host.transport.getPage(slug) });
  const { state: loaded, reload } = useAsync(load, key);
  // Another course's page, or the page as another learner had it, is never shown meanwhile.
  const state =
    loaded.status === 'success' && loaded.data.key !== key ? { status: 'loading' as const } : loaded;
  const t = host.labels;

  if (slug === '' || (state.status === 'error' && isNotFound(state.error))) {
    return <NotFound />;
  }
  if (state.status !== 'success') {
    return (
      <LoadStatus
        state={state.status === 'idle' ? { status: 'loading' } : state}
        onRetry={reload}
        loading={t['course.loading']}
        error={t['course.loadFailed']}
        retry={t['course.retry']}
      />
    );
  }
  const { page } = state.data;
  if (page.post_type !== 'education' || !page.education) {
    return <NotFound />;
  }
  if (address.kind === 'presentation') {
    return <CoursePresentation page={page} education={page.education} />;
  }
  return <CourseView page={page} education={page.education} address={address} NotFound={NotFound} />;
}

/** The presentation at `/{slug}`, with its document title like every step's. */
function CoursePresentation({ page, education }: { page: Page; education: Education }) {
  useStepMeta(education, undefined, { section: 'presentation' });
  return <PageContent page={page} title={page.title} />;
}
