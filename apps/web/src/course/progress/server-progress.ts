import {
  CertificateTokenResponseSchema,
  type CompletionResponse,
  CompletionResponseSchema,
  EvaluationSaveResponseSchema,
  type ProgressEntry,
  ProgressResponseSchema,
  type ProgressUpdate,
} from '@jamstalldhet/contract';
import type { ApiClient } from '../../http/api-client';

const id = (educationId: number) => encodeURIComponent(String(educationId));

/** Answers in the API's shape (`{ block_id, values }`, SPEC §7), of one part. */
export function toApiAnswers(
  entries: readonly ProgressEntry[],
  part: ProgressEntry['part'] = 'normal',
): ProgressUpdate['answers'] {
  return entries
    .filter((entry) => entry.part === part)
    .map((entry) => ({ block_id: entry.blockId, values: [...entry.values] }));
}

/** Sends a logged-in learner's answers (`POST /api/user/educations/{id}/progress`). */
export async function pushProgress(
  api: ApiClient,
  educationId: number,
  entries: readonly ProgressEntry[],
): Promise<void> {
  await api.post(`/api/user/educations/${id(educationId)}/progress`, { answers: toApiAnswers(entries) });
}

/** The logged-in learner's saved answers (`GET /api/progress/{id}`). */
export async function fetchProgress(api: ApiClient, educationId: number): Promise<ProgressEntry[]> {
  return ProgressResponseSchema.parse(await api.get(`/api/progress/${id(educationId)}`)).entries;
}

/** Saves the evaluation (`evaluation/update`); the token lets later saves update the same answers. */
export async function postEvaluation(
  api: ApiClient,
  educationId: number,
  entries: readonly ProgressEntry[],
  token: string | undefined,
): Promise<string> {
  const body = { answers: toApiAnswers(entries, 'evaluation'), ...(token ? { token } : {}) };
  const answer = await api.post(`/api/educations/${id(educationId)}/evaluation/update`, body);
  return EvaluationSaveResponseSchema.parse(answer).evaluation_token;
}

/** Asks the server to complete the course (`POST /api/educations/{id}/completed`). */
export async function postCompletion(
  api: ApiClient,
  educationId: number,
  entries: readonly ProgressEntry[],
  evaluationToken: string | undefined,
): Promise<CompletionResponse> {
  const body = {
    answers: toApiAnswers(entries),
    ...(evaluationToken ? { evaluation_token: evaluationToken } : {}),
  };
  return CompletionResponseSchema.parse(await api.post(`/api/educations/${id(educationId)}/completed`, body));
}

/**
 * A new certificate token for a course the logged-in learner completed in an earlier visit
 * (`POST /api/user/educations/{id}/certificate-token`); it replaces the one given at completion.
 */
export async function renewCertificateToken(api: ApiClient, educationId: number): Promise<string> {
  const answer = await api.post(`/api/user/educations/${id(educationId)}/certificate-token`, {});
  return CertificateTokenResponseSchema.parse(answer).token;
}
