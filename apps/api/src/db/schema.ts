import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Binary file content (archive uploads live in the database, so a backup holds everything). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  role: text('role').notNull().default(''),
  organizationId: integer('organization_id'),
  workTitleId: integer('work_title_id'),
  emailVerified: boolean('email_verified').notNull().default(false),
  /** Set by an administrator: the account cannot log in and its sessions are ended. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  /**
   * Made by the demo import (content/demo-accounts.ts), with the published password: production
   * refuses to start while one exists. The mark, not the address, makes a demo account.
   */
  demo: boolean('demo').notNull().default(false),
  createdAt: createdAt(),
});

/** Login sessions: only the SHA-256 of the bearer token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** When the session last made a request (to a minute): unused for SESSION_IDLE_HOURS, it ends. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** Single-use tokens mailed for password reset and e-mail verification. */
export const oneTimeTokens = pgTable('one_time_tokens', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose', { enum: ['password_reset', 'verify_email'] }).notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Content: the site settings (one row), pages and educations as validated contract JSON. */
export const siteSettings = pgTable('site_settings', {
  id: integer('id').primaryKey(),
  data: jsonb('data').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const pages = pgTable('pages', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  postType: text('post_type').notNull(),
  data: jsonb('data').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const educations = pgTable('educations', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  data: jsonb('data').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A learner's answers, keyed by block id so content edits never drop them. */
export const progress = pgTable(
  'progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    educationId: integer('education_id').notNull(),
    blockId: text('block_id').notNull(),
    part: text('part', { enum: ['normal', 'evaluation'] })
      .notNull()
      .default('normal'),
    values: jsonb('values').$type<string[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.educationId, table.blockId, table.part] })],
);

/** A passed completion; anonymous ones have no user. Tokens are stored hashed. */
export const completions = pgTable(
  'completions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    educationId: integer('education_id').notNull(),
    certificateTokenHash: text('certificate_token_hash').unique(),
    /**
     * The hash of the token the passed completion gave for its evaluation (issue 37): only a
     * learner who passed may evaluate. The evaluation is kept under another hash of the same
     * token (storage/evaluations.ts), so the two rows cannot be joined without the token.
     */
    evaluationTokenHash: text('evaluation_token_hash').unique(),
    /** An evaluation was given for it: without the token a second one is refused. */
    evaluated: boolean('evaluated').notNull().default(false),
    completedAt: createdAt(),
  },
  (table) => [
    uniqueIndex('completions_user_education_idx')
      .on(table.userId, table.educationId)
      .where(sql`${table.userId} is not null`),
  ],
);

/**
 * Issued certificates; the code is printed on the PDF and checked at /intyg/{code}. One per
 * completion: two requests at the same moment get the same certificate.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    completionId: integer('completion_id')
      .notNull()
      .references(() => completions.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    educationId: integer('education_id').notNull(),
    fullname: text('fullname').notNull(),
    email: text('email').notNull(),
    /**
     * Issued for a logged-in learner's account whose e-mail address was confirmed at that moment
     * (issue 21). The name is the learner's own words either way; false for older certificates.
     */
    verifiedEmail: boolean('verified_email').notNull().default(false),
    issuedAt: createdAt(),
  },
  (table) => [uniqueIndex('certificates_completion_idx').on(table.completionId)],
);

