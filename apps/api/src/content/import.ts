import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type Education,
  EducationSchema,
  type Page,
  PageSchema,
  parseContract,
  type Settings,
  SettingsSchema,
} from '@jamstalldhet/contract';
import { and, eq, notInArray } from 'drizzle-orm';
import { z } from 'zod';
import { type Database, inTransaction } from '../db/database';
import { roomMembers } from '../db/schema';
import { API_ROOT } from '../paths';
import { saveEducation, savePage, saveSettings } from '../storage/content';
import { followImport } from '../storage/content-drafts';
import { findUserByEmail } from '../storage/users';

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
}

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
    parseContract(PageSchema, readJson(file), name(file)),
  );
  const educations = jsonFiles(path.join(directory, 'educations')).map((file) =>
    parseContract(EducationSchema, readJson(file), name(file)),
  );
  const rooms = jsonFiles(path.join(directory, 'rooms')).map((file) => {
    const json = readJson(file);
    const page = parseContract(PageSchema, json, name(file));
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
  return { settings, pages, educations, rooms };
}

/**
 * Imports content idempotently: settings, pages, educations and rooms are upserted by id,
 * and room members whose accounts exist are added. Learners' progress is never touched.
 */
export async function importContent(db: Database, directory: string, log: (line: string) => void = () => {}) {
  const content = readContent(directory);
  await inTransaction(db, async (tx) => {
    await saveSettings(tx, content.settings);
    await followImport(tx, { kind: 'settings', id: 1 }, content.settings);
    for (const page of content.pages) {
      await savePage(tx, page);
      await followImport(tx, { kind: 'page', id: page.id }, page);
    }
    for (const education of content.educations) {
      await saveEducation(tx, education);
      await followImport(tx, { kind: 'education', id: education.id }, education);
    }
    for (const room of content.rooms) {
      await savePage(tx, room.page);
      await followImport(tx, { kind: 'page', id: room.page.id }, room.page);
      // The file is the room's member list: whoever it no longer names loses access, except the
      // members added on the website (an invitation, an administrator), which no import touches.
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
  });
  log(
    `content: imported ${content.pages.length} pages, ${content.educations.length} educations, ${content.rooms.length} rooms`,
  );
  return content;
}
