import type { CompletionState } from './use-course-completion';

const FAILED_TEXTS = {
  evaluation: 'Utvärderingen kunde inte sparas. Dina svar finns kvar, så du kan försöka igen.',
  completion: 'Utbildningen kunde inte slutföras. Dina svar finns kvar, så du kan försöka igen.',
} as const;

/**
 * What `Slutför utbildning` is doing, next to the button: a polite note while it works, an
 * alert when it failed. Both regions stay in the page, so each change is read out.
 */
export function CompletionMessage({ state }: { state: CompletionState }) {
  return (
    <div className="web-completion-message">
      <div role="status">{state.status === 'busy' && <p>Skickar dina svar …</p>}</div>
      <div role="alert">
        {state.status === 'failed' && (
          <div className="jb-alert" data-tone="error">
            <p>{FAILED_TEXTS[state.reason]}</p>
            {state.detail && <p>Felet: {state.detail}</p>}
          </div>
        )}
      </div>
    </div>
  );
}
