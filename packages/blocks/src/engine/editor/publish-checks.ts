import {
  type Block,
  type Education,
  type Header,
  type Hero,
  type Page,
  type Settings,
  SlugSchema,
} from '@jamstalldhet/contract';
import { htmlAddresses, isAllowedUrlField } from '../html/content-addresses';
import { CONTENT_HTML_POLICY, isAllowedAddress } from '../html/html-policy';
import { contentFindings } from './content-rules/content-rules';
import { draftFieldProblems } from './draft-field-checks';
import {
  blockPlace,
  blockProblems,
  type DocumentPlace,
  type PublishProblem,
  problemAt,
} from './publish-block-checks';
import { publishProblemTexts as texts, publishPlaceWords as words } from './publish-labels';
import { requiredFieldProblems } from './publish-required-fields';

export type { PublishProblem } from './publish-block-checks';

/** Addresses other documents already use, gathered by the caller. */
export interface TakenAddresses {
  /**
   * Slugs of every other page, course and room, and the first segments of the site's own routes
   * (`anvandare`, `intyg`, …). The document's own slug must not be in it.
   */
  slugs: ReadonlySet<string>;
}

interface PlacedBlock {
  block: Block;
  place: DocumentPlace;
}

function slugProblems(slug: string, taken: TakenAddresses, where: string): PublishProblem[] {
  const place = { where, keys: ['slug'] };
  if (!SlugSchema.safeParse(slug).success) {
    return [problemAt(place, [], texts.slugFormat(slug))];
  }
  return taken.slugs.has(slug) ? [problemAt(place, [], texts.slugTaken(slug))] : [];
}

function heroAndHeaderProblems(hero: Hero | undefined, header: Header): PublishProblem[] {
  const problems: PublishProblem[] = [];
  const heroPlace = { where: words.hero, keys: ['hero'] };
  const heroImage = hero?.images.desktop_x2;
  if (heroImage !== undefined && heroImage.trim() !== '') {
    if (!isAllowedUrlField(heroImage)) {
      problems.push(problemAt(heroPlace, ['images', 'desktop_x2'], texts.urlField(heroImage)));
    }
    if (hero?.alt.trim() === '' && hero.decorative !== true) {
      problems.push(problemAt(heroPlace, ['alt'], texts.imageAlt));
    }
  }
  for (const field of ['fb_img', 'twitter_img'] as const) {
    const address = header[field];
    if (address !== undefined && address.trim() !== '' && !isAllowedUrlField(address)) {
      problems.push(
        problemAt({ where: words.shareImage, keys: ['header'] }, [field], texts.urlField(address)),
      );
    }
  }
  return problems;
}

// The content rules' errors (issue 40): a skipped heading, a link that does not say where it goes,
// a video without audio description, a table without headers. Their varningar do not stop a publish.
function contentErrors(document: Education | Page): PublishProblem[] {
  return contentFindings(document)
    .filter((finding) => finding.severity === 'error')
    .map(({ where, path, message }) => ({ where, path, message }));
}

// Learners' answers are saved by block id, so one id must name one block in the whole document.
function duplicateIdProblems(blocks: readonly PlacedBlock[]): PublishProblem[] {
  const firstPlace = new Map<string, DocumentPlace>();
  const problems: PublishProblem[] = [];
  for (const { block, place } of blocks) {
    const first = firstPlace.get(block.block_id);
    if (first === undefined) {
      firstPlace.set(block.block_id, place);
    } else {
      problems.push(problemAt(place, ['block_id'], texts.duplicateBlockId(block.block_id, first.where)));
    }
  }
  return problems;
}

// A block's own checks and its form's required fields; a field both check (a video's
// transcript) is named once.
function checkedBlock({ block, place }: PlacedBlock): PublishProblem[] {
  const found = blockProblems(block, place);
  const paths = new Set(found.map((problem) => problem.path));
  return [...found, ...requiredFieldProblems(block, place).filter((problem) => !paths.has(problem.path))];
}

