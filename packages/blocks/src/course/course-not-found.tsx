import { useLabels } from '../i18n/labels';
import { courseLabels } from './course-labels';

/** The default for a step the course does not have: the not-found heading at that address. */
export function CourseNotFound() {
  const t = useLabels(courseLabels);
  return (
    <article className="jb-course-step">
      <h1>{t['course.notFound']}</h1>
    </article>
  );
}
