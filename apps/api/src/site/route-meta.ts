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
  MY_PAGES_SECTIONS,
  MY_PAGES_SLUG,
  SLUG_PATTERN,
  START_PAGE_SLUG,
} from '@jamstalldhet/contract';
import type { Database } from '../db/database';
import { findEducationBySlug, findPageBySlug } from '../storage/content';
import { fixedRouteMeta } from './site-routes';

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
 * The meta of the page the website shows at `pathname` (SPEC §2), looked up the way the site
 * looks it up: fixed routes by their titles, pages and presentations by slug, course steps by
 * their education with the step's suffix. An address the site cannot show is not found.
 *
 * @example await routeMeta(db, '/jamstalldhet-i-skolan/2/1') // title '… Kapitel 2 Episod 1'
 */
export async function routeMeta(db: Database, pathname: string): Promise<RouteMeta> {
  const segments = pathSegments(pathname);
  if (segments === null) {
    return NOT_FOUND;
  }
  const [first, ...rest] = segments;
  if (first === undefined || (first === START_PAGE_SLUG && rest.length === 0)) {
    return pageMeta(db, START_PAGE_SLUG, { startPage: true });
  }
  const fixed = fixedRouteMeta(segments);
  if (fixed !== undefined) {
    return fixed === null ? NOT_FOUND : found(fixed);
  }
  if (first === MY_PAGES_SLUG) {
    const section = rest[0] ?? MY_PAGES_SLUG;
    const known =
      rest.length === 0 || (rest.length === 1 && MY_PAGES_SECTIONS.some((known) => known === section));
    return known ? pageMeta(db, section) : NOT_FOUND;
  }
  if (!SLUG_PATTERN.test(first)) {
    return NOT_FOUND;
  }
  return rest.length === 0 ? pageMeta(db, first) : courseMeta(db, first, rest);
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

/** The decoded segments of a path (a trailing slash ignored), or null when one cannot be decoded. */
function pathSegments(pathname: string): string[] | null {
  try {
    return pathname
      .split('/')
      .filter((segment) => segment !== '')
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}
