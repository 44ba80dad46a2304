import { useId } from 'react';
import { CourseLink } from '../host/course-link';
import type { BlockingQuestion } from './sorry-questions';

/** One group of questions on the sorry page, each a link to the page it is on. */
export function BlockingQuestionList({
  heading,
  questions,
}: {
  heading: string;
  questions: readonly BlockingQuestion[];
}) {
  const headingId = useId();
  if (questions.length === 0) {
    return null;
  }
  return (
    <section className="jb-course-step__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <ul className="jb-course-step__questions">
        {questions.map((question) => (
          <li key={question.blockId}>
            <CourseLink href={question.path}>{question.title}</CourseLink> <span>({question.place})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
