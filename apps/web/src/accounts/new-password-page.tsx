// Placeholder until its owner builds it.
export function NewPasswordPage(_props: { token: string }) {
  return <p>NewPasswordPage</p>;
}
