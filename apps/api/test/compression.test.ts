import { gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { FILE_ROUTES, registerCompression } from '../src/plugins/compression';

// A text upload large enough to be worth compressing, as an archive download sends it.
const TEXT = 'Kursplan för årskurs 7. '.repeat(200);

async function appWithRoutes() {
  const app = Fastify();
  await registerCompression(app);
  for (const url of [...FILE_ROUTES, '/text']) {
    app.get(url, (_request, reply) => reply.type('text/plain; charset=utf-8').send(TEXT));
  }
  return app;
}

describe('compression', () => {
  it('compresses compressible answers the client accepts compressed', async () => {
    const app = await appWithRoutes();
    const answer = await app.inject({ method: 'GET', url: '/text', headers: { 'accept-encoding': 'gzip' } });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.rawPayload).toString()).toBe(TEXT);
    await app.close();
  });

  it('sends certificate PDFs and uploaded files as they are', async () => {
    const app = await appWithRoutes();
    const urls = [
      '/api/user/educations/certificates/ABCD-EFGH-JKLM/pdf',
      '/api/blocks/form/download/arkiv/1/600',
    ];
    for (const url of urls) {
      const answer = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-encoding'], url).toBeUndefined();
      expect(answer.body, url).toBe(TEXT);
    }
    await app.close();
  });
});