/** Evaluation answers, stored without the learner's identity (SPEC §7). */
export const evaluationAnswers = pgTable(
  'evaluation_answers',
  {
    id: serial('id').primaryKey(),
    educationId: integer('education_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    answers: jsonb('answers').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Made up by demo mode for the statistics, removed with the demo accounts. */
    demo: boolean('demo').notNull().default(false),
  },
  (table) => [index('evaluation_answers_education_updated_idx').on(table.educationId, table.updatedAt)],
);

/**
 * What happened in a course, for the authority's statistics (issue 26): a learner started it,
 * passed it, did not pass it, or was issued its certificate. Kept apart from `progress` and
 * `completions`, which a restart or a deleted account removes, and never changed once written:
 * the figures of a past period must not change afterwards. A logged-in learner has at most one
 * event of each kind per course (the first); an anonymous learner cannot be told from another,
 * so each anonymous event is its own. A deleted account leaves its events without a user. The
 * learner's organisation and work title are those of their profile at the event, so the
 * figures of a past year keep the answers learners gave then.
 */
export const learningEvents = pgTable(
  'learning_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    educationId: integer('education_id').notNull(),
    kind: text('kind', { enum: ['started', 'passed', 'not_passed', 'certificate'] }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Taken without an account (never a deleted account's: those keep false). */
    anonymous: boolean('anonymous').notNull(),
    organizationId: integer('organization_id'),
    workTitleId: integer('work_title_id'),
    /** On a pass or a failure: when this learner started the course, where known (logged in). */
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** Made up by demo mode (content/demo-statistics.ts), removed with the demo accounts. */
    demo: boolean('demo').notNull().default(false),
  },
  (table) => [
    index('learning_events_kind_at_idx').on(table.kind, table.at),
    index('learning_events_education_kind_at_idx').on(table.educationId, table.kind, table.at),
    uniqueIndex('learning_events_user_education_kind_idx')
      .on(table.userId, table.educationId, table.kind)
      .where(sql`${table.userId} is not null`),
  ],
);

/**
 * A learner's answer to one question of a course's chapters at a completion that answered
 * every mandatory question (issue 37's "Frågor"): whether it was right at the first "Rätta
 * svaret" and at completion, and the options chosen; never a free text. A logged-in learner's
 * first such completion is the one kept; each anonymous completion is its own.
 */
export const questionAnswers = pgTable(
  'question_answers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    educationId: integer('education_id').notNull(),
    blockId: text('block_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    anonymous: boolean('anonymous').notNull(),
    /** Right or wrong at the first "Rätta svaret"; null when not checked (or not graded). */
    firstResult: text('first_result', { enum: ['correct', 'wrong'] }),
    /** Right or wrong at completion; null for a question without a right answer. */
    finalResult: text('final_result', { enum: ['correct', 'wrong'] }),
    /** The options chosen at completion (a choice question); empty for a text question. */
    options: text('options').array().notNull().default(sql`'{}'::text[]`),
    demo: boolean('demo').notNull().default(false),
  },
  (table) => [
    index('question_answers_education_at_idx').on(table.educationId, table.at),
    uniqueIndex('question_answers_user_education_block_idx')
      .on(table.userId, table.educationId, table.blockId)
      .where(sql`${table.userId} is not null`),
  ],
);

/**
 * A learner reached a page of a course (issue 37's "Var slutar deltagarna?"), by the page's
 * place (`1/2/1`). A logged-in learner's first reach of a page is the one kept; each anonymous
 * report is its own, with nothing of the learner.
 */
export const pageReaches = pgTable(
  'page_reaches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    educationId: integer('education_id').notNull(),
    page: text('page').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    anonymous: boolean('anonymous').notNull(),
    demo: boolean('demo').notNull().default(false),
  },
  (table) => [
    index('page_reaches_education_at_idx').on(table.educationId, table.at),
    uniqueIndex('page_reaches_user_education_page_idx')
      .on(table.userId, table.educationId, table.page)
      .where(sql`${table.userId} is not null`),
  ],
);

/**
 * The statistics' "Frågor" and "Var slutar deltagarna?" (issue 37) added up per course, month
 * (`YYYY-MM`, Swedish time), subject (`question:{blockId}`, `page:{key}`) and measure
 * (`answered`, `checked`, `right_first`, `right_final`, `option:{id}`, `reached`), kept with
 * each write of `question_answers` and `page_reaches`: a report reads a few hundred rows, not
 * the hundreds of thousands behind them (docs/performance.md).
 */
export const courseStatisticCounts = pgTable(
  'course_statistic_counts',
  {
    educationId: integer('education_id').notNull(),
    subject: text('subject').notNull(),
    month: text('month').notNull(),
    measure: text('measure').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.educationId, table.subject, table.measure, table.month] })],
);

