import { pagePath } from '@jamstalldhet/blocks/engine';
import type { Education } from '@jamstalldhet/contract';
import { SiteLink } from '../../app/site-link';

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
  return (
    <ol className="web-education-menu__chapters">
      {education.chapters.map((chapter, chapterIndex) => {
        const chapterNumber = chapterIndex + 1;
        const done = completion[chapterIndex] === true;
        return (
          <li
            key={chapter.idx ?? chapterNumber}
            className="web-education-menu__chapter"
            data-done={done || undefined}
          >
            <h3 className="web-education-menu__chapter-title">
              <span className="web-education-menu__chapter-number">Kapitel {chapterNumber}:</span>{' '}
              {chapter.title}
              {done && (
                <span className="web-education-menu__done">
                  {' '}
                  <span aria-hidden="true">✓</span> klart
                </span>
              )}
            </h3>
            <ol className="web-education-menu__episodes">
              {chapter.episodes.map((episode, episodeIndex) => {
                const episodeNumber = episodeIndex + 1;
                const isCurrent = current?.chapter === chapterNumber && current.episode === episodeNumber;
                return (
                  <li key={episode.idx ?? episodeNumber}>
                    <SiteLink
                      className="web-education-menu__episode"
                      href={pagePath(education.slug, chapterNumber, episodeNumber, 1)}
                      aria-current={isCurrent ? 'step' : undefined}
                      onClick={onNavigate}
                    >
                      {episode.title}
                    </SiteLink>
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
