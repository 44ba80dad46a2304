import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type Education,
  EducationSchema,
  type Page,
  PageSchema,
  parseContract,
  type Settings,
  SettingsSchema,
  SiteWordSchema,
} from '@jamstalldhet/contract';
import { and, eq, notInArray } from 'drizzle-orm';
import { z } from 'zod';
import { type Database, inTransaction } from '../db/database';
import { roomMembers } from '../db/schema';
import { API_ROOT } from '../paths';
import { recordAudit } from '../storage/audit';
import { saveEducation, savePage, saveSettings } from '../storage/content';
import type { DocumentKey } from '../storage/content-drafts';
import { addSiteWord } from '../storage/site-words';
import { findUserByEmail } from '../storage/users';
import { DOCUMENT_KINDS } from './document-kinds';
import { withoutViewMarks } from './document-shape';
import { importFolderDocument } from './folder-import-step';

/** The demo content shipped with the API. */
export const DEMO_CONTENT_DIRECTORY = path.join(API_ROOT, 'content');

/** Room pages carry their members (by e-mail) and the slug of their education. */
const RoomExtrasSchema = z.looseObject({
  education_slug: z.string().optional(),
  room_type: z.enum(['classroom', 'group']).default('classroom'),
  members: z.array(z.object({ email: z.string(), role: z.string().default('') })).default([]),
});

export interface ContentBundle {
  settings: Settings;
  pages: Page[];
  educations: Education[];
  rooms: Array<{ page: Page; members: Array<{ email: string; role: string }> }>;
  /** `ordlista.json`'s words for the spelling check (issue 40): added to the site's list, never removed. */
  words: string[];
}

const WordListSchema = z.object({ words: z.array(SiteWordSchema) });

