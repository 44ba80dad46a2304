import { parseCourseAddress } from '@jamstalldhet/blocks/engine';
import { DEFAULT_API_SYNCH_TIME, type Education } from '@jamstalldhet/contract';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useApi, useAuth } from '../../app/services';
import { useSettings } from '../../data/use-settings';
import { ownerChanged } from './account-transitions';
import { CourseProgressContext, type CourseProgressContextValue } from './course-progress-context';
import { LoginMergeOffer } from './login-merge';
import { initialProgressState, type Owner, type ProgressState } from './progress-state';
import { createProgressStore } from './progress-store';
import { useCompletionActions } from './use-completion-actions';
import { deviceStateFor, ownerOf, useProgressOwner } from './use-progress-owner';
import { type SyncRoute, useProgressSync } from './use-progress-sync';

export { useCourseProgress } from './use-course-progress';

function startingState(owner: Owner | null): ProgressState {
  const nobody = initialProgressState(null);
  return owner === null ? nobody : ownerChanged(nobody, owner, deviceStateFor(owner), Date.now());
}

/**
 * Holds every course's progress for the visit; placed once in `App`. Anonymous learners'
 * answers live on the device; logged-in learners' answers are pushed to the server by the
 * sync and kept on the device until they are there. Renders the offer to keep anonymous
 * answers on an account after logging in.
 */
export function CourseProgressProvider({ children }: { children?: ReactNode }) {
  const api = useApi();
  const owner = ownerOf(useAuth());
  const { settings, error: settingsError } = useSettings();
  // The device is read before the first render, so a reload shows the answers at once.
  const [store] = useState(() => createProgressStore(startingState(owner)));
  useProgressOwner(store, owner);

  const [location] = useLocation();
  const currentLocation = useRef(location);
  currentLocation.current = location;
  const shownCourses = useRef<Education[]>([]);

  const showCourse = useCallback((education: Education) => {
    shownCourses.current = [...shownCourses.current, education];
    return () => {
      shownCourses.current = shownCourses.current.filter((shown) => shown !== education);
    };
  }, []);

  const route = useCallback((): SyncRoute => {
    const education = shownCourses.current.at(-1) ?? null;
    const [slug, ...step] = currentLocation.current.split('/').filter(Boolean);
    const onEvaluation = education?.slug === slug && parseCourseAddress(step).kind === 'evaluation';
    return { education, onEvaluation };
  }, []);

  const { syncNow, finalPush } = useProgressSync({
    store,
    api,
    account: owner === null || owner === 'anonymous' ? null : owner,
    // Until the settings arrive the rounds wait; if they cannot be read, the default applies.
    intervalSeconds: settings?.apiSynchTime ?? (settingsError ? DEFAULT_API_SYNCH_TIME : null),
    route,
  });
  const { saveEvaluation, complete, recoverCertificateToken } = useCompletionActions({
    store,
    api,
    finalPush,
  });

  const value = useMemo<CourseProgressContextValue>(
    () => ({ store, api, showCourse, syncNow, saveEvaluation, complete, recoverCertificateToken }),
    [store, api, showCourse, syncNow, saveEvaluation, complete, recoverCertificateToken],
  );
  return (
    <CourseProgressContext.Provider value={value}>
      {children}
      <LoginMergeOffer store={store} />
    </CourseProgressContext.Provider>
  );
}
