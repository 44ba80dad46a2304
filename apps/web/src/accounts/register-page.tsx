// Placeholder until its owner builds it.
export function RegisterPage() {
  return <p>RegisterPage</p>;
}