function sectionBlocks(blocks: readonly Block[], where: string, keys: readonly (string | number)[]) {
  return blocks.map((block, index) => ({ block, place: blockPlace(where, index, block, [...keys, index]) }));
}

// Chapter pages, and the problems of the containers that hold them (an empty chapter,
// episode or page is a step a learner would see with nothing on it).
function chapterBlocksAndProblems(education: Education) {
  const blocks: PlacedBlock[] = [];
  const problems: PublishProblem[] = [];
  if (education.chapters.length === 0) {
    problems.push(problemAt({ where: words.chapters, keys: [] }, ['chapters'], texts.noChapters));
  }
  education.chapters.forEach((chapter, chapterIndex) => {
    const chapterWhere = `${words.chapter} ${chapterIndex + 1}`;
    const chapterKeys = ['chapters', chapterIndex];
    if (chapter.episodes.length === 0) {
      problems.push(problemAt({ where: chapterWhere, keys: chapterKeys }, ['episodes'], texts.emptyChapter));
    }
    chapter.episodes.forEach((episode, episodeIndex) => {
      const episodeWhere = `${chapterWhere}, ${words.episode} ${episodeIndex + 1}`;
      const episodeKeys = [...chapterKeys, 'episodes', episodeIndex, 'components'];
      if (episode.components.every((page) => page.length === 0)) {
        problems.push(problemAt({ where: episodeWhere, keys: episodeKeys }, [], texts.emptyEpisode));
        return;
      }
      episode.components.forEach((page, pageIndex) => {
        const pageWhere = `${episodeWhere}, ${words.page} ${pageIndex + 1}`;
        const pageKeys = [...episodeKeys, pageIndex];
        if (page.length === 0) {
          problems.push(problemAt({ where: pageWhere, keys: pageKeys }, [], texts.emptyPage));
        }
        blocks.push(...sectionBlocks(page, pageWhere, pageKeys));
      });
    });
  });
  return { blocks, problems };
}

function courseBlocksPlaced(education: Education, chapterBlocks: readonly PlacedBlock[]): PlacedBlock[] {
  return [
    ...sectionBlocks(education.presentation.components, words.presentation, ['presentation', 'components']),
    ...chapterBlocks,
    ...sectionBlocks(education.evaluation.components, words.evaluation, ['evaluation', 'components']),
    ...sectionBlocks(education.completed.components, words.thanks, ['completed', 'components']),
  ];
}

/**
 * Every block of a course in course order with its place in words, as publish problems name it:
 * what the editor's report of a publish's effect on learners says.
 *
 * @example courseBlockPlaces(education)[0] // { block, where: 'Presentation, block 1 (Text)' }
 */
export function courseBlockPlaces(education: Education): Array<{ block: Block; where: string }> {
  return courseBlocksPlaced(education, chapterBlocksAndProblems(education).blocks).map(
    ({ block, place }) => ({
      block,
      where: place.where,
    }),
  );
}

/**
 * Every block of a course or a page in document order with its place in words: a course's as
 * {@link courseBlockPlaces}, a page's as 'Block 2 (Bild)'.
 */
export function documentBlockPlaces(document: Education | Page): Array<{ block: Block; where: string }> {
  if (Array.isArray((document as { chapters?: unknown }).chapters)) {
    return courseBlockPlaces(document as Education);
  }
  return sectionBlocks((document as Page).components, '', ['components']).map(({ block, place }) => ({
    block,
    where: place.where,
  }));
}

/**
 * Everything that stops a course from being published (issue 23); empty when it may be. The
 * address and hero come first, then empty chapters, episodes and pages, then blocks in course
 * order, then repeated block ids. The API refuses a publish with these as a 400, the editor lists them
 * with links to their fields: one rule for both.
 *
 * @example educationPublishProblems(education, { slugs: new Set(['start']) })
 * // [{ where: 'Kapitel 2, Episod 1, Sida 3, block 4 (Video)',
 * //    path: 'chapters[1].episodes[0].components[2][3].video_transcript',
 * //    message: 'Videon saknar textversion (transkription).' }]
 */
