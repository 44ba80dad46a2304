import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseCommand, runCli, USAGE } from '../src/cli';
import type { Database } from '../src/db/database';
import type { MailMessage } from '../src/mail/mailer';
import { listAudit } from '../src/storage/audit';
import { findEducationBySlug } from '../src/storage/content';
import { bearer, FIXTURE_CONTENT, login, startTestApp, type TestApp } from './helpers';

let test: TestApp;
let db: Database;
let elev: string;
let lines: string[];
let mails: MailMessage[];

beforeAll(async () => {
  test = await startTestApp();
  db = test.database.db;
  elev = await login(test.app, 'elev@example.se');
}, 60_000);
afterAll(async () => {
  await test.close();
});
beforeEach(() => {
  lines = [];
  mails = [];
});

const cli = (...argv: string[]) =>
  runCli(argv, {
    db,
    log: (line) => lines.push(line),
    notify: {
      mailer: {
        async send(message) {
          mails.push(message);
        },
      },
      publicUrl: 'https://utbildning.example.se',
    },
  });
const output = () => lines.join('\n');
const ask = () =>
  test.app.inject({ method: 'POST', url: '/api/user/request_access/101', headers: bearer(elev) });
const userStatus = async () =>
  (await test.app.inject({ method: 'GET', url: '/api/educations/101', headers: bearer(elev) })).json().user
    .status;

describe('set-role', () => {
  it('gives an account a role without SQL, recorded in the audit log', async () => {
    lines = [];
    expect(await cli('set-role', 'Anna@example.se', 'administrator')).toBe(0);
    expect(output()).toBe('anna@example.se har nu rollen administrator.');
    const [entry] = await listAudit(test.database.db, { action: 'account.role' });
    expect(entry).toMatchObject({
      target: 'anna@example.se',
      actorEmail: null,
      details: { from: '', to: 'administrator' },
    });
    expect(await cli('set-role', 'anna@example.se', '')).toBe(0);
    expect(await cli('set-role', 'ingen@example.se', 'teacher')).toBe(1);
  });
});

describe('usage', () => {
  it('prints the usage and fails on missing, unknown or extra arguments', async () => {
    for (const argv of [
      [],
      ['bogus'],
      ['access'],
      ['access', 'approve', 'elev@example.se'],
      ['access', 'list', 'x'],
      ['set-role', 'elev@example.se'],
      ['set-role', 'elev@example.se', 'kejsare'],
    ]) {
      lines = [];
      expect(await cli(...argv)).toBe(2);
      expect(output()).toBe(USAGE);
    }
  });

  it('prints the usage on help and succeeds', async () => {
    expect(await cli('--help')).toBe(0);
    expect(output()).toContain('access approve <e-post> <utbildning>');
  });
});

describe('import-content', () => {
  it('imports a content folder idempotently and says what it did', async () => {
    expect(await cli('import-content', FIXTURE_CONTENT)).toBe(0);
    expect(output()).toContain('content: imported 1 pages, 2 educations, 1 rooms');
    expect(await findEducationBySlug(db, 'kurs-med-godkannande')).not.toBeNull();
  });

  it('skips a course an editor changed and says so; --force overwrites it and records a revision', async () => {
    const admin = await login(test.app, 'admin@example.se');
    const course = (url: string, method: 'GET' | 'PUT' | 'POST' = 'GET', payload?: object) =>
      test.app.inject({ method, url, headers: bearer(admin), ...(payload ? { payload } : {}) });
    const revisions = async () =>
      (await course('/api/admin/content/education/100/revisions')).json<
        Array<{ source: string; author: string | null; summary: string[] }>
      >();
    // The import at the test app's start wrote the course: its first revision is an import.
    expect((await revisions()).map((revision) => revision.source)).toEqual(['import']);
    const published = (await course('/api/admin/content/education/100')).json<{ data: object }>().data;
    const saved = await course('/api/admin/content/education/100/draft', 'PUT', {
      version: 0,
      data: { ...published, title: 'Öppen kurs, redigerad' },
    });
    expect(saved.statusCode).toBe(200);

    lines = [];
    expect(await cli('import-content', FIXTURE_CONTENT)).toBe(0);
    expect(lines).toContain(
      'content: education 100 oppen-kurs "Öppen kurs": ändrad i redigeraren, hoppas över; använd --force för att skriva över',
    );
    expect(lines.filter((line) => line.includes('hoppas över'))).toHaveLength(1);
    expect(output()).toContain('0 skrivna, 4 oförändrade, 1 överhoppade');
    // The editor's draft is intact, and nothing new was recorded.
    expect((await course('/api/admin/content/education/100')).json()).toMatchObject({
      version: 1,
      state: 'changed',
      data: { title: 'Öppen kurs, redigerad' },
    });
    expect(await revisions()).toHaveLength(1);

    lines = [];
    expect(await cli('import-content', FIXTURE_CONTENT, '--force')).toBe(0);
    expect(output()).toContain('1 skrivna, 4 oförändrade, 0 överhoppade');
    expect((await course('/api/admin/content/education/100')).json()).toMatchObject({
      version: 2,
      state: 'published',
      data: { title: 'Öppen kurs' },
    });
    // The import is a revision; the editor's overwritten draft is kept before it, to restore.
    const [imported, kept] = await revisions();
    expect(imported).toMatchObject({
      source: 'import',
      author: null,
      summary: expect.arrayContaining(['Skrev över ändringar från redigeraren (--force)']),
    });
    expect(kept).toMatchObject({ source: 'draft', author: expect.stringContaining('Alva') });
    const [entry] = await listAudit(db, { action: 'content.import' });
    expect(entry).toMatchObject({
      actorEmail: null,
      target: FIXTURE_CONTENT,
      details: { force: true, written: [{ kind: 'education', id: 100, slug: 'oppen-kurs' }], skipped: [] },
    });

    // The course follows the files again: a plain import changes nothing and records nothing.
    lines = [];
    expect(await cli('import-content', FIXTURE_CONTENT)).toBe(0);
    expect(output()).toContain('0 skrivna, 5 oförändrade, 0 överhoppade');
    expect(await revisions()).toHaveLength(3);
    expect((await listAudit(db, { action: 'content.import' }))[0]?.id).toBe(entry?.id);
  });

  it('takes --force anywhere after the command, once', async () => {
    expect(parseCommand(['import-content', '--force'])).toMatchObject({ force: true });
    expect(parseCommand(['import-content', '--force', FIXTURE_CONTENT])).toMatchObject({
      directory: FIXTURE_CONTENT,
      force: true,
    });
    expect(parseCommand(['import-content', FIXTURE_CONTENT])).toMatchObject({ force: false });
    for (const argv of [
      ['import-content', '--force', '--force'],
      ['import-content', '--forse'],
      ['import-content', 'a', 'b'],
    ]) {
      expect(parseCommand(argv)).toBeNull();
    }
  });

  it('fails without writing anything when the content is invalid', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'cli-content-'));
    try {
      writeFileSync(path.join(directory, 'settings.json'), '{ not json');
      expect(await cli('import-content', directory)).toBe(1);
      expect(output()).toContain('Importen misslyckades');
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});

