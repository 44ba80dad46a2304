import { useId } from 'react';
import { SiteLink } from '../../app/site-link';
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
    <section className="web-course-step__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <ul className="web-course-step__questions">
        {questions.map((question) => (
          <li key={question.blockId}>
            <SiteLink href={question.path}>{question.title}</SiteLink> <span>({question.place})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
