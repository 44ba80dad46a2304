import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF, saveArchivePage } from './archive-support';
import { bearer, sessionFor, startTestApp, type TestApp } from './helpers';

/**
 * A multipart body is framing the server must parse before it can refuse anything: whatever is
 * wrong with the framing is the client's mistake, a 400 on `file`, never a 500 or a hang.
 */
let test: TestApp;
let student: string;

beforeAll(async () => {
  test = await startTestApp();
  student = await sessionFor(test, 'elev@example.se');
  await saveArchivePage(test.database.db);
}, 60_000);
afterAll(async () => {
  await test.close();
});

const BOUNDARY = '----jamstalldhet-boundary';

/** A one-file form, framed with `boundary` and `newline` as given. */
function form(boundary = BOUNDARY, newline = '\r\n'): string {
  return [
    `--${boundary}`,
    'Content-Disposition: form-data; name="file"; filename="plan.pdf"',
    'Content-Type: application/pdf',
    '',
    PDF,
    `--${boundary}--`,
    '',
  ].join(newline);
}

const upload = (contentType: string, body: string | Buffer) =>
  test.app.inject({
    method: 'POST',
    url: '/api/blocks/form/arkiv/600',
    headers: { ...bearer(student), 'content-type': contentType },
    payload: body,
  });

describe('POST /api/blocks/form/{blockId}/{postId} with broken framing', () => {
  it('accepts a well-framed form, with the boundary plain or quoted', async () => {
    expect((await upload(`multipart/form-data; boundary=${BOUNDARY}`, form())).statusCode).toBe(201);
    expect((await upload(`multipart/form-data; boundary="${BOUNDARY}"`, form())).statusCode).toBe(201);
  });

  const broken: [string, string, string | Buffer][] = [
    ['no boundary', 'multipart/form-data', form()],
    ['an empty boundary', 'multipart/form-data; boundary=', form()],
    [
      'a boundary over 70 characters',
      `multipart/form-data; boundary=${'x'.repeat(71)}`,
      form('x'.repeat(71)),
    ],
    [
      'a boundary of 2000 characters',
      `multipart/form-data; boundary=${'x'.repeat(2000)}`,
      form('x'.repeat(2000)),
    ],
    ['a body cut off in the file', `multipart/form-data; boundary=${BOUNDARY}`, form().slice(0, 140)],
    ['a body cut off in the headers', `multipart/form-data; boundary=${BOUNDARY}`, form().slice(0, 40)],
    [
      'a body without its closing boundary',
      `multipart/form-data; boundary=${BOUNDARY}`,
      form().replace(`--${BOUNDARY}--\r\n`, ''),
    ],
    ['a boundary other than the one declared', 'multipart/form-data; boundary=other', form()],
    ['LF line endings', `multipart/form-data; boundary=${BOUNDARY}`, form(BOUNDARY, '\n')],
    ['an empty body', `multipart/form-data; boundary=${BOUNDARY}`, ''],
    ['a body that is not multipart', `multipart/form-data; boundary=${BOUNDARY}`, '{"file":"plan.pdf"}'],
    [
      'a part without headers',
      `multipart/form-data; boundary=${BOUNDARY}`,
      `--${BOUNDARY}\r\n\r\n${PDF}\r\n--${BOUNDARY}--\r\n`,
    ],
    [
      'a NUL in the part headers',
      `multipart/form-data; boundary=${BOUNDARY}`,
      form().replace('Content-Disposition', 'Content-Dispositio\u0000n'),
    ],
  ];
  for (const [problem, contentType, body] of broken) {
    it(`answers 400 on file for ${problem}`, async () => {
      const response = await upload(contentType, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().field).toBe('file');
    });
  }

  it('answers 415 for a multipart type other than form-data', async () => {
    const response = await upload(`multipart/mixed; boundary=${BOUNDARY}`, form());
    expect(response.statusCode, response.body).toBe(415);
  });

  it('answers 400 when the folder field holds a NUL', async () => {
    const body = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="folder"\r\n\r\na\u0000b\r\n${form()}`;
    const response = await upload(`multipart/form-data; boundary=${BOUNDARY}`, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().field).toBe('folder');
  });
});
