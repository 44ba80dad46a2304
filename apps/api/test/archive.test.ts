import { ARCHIVE_MAX_BYTES } from '@jamstalldhet/blocks/engine';
import { ArchiveFileSchema, PageSchema } from '@jamstalldhet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savePage } from '../src/storage/content';
import { multipart, type Part, PDF, saveArchivePage } from './archive-support';
import { bearer, sessionFor, startTestApp, type TestApp } from './helpers';

let test: TestApp;
let student: string;
let teacher: string;
let outsider: string;
let admin: string;

beforeAll(async () => {
  test = await startTestApp();
  student = await sessionFor(test, 'elev@example.se');
  teacher = await sessionFor(test, 'larare@example.se');
  outsider = await sessionFor(test, 'anna@example.se');
  admin = await sessionFor(test, 'admin@example.se');
  // An ordinary page with an archive, and the fixture room (members: larare, elev) given one.
  await saveArchivePage(test.database.db, [{ id: 'planer', title: 'Planer' }]);
  await savePage(
    test.database.db,
    PageSchema.parse({
      id: 500,
      slug: 'klassrum-7b',
      title: 'Klassrum 7B',
      post_type: 'room',
      components: [{ block_id: 'klassrum-arkiv', name: 'education-archive' }],
    }),
  );
}, 60_000);
afterAll(async () => {
  await test.close();
});

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32, 1),
]);
const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.from([0x90, 0x00, 0x03, 0x00, 0x00, 0x00]),
  Buffer.alloc(64),
]);

function upload(
  where: { blockId: string; postId: number | string },
  parts: Part[],
  token: string | undefined,
) {
  const body = multipart(parts);
  return test.app.inject({
    method: 'POST',
    url: `/api/blocks/form/${where.blockId}/${where.postId}`,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
    payload: body.payload,
  });
}

const PAGE = { blockId: 'arkiv', postId: 600 };
const ROOM = { blockId: 'klassrum-arkiv', postId: 500 };
const pdfPart = (filename: string, content: Buffer = PDF): Part => ({
  name: 'file',
  filename,
  type: 'application/pdf',
  content,
});

const list = (where: { blockId: string; postId: number | string }, token?: string) =>
  test.app.inject({
    method: 'GET',
    url: `/api/blocks/form/${where.blockId}/${where.postId}`,
    headers: token ? bearer(token) : {},
  });
const download = (blockId: string, id: number, formId: number, token?: string) =>
  test.app.inject({
    method: 'GET',
    url: `/api/blocks/form/download/${blockId}/${id}/${formId}`,
    headers: token ? bearer(token) : {},
  });
const remove = (blockId: string, id: number, token?: string) =>
  test.app.inject({
    method: 'DELETE',
    url: `/api/blocks/form/${blockId}/${id}`,
    headers: token ? bearer(token) : {},
  });

