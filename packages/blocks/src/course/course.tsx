import type { Page } from '@jamstalldhet/contract';
import { type ComponentType, useSyncExternalStore } from 'react';
import { useAsync } from '../context/use-async';
import { parseCourseAddress } from '../engine/index';
import { LoadStatus } from '../parts/load-status';
import { CourseNotFound } from './course-not-found';
import { CourseView } from './course-view';
import { PageContent } from './page-content';
import { useCourseProgressContext } from './progress/course-progress-context';

export interface CourseProps {
  /** The education's slug, the first segment of its path. */
  slug: string;
  /** The rest of the path: `'1/2/1'`, `'utvardering'`, `['tack']`; empty for the presentation. */
  step?: string | readonly string[] | undefined;
  /** Shown for a slug that is no education, or a step the course does not have. */
  NotFound?: ComponentType | undefined;
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
 * @example <Course slug="jamstalldhet-101" step="1/1/1" />
 */
export function Course({ slug, step = [], NotFound = CourseNotFound }: CourseProps) {
  const { host, store } = useCourseProgressContext();
  const owner = useSyncExternalStore(store.subscribe, () => store.getState().owner);
  const segments = typeof step === 'string' ? step.split('/').filter(Boolean) : step;
  const address = parseCourseAddress([...segments]);
  const load = owner === null ? undefined : (): Promise<Page> => host.transport.getPage(slug);
  const { state, reload } = useAsync(load, `${slug}|${owner}`);
  const t = host.labels;

  if (state.status === 'error' && isNotFound(state.error)) {
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
  const page = state.data;
  if (page.post_type !== 'education' || !page.education) {
    return <NotFound />;
  }
  if (address.kind === 'presentation') {
    return <PageContent page={page} title={page.title} />;
  }
  return <CourseView page={page} education={page.education} address={address} NotFound={NotFound} />;
}
