import { AnswerCheckResponseSchema, type CheckedAnswerResult } from '@jamstalldhet/contract';
import type { ApiClient } from '../http/api-client';

/**
 * Asks the server to check answers to questions sent without their key (`check_on_server`):
 * `POST /api/educations/{id}/check`, the answer read through the contract.
 */
export async function checkAnswersOnServer(
  api: ApiClient,
  educationId: number,
  answers: Array<{ block_id: string; values: string[] }>,
): Promise<CheckedAnswerResult[]> {
  const answer = await api.post(`/api/educations/${encodeURIComponent(String(educationId))}/check`, {
    answers,
  });
  return AnswerCheckResponseSchema.parse(answer).results;
}