describe('an archive on an ordinary page: personal to each user', () => {
  it('lets the owner upload, list, download and delete a file', async () => {
    const created = await upload(PAGE, [pdfPart('Plan.pdf'), { name: 'folder', content: 'planer' }], student);
    expect(created.statusCode).toBe(201);
    const file = created.json();
    expect(file).toMatchObject({
      id: expect.any(Number),
      form_id: 600,
      name: 'Plan.pdf',
      mime_type: 'application/pdf',
      size: PDF.length,
      owner: 'Elin E.',
      own: true,
      folder: 'planer',
    });
    expect(Math.abs(file.uploaded_at - Date.now() / 1000)).toBeLessThan(60);
    expect(() => ArchiveFileSchema.parse(file)).not.toThrow();

    const listed = await list(PAGE, student);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([file]);

    const fetched = await download('arkiv', file.id, 600, student);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.rawPayload.equals(PDF)).toBe(true);
    expect(fetched.headers['content-type']).toBe('application/pdf');
    expect(fetched.headers['x-content-type-options']).toBe('nosniff');

    const deleted = await remove('arkiv', file.id, student);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ ok: true });
    expect((await list(PAGE, student)).json()).toEqual([]);
    expect((await download('arkiv', file.id, 600, student)).statusCode).toBe(404);
    expect((await remove('arkiv', file.id, student)).statusCode).toBe(404);
  });

  it("hides a user's files from everyone else: they cannot list, download or delete them (404)", async () => {
    const file = (await upload(PAGE, [pdfPart('Min plan.pdf')], student)).json();
    expect((await list(PAGE, teacher)).json()).toEqual([]);
    expect((await list(PAGE, admin)).json()).toEqual([]);
    expect((await download('arkiv', file.id, 600, teacher)).statusCode).toBe(404);
    expect((await remove('arkiv', file.id, teacher)).statusCode).toBe(404);
    expect((await remove('arkiv', file.id, admin)).statusCode).toBe(404);
    // Still there for its owner.
    expect((await list(PAGE, student)).json().map((item: { id: number }) => item.id)).toContain(file.id);
    expect((await download('arkiv', file.id, 600, student)).statusCode).toBe(200);
  });

  it('lists the newest file first', async () => {
    const older = (await upload(PAGE, [pdfPart('Äldre.pdf')], teacher)).json();
    const newer = (await upload(PAGE, [pdfPart('Nyare.pdf')], teacher)).json();
    const ids = (await list(PAGE, teacher)).json().map((item: { id: number }) => item.id);
    expect(ids).toEqual([newer.id, older.id]);
  });

  it('answers 404 when the block, the post or the form id does not match', async () => {
    const file = (await upload(PAGE, [pdfPart('Rätt.pdf')], student)).json();
    expect((await download('arkiv', file.id, 601, student)).statusCode).toBe(404);
    expect((await download('annat-arkiv', file.id, 600, student)).statusCode).toBe(404);
    expect((await remove('annat-arkiv', file.id, student)).statusCode).toBe(404);
    // A block that is no archive, a block that is not there, a post that is not there.
    expect((await list({ blockId: 'text', postId: 600 }, student)).statusCode).toBe(404);
    expect((await list({ blockId: 'arkiv', postId: 1 }, student)).statusCode).toBe(404);
    expect((await list({ blockId: 'arkiv', postId: 999_999 }, student)).statusCode).toBe(404);
    expect((await upload({ blockId: 'text', postId: 600 }, [pdfPart('a.pdf')], student)).statusCode).toBe(
      404,
    );
  });

  it('answers 400 naming the parameter for ids that are not ids', async () => {
    const badPost = await list({ blockId: 'arkiv', postId: 'sex' }, student);
    expect(badPost.statusCode).toBe(400);
    expect(badPost.json().field).toBe('postId');
    const badBlock = await list({ blockId: 'ar%20kiv', postId: 600 }, student);
    expect(badBlock.statusCode).toBe(400);
    expect(badBlock.json().field).toBe('blockId');
    const badFormId = await test.app.inject({
      method: 'GET',
      url: '/api/blocks/form/download/arkiv/1/x',
      headers: bearer(student),
    });
    expect(badFormId.json().field).toBe('formId');
  });

  it('needs a login for every call (401)', async () => {
    expect((await list(PAGE)).statusCode).toBe(401);
    expect((await upload(PAGE, [pdfPart('a.pdf')], undefined)).statusCode).toBe(401);
    expect((await remove('arkiv', 1)).statusCode).toBe(401);
    expect((await download('arkiv', 1, 600)).statusCode).toBe(401);
  });
});

describe('an archive on a room page: shared among the members', () => {
  it("shows every member the room's files and lets them download each other's, but not delete them", async () => {
    const file = (await upload(ROOM, [pdfPart('Klassens plan.pdf')], student)).json();
    const seen = await list(ROOM, teacher);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject([{ id: file.id, owner: 'Elin E.', own: false, form_id: 500 }]);
    expect((await list(ROOM, student)).json()).toMatchObject([{ id: file.id, own: true }]);

    const fetched = await download('klassrum-arkiv', file.id, 500, teacher);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.rawPayload.equals(PDF)).toBe(true);

    expect((await remove('klassrum-arkiv', file.id, teacher)).statusCode).toBe(404);
    expect((await list(ROOM, teacher)).json()).toHaveLength(1);
    expect((await remove('klassrum-arkiv', file.id, student)).statusCode).toBe(200);
  });

  it('answers 404 to those who are not members, whatever they try', async () => {
    const file = (await upload(ROOM, [pdfPart('Bara för 7B.pdf')], teacher)).json();
    for (const token of [outsider, admin]) {
      expect((await list(ROOM, token)).statusCode).toBe(404);
      expect((await upload(ROOM, [pdfPart('In.pdf')], token)).statusCode).toBe(404);
      expect((await download('klassrum-arkiv', file.id, 500, token)).statusCode).toBe(404);
      expect((await remove('klassrum-arkiv', file.id, token)).statusCode).toBe(404);
    }
    expect((await list(ROOM, teacher)).json()).toMatchObject([{ id: file.id, name: 'Bara för 7B.pdf' }]);
  });
});

