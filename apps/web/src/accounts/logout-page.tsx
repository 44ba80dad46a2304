// Placeholder until its owner builds it.
export function LogoutPage() {
  return <p>LogoutPage</p>;
}
