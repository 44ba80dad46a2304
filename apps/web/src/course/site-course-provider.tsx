import {
  CourseProvider,
  createFetchTransport,
  type EducationMenuState,
  type Owner,
} from '@jamstalldhet/blocks/course';
import { DEFAULT_API_SYNCH_TIME, type Education, operations, operationUrl } from '@jamstalldhet/contract';
import { type ReactNode, useCallback, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { rememberRedirect } from '../auth/redirect-memory';
import { useSettings } from '../data/use-settings';
import { isAddressOf } from '../http/call-address';
import { useMenus } from '../layout/menus/menu-provider';
import { useApi, useAuth } from '../site/services';
import { useToast } from '../toast/toast-provider';
import { useCourseMeta } from './use-course-meta';

/** The address a cached answer is kept under: its SWR key, or the key's first part. */
function addressOf(key: unknown): unknown {
  return Array.isArray(key) ? key[0] : key;
}

/** The education menu opens with the site's overlay, among the site's other menus (SPEC §4). */
function useSiteMenuState(): EducationMenuState {
  const { state, openEducationMenu, closeEducationMenu } = useMenus();
  return {
    open: state.educationMenu,
    visible: state.educationMenuVisible,
    openMenu: openEducationMenu,
    closeMenu: closeEducationMenu,
    ownOverlay: false,
  };
}

/**
 * The package's course player, wired to the site: its API client (401 handling, progress bar),
 * session, settings, menus, head tags, toasts and the data it caches with SWR.
 */
export function SiteCourseProvider({ children }: { children?: ReactNode }) {
  const api = useApi();
  const auth = useAuth();
  const { settings, error: settingsError } = useSettings();
  const { mutate } = useSWRConfig();
  const showToast = useToast();

  const transport = useMemo(
    () =>
      createFetchTransport({
        request: (method, path, body) => api.send(method, path, { body }).then((r) => r.data),
      }),
    [api],
  );
  const notify = useCallback(
    (text: string, { kind }: { kind: 'info' | 'error' }) =>
      showToast(text, kind === 'error' ? { kind: 'error', duration: 10_000 } : undefined),
    [showToast],
  );
  // The learner's status comes with the course page and their course list: fetch them again.
  const onCourseCompleted = useCallback(
    async (education: Education) => {
      const page = operationUrl(operations.getPage, { params: { slug: education.slug } });
      const courses = operationUrl(operations.listMyEducations);
      await mutate((key) => addressOf(key) === page || addressOf(key) === courses);
    },
    [mutate],
  );
  // The previous account's course pages (with its answers) must not be shown to the next owner.
  const onOwnerChanged = useCallback(
    (previous: Owner) => {
      if (previous !== 'anonymous') {
        void mutate(
          (key) => Array.isArray(key) && isAddressOf(operations.getPage, String(key[0])) && key[1] === true,
          undefined,
          { revalidate: false },
        );
      }
    },
    [mutate],
  );

  return (
    <CourseProvider
      transport={transport}
      user={auth.user}
      sessionPending={auth.status === 'loading'}
      // Until the settings arrive the rounds wait; if they cannot be read, the default applies.
      syncIntervalSeconds={settings?.apiSynchTime ?? (settingsError ? DEFAULT_API_SYNCH_TIME : null)}
      useMenuState={useSiteMenuState}
      useStepMeta={useCourseMeta}
      notify={notify}
      onLoginRequired={rememberRedirect}
      onCourseCompleted={onCourseCompleted}
      onOwnerChanged={onOwnerChanged}
    >
      {children}
    </CourseProvider>
  );
}
