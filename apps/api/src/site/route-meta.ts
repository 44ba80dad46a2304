import {
  CONTINUE_SEGMENT,
  courseSteps,
  EVALUATION_SEGMENT,
  findStepIndex,
  headerMeta,
  NOT_FOUND_META,
  type PageMeta,
  SORRY_SEGMENT,
  THANKS_SEGMENT,
  type TitleStep,
} from '@jamstalldhet/blocks/engine';
import {
  type Education,
  MY_PAGES_SLUG,
  matchPage,
  PAGES,
  type PageDefinition,
  START_PAGE_SLUG,
} from '@jamstalldhet/contract';
import type { Database } from '../db/database';
import { findEducationBySlug, findPageBySlug } from '../storage/content';

/** What the page shell of one address says in its head, and the status it is answered with. */
export interface RouteMeta {
  meta: PageMeta;
  status: 200 | 404;
  /** The slug of the page or course shown here (`GET /api/pages/{slug}`): its answer renders it. */
  pageSlug?: string;
}

const LEVEL = /^[1-9][0-9]{0,5}$/;
const NOT_FOUND: RouteMeta = { meta: NOT_FOUND_META, status: 404 };

const found = (meta: PageMeta): RouteMeta => ({ meta, status: 200 });

/**
 * The meta of the page the website shows at `pathname` (SPEC §2), found in the contract's page
 * table as the website's router finds it: fixed pages by their titles, pages and presentations
 * by slug, course steps by their education with the step's suffix. An address the site cannot
 * show is not found.
 *
 * @example await routeMeta(db, '/jamstalldhet-i-skolan/2/1') // title '… Kapitel 2 Episod 1'
 */
export async function routeMeta(db: Database, pathname: string): Promise<RouteMeta> {
  const match = matchPage(pathname);
  const params = match && decodedParams(match.params);
  if (!match || !params) {
    return NOT_FOUND;
  }
  const { slug = '', section = '', '*': rest = '' } = params;
  switch (match.id) {
    case 'start':
      return pageMeta(db, START_PAGE_SLUG, { startPage: true });
    case 'myPages':
      return pageMeta(db, MY_PAGES_SLUG);
    case 'myPagesSection':
      return pageMeta(db, section);
    case 'notFound':
      return NOT_FOUND;
    case 'contentPage':
      if (slug === START_PAGE_SLUG) {
        return pageMeta(db, START_PAGE_SLUG, { startPage: true });
      }
      return pageMeta(db, slug);
    case 'course':
      return courseMeta(db, slug, rest.split('/'));
    default: {
      // A fixed page: its title and whether it is indexed are the table's. Who may see it is
      // the API's to decide on each call; the shell only names the page.
      const page: PageDefinition = PAGES[match.id];
      return found({
        ...(page.title === null ? {} : { title: page.title }),
        ...(page.noindex ? { noindex: true } : {}),
      });
    }
  }
}

/** A page, else an education's presentation, as `GET /api/pages/{slug}` finds them. */
async function pageMeta(
  db: Database,
  slug: string,
  options: { startPage?: boolean } = {},
): Promise<RouteMeta> {
  const page = await findPageBySlug(db, slug);
  // A room is for its members only, and the shell knows no one: it answers as for a page that
  // does not exist, so its name and existence stay hidden (the member's site shows the room).
  if (page?.post_type === 'room') {
    return NOT_FOUND;
  }
  if (page) {
    const meta = headerMeta(page.title, page.header);
    // The start page is named by the site name alone (SPEC §2). The page's answer goes into
    // the shell (pageSlug), and the server renders the page with it (issue 25).
    return { ...found(options.startPage ? { ...meta, title: undefined } : meta), pageSlug: slug };
  }
  if (options.startPage) {
    return found({});
  }
  const education = await findEducationBySlug(db, slug);
  return education ? { ...found(headerMeta(education.title, education.header)), pageSlug: slug } : NOT_FOUND;
}

async function courseMeta(db: Database, slug: string, levels: string[]): Promise<RouteMeta> {
  const education = await findEducationBySlug(db, slug);
  const step = education ? courseStep(education, levels) : null;
  if (!education || step === null) {
    return NOT_FOUND;
  }
  return { ...found({ ...headerMeta(education.title, education.header), step }), pageSlug: slug };
}

/** The title step of a course address; undefined for 'fortsatt', null for no page of the course. */
function courseStep(education: Education, levels: string[]): TitleStep | undefined | null {
  const [first, ...more] = levels;
  if (more.length === 0) {
    switch (first) {
      case CONTINUE_SEGMENT:
        return undefined;
      case EVALUATION_SEGMENT:
        return { kind: 'evaluation' };
      case THANKS_SEGMENT:
        return { kind: 'thanks' };
      case SORRY_SEGMENT:
        return { kind: 'sorry' };
    }
  }
  if (levels.length > 3 || !levels.every((level) => LEVEL.test(level))) {
    return null;
  }
  const [chapter, episode, page] = levels.map(Number);
  if (chapter === undefined) {
    return null;
  }
  // A chapter, episode or page the course does not have is not found, whoever may take it: each
  // made-up number would otherwise be a page of its own (issue 39).
  if (findStepIndex(courseSteps(education), { chapter, episode, page }) === -1) {
    return null;
  }
  // The title names the levels the address gives, as the site's router sees them.
  return { chapter, ...(episode === undefined ? {} : { episode }), ...(page === undefined ? {} : { page }) };
}

/** The parameters of an address decoded, or null when one cannot be decoded. */
function decodedParams(params: Record<string, string>): Record<string, string> | null {
  try {
    return Object.fromEntries(
      Object.entries(params).map(([name, value]) => [name, decodeURIComponent(value)]),
    );
  } catch {
    return null;
  }
}
