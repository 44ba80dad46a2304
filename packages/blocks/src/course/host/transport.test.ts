import { ALREADY_COMPLETED_MESSAGE, EducationSchema } from '@jamstalldhet/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../engine/formatting/errors';
import { completionErrorMessage, defaultCompletionErrorTexts, isAlreadyCompleted } from '../../engine/index';
import { createFetchTransport, toApiAnswers } from './transport';

afterEach(() => {
  vi.unstubAllGlobals();
});

function answering(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('createFetchTransport', () => {
  it('sends the SPEC §7 call with the bearer token and reads the answer through the contract', async () => {
    const fetch = answering(200, { evaluation_token: 'e1' });
    const transport = createFetchTransport({ baseUrl: 'https://api.example.se', getToken: () => 'secret' });
    await expect(transport.saveEvaluation(7, [{ block_id: 'q', values: ['5'] }], undefined)).resolves.toBe(
      'e1',
    );
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.example.se/api/educations/7/evaluation/update');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer secret');
    expect(JSON.parse(String(init.body))).toEqual({ answers: [{ block_id: 'q', values: ['5'] }] });
  });

  it("reports a start with the course's address alone, nothing of the learner", async () => {
    const fetch = answering(200, { ok: true });
    await createFetchTransport().reportStart?.(100);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/educations/100/started');
    expect(init.method).toBe('POST');
    expect(init.body).toBeUndefined();
    expect(init.credentials).toBe('same-origin');
  });

  it('sends a page reached and the first checks of a completion (issue 37)', async () => {
    const fetch = answering(200, { ok: true });
    await createFetchTransport().reportReach?.(100, '1/2/1');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/educations/100/reached');
    expect(JSON.parse(String(init.body))).toEqual({ page: '1/2/1' });
    const completion = answering(200, { passed: false, unanswered: [] });
    await createFetchTransport().complete(100, [], undefined, [{ block_id: 'q', values: ['nej'] }]);
    const [, sent] = completion.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(sent.body))).toEqual({
      answers: [],
      first_checks: [{ block_id: 'q', values: ['nej'] }],
    });
  });

  it('refuses an answer that does not match the contract', async () => {
    answering(200, { evaluation_token: 42 });
    await expect(createFetchTransport().saveEvaluation(7, [], undefined)).rejects.toThrow();
  });

  it('throws the API’s error answer with its status, message and field, which the engine reads', async () => {
    answering(400, { message: ALREADY_COMPLETED_MESSAGE, field: 'answers' });
    const error = await createFetchTransport()
      .complete(1, [], undefined)
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 400, field: 'answers' });
    expect(isAlreadyCompleted(error)).toBe(true);
    expect(completionErrorMessage(new ApiError(401, 'Unauthorized'))).toBe(
      defaultCompletionErrorTexts.loggedOut,
    );
  });
});

describe('createFetchTransport over a host’s own request', () => {
  it('sends every POST with a JSON body, `{}` for a call that has none, as sites’ adapters expect', async () => {
    const request = vi.fn(async () => ({ token: 't1' }));
    await expect(createFetchTransport({ request }).renewCertificateToken(7)).resolves.toBe('t1');
    expect(request).toHaveBeenCalledWith('POST', '/api/user/educations/7/certificate-token', {});
  });

  it('needs no particular answer to a progress save or a certificate request, only success', async () => {
    const request = vi.fn(async () => undefined);
    const transport = createFetchTransport({ request });
    await expect(transport.pushProgress(7, [{ block_id: 'q', values: ['a'] }])).resolves.toBeUndefined();
    await expect(
      transport.requestCertificate(7, { token: 't', fullname: 'Anna Svensson', email: 'anna@example.se' }),
    ).resolves.toBeUndefined();
    expect(request).toHaveBeenLastCalledWith('POST', '/api/educations/7/certificate', {
      token: 't',
      fullname: 'Anna Svensson',
      email: 'anna@example.se',
    });
  });
});

describe('toApiAnswers', () => {
  it('gives the answers of one part in the API’s shape', () => {
    const entries = [
      { educationId: 1, blockId: 'q1', values: ['a'], part: 'normal' as const },
      { educationId: 1, blockId: 'e1', values: ['5'], part: 'evaluation' as const },
    ];
    expect(toApiAnswers(entries)).toEqual([{ block_id: 'q1', values: ['a'] }]);
    expect(toApiAnswers(entries, 'evaluation')).toEqual([{ block_id: 'e1', values: ['5'] }]);
  });

  it('leaves out, given the course, what the API would refuse: a removed block, a value that no longer fits', () => {
    const education = EducationSchema.parse({
      id: 1,
      slug: 'kurs',
      title: 'Kurs',
      chapters: [
        {
          title: 'K1',
          episodes: [
            {
              title: 'E1',
              components: [
                [
                  { block_id: 'q1', name: 'question-radio', answers: [{ id: 'a', label: 'A' }] },
                  { block_id: 'q2', name: 'question-input-text', max_length: 5 },
                ],
              ],
            },
          ],
        },
      ],
    });
    const entries = [
      { educationId: 1, blockId: 'borttagen', values: ['x'], part: 'normal' as const },
      { educationId: 1, blockId: 'q1', values: ['a'], part: 'normal' as const },
      { educationId: 1, blockId: 'q2', values: ['för lång'], part: 'normal' as const },
    ];
    expect(toApiAnswers(entries, 'normal', education)).toEqual([{ block_id: 'q1', values: ['a'] }]);
  });
});
