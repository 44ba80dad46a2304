import { useCallback, useSyncExternalStore } from 'react';
import { formatLabel } from '../../i18n/labels';
import { Popup } from '../../parts/popup/popup';
import { toApiAnswers } from '../host/transport';
import { mergeAccepted, mergeDeclined, pushed, pushFailed, pushStarted } from './account-transitions';
import { useCourseHost } from './course-progress-context';
import { forgetAnonymousCourse } from './local-progress-store';
import { progressTitle } from './progress-state';
import type { ProgressStore } from './progress-store';

function mergeText(t: ReturnType<typeof useCourseHost>['labels'], title: string | null): string {
  const course = title
    ? formatLabel(t['course.mergeCourseNamed'], { title })
    : t['course.mergeCourseUnnamed'];
  return formatLabel(t['course.mergeText'], { course });
}

/**
 * Offers a learner who just logged in (or registered) to keep the answers they gave
 * anonymously in a course. Yes: the answers join the account's progress, are kept on the
 * device as not yet pushed, and are pushed at once (or, failing that, when the course is
 * opened). No: the anonymous copy is removed. Closing the dialog decides nothing: the answers
 * stay on the device and the offer comes back next time.
 */
export function LoginMergeOffer({ store }: { store: ProgressStore }) {
  const { transport, storage, notify, labels: t } = useCourseHost();
  const offer = useSyncExternalStore(
    store.subscribe,
    () => store.getState().mergeOffer,
    () => store.getServerState().mergeOffer,
  );

  const keep = useCallback(async () => {
    const chosen = store.getState().mergeOffer;
    if (!chosen) {
      return;
    }
    const educationId = chosen.educationId;
    // First onto the account's progress (written to the device), then off the anonymous copy.
    store.update((state) => mergeAccepted(state, Date.now()));
    forgetAnonymousCourse(storage.device, educationId);
    const progress = store.getState().learner.saved[educationId];
    if (!progress) {
      return;
    }
    const startedAt = Date.now();
    store.update((state) => pushStarted(state, educationId));
    try {
      await transport.pushProgress(educationId, toApiAnswers(progress.entries));
      store.update((state) => pushed(state, educationId, startedAt, progress.entries));
      notify(t['course.mergeKept'], { kind: 'info' });
    } catch {
      store.update((state) => pushFailed(state, educationId));
      notify(t['course.mergeNotYetKept'], { kind: 'error' });
    }
  }, [transport, storage, notify, t, store]);

  const discard = useCallback(() => {
    const chosen = store.getState().mergeOffer;
    if (chosen) {
      forgetAnonymousCourse(storage.device, chosen.educationId);
    }
    store.update(mergeDeclined);
  }, [storage, store]);

  const postpone = useCallback(() => store.update(mergeDeclined), [store]);

  return (
    <Popup
      open={offer !== null}
      title={t['course.mergeTitle']}
      text={mergeText(t, progressTitle(offer))}
      size="medium"
      onClose={postpone}
      buttons={[
        { label: t['course.mergeKeep'], onClick: () => void keep() },
        { label: t['course.mergeDiscard'], variant: 'secondary', onClick: discard },
      ]}
    />
  );
}
