import type { ComponentPropsWithRef } from 'react';
import { tokenList } from '../engine/formatting/token-list';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** The look: filled with the primary colour (the default), outlined (`secondary`) or red (`danger`). */
  variant?: 'secondary' | 'danger';
}

/**
 * The design's button (`.jb-button`). It is `type="button"` unless told otherwise, so a button
 * inside a form does not submit it by accident.
 *
 * @example <Button variant="secondary" onClick={close}>Stäng</Button>
 */
export function Button({ variant, className, type = 'button', ...rest }: ButtonProps) {
  return (
    <button type={type} className={tokenList('jb-button', className)} data-variant={variant} {...rest} />
  );
}
