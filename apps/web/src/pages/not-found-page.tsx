// Placeholder until its owner builds it.
export function NotFoundPage() {
  return <p>NotFoundPage</p>;
}
