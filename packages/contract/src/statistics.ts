import { z } from 'zod';
import { IdSchema } from './common';
import { idParam } from './operations/params';

// The authority's statistics (issue 26): who took the courses, who finished, what they thought.
// Counts of people are never shown below `SMALL_GROUP_MIN` (docs/decisions.md, "Statistics:
// no one behind a number"): the API sends such a count as a reason, not as a number.

/** The smallest group whose size is shown; fewer people are shown as "färre än 5". */
export const SMALL_GROUP_MIN = 5;

/** The longest period the statistics take, in months: five years, month by month. */
export const STATISTICS_MONTHS_MAX = 60;

/**
 * A count as the statistics send it: the number, `fewer_than_5` for a group of 1–4 people,
 * `hidden` for a count of 5 or more held back because a small one could be worked out from it
 * and the numbers beside it (a total less the parts shown), or `withheld` for a count of any
 * size (0 too) held back where no count of 5 or more could protect a small one (issue 37).
 */
export const StatisticCountSchema = z.union([
  z.number().int().nonnegative(),
  z.enum(['fewer_than_5', 'hidden', 'withheld']),
]);
export type StatisticCount = z.output<typeof StatisticCountSchema>;

/** A month as `YYYY-MM` (years 2000–2099), in Swedish time; and what a form says of another. */
export const MONTH_PATTERN = /^20\d{2}-(0[1-9]|1[0-2])$/;
export const MONTH_MESSAGE = 'Ange en månad som ÅÅÅÅ-MM (år 2000–2099)';
export const MonthSchema = z.string().regex(MONTH_PATTERN, MONTH_MESSAGE);

/** What the statistics count, in this order. */
export const STATISTICS_MEASURES = ['started', 'completed', 'passed', 'not_passed', 'certificates'] as const;
export type StatisticsMeasure = (typeof STATISTICS_MEASURES)[number];

/** The measures' names, as the page and the downloads show them. */
export const STATISTICS_MEASURE_NAMES: Readonly<Record<StatisticsMeasure, string>> = {
  started: 'Påbörjade',
  completed: 'Slutförda',
  passed: 'Godkända',
  not_passed: 'Ej godkända',
  certificates: 'Intyg utfärdade',
};

/** How a count held back reads, in the page and the downloads alike. */
export const STATISTIC_COUNT_TEXTS: Readonly<Record<Exclude<StatisticCount, number>, string>> = {
  fewer_than_5: 'färre än 5',
  hidden: 'dolt',
  withheld: 'dolt',
};

/** A count as text: the number, or why it is held back. */
export function statisticCountText(count: StatisticCount): string {
  return typeof count === 'number' ? String(count) : STATISTIC_COUNT_TEXTS[count];
}

/** A share (0–1) as the page and the downloads show it: whole percent, `42 %`. */
export function sharePercentText(share: number): string {
  return `${Math.round(share * 100)} %`;
}

/** The tables a download may ask for (`GET /api/admin/statistics.csv?table=…`). */
export const STATISTICS_TABLES = [
  'summary',
  'months',
  'organizations',
  'work_titles',
  'evaluation',
  'evaluation_texts',
  'questions',
  'reach',
] as const;
export type StatisticsTable = (typeof STATISTICS_TABLES)[number];

/** What a download of each table, and of its chart, is called (`statistik-manader-…`). */
export const STATISTICS_FILE_NAMES: Readonly<Record<StatisticsTable, string>> = {
  summary: 'oversikt',
  months: 'manader',
  organizations: 'organisationer',
  work_titles: 'yrkesroller',
  evaluation: 'utvardering',
  evaluation_texts: 'fritextsvar',
  questions: 'fragor',
  reach: 'var-slutar-deltagarna',
};

/** The statistics' months are Swedish months: an event at 23:30 UTC on 31 January is in February. */
export const STATISTICS_TIME_ZONE = 'Europe/Stockholm';

/**
 * The name a download of a report's table or chart is saved under, without its extension:
 * `statistik-manader-100-2026-01-2026-11` (the course's id left out for all courses).
 */
