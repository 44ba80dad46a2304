import { DEFAULT_API_SYNCH_TIME, type Education } from '@jamstalldhet/contract';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useBlocks } from '../../blocks-provider/blocks-context';
import { parseCourseAddress } from '../../engine/index';
import { courseLabels } from '../course-labels';
import { type CourseHostOptions, DEFAULT_ACCOUNT_PATHS } from '../host/course-host';
import { useDocumentTitle, useOwnMenuState } from '../host/defaults';
import { CourseRouterContext, useWouterRouter } from '../host/router';
import { browserStorage, type CourseStorage } from '../host/storage';
import { ownerChanged } from './account-transitions';
import {
  type CourseHost,
  CourseProgressContext,
  type CourseProgressContextValue,
} from './course-progress-context';
import { LoginMergeOffer } from './login-merge';
import { useNotice } from './notice';
import { initialProgressState, type Owner, type ProgressState } from './progress-state';
import { createProgressStore } from './progress-store';
import { useCompletionActions } from './use-completion-actions';
import { deviceStateFor, ownerOf, useProgressOwner } from './use-progress-owner';
import { type SyncRoute, useProgressSync } from './use-progress-sync';
import { useReachReports } from './use-reach-reports';
import { useStartReports } from './use-start-reports';

// What a server has of a learner's device: nothing.
const NO_STORAGE: CourseStorage = { device: null, tab: null };

function startingState(owner: Owner | null, host: Pick<CourseHost, 'storage'>): ProgressState {
  const nobody = initialProgressState(null);
  return owner === null
    ? nobody
    : ownerChanged(nobody, owner, deviceStateFor(host.storage, owner), Date.now());
}

/**
 * The course player's state for the whole visit; placed once above every page that shows a
 * course. Anonymous learners' answers live on the device; logged-in learners' answers are
 * pushed to the server by the sync and kept on the device until they are there. Renders the
 * offer to keep anonymous answers on an account after logging in.
 *
 * @example
 * <CourseProvider transport={createFetchTransport()} user={user}>
 *   <Course />
 * </CourseProvider>
 */
export function CourseProvider({
  children,
  transport,
  storage: givenStorage,
  useRouter = useWouterRouter,
  user = null,
  sessionPending = false,
  syncIntervalSeconds,
  useMenuState = useOwnMenuState,
  useStepMeta = useDocumentTitle,
  notify: givenNotify,
  onLoginRequired,
  onCourseCompleted,
  onOwnerChanged,
  accountPaths = DEFAULT_ACCOUNT_PATHS,
}: CourseHostOptions) {
  const [storage] = useState(() => givenStorage ?? browserStorage());
  const notice = useNotice();
  const notify = givenNotify ?? notice.show;
  const { labels: overrides, settings } = useBlocks();
  // Merged once per set of texts, so the context changes only when the player's texts do (the
  // provider above makes a new labels object whenever any of its values changes).
  const own: Readonly<Record<string, string | undefined>> = overrides ?? {};
  const textsKey = JSON.stringify(Object.keys(courseLabels).map((key) => own[key] ?? null));
  // biome-ignore lint/correctness/useExhaustiveDependencies: `textsKey` stands for the texts
  const labels = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(courseLabels).map(([key, text]) => [key, own[key] ?? text]),
      ) as typeof courseLabels,
    [textsKey],
  );
  const host = useMemo<CourseHost>(
    () => ({ transport, storage, useMenuState, useStepMeta, notify, onLoginRequired, accountPaths, labels }),
    [transport, storage, useMenuState, useStepMeta, notify, onLoginRequired, accountPaths, labels],
  );
  const owner = ownerOf(user, sessionPending);
  // The device is read before the first render, so a reload shows the answers at once; a page
  // the server drew is taken over without them first (ProgressStore.getServerState).
  const [store] = useState(() =>
    createProgressStore(startingState(owner, host), startingState(owner, { storage: NO_STORAGE })),
  );
  useProgressOwner(store, storage, owner, onOwnerChanged);
  useStartReports(store, transport);

  const { path } = useRouter();
  const currentPath = useRef(path);
  currentPath.current = path;
  const shownCourses = useRef<Education[]>([]);

  const showCourse = useCallback((education: Education) => {
    shownCourses.current = [...shownCourses.current, education];
    return () => {
      shownCourses.current = shownCourses.current.filter((shown) => shown !== education);
    };
  }, []);

  const route = useCallback((): SyncRoute => {
    const education = shownCourses.current.at(-1) ?? null;
    const [slug, ...step] = currentPath.current.split('/').filter(Boolean);
    const onEvaluation = education?.slug === slug && parseCourseAddress(step).kind === 'evaluation';
    return { education, onEvaluation };
  }, []);

  // Until the settings arrive the rounds wait only if the host says so (null).
  const intervalSeconds =
    syncIntervalSeconds === undefined
      ? (settings?.apiSynchTime ?? DEFAULT_API_SYNCH_TIME)
      : syncIntervalSeconds;
  const { syncNow, finalPush } = useProgressSync({
    store,
    transport,
    account: owner === null || owner === 'anonymous' ? null : owner,
    intervalSeconds,
    route,
  });
  const { saveEvaluation, complete, recoverCertificateToken } = useCompletionActions({
    store,
    host,
    finalPush,
    onCourseCompleted,
  });

  const reportReach = useReachReports(store, transport);

  const value = useMemo<CourseProgressContextValue>(
    () => ({
      host,
      store,
      showCourse,
      syncNow,
      saveEvaluation,
      complete,
      recoverCertificateToken,
      reportReach,
    }),
    [host, store, showCourse, syncNow, saveEvaluation, complete, recoverCertificateToken, reportReach],
  );
  return (
    <CourseRouterContext.Provider value={useRouter}>
      <CourseProgressContext.Provider value={value}>
        {givenNotify ? null : notice.region}
        {children}
        <LoginMergeOffer store={store} />
      </CourseProgressContext.Provider>
    </CourseRouterContext.Provider>
  );
}
