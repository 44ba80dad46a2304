import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from './button';

export interface ConfirmDialogProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** The question, e.g. "Logga ut?". */
  title: ReactNode;
  /** More text under the title. */
  children?: ReactNode;
  /** Text of the button that confirms. */
  confirmLabel: ReactNode;
  /** Text of the button that cancels. */
  cancelLabel: ReactNode;
  onConfirm(): void;
  /** Called on cancel, Escape and a click outside. */
  onCancel(): void;
  /** Marks the confirm button as destructive (e.g. delete account). */
  destructive?: boolean;
}

/**
 * A modal confirmation on the native `<dialog>`: the browser traps focus, Escape closes it,
 * and focus returns to the control that opened it when it closes.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  destructive = false,
}: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<Element | null>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) {
      return;
    }
    if (open && !element.open) {
      returnFocusTo.current = document.activeElement;
      // jsdom has no showModal; the attribute keeps tests close to the browser.
      if (typeof element.showModal === 'function') {
        element.showModal();
      } else {
        element.setAttribute('open', '');
      }
    } else if (!open && element.open) {
      if (typeof element.close === 'function') {
        element.close();
      } else {
        element.removeAttribute('open');
      }
      if (returnFocusTo.current instanceof HTMLElement) {
        returnFocusTo.current.focus();
      }
    }
  }, [open]);

  return (
    // A click on the backdrop cancels; keyboard users have Escape (the native cancel event).
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled by onCancel
    <dialog
      ref={dialog}
      className="jb-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      onClick={(event) => {
        if (event.target === dialog.current) {
          onCancel();
        }
      }}
    >
      <div className="jb-dialog__body">
        <h2 id={titleId} className="jb-dialog__title">
          {title}
        </h2>
        {children}
        <div className="jb-dialog__actions">
          {/* Cancel comes first: the browser focuses it on opening, so Enter never confirms by accident. */}
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <button
            type="button"
            className="jb-button"
            data-variant={destructive ? 'danger' : undefined}
            onClick={onConfirm}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
