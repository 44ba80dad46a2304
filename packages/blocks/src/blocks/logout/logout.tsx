import { useEffect, useRef, useState } from 'react';
import { useBlocks } from '../../blocks-provider/blocks-context';
import { tokenList } from '../../engine/formatting/token-list';
import { useLabels } from '../../i18n/labels';
import type { BlockProps } from '../../parts/block-props';
import { Button } from '../../parts/button';
import { ConfirmDialog } from '../../parts/confirm-dialog';
import { Heading } from '../../parts/heading';
import { RichText } from '../../parts/rich-text';
import { logoutLabels } from './logout-labels';

type LogoutState = 'idle' | 'pending' | 'done' | 'error';

/**
 * `logout`: a text and a 'Logga ut' button that asks for confirmation before the host's
 * `logout` call, then says that the user is logged out.
 *
 * @example <Logout block={block} />
 */
export function Logout({ block, className, ...rest }: BlockProps) {
  const { api, user } = useBlocks();
  const t = useLabels(logoutLabels);
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<LogoutState>('idle');
  const statusRef = useRef<HTMLParagraphElement>(null);
  const logout = api?.logout;

  // The button is gone once logged out; focus moves to the message instead of the page start.
  useEffect(() => {
    if (state === 'done') {
      statusRef.current?.focus();
    }
  }, [state]);

  async function confirm() {
    setOpen(false);
    if (!logout || state === 'pending') {
      return;
    }
    setState('pending');
    try {
      await logout();
      setState('done');
    } catch {
      setState('error');
    }
  }

  const canLogOut = Boolean(user?.loggedIn) && logout !== undefined && state !== 'done';

  return (
    <div className={tokenList('jb-logout', className)} data-state={state} {...rest}>
      {block.title && <Heading className="jb-logout__title">{block.title}</Heading>}
      {state !== 'done' &&
        (user?.loggedIn ? (
          block.html ? (
            <RichText className="jb-logout__text" html={block.html} />
          ) : (
            <p className="jb-logout__text">{t['logout.text']}</p>
          )
        ) : (
          <p className="jb-logout__text">{t['logout.notLoggedIn']}</p>
        ))}
      <p ref={statusRef} role="status" tabIndex={-1} className="jb-logout__status">
        {state === 'pending' && t['logout.pending']}
        {state === 'done' && t['logout.done']}
      </p>
      {state === 'error' && (
        <p role="alert" className="jb-alert jb-logout__error" data-tone="error">
          {t['logout.error']}
        </p>
      )}
      {canLogOut && (
        <>
          <Button className="jb-logout__button" onClick={() => setOpen(true)}>
            {t['logout.button']}
          </Button>
          <ConfirmDialog
            open={open}
            title={t['logout.confirmTitle']}
            confirmLabel={t['logout.confirm']}
            cancelLabel={t['logout.cancel']}
            onConfirm={confirm}
            onCancel={() => setOpen(false)}
          />
        </>
      )}
    </div>
  );
}
