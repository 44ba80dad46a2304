import type { Education, ProgressEntry } from '@jamstalldhet/contract';
import { useEffect } from 'react';
import { educationKey } from '../../engine/index';
import type { CourseTransport } from '../host/transport';
import { serverProgressLoaded } from './account-transitions';
import type { Owner } from './progress-state';
import type { ProgressStore } from './progress-store';

/**
 * Brings a logged-in learner's saved answers into the store: from the education's `user`
 * (the course page as the API answered it for this account), else from `operations.getProgress`.
 * Answers held on the device that the server does not have yet win and are pushed later.
 */
export function useServerProgress(
  store: ProgressStore,
  transport: CourseTransport,
  education: Education | null,
  owner: Owner | null,
): void {
  useEffect(() => {
    if (!education || owner === null || owner === 'anonymous') {
      return;
    }
    const educationId = educationKey(education);
    const load = (entries: readonly ProgressEntry[]) =>
      store.update((state) =>
        state.owner === owner ? serverProgressLoaded(state, educationId, entries, Date.now()) : state,
      );
    if (education.user) {
      load(education.user.answers);
      return;
    }
    let wanted = true;
    transport.getProgress(educationId).then(
      (entries) => {
        if (wanted) {
          load(entries);
        }
      },
      () => {
        // Not reachable now: the answers held here stay, and the course page shows its own data.
      },
    );
    return () => {
      wanted = false;
    };
  }, [store, transport, education, owner]);
}
