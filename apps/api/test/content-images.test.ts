import { crc32 } from 'node:zlib';
import { ContentImageSchema } from '@jamstalldhet/contract';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from './archive-support';
import { bearer, publishEducationChange, sessionFor, startTestApp, type TestApp } from './helpers';

// Issue 23: editors upload images for pages and courses. Only PNG, JPEG and WebP, by their bytes;
// stored upright, without metadata and at most 2400 px on the longer side; served for a year.
// Every image here is made by sharp in the test: real bytes, no fixture files.

let test: TestApp;
let admin: string;
let learner: string;

beforeAll(async () => {
  test = await startTestApp();
  [admin, learner] = await Promise.all([
    sessionFor(test, 'admin@example.se'),
    sessionFor(test, 'elev@example.se'),
  ]);
});

afterAll(() => test?.close());

/** An upload as `token`'s session (the administrator's unless told), or anonymous with null. */
function upload(file: { name: string; type: string; content: Buffer }, token: string | null = admin) {
  const form = multipart([{ name: 'file', filename: file.name, type: file.type, content: file.content }]);
  return test.app.inject({
    method: 'POST',
    url: '/api/admin/images',
    headers: { ...form.headers, ...(token ? bearer(token) : {}) },
    payload: form.payload,
  });
}

function get(url: string, headers: InjectOptions['headers'] = {}) {
  return test.app.inject({ method: 'GET', url, headers });
}

/** A picture of one colour: quick to make at any size (each size is other bytes). */
function picture(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#8a3b5c' } });
}