/**
 * Each value of each saved evaluation, one row apiece (issue 26), written with the evaluation
 * itself: its answer distributions are then an indexed count in the database, not a walk
 * through every evaluation's JSON. The evaluation's `answers` stay what is stored; these rows
 * are rebuilt from them on every save.
 */
export const evaluationValues = pgTable(
  'evaluation_values',
  {
    evaluationId: integer('evaluation_id')
      .notNull()
      .references(() => evaluationAnswers.id, { onDelete: 'cascade' }),
    educationId: integer('education_id').notNull(),
    blockId: text('block_id').notNull(),
    value: text('value').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('evaluation_values_education_block_at_idx').on(table.educationId, table.blockId, table.answeredAt),
    index('evaluation_values_evaluation_idx').on(table.evaluationId),
  ],
);

export const accessRequests = pgTable(
  'access_requests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    educationId: integer('education_id').notNull(),
    status: text('status', { enum: ['pending', 'approved'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.educationId] })],
);

/** Rooms are pages of post type room; members see the participants and the archive. */
export const roomMembers = pgTable(
  'room_members',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default(''),
    /**
     * Where the membership came from: the room's content file ('import', which a new import may
     * take away) or the website (an invitation or an administrator, 'site', which no import touches).
     */
    source: text('source', { enum: ['import', 'site'] })
      .notNull()
      .default('site'),
  },
  (table) => [primaryKey({ columns: [table.roomId, table.userId] })],
);

/** A room's join code for pupils: one per room, renewed by its teachers, valid until it expires. */
export const roomInvites = pgTable('room_invites', {
  roomId: integer('room_id')
    .primaryKey()
    .references(() => pages.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/**
 * Who changed what and when, for the administrators (issue 14). The actor's e-mail is copied,
 * so the record outlives a deleted account; details never hold passwords or tokens.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: createdAt(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    /** What was changed, in words an administrator reads: an e-mail, a room, a course. */
    target: text('target').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [index('audit_log_at_idx').on(table.at)],
);

/** Comments are plain text; a deleted author's comments stay, without a name. */
export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id').notNull(),
    parentId: integer('parent_id'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('comments_post_idx').on(table.postId)],
);

export const archiveFiles = pgTable(
  'archive_files',
  {
    id: serial('id').primaryKey(),
    blockId: text('block_id').notNull(),
    postId: integer('post_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    folder: text('folder'),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('archive_files_block_post_idx').on(table.blockId, table.postId)],
);

/**
 * Reports of accessibility problems and requests for content in another format (the Swedish
 * law on accessible public digital services). They outlive the reporter's account: the
 * authority must be able to follow up, so a deleted account only unlinks its reports.
 */
export const accessibilityReports = pgTable(
  'accessibility_reports',
  {
    id: serial('id').primaryKey(),
    createdAt: createdAt(),
    kind: text('kind', { enum: ['problem', 'format'] }).notNull(),
    name: text('name'),
    email: text('email').notNull(),
    pageUrl: text('page_url'),
    message: text('message').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** When the authority answered the reporter (DOS-lagen expects an answer), and who marked it. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: text('answered_by'),
  },
  (table) => [index('accessibility_reports_created_idx').on(table.createdAt)],
);

/** One finding of the content rules in a published document, as the statement lists it. */
export interface CheckedFinding {
  severity: 'error' | 'warning';
  rule: string;
  place: string;
  message: string;
}

/**
 * The content rules' check of each published course and page (issue 40), what the accessibility
 * statement is worked out from: its findings (at a publish only varningar, which an administrator
 * published over with a `motivering`; errors only in what was published before the gate or by an
 * operator's folder import, which are checked when the statement is first read) and when it was
 * checked. Replaced at each publish, gone when the document is unpublished, removed or imported
 * again. The administrator is kept for the staff, never shown in the public statement.
 */
export const contentChecks = pgTable(
  'content_checks',
  {
    kind: text('kind').notNull(),
    documentId: integer('document_id').notNull(),
    /** The course's or page's title when it was checked. */
    title: text('title').notNull(),
    findings: jsonb('findings').$type<CheckedFinding[]>().notNull().default([]),
    motivering: text('motivering'),
    checkedBy: integer('checked_by').references(() => users.id, { onDelete: 'set null' }),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.documentId] })],
);