function jsonFiles(directory: string): string[] {
  try {
    return readdirSync(directory)
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file) => path.join(directory, file));
  } catch {
    return [];
  }
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: not valid JSON (${(error as Error).message})`);
  }
}

/** Reads and validates a content folder; any invalid file stops the import before anything is written. */
export function readContent(directory: string): ContentBundle {
  const name = (file: string) => path.relative(directory, file);
  const settings = parseContract(
    SettingsSchema,
    readJson(path.join(directory, 'settings.json')),
    'settings.json',
  );
  const pages = jsonFiles(path.join(directory, 'pages')).map((file) =>
    withoutViewMarks(parseContract(PageSchema, readJson(file), name(file))),
  );
  const educations = jsonFiles(path.join(directory, 'educations')).map((file) =>
    withoutViewMarks(parseContract(EducationSchema, readJson(file), name(file))),
  );
  const rooms = jsonFiles(path.join(directory, 'rooms')).map((file) => {
    const json = readJson(file);
    const page = withoutViewMarks(parseContract(PageSchema, json, name(file)));
    const extras = parseContract(RoomExtrasSchema, json, name(file));
    // Members are stored as room memberships, never in the page: page JSON is public.
    const { members: _members, ...roomPage } = page;
    return { page: { ...roomPage, post_type: 'room' as const }, members: extras.members };
  });
  const slugs = [...pages, ...rooms.map((room) => room.page), ...educations].map((item) => item.slug);
  const duplicate = slugs.find((slug, index) => slugs.indexOf(slug) !== index);
  if (duplicate) {
    throw new Error(`content: the slug "${duplicate}" is used twice`);
  }
  const wordList = path.join(directory, 'ordlista.json');
  const words = existsSync(wordList)
    ? parseContract(WordListSchema, readJson(wordList), 'ordlista.json').words
    : [];
  return { settings, pages, educations, rooms, words };
}

/** One document the import wrote or skipped, as its lines and the audit log name it. */
export interface ImportedDocument {
  kind: DocumentKey['kind'];
  id: number;
  slug: string | null;
  title: string;
}

/** What an import did: the documents it wrote, left as they were, and skipped. */
export interface ImportReport {
  written: ImportedDocument[];
  unchanged: ImportedDocument[];
  skipped: ImportedDocument[];
}

export interface ImportOptions {
  /** Overwrite documents an editor has changed too (`import-content --force`). */
  force?: boolean;
}

export const SKIPPED_LINE = 'ändrad i redigeraren, hoppas över; använd --force för att skriva över';

const describeDocument = (key: DocumentKey, data: Record<string, unknown>): ImportedDocument => ({
  ...key,
  slug: typeof data.slug === 'string' ? data.slug : null,
  title: DOCUMENT_KINDS[key.kind].fixedTitle ?? String(data.title ?? ''),
});

/**
 * Imports a content folder: settings, pages, educations and rooms by id, and room members whose
 * accounts exist. A document an editor has changed is skipped unless `force`; one the files do
 * not change is not touched; every document written gets an `import` revision, and the run an
 * audit entry. All in one transaction, after every file was read and validated. Learners'
 * progress is never touched.
 */
export async function importContent(
  db: Database,
  directory: string,
  log: (line: string) => void = () => {},
  options: ImportOptions = {},
): Promise<ImportReport> {
  const content = readContent(directory);
  const force = options.force ?? false;
  const report = await inTransaction(db, async (tx) => {
    const outcome: ImportReport = { written: [], unchanged: [], skipped: [] };
    const step = async (
      key: DocumentKey,
      data: Page | Education | Settings,
      write: (tx: Database) => Promise<void>,
    ) => {
      const result = await importFolderDocument(tx, key, data, write, force);
      outcome[result].push(describeDocument(key, data));
    };
    await step({ kind: 'settings', id: 1 }, content.settings, (inner) =>
      saveSettings(inner, content.settings),
    );
    for (const page of content.pages) {
      await step({ kind: 'page', id: page.id }, page, (inner) => savePage(inner, page));
    }
    for (const education of content.educations) {
      await step({ kind: 'education', id: education.id }, education, (inner) =>
        saveEducation(inner, education),
      );
    }
    for (const room of content.rooms) {
      // A room page an editor changed keeps their text; its members still follow the file, which
      // no editor changes.
      await step({ kind: 'page', id: room.page.id }, room.page, (inner) => savePage(inner, room.page));
      await importRoomMembers(tx, room, log);
    }
    // The content system's words join those editors added; an editor's word is never taken off.
    for (const word of content.words) {
      await addSiteWord(tx, word, null);
    }
    if (outcome.written.length > 0) {
      await recordAudit(tx, {
        actor: null,
        action: 'content.import',
        target: directory,
        details: {
          force,
          written: outcome.written.map(({ kind, id, slug }) => ({ kind, id, slug })),
          skipped: outcome.skipped.map(({ kind, id, slug }) => ({ kind, id, slug })),
        },
      });
    }
    return outcome;
  });
  for (const document of report.skipped) {
    const name = document.slug ? `${document.slug} "${document.title}"` : `"${document.title}"`;
    log(`content: ${document.kind} ${document.id} ${name}: ${SKIPPED_LINE}`);
  }
  log(
    `content: imported ${content.pages.length} pages, ${content.educations.length} educations, ${content.rooms.length} rooms`,
  );
  log(
    `content: ${report.written.length} skrivna, ${report.unchanged.length} oförändrade, ${report.skipped.length} överhoppade (ändrade i redigeraren)`,
  );
  return report;
}

/**
 * The file is the room's member list: whoever it no longer names loses access, except the
 * members added on the website (an invitation, an administrator), which no import touches.
 */
async function importRoomMembers(
  tx: Database,
  room: ContentBundle['rooms'][number],
  log: (line: string) => void,
) {
  const listed: number[] = [];
  for (const member of room.members) {
    const user = await findUserByEmail(tx, member.email);
    if (!user) {
      log(`content: room ${room.page.slug}: no account ${member.email}, member skipped`);
      continue;
    }
    listed.push(user.id);
    await tx
      .insert(roomMembers)
      .values({ roomId: room.page.id, userId: user.id, role: member.role, source: 'import' })
      // A member the website added (a pupil who joined, a teacher an administrator chose)
      // is left as the website made them; the file names them, so no later import removes them.
      .onConflictDoUpdate({
        target: [roomMembers.roomId, roomMembers.userId],
        set: { role: member.role },
        where: eq(roomMembers.source, 'import'),
      });
  }
  await tx
    .delete(roomMembers)
    .where(
      and(
        eq(roomMembers.roomId, room.page.id),
        eq(roomMembers.source, 'import'),
        listed.length > 0 ? notInArray(roomMembers.userId, listed) : undefined,
      ),
    );
}
