import type { Education } from '@jamstalldhet/contract';
import { useMemo } from 'react';
import { useAsync } from '../../blocks-provider/use-async';
import { type AnswerCorrectness, answersToCheck, educationKey } from '../../engine/index';
import { useCourseHost } from '../progress/course-progress-context';

export type CheckedAnswers =
  | { status: 'checking' }
  | { status: 'failed' }
  | { status: 'done'; results: ReadonlyMap<string, AnswerCorrectness> };

const NONE: CheckedAnswers = { status: 'done', results: new Map() };

/**
 * The server's results for the learner's answers to mandatory questions sent without their
 * key (`check_on_server`), in one call: what the sorry page needs to say which are wrong.
 */
export function useCheckedAnswers(
  education: Education,
  answers: ReadonlyMap<string, readonly string[]>,
): CheckedAnswers {
  const { transport } = useCourseHost();
  const asked = useMemo(() => answersToCheck(education, answers), [education, answers]);
  const educationId = educationKey(education);
  const key = asked.length > 0 ? `${educationId}:${JSON.stringify(asked)}` : null;
  const { state } = useAsync(key ? () => transport.checkAnswers(educationId, asked) : undefined, key);
  if (!key) {
    return NONE;
  }
  if (state.status === 'error') {
    return { status: 'failed' };
  }
  if (state.status !== 'success') {
    return { status: 'checking' };
  }
  return { status: 'done', results: new Map(state.data.map((item) => [item.block_id, item.result])) };
}
