// The course half of the packed-package check: another site's host code (under 40 lines) runs a
// whole demo course through the package's default adapters, served by the real API in demo
// mode, and a learner in Chromium goes from the first page to the thank-you page. What to
// answer comes from the course's JSON, as in the site's own journeys.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The host code another authority site writes to run a course: the whole of it. */
export const COURSE_HOST_CODE = `import { Course, CourseProvider, createFetchTransport } from '@jamstalldhet/blocks/course';
import '@jamstalldhet/blocks/styles.css';
import { createRoot } from 'react-dom/client';

// The SPEC §7 calls on this origin; progress on the device; the browser's address as the route.
const transport = createFetchTransport();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <CourseProvider transport={transport}>
      <Course />
    </CourseProvider>,
  );
}
`;

/** The questions of a block list as the learner meets them, with what a learner who knows answers. */
function questionsOf(blocks) {
  return blocks
    .filter((block) => block.name.startsWith('question-'))
    .map((block) => {
      const text = block.name === 'question-input-text' || block.name === 'question-textarea';
      const multiple = block.multiselect === true || block.name.startsWith('question-checkbox');
      const options = block.answers ?? [];
      const graded = block.has_correction === true && options.some((option) => option.correct);
      const right = graded ? options.filter((option) => option.correct) : options.slice(0, 1);
      return {
        title: block.title ?? '',
        kind: text ? 'text' : multiple ? 'checkbox' : 'radio',
        labels: right.map((option) => option.label),
        text: `Svar på ${block.block_id}`.slice(0, 30),
      };
    });
}

/** A demo course's pages and evaluation, from apps/api/content/educations/{slug}.json. */
export function readDemoCourse(repository, slug) {
  const file = path.join(repository, 'apps/api/content/educations', `${slug}.json`);
  const raw = JSON.parse(readFileSync(file, 'utf8'));
  const pages = [];
  raw.chapters.forEach((chapter, c) => {
    chapter.episodes.forEach((episode, e) => {
      episode.components.forEach((blocks, p) => {
        pages.push({
          path: `/${slug}/${c + 1}/${e + 1}/${p + 1}`,
          title: episode.title,
          questions: questionsOf(blocks),
        });
      });
    });
  });
  return { slug, pages, evaluation: questionsOf(raw.evaluation?.components ?? []) };
}

async function answerAll(page, questions) {
  for (const question of questions) {
    if (question.kind === 'text') {
      await page.getByRole('textbox', { name: question.title }).fill(question.text);
      continue;
    }
    const group = page.getByRole('group', { name: question.title });
    for (const label of question.labels) {
      await group.getByRole(question.kind, { name: label, exact: true }).check();
    }
  }
}

async function expectHeading(page, name) {
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor({ timeout: 15_000 });
}

/** Takes the course as an anonymous learner, from its first page to the thank-you page. */
export async function takeCourse(page, origin, course) {
  await page.goto(`${origin}${course.pages[0].path}`);
  for (const [index, coursePage] of course.pages.entries()) {
    await page.waitForURL(`${origin}${coursePage.path}`);
    await expectHeading(page, coursePage.title);
    await answerAll(page, coursePage.questions);
    const last = index === course.pages.length - 1;
    await page.getByRole('button', { name: last ? 'Till utvärdering' : 'Nästa sida' }).click();
  }
  await page.waitForURL(`${origin}/${course.slug}/utvardering`);
  await expectHeading(page, 'Utvärdering');
  await answerAll(page, course.evaluation);
  await page.getByRole('button', { name: 'Slutför utbildning' }).click();
  await page.waitForURL(`${origin}/${course.slug}/tack`);
  await expectHeading(page, 'Tack för att du har gått utbildningen');
}