export function educationPublishProblems(education: Education, taken: TakenAddresses): PublishProblem[] {
  const chapters = chapterBlocksAndProblems(education);
  const blocks = courseBlocksPlaced(education, chapters.blocks);
  const { from, to } = education.available;
  const datesCross = typeof from === 'number' && typeof to === 'number' && to < from;
  return [
    ...slugProblems(education.slug, taken, words.educationAddress),
    ...heroAndHeaderProblems(education.hero, education.header),
    ...(datesCross
      ? [problemAt({ where: words.available, keys: ['available'] }, ['to'], texts.availableOrder)]
      : []),
    ...chapters.problems,
    ...blocks.flatMap(checkedBlock),
    ...duplicateIdProblems(blocks),
    ...contentErrors(education),
  ];
}

/**
 * Everything that stops a page or a room from being published, like
 * {@link educationPublishProblems}. A course shown as a page is checked as the course.
 *
 * @example pagePublishProblems(page, { slugs: new Set() })[0]?.where // 'Block 2 (Bild)'
 */
export function pagePublishProblems(page: Page, taken: TakenAddresses): PublishProblem[] {
  const blocks = sectionBlocks(page.components, '', ['components']);
  const empty =
    blocks.length === 0
      ? [problemAt({ where: words.pageBlocks, keys: [] }, ['components'], texts.noPageBlocks)]
      : [];
  return [
    ...slugProblems(page.slug, taken, words.pageAddress),
    ...heroAndHeaderProblems(page.hero, page.header),
    ...empty,
    ...blocks.flatMap(checkedBlock),
    ...duplicateIdProblems(blocks),
    ...contentErrors(page),
  ];
}

// Where a settings problem is, in words: the part of the settings its path starts with.
function settingsWhere(path: string): string {
  const part = path.split(/[.[]/)[0] ?? '';
  return Object.hasOwn(words.settingsParts, part)
    ? words.settingsParts[part as keyof typeof words.settingsParts]
    : words.settings;
}

// The settings' HTML texts with their paths: the terms, the cookie texts, footer HTML items.
function settingsHtml(settings: Settings): Array<[string, string | undefined]> {
  const fields: Array<[string, string | undefined]> = [
    ['evaluation_terms', settings.evaluation_terms],
    ['cookie_consent.popup.text', settings.cookie_consent?.popup.text],
    ['cookie_consent.settings.text', settings.cookie_consent?.settings.text],
  ];
  for (const row of ['upper', 'lower'] as const) {
    settings.footer[row].forEach((column, columnIndex) => {
      column.items.forEach((item, itemIndex) => {
        if (item.type === 'html') {
          fields.push([`footer.${row}[${columnIndex}].items[${itemIndex}].text`, item.text]);
        }
      });
    });
  }
  return fields;
}

/**
 * Everything that stops the site settings from being published: addresses in the navigation and
 * footer (a phone item `tel:` and a number), and links in the HTML texts (evaluation terms,
 * cookie texts, footer HTML), by the same rules as a draft save and a page's HTML.
 *
 * @example settingsPublishProblems(settings)[0] // { where: 'Sidfot', path: 'footer.upper[2].items[1].url', … }
 */
export function settingsPublishProblems(settings: Settings): PublishProblem[] {
  const fields = draftFieldProblems(settings).map((problem) => ({
    where: settingsWhere(problem.path),
    ...problem,
  }));
  const links = settingsHtml(settings).flatMap(([path, html]) =>
    (html === undefined ? [] : htmlAddresses(html))
      .filter((address) => !isAllowedAddress(address, CONTENT_HTML_POLICY.schemes))
      .map((address) => ({ where: settingsWhere(path), path, message: texts.htmlLink(address) })),
  );
  return [...fields, ...links];
}
