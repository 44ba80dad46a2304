/**
 * The contract's plain values: limits, names and messages the API and its clients must agree
 * on, kept apart from the schemas built with them. A browser's first page reads several of
 * them and none of zod (issue 25): a module that builds schemas cannot be imported for a
 * constant without bringing zod along.
 */

/** The largest id the database stores (a PostgreSQL `integer`); a larger one can name nothing. */
export const ID_MAX = 2_147_483_647;

/** Shortest new password (registration, change, reset; ASVS 2.1.1). Login checks only the maximum. */
export const PASSWORD_MIN_LENGTH = 12;

/** Longest comment accepted, in characters. */
export const COMMENT_MAX_LENGTH = 2000;

/** Block ids with a special meaning in completion and certificate flows (SPEC §3). */
export const SPECIAL_BLOCK_IDS = [
  'token',
  'evaluationtoken',
  'completed',
  'certificate',
  'evaluationTerms',
] as const;
export type SpecialBlockId = (typeof SPECIAL_BLOCK_IDS)[number];

/**
 * The 400 message of a second completion by a logged-in learner (SPEC §8), typo included:
 * clients treat it as success, so the API and every client must agree on it exactly.
 */
export const ALREADY_COMPLETED_MESSAGE = 'User has allready completed education';

/** Default interval, in seconds, between progress pushes (SPEC leaves apiSynchTime open). */
export const DEFAULT_API_SYNCH_TIME = 30;

/** Roles with a meaning (SPEC §6); any other role is treated as a normal user. */
export const KNOWN_ROLES = [
  'student',
  'teacher',
  'administrator',
  // Writes drafts of courses and pages and sends them for review; an administrator publishes (issue 36).
  'editor',
  'internal_student',
  'internal_teacher',
  'internal_administrator',
] as const;
export type KnownRole = (typeof KNOWN_ROLES)[number];

/** The slug of the start page (SPEC §1). */
export const START_PAGE_SLUG = 'start';

/**
 * The page shell's data block, which the API writes and the website reads at start: the id of
 * its `<script type="application/json">`, holding the API's first answers by path (site
 * settings, the page, for a page listing the courses the list), and the key of the seed a
 * server render shuffled the page's cards with (not a path).
 */
export const INITIAL_DATA_ID = 'initial-data';
export const SHUFFLE_SEED_KEY = 'shuffle-seed';
