import {
  type CallSend,
  type CheckedAnswerResult,
  type CompletionResponse,
  createCall,
  type Education,
  operations,
  operationUrl,
  type Page,
  type ProgressEntry,
  type ProgressUpdate,
} from '@jamstalldhet/contract';
import { ApiError } from '../../engine/formatting/errors';
import { answersThatFit } from '../../engine/learner/answer-fit';

/** Answers as the API takes them (SPEC §7): `{ block_id, values }`. */
export type ApiAnswers = ProgressUpdate['answers'];

/**
 * The calls the course player makes, one per SPEC §7 path. A site with its own backend
 * implements these; `createFetchTransport` is the default for a backend that speaks SPEC §7.
 * A failed call rejects: when the server answered, with an error carrying a number `statusCode`,
 * the API's `message` and the `field` it blames (throw the engine's `ApiError`); with a
 * `TypeError` when it could not be reached. The player reads them: a 400 on `token` renews a
 * certificate token, a 401 says the session ended, a 4xx message is shown as it is.
 */
export interface CourseTransport {
  /** `operations.getPage`: the education and, logged in, the learner's data in it. */
  getPage(slug: string): Promise<Page>;
  /** `operations.getProgress`: a logged-in learner's saved answers. */
  getProgress(educationId: number): Promise<ProgressEntry[]>;
  /** `operations.saveProgress`. */
  pushProgress(educationId: number, answers: ApiAnswers): Promise<void>;
  /** `operations.saveEvaluation`; resolves to the evaluation token. */
  saveEvaluation(educationId: number, answers: ApiAnswers, token: string | undefined): Promise<string>;
  /**
   * `operations.completeEducation`. `firstChecks` are the answers at each question's first
   * "Rätta svaret", for the statistics (issue 37); a backend without them may ignore them.
   */
  complete(
    educationId: number,
    answers: ApiAnswers,
    evaluationToken: string | undefined,
    firstChecks?: ApiAnswers,
  ): Promise<CompletionResponse>;
  /** `operations.renewCertificateToken`: a new token for an earlier completion. */
  renewCertificateToken(educationId: number): Promise<string>;
  /** `operations.checkAnswers`: answers to questions sent without their key. */
  checkAnswers(educationId: number, answers: ApiAnswers): Promise<CheckedAnswerResult[]>;
  /** `operations.requestCertificate`: mails the certificate. */
  requestCertificate(
    educationId: number,
    request: Record<string, unknown> & { token: string },
  ): Promise<void>;
  /**
   * `operations.reportEducationStart`: an anonymous learner started the course (their first
   * answer in it was kept on the device), for the backend's statistics. Nothing of the learner
   * is sent. Optional: without it nothing is reported; a failure is ignored.
   */
  reportStart?(educationId: number): Promise<void>;
  /**
   * `operations.reportPageReach`: the learner reached a page (`1/2/1`), for the backend's
   * statistics (issue 37); once per page. Optional like `reportStart`; a failure is ignored.
   */
  reportReach?(educationId: number, page: string): Promise<void>;
}

/** Sends one JSON request and resolves to the parsed answer; rejects as `CourseTransport` says. */
export type JsonRequest = (method: 'GET' | 'POST', path: string, body?: unknown) => Promise<unknown>;

export interface FetchTransportOptions {
  /** Where the API lives; empty for the page's own origin. @default '' */
  baseUrl?: string;
  /** The logged-in learner's bearer token, or null. */
  getToken?: () => string | null;
  /** Sends the requests instead of `fetch` (the host's own client, with its 401 handling). */
  request?: JsonRequest;
}

/**
 * The default transport: the SPEC §7 calls over `fetch` (or over the host's `request`), every
 * answer read through the contract's schemas (`createCall`; a build that left the schemas out
 * takes its own API's checked answers as sent), so a malformed answer never reaches the player.
 *
 * @example
 * const transport = createFetchTransport({ baseUrl: 'https://utbildning.example.se' });
 */