export function statisticsFileName(
  report: { education: { id: number } | null; period: { from: string; to: string } },
  what: string,
): string {
  const course = report.education ? `-${report.education.id}` : '';
  return `statistik-${what}${course}-${report.period.from}-${report.period.to}`;
}

/** Each month from `from` to `to` (`YYYY-MM`), both counted. */
export function monthsBetween(from: string, to: string): string[] {
  const [fromYear = 0, fromMonth = 1] = from.split('-').map(Number);
  return Array.from({ length: Math.max(0, monthSpan(from, to)) }, (_, index) => {
    const month = fromMonth - 1 + index;
    return `${fromYear + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}`;
  });
}

/** Months from `from` to `to`, both counted: 1 for the same month. */
export function monthSpan(from: string, to: string): number {
  const [fromYear = 0, fromMonth = 0] = from.split('-').map(Number);
  const [toYear = 0, toMonth = 0] = to.split('-').map(Number);
  return (toYear - fromYear) * 12 + (toMonth - fromMonth) + 1;
}

/** What is wrong with a period from `from` to `to` (both `YYYY-MM`), or null when nothing is. */
export function periodProblem(from: string, to: string): string | null {
  const span = monthSpan(from, to);
  if (span < 1) {
    return 'Till-månaden får inte vara före från-månaden';
  }
  return span > STATISTICS_MONTHS_MAX
    ? `Välj högst ${STATISTICS_MONTHS_MAX} månader (fem år) åt gången`
    : null;
}

/**
 * What statistics are asked for: one course (`education`, its id) or all, over the months from
 * `from` to `to` (both counted; by default the year so far, decided by the API).
 */
export const StatisticsQuerySchema = /* @__PURE__ */ z
  .object({
    education: idParam('education').optional(),
    from: MonthSchema.optional(),
    to: MonthSchema.optional(),
  })
  .superRefine((query, context) => {
    const problem =
      query.from === undefined || query.to === undefined ? null : periodProblem(query.from, query.to);
    if (problem !== null) {
      context.addIssue({ code: 'custom', path: ['to'], message: problem });
    }
  });
export type StatisticsQuery = z.output<typeof StatisticsQuerySchema>;

/** A download's query: the statistics' and which table. */
export const StatisticsCsvQuerySchema = /* @__PURE__ */ z.object({
  ...StatisticsQuerySchema.shape,
  table: z.enum(STATISTICS_TABLES, { error: 'Välj en av tabellerna' }),
});

const Count = StatisticCountSchema;

/** One measure for all learners, those logged in and the anonymous. */
export const StatisticsSummaryRowSchema = z.object({
  measure: z.enum(STATISTICS_MEASURES),
  all: Count,
  logged_in: Count,
  anonymous: Count,
});

/** One month's counts. */
export const StatisticsMonthSchema = z.object({
  month: MonthSchema,
  started: Count,
  completed: Count,
  passed: Count,
  not_passed: Count,
  certificates: Count,
});

/** Completions of one group of learners (an organisation, a work title, or a group without one). */
export const StatisticsGroupSchema = z.object({
  /** `none`: logged in without one given; `anonymous`: taken without an account. */
  kind: z.enum(['term', 'none', 'anonymous']),
  name: z.string(),
  completed: Count,
});

/** How many chose an option of a choice question, and their share. */
export const StatisticsOptionSchema = z.object({
  id: z.string(),
  label: z.string(),
  count: Count,
  /** Of those who answered, 0–1; null when the count or the answered are not shown. */
  share: z.number().min(0).max(1).nullable(),
});
export type StatisticsOption = z.output<typeof StatisticsOptionSchema>;

/** An evaluation question's answers. */
export const StatisticsQuestionSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('choice'),
    block_id: z.string(),
    title: z.string(),
    /** More than one option may be chosen, so the shares add up to more than 100 %. */
    multiple: z.boolean(),
    /** People who answered the question. */
    answered: Count,
    options: z.array(StatisticsOptionSchema),
  }),
  z.object({
    kind: z.literal('text'),
    block_id: z.string(),
    title: z.string(),
    answered: Count,
    /** The newest answers, newest first, without anyone's name or address; none below 5 answers. */
    texts: z.array(z.string()),
  }),
]);
export type StatisticsQuestion = z.output<typeof StatisticsQuestionSchema>;

