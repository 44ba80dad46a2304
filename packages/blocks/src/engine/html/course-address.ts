import { CONTINUE_SEGMENT, EVALUATION_SEGMENT, SORRY_SEGMENT, THANKS_SEGMENT } from '../learner/steps';
import type { TitleStep } from './title';

/**
 * What the path after a course's slug asks for (SPEC §2). A content page keeps the levels the
 * address gave (a missing episode or page means the first), so the title can name them.
 */
export type CourseAddress =
  | { kind: 'presentation' }
  | { kind: 'continue' }
  | { kind: 'page'; chapter: number; episode?: number | undefined; page?: number | undefined }
  | { kind: 'evaluation' }
  | { kind: 'thanks' }
  | { kind: 'sorry' }
  | { kind: 'unknown' };

const NAMED_STEPS: Record<string, CourseAddress> = {
  [CONTINUE_SEGMENT]: { kind: 'continue' },
  [EVALUATION_SEGMENT]: { kind: 'evaluation' },
  [THANKS_SEGMENT]: { kind: 'thanks' },
  [SORRY_SEGMENT]: { kind: 'sorry' },
};

// Levels are 1-based whole numbers as written in a URL: no sign, no leading zero, no decimals.
const LEVEL = /^[1-9][0-9]{0,5}$/;

/**
 * Reads the segments after the slug: `fortsatt`, `utvardering`, `tack`, `tyvarr`, or one to
 * three numeric levels. Anything else is unknown (the not-found page). It is the inverse of
 * `pagePath` and of the end steps' paths of `courseSteps`.
 *
 * @example
 * parseCourseAddress(['2', '1']); // { kind: 'page', chapter: 2, episode: 1, page: undefined }
 * parseCourseAddress(['tack']); // { kind: 'thanks' }
 */
export function parseCourseAddress(segments: readonly string[]): CourseAddress {
  const [first, ...rest] = segments;
  if (first === undefined) {
    return { kind: 'presentation' };
  }
  const named = NAMED_STEPS[first];
  if (named) {
    return rest.length === 0 ? named : { kind: 'unknown' };
  }
  if (segments.length > 3 || !segments.every((segment) => LEVEL.test(segment))) {
    return { kind: 'unknown' };
  }
  const [chapter, episode, page] = segments.map(Number);
  return { kind: 'page', chapter: chapter as number, episode, page };
}

/**
 * The title suffix of an address (SPEC §2): the levels it names, or the end page's name.
 *
 * @example addressTitleStep({ kind: 'page', chapter: 2 }); // { chapter: 2 }
 */
export function addressTitleStep(address: CourseAddress): TitleStep | undefined {
  switch (address.kind) {
    case 'page': {
      const step: { chapter: number; episode?: number; page?: number } = { chapter: address.chapter };
      if (address.episode !== undefined) {
        step.episode = address.episode;
      }
      if (address.page !== undefined) {
        step.page = address.page;
      }
      return step;
    }
    case 'evaluation':
    case 'thanks':
    case 'sorry':
      return { kind: address.kind };
    case 'presentation':
    case 'continue':
    case 'unknown':
      return undefined;
    default:
      return address satisfies never;
  }
}
