// Placeholder until its owner builds it.
export function FooterlessLayout({ children }: { children?: import('react').ReactNode }) {
  return <main id="innehall">{children}</main>;
}
