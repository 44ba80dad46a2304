// Placeholder until its owner builds it.
export function MyPagesRoute(_props: { section?: string | undefined }) {
  return <p>MyPagesRoute</p>;
}
