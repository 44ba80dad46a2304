import { type AnswerCorrectness, answersToCheck, educationKey } from '@jamstalldhet/blocks/engine';
import type { Education } from '@jamstalldhet/contract';
import { useMemo } from 'react';
import useSWR from 'swr';
import { useApi } from '../../app/services';
import { checkAnswersOnServer } from '../answer-check';

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
  const api = useApi();
  const asked = useMemo(() => answersToCheck(education, answers), [education, answers]);
  const educationId = educationKey(education);
  const key = asked.length > 0 ? ['answer-check', educationId, JSON.stringify(asked)] : null;
  const { data, error } = useSWR(key, () => checkAnswersOnServer(api, educationId, asked), {
    revalidateOnFocus: false,
  });
  if (!key) {
    return NONE;
  }
  if (error) {
    return { status: 'failed' };
  }
  if (!data) {
    return { status: 'checking' };
  }
  return { status: 'done', results: new Map(data.map((item) => [item.block_id, item.result])) };
}
