// Placeholder until its owner builds it.
export function LoginPage() {
  return <p>LoginPage</p>;
}