/**
 * A question of the course's chapters (issue 37's "Frågor"), counted at the learners'
 * completions: a logged-in learner's first completion that answered every mandatory question,
 * each anonymous one of its own.
 */
export const StatisticsCourseQuestionSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('choice'),
    block_id: z.string(),
    title: z.string(),
    /** The page it is on, `chapter/episode/page`. */
    page: z.string(),
    multiple: z.boolean(),
    /** It has a right answer (`has_correction`); the right-answer counts are null otherwise. */
    graded: z.boolean(),
    /** Learners whose answer at completion was given. */
    answered: Count,
    /** Of them, learners who pressed "Rätta svaret" (as far as their device told). */
    checked: Count.nullable(),
    /** Of those who checked, right at the first "Rätta svaret". */
    right_first: Count.nullable(),
    /** Of those who answered, right in the answer at completion. */
    right_final: Count.nullable(),
    /** `right_first` of `checked`, 0–1; null when either is not shown. */
    right_first_share: z.number().min(0).max(1).nullable(),
    /** `right_final` of `answered`, 0–1; null when either is not shown. */
    right_final_share: z.number().min(0).max(1).nullable(),
    /** How many chose each option in their answer at completion. */
    options: z.array(StatisticsOptionSchema),
  }),
  z.object({
    kind: z.literal('text'),
    block_id: z.string(),
    title: z.string(),
    page: z.string(),
    /** Learners who answered; what they wrote is never in the statistics. */
    answered: Count,
  }),
]);
export type StatisticsCourseQuestion = z.output<typeof StatisticsCourseQuestionSchema>;

/** What a step of "Var slutar deltagarna?" is: the start, a page, the completion, the evaluation. */
export const REACH_STEPS = ['started', 'page', 'completed', 'evaluated'] as const;

/**
 * One step of a course from the start to the evaluation (issue 37's "Var slutar deltagarna?"):
 * how many reached it, how many reached the next step, and how many of those who reached it
 * did not (when fewer reached the next step; null otherwise).
 */
export const StatisticsReachStepSchema = z.object({
  step: z.enum(REACH_STEPS),
  /** The page's key for a page (`1/2/1`); the step's own name otherwise. */
  key: z.string(),
  title: z.string(),
  reached: Count,
  went_on: Count.nullable(),
  stopped: Count.nullable(),
});
export type StatisticsReachStep = z.output<typeof StatisticsReachStepSchema>;

/** `GET /api/admin/statistics`. */
export const StatisticsSchema = z.object({
  period: z.object({ from: MonthSchema, to: MonthSchema }),
  /** The course asked for, or null for all. */
  education: z.object({ id: IdSchema, title: z.string() }).nullable(),
  /** Every course the statistics may be asked for. */
  courses: z.array(z.object({ id: IdSchema, title: z.string() })),
  summary: z.array(StatisticsSummaryRowSchema),
  /**
   * Median time from start to completion, in seconds, of the logged-in learners who completed
   * (an anonymous learner's start is not tied to their completion); null when none did.
   */
  median_seconds: z.union([z.number().nonnegative(), z.literal('fewer_than_5')]).nullable(),
  months: z.array(StatisticsMonthSchema),
  organizations: z.array(StatisticsGroupSchema),
  work_titles: z.array(StatisticsGroupSchema),
  /** The course's evaluation; null for all courses. */
  evaluation: z
    .object({
      /** Evaluations saved in the period. */
      respondents: Count,
      questions: z.array(StatisticsQuestionSchema),
    })
    .nullable(),
  /** The course's questions ("Frågor"); null for all courses, and from servers before issue 37. */
  questions: z.array(StatisticsCourseQuestionSchema).nullable().default(null),
  /** The course from its start to its evaluation ("Var slutar deltagarna?"); null likewise. */
  reach: z.array(StatisticsReachStepSchema).nullable().default(null),
});
export type Statistics = z.output<typeof StatisticsSchema>;
export type StatisticsGroup = z.output<typeof StatisticsGroupSchema>;
export type StatisticsMonth = z.output<typeof StatisticsMonthSchema>;
export type StatisticsSummaryRow = z.output<typeof StatisticsSummaryRowSchema>;
