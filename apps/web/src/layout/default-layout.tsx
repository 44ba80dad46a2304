// Placeholder until its owner builds it.
export function DefaultLayout({ children }: { children?: import('react').ReactNode }) {
  return <main id="innehall">{children}</main>;
}
