import { type Education, pageUrl } from '@jamstalldhet/contract';
import type { ReactNode } from 'react';
import type { PageTitleTexts } from '../../engine/formatting/labels';
import { LOGIN_PATH } from '../../engine/html/paths';
import type { TitleStep } from '../../engine/html/title';
import type { Owner } from '../progress/progress-state';
import type { UseCourseRouter } from './router';
import type { CourseStorage } from './storage';
import type { CourseTransport } from './transport';

/** The signed-in learner, as far as the player needs them: something that names the account. */
export interface CourseUser {
  id?: number | string | null | undefined;
  email?: string | null | undefined;
  first_name?: string | null | undefined;
}

/** Whether the education menu is open, and (100 ms later, SPEC §9) visible. */
export interface EducationMenuState {
  open: boolean;
  visible: boolean;
  openMenu(): void;
  closeMenu(): void;
  /** The player draws its own overlay behind the menu; false when the host draws one. */
  ownOverlay: boolean;
}

/** The part of a course a page shows, for the document title and the host's own head tags. */
export interface CourseStepMeta {
  education: Education;
  step: TitleStep | undefined;
  /** The words of the step's part of the title (`pageTitle`'s texts), from the player's labels. */
  titleTexts?: PageTitleTexts | undefined;
  section?: 'presentation' | 'episode' | 'evaluation' | 'completed' | undefined;
  episodePostId?: number | undefined;
}

/** What the host gives the course player; only `transport` is required. */
export interface CourseHostOptions {
  /** The SPEC §7 calls: `createFetchTransport()` for a backend that speaks them. */
  transport: CourseTransport;
  /** Where progress and certificate tokens are kept. @default browserStorage() */
  storage?: CourseStorage | undefined;
  /** The router as a React hook. @default useWouterRouter */
  useRouter?: UseCourseRouter | undefined;
  /** The signed-in learner, or null for an anonymous one. @default null */
  user?: CourseUser | null | undefined;
  /** True while the host is still checking the session: answers wait to learn their owner. */
  sessionPending?: boolean | undefined;
  /** Seconds between sync rounds (`apiSynchTime`); null waits. @default settings' or 30 */
  syncIntervalSeconds?: number | null | undefined;
  /** The education menu's state as a hook, when the host keeps it with its own menus. */
  useMenuState?: (() => EducationMenuState) | undefined;
  /** Sets the document head for a course page (a hook). @default sets `document.title` */
  useStepMeta?: ((meta: CourseStepMeta) => void) | undefined;
  /** Shows a short message (the login merge's result). @default a status line in the player */
  notify?: ((text: string, options: { kind: 'info' | 'error' }) => void) | undefined;
  /** A learner must log in to take the course at `path`: remember it to come back after login. */
  onLoginRequired?: ((path: string) => void) | undefined;
  /** A logged-in learner completed a course: the host refreshes what it shows of their status. */
  onCourseCompleted?: ((education: Education) => void | Promise<void>) | undefined;
  /** Another account took over from `previous`: the host forgets that account's data. */
  onOwnerChanged?: ((previous: Owner) => void) | undefined;
  /** Where to log in (`?next=` is added), register, and find the learner's certificates. */
  accountPaths?: AccountPaths | undefined;
  children?: ReactNode;
}

/** Where the player sends a learner for their account. */
export interface AccountPaths {
  login: string;
  register: string;
  certificates: string;
}

/** SPEC §2 routes. */
export const DEFAULT_ACCOUNT_PATHS: AccountPaths = {
  login: LOGIN_PATH,
  register: /* @__PURE__ */ pageUrl('register'),
  certificates: /* @__PURE__ */ pageUrl('myPagesSection', { section: 'mina-certifikat' }),
};