describe('what an upload may be', () => {
  it('sends a Swedish file name back in Content-Disposition (RFC 6266), with its type', async () => {
    const name = 'Lärarhandledning åäö.pdf';
    const file = (await upload(PAGE, [pdfPart(name)], student)).json();
    expect(file.name).toBe(name);
    const fetched = await download('arkiv', file.id, 600, student);
    expect(fetched.headers['content-type']).toBe('application/pdf');
    expect(fetched.headers['content-disposition']).toBe(
      'attachment; filename="L_rarhandledning ___.pdf"; filename*=UTF-8\'\'L%C3%A4rarhandledning%20%C3%A5%C3%A4%C3%B6.pdf',
    );
    expect(fetched.headers['x-content-type-options']).toBe('nosniff');
  });

  it('takes a form as browsers build it (FormData)', async () => {
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'Bild på klassen.png');
    const request = new Response(form);
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/blocks/form/arkiv/600',
      headers: { 'content-type': request.headers.get('content-type') ?? '', ...bearer(student) },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Bild på klassen.png',
      mime_type: 'image/png',
      size: PNG.length,
    });
  });

  it('refuses a file over ARCHIVE_MAX_BYTES with 413 and takes one of exactly that size', {
    timeout: 60_000,
  }, async () => {
    const tooBig = Buffer.concat([PDF, Buffer.alloc(ARCHIVE_MAX_BYTES + 1 - PDF.length, 0x20)]);
    const refused = await upload(PAGE, [pdfPart('Stor.pdf', tooBig)], student);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({ statusCode: 413, message: 'Filen är för stor.' });

    const largest = tooBig.subarray(0, ARCHIVE_MAX_BYTES);
    const taken = await upload(PAGE, [pdfPart('Precis.pdf', largest)], student);
    expect(taken.statusCode).toBe(201);
    expect(taken.json().size).toBe(ARCHIVE_MAX_BYTES);
    await remove('arkiv', taken.json().id, student);
  });

  it('refuses types that are not allowed, and files that are not what they claim, with 415', async () => {
    const refused: Part[] = [
      { name: 'file', filename: 'program.exe', type: 'application/x-msdownload', content: EXE },
      { name: 'file', filename: 'program.exe', type: 'application/octet-stream', content: EXE },
      { name: 'file', filename: 'sida.html', type: 'text/html', content: '<script>alert(1)</script>' },
      // Claims to be a PDF but is a program.
      pdfPart('Faktura.pdf', EXE),
      // A PDF whose name would make it run as a program once saved.
      pdfPart('Faktura.pdf.exe'),
      // A program named as text.
      { name: 'file', filename: 'läs-mig.txt', type: 'text/plain', content: EXE },
      { name: 'file', filename: 'bild.png', type: 'image/png', content: PDF },
    ];
    for (const part of refused) {
      const response = await upload(PAGE, [part], student);
      expect(response.statusCode, part.filename).toBe(415);
      expect(response.json()).toEqual({ statusCode: 415, message: 'Filtypen är inte tillåten.' });
    }
    expect(
      (await list(PAGE, student)).json().some((file: { name: string }) => /exe|html/.test(file.name)),
    ).toBe(false);
  });

  it('takes a known ending without a type from the browser, and stores the type of the ending', async () => {
    const response = await upload(
      PAGE,
      [
        {
          name: 'file',
          filename: 'Anteckningar.txt',
          type: 'application/octet-stream',
          content: 'Hej på er\n',
        },
      ],
      student,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().mime_type).toBe('text/plain');
  });

  it('refuses an empty file, a missing file and a body that is no form (400 on file)', async () => {
    const empty = await upload(PAGE, [pdfPart('Tom.pdf', Buffer.alloc(0))], student);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().field).toBe('file');
    const missing = await upload(PAGE, [{ name: 'folder', content: 'planer' }], student);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe('file');
    const json = await test.app.inject({
      method: 'POST',
      url: '/api/blocks/form/arkiv/600',
      headers: bearer(student),
      payload: { file: 'Plan.pdf' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().field).toBe('file');
    const twoFiles = await upload(PAGE, [pdfPart('Ett.pdf'), pdfPart('Två.pdf')], student);
    expect(twoFiles.statusCode).toBe(400);
    expect(twoFiles.json().field).toBe('file');
    const otherField = await upload(PAGE, [{ ...pdfPart('Plan.pdf'), name: 'bilaga' }], student);
    expect(otherField.statusCode).toBe(400);
    expect(otherField.json().field).toBe('file');
  });

  it('refuses a folder the archive does not have (400 on folder)', async () => {
    const response = await upload(
      PAGE,
      [{ name: 'folder', content: 'hemligt' }, pdfPart('Plan.pdf')],
      student,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('folder');
    const noFolders = await upload(
      ROOM,
      [pdfPart('Plan.pdf'), { name: 'folder', content: 'planer' }],
      student,
    );
    expect(noFolders.statusCode).toBe(400);
    expect(noFolders.json().field).toBe('folder');
  });

  it('keeps only a safe base name: no path, no control or direction characters, at most 200 characters', async () => {
    const withPath = (await upload(PAGE, [pdfPart('../../etc/Plan.pdf')], student)).json();
    expect(withPath.name).toBe('Plan.pdf');
    const windowsPath = (await upload(PAGE, [pdfPart('C:\\Users\\elin\\Plan.pdf')], student)).json();
    expect(windowsPath.name).toBe('Plan.pdf');
    const controls = (await upload(PAGE, [pdfPart('Pl\u0007an\u202E.pdf')], student)).json();
    expect(controls.name).toBe('Plan.pdf');
    const hidden = (await upload(PAGE, [pdfPart('..Plan.pdf')], student)).json();
    expect(hidden.name).toBe('Plan.pdf');
    const long = (await upload(PAGE, [pdfPart(`${'å'.repeat(300)}.pdf`)], student)).json();
    expect(Array.from(long.name)).toHaveLength(200);
    expect(long.name.endsWith('å.pdf')).toBe(true);
  });
});
