import { Button } from '@jamstalldhet/blocks';
import type { ReactNode } from 'react';
import type { MailLinkState } from './use-mail-link-check';

export interface MailLinkStatusProps {
  /** The link's state, from `useMailLinkCheck`; nothing is shown once it is valid. */
  state: MailLinkState;
  /** Checks the link again after a failure that was not the link's fault. */
  onRetry: () => void;
  /** What to say when the link is used up, replaced, expired or unknown. */
  invalid: ReactNode;
}

/** What a mailed-link page says before it can offer anything: checking, dead link, or failure. */
export function MailLinkStatus({ state, onRetry, invalid }: MailLinkStatusProps) {
  switch (state) {
    case 'checking':
      return <p role="status">Kontrollerar länken …</p>;
    case 'invalid':
      return invalid;
    case 'error':
      return (
        <div className="jb-alert" data-tone="error" role="alert">
          <p>Länken kunde inte kontrolleras just nu.</p>
          <Button variant="secondary" onClick={onRetry}>
            Försök igen
          </Button>
        </div>
      );
    case 'valid':
      return null;
    default:
      return state satisfies never;
  }
}
