// Placeholder until its owner builds it.
export function CourseRoute(_props: { slug: string; step: string[] }) {
  return <p>CourseRoute</p>;
}
