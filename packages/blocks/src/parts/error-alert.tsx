import type { ReactNode } from 'react';

/** A failure said at once (role `alert`) in the error look, e.g. the server's refusal of a form. */
export function ErrorAlert({ children }: { children: ReactNode }) {
  return (
    <p className="jb-alert" data-tone="error" role="alert">
      {children}
    </p>
  );
}
