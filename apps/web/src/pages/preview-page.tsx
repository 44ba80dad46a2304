// Placeholder until its owner builds it.
export function PreviewPage() {
  return <p>PreviewPage</p>;
}