describe('uploading an image', () => {
  it('stores a 6000 × 4000 JPEG scaled to 2400 px and serves it with its size, type and a year of cache', async () => {
    const content = await picture(6000, 4000).jpeg({ quality: 90 }).toBuffer();
    const response = await upload({ name: 'Stor bild.jpg', type: 'image/jpeg', content });
    expect(response.statusCode, response.body).toBe(201);
    const image = ContentImageSchema.parse(response.json());
    expect(image).toMatchObject({
      width: 2400,
      height: 1600,
      mime_type: 'image/jpeg',
      name: 'Stor bild.jpg',
    });
    expect(image.url).toBe(`/api/images/${image.id}`);
    expect(image.size).toBeLessThan(content.length);

    // Its uploader may load it, as the editor's <img> does: not compressed again, never sniffed;
    // kept by their browser alone until a published document names it (issue 38).
    const served = await get(image.url, { ...bearer(admin), 'accept-encoding': 'gzip, br' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('private, no-cache');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-encoding']).toBeUndefined();
    expect(served.rawPayload.length).toBe(image.size);
    const stored = await sharp(served.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 2400, height: 1600 });

    // A browser that has it asks again only to hear it has not changed.
    const etag = served.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const again = await get(image.url, { ...bearer(admin), 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('turns a photo upright by its EXIF orientation and leaves its metadata (the GPS position) behind', async () => {
    const content = await picture(600, 400)
      .jpeg()
      .withExif({
        IFD0: { Make: 'Telefon' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '59/1 19/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const sent = await sharp(content).metadata();
    expect(sent.orientation).toBe(6);
    expect(sent.exif?.toString('latin1')).toContain('Telefon');
    const response = await upload({ name: 'telefon.jpg', type: 'image/jpeg', content });
    expect(response.statusCode, response.body).toBe(201);
    // Orientation 6: the camera was turned a quarter; upright, the picture is tall.
    expect(response.json()).toMatchObject({ width: 400, height: 600 });
    const stored = await sharp((await get(response.json().url, bearer(admin))).rawPayload).metadata();
    expect(stored).toMatchObject({ width: 400, height: 600 });
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
  });

  it('takes a PNG and a WebP in their own type, and never scales a small image up', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#0a0c' } })
      .png()
      .toBuffer();
    const pngAnswer = await upload({ name: 'logga.png', type: 'image/png', content: png });
    expect(pngAnswer.statusCode, pngAnswer.body).toBe(201);
    expect(pngAnswer.json()).toMatchObject({ width: 300, height: 200, mime_type: 'image/png' });
    const pngServed = await get(pngAnswer.json().url, bearer(admin));
    expect(pngServed.headers['content-type']).toBe('image/png');
    expect(await sharp(pngServed.rawPayload).metadata()).toMatchObject({ format: 'png', hasAlpha: true });

    const webp = await picture(3000, 3000).webp().toBuffer();
    const webpAnswer = await upload({ name: 'bild.webp', type: 'image/webp', content: webp });
    expect(webpAnswer.statusCode, webpAnswer.body).toBe(201);
    expect(webpAnswer.json()).toMatchObject({ width: 2400, height: 2400, mime_type: 'image/webp' });
    expect((await get(webpAnswer.json().url, bearer(admin))).headers['content-type']).toBe('image/webp');
  });

  it('goes by the bytes: the name and the type the browser sends count for nothing', async () => {
    const png = await picture(40, 30).png().toBuffer();
    const response = await upload({ name: 'bild.jpg', type: 'image/jpeg', content: png });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ mime_type: 'image/png' });
  });

  it('refuses an SVG, an HTML file named .png and a GIF with a 415 naming file', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const gif = await picture(20, 20).gif().toBuffer();
    for (const file of [
      { name: 'ikon.svg', type: 'image/svg+xml', content: svg },
      { name: 'ikon.png', type: 'image/png', content: svg },
      { name: 'sida.png', type: 'image/png', content: html },
      { name: 'animation.gif', type: 'image/gif', content: gif },
    ]) {
      const response = await upload(file);
      expect(response.statusCode, file.name).toBe(415);
      expect(response.json(), file.name).toMatchObject({
        field: 'file',
        message: 'Bilden ska vara en PNG-, JPEG- eller WebP-fil.',
      });
    }
  });

  it('refuses a truncated JPEG or PNG, and an empty or missing file, with a 400 naming file', async () => {
    const jpeg = await picture(800, 600).jpeg().toBuffer();
    const png = await picture(800, 600).png().toBuffer();
    for (const file of [
      { name: 'avbruten.jpg', type: 'image/jpeg', content: jpeg.subarray(0, Math.floor(jpeg.length / 2)) },
      { name: 'avbruten.png', type: 'image/png', content: png.subarray(0, Math.floor(png.length / 2)) },
      { name: 'tom.jpg', type: 'image/jpeg', content: Buffer.alloc(0) },
    ]) {
      const response = await upload(file);
      expect(response.statusCode, file.name).toBe(400);
      expect(response.json().field, file.name).toBe('file');
    }
    const form = multipart([{ name: 'folder', content: 'x' }]);
    const none = await test.app.inject({
      method: 'POST',
      url: '/api/admin/images',
      headers: { ...form.headers, ...bearer(admin) },
      payload: form.payload,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ field: 'file', message: 'Välj en bild att ladda upp' });
  });

  it('refuses a file over 15 MB, and a small PNG that says it has 400 million pixels, with a 413', async () => {
    const large = await upload({
      name: 'stor.jpg',
      type: 'image/jpeg',
      content: Buffer.alloc(15 * 1024 * 1024 + 1, 1),
    });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({ field: 'file', message: 'Bilden är för stor (högst 15 MB).' });

    // A decompression bomb: a 1 × 1 PNG whose header claims 20000 × 20000 (checksum made right).
    const bomb = Buffer.from(await picture(1, 1).png().toBuffer());
    bomb.writeUInt32BE(20_000, 16);
    bomb.writeUInt32BE(20_000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    const response = await upload({ name: 'bomb.png', type: 'image/png', content: bomb });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      field: 'file',
      message: 'Bilden har för många bildpunkter (högst 64 miljoner).',
    });
  });

  it('is for editors and administrators: 401 without a login, 403 for a learner, on upload and list', async () => {
    const content = await picture(10, 10).png().toBuffer();
    const file = { name: 'a.png', type: 'image/png', content };
    expect((await upload(file, null)).statusCode).toBe(401);
    const refused = await upload(file, learner);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Endast redaktörer och administratörer kan redigera innehåll');
    expect((await get('/api/admin/images')).statusCode).toBe(401);
    expect((await get('/api/admin/images', bearer(learner))).statusCode).toBe(403);
  });

  it('keeps the same bytes uploaded twice, even at once, as one image', async () => {
    const content = await picture(500, 300).jpeg().toBuffer();
    const [first, second] = await Promise.all([
      upload({ name: 'samma.jpg', type: 'image/jpeg', content }),
      upload({ name: 'samma.jpg', type: 'image/jpeg', content }),
    ]);
    const third = await upload({ name: 'samma igen.jpg', type: 'image/jpeg', content });
    expect([first?.statusCode, second?.statusCode, third.statusCode]).toEqual([201, 201, 201]);
    expect(second?.json().id).toBe(first?.json().id);
    expect(third.json()).toMatchObject({ id: first?.json().id, name: 'samma.jpg' });

    const listed = await get('/api/admin/images', bearer(admin));
    expect(listed.statusCode).toBe(200);
    const images = listed.json<Array<{ id: number; name: string }>>();
    expect(images.filter((image) => image.id === first?.json().id)).toHaveLength(1);
    // Newest first, and without the bytes.
    expect(images.map((image) => image.id)).toEqual(
      [...images.map((image) => image.id)].sort((a, b) => b - a),
    );
    expect(images.every((image) => ContentImageSchema.strict().safeParse(image).success)).toBe(true);
  });

  it('records every upload in the audit log: who, the file name, and the image', async () => {
    const content = await picture(64, 48).webp().toBuffer();
    const image = (await upload({ name: 'loggad.webp', type: 'image/webp', content })).json();
    const log = await get('/api/admin/audit?action=content.image-upload', bearer(admin));
    expect(log.statusCode).toBe(200);
    expect(log.json()[0]).toMatchObject({
      actor_email: 'admin@example.se',
      action: 'content.image-upload',
      target: 'loggad.webp',
      details: { id: image.id, width: 64, height: 48 },
    });
  });

  it('answers 404 in Swedish for an image that is not there, without the year of cache', async () => {
    const response = await get('/api/images/987654');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Bilden finns inte' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await get('/api/images/bild')).statusCode).toBe(400);
  });
});

describe('who may see an image (issue 38)', () => {
  /** A fresh image (each size is other bytes) uploaded by the administrator: its address. */
  async function uploaded(width: number): Promise<string> {
    const content = await picture(width, 40).png().toBuffer();
    const response = await upload({ name: `bild-${width}.png`, type: 'image/png', content });
    return ContentImageSchema.parse(response.json()).url;
  }

  /** The course's first page with the image on it, as the chapters to save. */
  async function chaptersShowing(id: number, url: string) {
    const draft = await get(`/api/admin/content/education/${id}`, bearer(admin));
    const { data } = draft.json() as {
      data: { chapters: Array<{ episodes: Array<{ components: unknown[][] }> }> };
    };
    const chapters = structuredClone(data.chapters);
    chapters[0]?.episodes[0]?.components[0]?.push({
      // A new block's id, shaped as the editor makes them: the image's id in letters.
      block_id: `b-${(url.split('/').at(-1) ?? '').padStart(12, '0').replace(/\d/g, (digit) => 'abcdefghjk'[Number(digit)] ?? 'a')}`,
      name: 'text',
      html: `<p><img src="${url}" alt="En bild"></p>`,
    });
    return chapters;
  }

  const statusOf = async (url: string, token?: string) =>
    (await get(url, token ? bearer(token) : {})).statusCode;

  /** Saves a change to a document's draft as the administrator: the draft's new version. */
  async function saveDraft(kind: string, id: number, change: Record<string, unknown>): Promise<number> {
    const current = await get(`/api/admin/content/${kind}/${id}`, bearer(admin));
    const saved = await test.app.inject({
      method: 'PUT',
      url: `/api/admin/content/${kind}/${id}/draft`,
      headers: bearer(admin),
      payload: { version: current.json().version, data: { ...current.json().data, ...change } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return saved.json().version;
  }

  async function lifecycle(kind: string, id: number, step: 'publish' | 'unpublish', version: number) {
    const response = await test.app.inject({
      method: 'POST',
      url: `/api/admin/content/${kind}/${id}/${step}`,
      headers: bearer(admin),
      payload: { version },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().version as number;
  }

  it("keeps a draft's image to editors, shows it to anyone once published, and withdraws it on unpublish", async () => {
    const url = await uploaded(41);
    const start = await get('/api/admin/content/page/1', bearer(admin));
    const components = [
      ...start.json().data.components,
      { block_id: 'b-bjdenpasidaa', name: 'text', html: `<p><img src="${url}" alt="En bild"></p>` },
    ];
    const version = await saveDraft('page', 1, { components });
    // Uploaded and in a draft: no one but editors, as if it were not there.
    expect(await statusOf(url)).toBe(404);
    expect(await statusOf(url, learner)).toBe(404);
    expect((await get(url, { cookie: `auth._token.local=Bearer%20${admin}` })).statusCode).toBe(200);

    const published = await lifecycle('page', 1, 'publish', version);
    const seen = await get(url);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    await lifecycle('page', 1, 'unpublish', published);
    expect(await statusOf(url)).toBe(404);
    expect(await statusOf(url, learner)).toBe(404);
  });

  it("shows an image in a login-only course's pages to those who may take it, privately; its presentation's to anyone", async () => {
    const [inPages, inPresentation] = [await uploaded(42), await uploaded(43)];
    const chapters = await chaptersShowing(101, inPages);
    await publishEducationChange(test, admin, 101, {
      access: 'users',
      chapters,
      hero: { images: { desktop_x2: inPresentation }, alt: 'En bild' },
    });
    expect(await statusOf(inPages)).toBe(404);
    const taken = await get(inPages, bearer(learner));
    expect(taken.statusCode).toBe(200);
    expect(taken.headers['cache-control']).toBe('private, no-cache');
    const presented = await get(inPresentation);
    expect(presented.statusCode).toBe(200);
    expect(presented.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // Once the course is closed its pages' image is no one's, whatever the learner has written.
    await publishEducationChange(test, admin, 101, { status: 'closed' });
    const saved = await test.app.inject({
      method: 'POST',
      url: '/api/user/educations/101/progress',
      headers: bearer(learner),
      payload: { answers: [{ block_id: 'token', values: [inPages] }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await statusOf(inPages, learner)).toBe(404);
  });
});