describe('access', () => {
  it('lists no requests when there are none', async () => {
    expect(await cli('access', 'list')).toBe(0);
    expect(output()).toBe('Inga väntande ansökningar.');
  });

  it('fails for an unknown account, an unknown education or a missing request', async () => {
    expect(await cli('access', 'approve', 'ingen@example.se', 'kurs-med-godkannande')).toBe(1);
    expect(output()).toContain('inget konto');
    expect(await cli('access', 'approve', 'elev@example.se', 'finns-inte')).toBe(1);
    expect(output()).toContain('ingen utbildning');
    expect(await cli('access', 'deny', 'elev@example.se', 'kurs-med-godkannande')).toBe(1);
    expect(output()).toContain('har ingen ansökan');
    expect(mails).toEqual([]);
  });

  it('lists a pending request and approves it, like the HTTP endpoint', async () => {
    expect((await ask()).statusCode).toBe(201);
    expect(await cli('access', 'list')).toBe(0);
    expect(output()).toContain('elev@example.se  Elin Elev  kurs-med-godkannande');

    lines = [];
    // The e-mail is matched without case, as at login.
    expect(await cli('access', 'approve', 'Elev@Example.se', 'kurs-med-godkannande')).toBe(0);
    expect(output()).toContain('Godkänd');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'elev@example.se', kind: 'access-decision' });
    expect(mails[0]?.text).toContain('https://utbildning.example.se/kurs-med-godkannande');
    expect(await userStatus()).toBe('approved');
    // Recorded like an administrator's decision, with no account as the one who decided.
    const [entry] = await listAudit(test.database.db, { action: 'access' });
    expect(entry).toMatchObject({ action: 'access.approve', target: 'elev@example.se', actorEmail: null });

    lines = [];
    expect(await cli('access', 'list')).toBe(0);
    expect(output()).toBe('Inga väntande ansökningar.');
  });

  it('approving again changes nothing and mails nobody', async () => {
    expect(await cli('access', 'approve', 'elev@example.se', 'kurs-med-godkannande')).toBe(0);
    expect(output()).toContain('redan tillgång');
    expect(mails).toEqual([]);
  });

  it('denies: the request is removed and the learner is mailed', async () => {
    expect(await cli('access', 'deny', 'elev@example.se', 'kurs-med-godkannande')).toBe(0);
    expect(output()).toContain('Avslagen');
    expect(mails).toHaveLength(1);
    expect(await userStatus()).toBeNull();
  });

  it('says so when no mailer is given', async () => {
    expect((await ask()).statusCode).toBe(201);
    const quiet: string[] = [];
    const code = await runCli(['access', 'approve', 'elev@example.se', 'kurs-med-godkannande'], {
      db,
      log: (line) => quiet.push(line),
    });
    expect(code).toBe(0);
    expect(quiet.join('\n')).toContain('Inget e-postmeddelande skickades');
  });
});
