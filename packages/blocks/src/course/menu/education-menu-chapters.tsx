import type { Education } from '@jamstalldhet/contract';
import { pagePath } from '../../engine/index';
import { formatLabel, useLabels } from '../../i18n/labels';
import { courseLabels } from '../course-labels';
import { CourseLink } from '../host/course-link';

/** The chapter and episode shown; 1-based like the URL. */
export interface CurrentEpisode {
  chapter: number;
  episode: number;
}

export interface EducationMenuChaptersProps {
  education: Education;
  /** Per chapter, whether it is done (the engine's `chapterCompletion`). */
  completion: readonly boolean[];
  current?: CurrentEpisode | undefined;
  /** Called when a link is followed: the menu closes with the page it leaves. */
  onNavigate(): void;
}

/** The chapters of the education menu, each with its episodes as links to their first page. */
export function EducationMenuChapters({
  education,
  completion,
  current,
  onNavigate,
}: EducationMenuChaptersProps) {
  const t = useLabels(courseLabels);
  return (
    <ol className="jb-education-menu__chapters">
      {education.chapters.map((chapter, chapterIndex) => {
        const chapterNumber = chapterIndex + 1;
        const done = completion[chapterIndex] === true;
        return (
          <li
            key={chapter.idx ?? chapterNumber}
            className="jb-education-menu__chapter"
            data-done={done || undefined}
          >
            <h3 className="jb-education-menu__chapter-title">
              <span className="jb-education-menu__chapter-number">
                {formatLabel(t['course.menuChapter'], { number: chapterNumber })}
              </span>{' '}
              {chapter.title}
              {done && (
                <span className="jb-education-menu__done">
                  {' '}
                  <span aria-hidden="true">✓</span> {t['course.menuChapterDone']}
                </span>
              )}
            </h3>
            <ol className="jb-education-menu__episodes">
              {chapter.episodes.map((episode, episodeIndex) => {
                const episodeNumber = episodeIndex + 1;
                const isCurrent = current?.chapter === chapterNumber && current.episode === episodeNumber;
                return (
                  <li key={episode.idx ?? episodeNumber}>
                    <CourseLink
                      className="jb-education-menu__episode"
                      href={pagePath(education.slug, chapterNumber, episodeNumber, 1)}
                      aria-current={isCurrent ? 'step' : undefined}
                      onClick={onNavigate}
                    >
                      {episode.title}
                    </CourseLink>
                  </li>
                );
              })}
            </ol>
          </li>
        );
      })}
    </ol>
  );
}