/**
 * The site's word list (issue 40): words the editor's spelling check takes besides the Swedish
 * dictionary ("Lägg till i ordlistan"): names, terms, the authority's own words. Who added a word
 * is kept for the staff; an account's removal leaves the word.
 */
export const siteWords = pgTable('site_words', {
  word: text('word').primaryKey(),
  addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
  addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every message the platform sends, for support and audit; bodies are not kept. */
export const outgoingMail = pgTable('outgoing_mail', {
  id: serial('id').primaryKey(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  kind: text('kind').notNull(),
  sentAt: createdAt(),
});

/** Fixed-window counters for rate limits, shared by every API process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/**
 * The addresses (`clientAddressKey`, stored as a hash with the account's id, never the address)
 * an account gave its right password from, for 90 days: when strangers use up the account-wide
 * failure limit, these still get in.
 */
export const loginAddresses = pgTable(
  'login_addresses',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressHash: text('address_hash').notNull(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.addressHash] }),
    index('login_addresses_last_success_idx').on(table.lastSuccessAt),
  ],
);

/**
 * An editor's draft of a document (issue 23): a course, a page (rooms too) or the site
 * settings (`document_id` 1). What learners see stays in `educations`, `pages` and
 * `site_settings` until a publish copies the draft there. `version` counts saves and never goes
 * back: a save names the version it started from and is refused when another was saved since.
 */
export const contentDrafts = pgTable(
  'content_drafts',
  {
    kind: text('kind').notNull(),
    documentId: integer('document_id').notNull(),
    data: jsonb('data').notNull(),
    version: integer('version').notNull(),
    /** The version last published, if any: equal to `version` when the draft has no unpublished change. */
    publishedVersion: integer('published_version'),
    savedBy: integer('saved_by').references(() => users.id, { onDelete: 'set null' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The draft's review (issue 36): `pending` when an editor sent it, `returned` when an
     * administrator sent it back with `review_comment`; null otherwise, and again after a publish.
     * `review_by` and `review_at` are who took the last step and when, `review_version` the
     * version it was taken on (the draft may be saved again since).
     */
    reviewState: text('review_state').$type<'pending' | 'returned'>(),
    reviewVersion: integer('review_version'),
    reviewBy: integer('review_by').references(() => users.id, { onDelete: 'set null' }),
    reviewAt: timestamp('review_at', { withTimezone: true }),
    reviewComment: text('review_comment'),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.documentId] }),
    check('content_drafts_review_state_check', sql`${table.reviewState} in ('pending', 'returned')`),
  ],
);

/**
 * Every publish, restore and import of a document, numbered per document, with what it
 * changed in words and the whole document as it was then, so any of them can be restored.
 */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    documentId: integer('document_id').notNull(),
    number: integer('number').notNull(),
    /** editor (a publish), restore or import. */
    source: text('source').notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    at: createdAt(),
    summary: jsonb('summary').$type<string[]>().notNull().default([]),
    data: jsonb('data').notNull(),
  },
  (table) => [
    uniqueIndex('content_revisions_document_number_idx').on(table.kind, table.documentId, table.number),
  ],
);

/**
 * Images editors upload for pages and courses (issue 23), in the database like archive files so
 * a backup holds them. `content` is what the upload became (scaled, rotated upright, without its
 * metadata); `content_hash` is the SHA-256 of the bytes as uploaded, so the same file uploaded
 * twice is one image. An image's text alternative is not here: it belongs to each use of it.
 */
export const contentImages = pgTable(
  'content_images',
  {
    id: serial('id').primaryKey(),
    contentHash: text('content_hash').notNull(),
    mimeType: text('mime_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    size: integer('size').notNull(),
    name: text('name').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('content_images_content_hash_idx').on(table.contentHash)],
);
