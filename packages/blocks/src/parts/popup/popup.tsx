import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useLabels } from '../../i18n/labels';
import { popupLabels } from './popup-labels';
import { useModalFocus } from './use-modal-focus';

export interface PopupButton {
  /** The button's text. */
  label: string;
  onClick(): void;
  /** @default 'primary' */
  variant?: 'primary' | 'secondary';
}

export interface PopupProps {
  /** Whether the popup is shown. */
  open: boolean;
  /** The heading, which also names the dialog. */
  title: ReactNode;
  /** A short plain text under the title; it also describes the dialog. */
  text?: string;
  /** Anything more: a form, rich text. */
  children?: ReactNode;
  /** Whether the visitor may close it (close button, Escape, backdrop click). @default true */
  closable?: boolean;
  /** Called when the visitor closes it. */
  onClose(): void;
  /** Width of the popup. @default 'large' */
  size?: 'small' | 'medium' | 'large';
  /** Centres the text and the buttons. @default false */
  center?: boolean;
  /** Action buttons at the bottom, in order. */
  buttons?: readonly PopupButton[];
}

/**
 * A modal dialog (SPEC §2 Other UI): focus moves in after 100 ms and stays inside on Tab,
 * Escape closes it, and focus goes back to the control that opened it.
 *
 * @example
 * <Popup open={open} title="Logga ut?" onClose={close} buttons={[{ label: 'Logga ut', onClick: go }]} />
 */
export function Popup({
  open,
  title,
  text,
  children,
  closable = true,
  onClose,
  size = 'large',
  center = false,
  buttons = [],
}: PopupProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const textId = useId();
  const t = useLabels(popupLabels);
  useModalFocus(open, dialog, closable ? onClose : undefined);
  useScrollLock(open);

  if (!open) {
    return null;
  }
  return createPortal(
    <div className="jb-popup" data-size={size} data-center={center || undefined}>
      {/* A pointer convenience; keyboard users close with Escape or the close button. */}
      <div className="jb-popup__backdrop" aria-hidden="true" onClick={closable ? onClose : undefined} />
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={text ? textId : undefined}
        tabIndex={-1}
        className="jb-popup__dialog"
      >
        {closable && (
          <button type="button" className="jb-popup__close" onClick={onClose}>
            <span className="jb-visually-hidden">{t['popup.close']}</span>
            <span aria-hidden="true">×</span>
          </button>
        )}
        <h2 id={titleId} className="jb-popup__title">
          {title}
        </h2>
        {text && (
          <p id={textId} className="jb-popup__text">
            {text}
          </p>
        )}
        {children}
        {buttons.length > 0 && (
          <div className="jb-popup__buttons">
            {buttons.map((button) => (
              <button
                key={button.label}
                type="button"
                className="jb-button"
                data-variant={button.variant === 'secondary' ? 'secondary' : undefined}
                onClick={button.onClick}
              >
                {button.label}
              </button>
            ))}
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}

/** The page behind a modal does not scroll, so the popup stays where the visitor sees it. */
function useScrollLock(open: boolean): void {
  useEffect(() => {
    if (!open) {
      return;
    }
    const before = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = before;
    };
  }, [open]);
}
