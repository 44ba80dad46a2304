// Placeholder until its owner builds it.
export function AuthCallbackPage() {
  return <p>AuthCallbackPage</p>;
}
