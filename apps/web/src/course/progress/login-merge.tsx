import { useCallback, useSyncExternalStore } from 'react';
import { useApi } from '../../app/services';
import { Popup } from '../../layout/popup/popup';
import { useToast } from '../../toast/toast-provider';
import { mergeAccepted, mergeDeclined, pushed, pushFailed, pushStarted } from './account-transitions';
import { forgetAnonymousCourse } from './local-progress-store';
import { progressTitle } from './progress-state';
import type { ProgressStore } from './progress-store';
import { pushProgress } from './server-progress';

export const LOGIN_MERGE_TEXTS = {
  title: 'Vill du spara dina svar på ditt konto?',
  keep: 'Ja, spara svaren på mitt konto',
  discard: 'Nej, ta bort svaren',
  kept: 'Dina svar är sparade på ditt konto.',
  notYetKept:
    'Dina svar kunde inte sparas på kontot just nu. De finns kvar på den här enheten och sparas när du öppnar utbildningen igen.',
} as const;

export function loginMergeText(title: string | null): string {
  const course = title ? `utbildningen ”${title}”` : 'en utbildning';
  return `Innan du loggade in svarade du på frågor i ${course} på den här enheten. Vill du spara svaren på ditt konto, så att du kan fortsätta där du slutade? Om du stänger rutan finns svaren kvar på enheten till nästa gång.`;
}

/**
 * Offers a learner who just logged in (or registered) to keep the answers they gave
 * anonymously in a course. Yes: the answers join the account's progress, are kept on the
 * device as not yet pushed, and are pushed at once (or, failing that, when the course is
 * opened). No: the anonymous copy is removed. Closing the dialog decides nothing: the answers
 * stay on the device and the offer comes back next time.
 */
export function LoginMergeOffer({ store }: { store: ProgressStore }) {
  const api = useApi();
  const showToast = useToast();
  const offer = useSyncExternalStore(store.subscribe, () => store.getState().mergeOffer);

  const keep = useCallback(async () => {
    const chosen = store.getState().mergeOffer;
    if (!chosen) {
      return;
    }
    const educationId = chosen.educationId;
    // First onto the account's progress (written to the device), then off the anonymous copy.
    store.update((state) => mergeAccepted(state, Date.now()));
    forgetAnonymousCourse(educationId);
    const progress = store.getState().learner.saved[educationId];
    if (!progress) {
      return;
    }
    const startedAt = Date.now();
    store.update((state) => pushStarted(state, educationId));
    try {
      await pushProgress(api, educationId, progress.entries);
      store.update((state) => pushed(state, educationId, startedAt, progress.entries));
      showToast(LOGIN_MERGE_TEXTS.kept);
    } catch {
      store.update((state) => pushFailed(state, educationId));
      showToast(LOGIN_MERGE_TEXTS.notYetKept, { kind: 'error', duration: 10_000 });
    }
  }, [api, showToast, store]);

  const discard = useCallback(() => {
    const chosen = store.getState().mergeOffer;
    if (chosen) {
      forgetAnonymousCourse(chosen.educationId);
    }
    store.update(mergeDeclined);
  }, [store]);

  const postpone = useCallback(() => store.update(mergeDeclined), [store]);

  return (
    <Popup
      open={offer !== null}
      title={LOGIN_MERGE_TEXTS.title}
      text={loginMergeText(progressTitle(offer))}
      size="medium"
      onClose={postpone}
      buttons={[
        { label: LOGIN_MERGE_TEXTS.keep, onClick: () => void keep() },
        { label: LOGIN_MERGE_TEXTS.discard, variant: 'secondary', onClick: discard },
      ]}
    />
  );
}