export function createFetchTransport(options: FetchTransportOptions = {}): CourseTransport {
  const send = sendWith(options);
  const call = createCall(send);
  const byId = (educationId: number) => ({ params: { id: educationId } });
  return {
    getPage: (slug) => call(operations.getPage, { params: { slug } }),
    getProgress: async (educationId) => (await call(operations.getProgress, byId(educationId))).entries,
    // The answers of a save and of a certificate request are not read: the player needs only
    // that they succeeded, and a site's own backend may answer them with less.
    pushProgress: async (educationId, answers) => {
      const input = { ...byId(educationId), body: { answers } };
      await send({ method: 'POST', url: operationUrl(operations.saveProgress, input), body: input.body });
    },
    saveEvaluation: async (educationId, answers, token) => {
      const body = { answers, ...(token ? { token } : {}) };
      return (await call(operations.saveEvaluation, { ...byId(educationId), body })).evaluation_token;
    },
    complete: (educationId, answers, evaluationToken, firstChecks) => {
      const body = {
        answers,
        ...(evaluationToken ? { evaluation_token: evaluationToken } : {}),
        ...(firstChecks && firstChecks.length > 0 ? { first_checks: firstChecks } : {}),
      };
      return call(operations.completeEducation, { ...byId(educationId), body });
    },
    renewCertificateToken: async (educationId) =>
      (await call(operations.renewCertificateToken, byId(educationId))).token,
    checkAnswers: async (educationId, answers) =>
      (await call(operations.checkAnswers, { ...byId(educationId), body: { answers } })).results,
    requestCertificate: async (educationId, body) => {
      await send({
        method: 'POST',
        url: operationUrl(operations.requestCertificate, byId(educationId)),
        body,
      });
    },
    reportStart: async (educationId) => {
      await send({ method: 'POST', url: operationUrl(operations.reportEducationStart, byId(educationId)) });
    },
    reportReach: async (educationId, page) => {
      const input = { ...byId(educationId), body: { page } };
      await send({ method: 'POST', url: operationUrl(operations.reportPageReach, input), body: input.body });
    },
  };
}

/** How the transport sends: the host's `request` when given (its answers read as successes), else `fetch`. */
function sendWith(options: FetchTransportOptions): CallSend {
  const { request } = options;
  if (request) {
    // A POST always carries a JSON body to a host's `request`, `{}` when the call has none, as
    // before: an adapter that always sends JSON would otherwise send an empty body.
    return async ({ method, url, body }) => ({
      status: 200,
      data: await request(method as 'GET' | 'POST', url, body ?? (method === 'POST' ? {} : undefined)),
    });
  }
  return fetchSend(options.baseUrl ?? '', options.getToken);
}

function fetchSend(baseUrl: string, getToken: (() => string | null) | undefined): CallSend {
  return async ({ method, url, body }) => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = getToken?.();
    if (token) {
      headers.Authorization = `Bearer ${token}`;
    }
    if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
    }
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: baseUrl === '' ? 'same-origin' : 'omit',
    });
    const text = await response.text();
    const data: unknown = text === '' ? undefined : safeJson(text);
    if (!response.ok) {
      const record = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
      const message = typeof record.message === 'string' ? record.message : response.statusText;
      const field = typeof record.field === 'string' ? record.field : undefined;
      throw new ApiError(response.status, message, field);
    }
    return { status: response.status, data };
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Answers held by the player in the API's shape, of one part. Given the course, only those the
 * API takes (the engine's `answersThatFit`): an answer to a block an editor has since removed
 * or changed stays on the device, but would make the API refuse the whole save.
 */
export function toApiAnswers(
  entries: readonly ProgressEntry[],
  part: ProgressEntry['part'] = 'normal',
  education?: Education | null,
): ApiAnswers {
  const answers = entries
    .filter((entry) => entry.part === part)
    .map((entry) => ({ block_id: entry.blockId, values: [...entry.values] }));
  return education ? answersThatFit(education, part, answers) : answers;
}
