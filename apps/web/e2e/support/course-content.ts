import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The demo courses as their JSON files write them (apps/api/content/educations): what a
 * journey answers and where each page is. Read straight from the files, not through the
 * site's engine, so a journey's expectations do not come from the code under test.
 */

/** One question of a page or of the evaluation. */
export interface CourseQuestion {
  blockId: string;
  title: string;
  /** Radio buttons, checkboxes, or a text field (one line or several). */
  kind: 'radio' | 'checkbox' | 'text';
  mandatory: boolean;
  /** The question has a right answer and a `Rätta svaret` button. */
  graded: boolean;
  options: { id: string; label: string; correct: boolean }[];
  wrongHeading: string;
  correctHeading: string;
}

/** One page of an episode, with its address and the questions on it. */
export interface CoursePage {
  chapter: number;
  episode: number;
  page: number;
  /** Pages in its episode, for `Sida N av M`. */
  pagesInEpisode: number;
  chapterTitle: string;
  /** The page's `<h1>`. */
  episodeTitle: string;
  path: string;
  questions: CourseQuestion[];
}

export interface CourseContent {
  id: number;
  slug: string;
  title: string;
  chapterCount: number;
  pages: CoursePage[];
  evaluation: CourseQuestion[];
}

interface RawBlock {
  block_id: string;
  name: string;
  title?: string;
  mandatory?: boolean;
  has_correction?: boolean;
  multiselect?: boolean;
  answers?: { id: string; label: string; correct?: boolean }[];
  correct_heading?: string;
  wrong_heading?: string;
}

interface RawEducation {
  id: number;
  slug: string;
  title: string;
  chapters: { title: string; episodes: { title: string; components: RawBlock[][] }[] }[];
  evaluation?: { components: RawBlock[] };
}

const contentDirectory = fileURLToPath(new URL('../../../api/content/', import.meta.url));

function question(block: RawBlock): CourseQuestion | null {
  if (!block.name.startsWith('question-')) {
    return null;
  }
  const textual = block.name === 'question-input-text' || block.name === 'question-textarea';
  const multiple = block.multiselect === true || block.name.startsWith('question-checkbox');
  return {
    blockId: block.block_id,
    title: block.title ?? '',
    kind: textual ? 'text' : multiple ? 'checkbox' : 'radio',
    mandatory: block.mandatory === true,
    graded: block.has_correction === true && (block.answers ?? []).some((answer) => answer.correct),
    options: (block.answers ?? []).map((answer) => ({
      id: answer.id,
      label: answer.label,
      correct: answer.correct === true,
    })),
    wrongHeading: block.wrong_heading || 'Inte riktigt.',
    correctHeading: block.correct_heading || 'Rätt!',
  };
}

function questionsOf(blocks: readonly RawBlock[]): CourseQuestion[] {
  return blocks.map(question).filter((found): found is CourseQuestion => found !== null);
}

/** A demo course by its slug, e.g. `readCourse('jamstalldhet-i-skolan')`. */
export function readCourse(slug: string): CourseContent {
  const raw = JSON.parse(readFileSync(`${contentDirectory}educations/${slug}.json`, 'utf8')) as RawEducation;
  const pages: CoursePage[] = [];
  raw.chapters.forEach((chapter, chapterIndex) => {
    chapter.episodes.forEach((episode, episodeIndex) => {
      episode.components.forEach((blocks, pageIndex) => {
        const [c, e, p] = [chapterIndex + 1, episodeIndex + 1, pageIndex + 1];
        pages.push({
          chapter: c,
          episode: e,
          page: p,
          pagesInEpisode: episode.components.length,
          chapterTitle: chapter.title,
          episodeTitle: episode.title,
          path: `/${raw.slug}/${c}/${e}/${p}`,
          questions: questionsOf(blocks),
        });
      });
    });
  });
  return {
    id: raw.id,
    slug: raw.slug,
    title: raw.title,
    chapterCount: raw.chapters.length,
    pages,
    evaluation: questionsOf(raw.evaluation?.components ?? []),
  };
}

/** The page at this address of a course. */
export function pageAt(course: CourseContent, chapter: number, episode: number, page: number): CoursePage {
  const found = course.pages.find(
    (candidate) => candidate.chapter === chapter && candidate.episode === episode && candidate.page === page,
  );
  if (!found) {
    throw new Error(`${course.slug} has no page ${chapter}/${episode}/${page}.`);
  }
  return found;
}

/** The question at this place on a page (0 for the first). */
export function questionAt(coursePage: CoursePage, index: number): CourseQuestion {
  const found = coursePage.questions[index];
  if (!found) {
    throw new Error(`${coursePage.path} has no question ${index + 1}.`);
  }
  return found;
}

/** The labels a learner who knows the subject chooses: the correct ones, or the first for opinions. */
export function rightLabels(question: CourseQuestion): string[] {
  if (question.graded) {
    return question.options.filter((option) => option.correct).map((option) => option.label);
  }
  return question.options.slice(0, 1).map((option) => option.label);
}

/** A wrong answer to a graded question: the first option that is not correct. */
export function wrongLabels(question: CourseQuestion): string[] {
  const wrong = question.options.find((option) => !option.correct);
  if (!question.graded || !wrong) {
    throw new Error(`${question.blockId} has no wrong answer to give.`);
  }
  return [wrong.label];
}

/** What a learner writes in a text question; short enough for every `max_length`. */
export function sampleText(question: CourseQuestion): string {
  return `Svar på ${question.blockId}`.slice(0, 30);
}

/**
 * The time between a logged-in learner's pushes (`apiSynchTime` of the demo settings), in
 * milliseconds: a journey moves the page's clock on by this much to reach the next push.
 */
export function syncIntervalMs(): number {
  const settings = JSON.parse(readFileSync(`${contentDirectory}settings.json`, 'utf8')) as {
    apiSynchTime: number;
  };
  return settings.apiSynchTime * 1000;
}
