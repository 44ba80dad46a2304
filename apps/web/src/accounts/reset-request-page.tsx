// Placeholder until its owner builds it.
export function ResetRequestPage() {
  return <p>ResetRequestPage</p>;
}
