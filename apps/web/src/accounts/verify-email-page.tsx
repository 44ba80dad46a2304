// Placeholder until its owner builds it.
export function VerifyEmailPage(_props: { token?: string | undefined }) {
  return <p>VerifyEmailPage</p>;
}
