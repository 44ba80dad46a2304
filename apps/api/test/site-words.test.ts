import { SiteWordsSchema } from '@jamstalldhet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importContent } from '../src/content/import';
import { callAs, DEMO_CONTENT, sessionFor, startTestApp, type TestApp } from './helpers';

// Issue 40: the site's word list behind the editor's "Lägg till i ordlistan".

let test: TestApp;
let admin: string;
let editor: string;
let learner: string;

beforeAll(async () => {
  test = await startTestApp();
  [admin, editor, learner] = await Promise.all([
    sessionFor(test, 'admin@example.se'),
    sessionFor(test, 'redaktor@example.se'),
    sessionFor(test, 'elev@example.se'),
  ]);
});

afterAll(() => test?.close());

const WORDS = '/api/admin/spelling-words';

async function words(token = editor): Promise<string[]> {
  const answer = await callAs(test, 'GET', WORDS, token);
  expect(answer.statusCode).toBe(200);
  return SiteWordsSchema.parse(answer.json()).words;
}

describe('the site word list', () => {
  it('takes words from editors and administrators, once each, and lists them in Swedish order', async () => {
    for (const [word, token] of [
      ['Östgöta', editor],
      ['Jämställdhetsmyndigheten', admin],
      ['ärendehanteringssystem', editor],
      ['Jämställdhetsmyndigheten', editor],
      ['  Diskrimineringsombudsmannen ', editor],
      ['e-tjänst', admin],
    ] as const) {
      const added = await callAs(test, 'POST', WORDS, token, { word });
      expect(added.statusCode).toBe(200);
    }
    expect(await words(admin)).toEqual([
      'Diskrimineringsombudsmannen',
      'e-tjänst',
      'Jämställdhetsmyndigheten',
      'ärendehanteringssystem',
      'Östgöta',
    ]);
  });

  it('takes a word off again, by its address; one not there is no error', async () => {
    const removed = await callAs(test, 'DELETE', `${WORDS}/${encodeURIComponent('Östgöta')}`, editor);
    expect(removed.statusCode).toBe(200);
    expect(SiteWordsSchema.parse(removed.json()).words).not.toContain('Östgöta');
    expect((await callAs(test, 'DELETE', `${WORDS}/Saknas`, editor)).statusCode).toBe(200);
  });

  it.each([
    ['two words', 'två ord'],
    ['digits', 'abc123'],
    ['markup', '<b>ord</b>'],
    ['a hyphen at the end', 'ord-'],
    ['nothing', '   '],
    ['too long', 'a'.repeat(65)],
  ])('refuses %s with a 400 naming the word, and keeps the list', async (_, word) => {
    const before = await words();
    const answer = await callAs(test, 'POST', WORDS, editor, { word });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ field: 'word', message: expect.stringContaining('bokstäver') });
    expect(await words()).toEqual(before);
  });

  it('refuses a word of another type', async () => {
    const answer = await callAs(test, 'POST', WORDS, editor, { word: ['ord'] });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ field: 'word' });
  });

  it("takes a content folder's ordlista.json at import, keeping the words editors added", async () => {
    await importContent(test.database.db, DEMO_CONTENT);
    const list = await words();
    expect(list).toEqual(expect.arrayContaining(['Vimeo', 'Digg', 'Jämställdhetsmyndigheten', 'e-tjänst']));
  });

  it('is for editors and administrators only: 401 without a login, 403 for a learner', async () => {
    expect((await callAs(test, 'GET', WORDS)).statusCode).toBe(401);
    expect((await callAs(test, 'GET', WORDS, learner)).statusCode).toBe(403);
    expect((await callAs(test, 'POST', WORDS, learner, { word: 'fusk' })).statusCode).toBe(403);
    expect((await callAs(test, 'DELETE', `${WORDS}/e-tj%C3%A4nst`, learner)).statusCode).toBe(403);
    expect(await words()).toContain('e-tjänst');
  });
});
