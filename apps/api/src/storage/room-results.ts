import {
  type CourseStatus,
  courseProgress,
  courseStatus,
  educationKey,
  learnerProgress,
} from '@jamstalldhet/blocks/engine';
import type { Education, EducationUser, ProgressEntry, RoomResult } from '@jamstalldhet/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { accessRequests, completions, progress } from '../db/schema';
import { unixSeconds } from '../format/unix-seconds';
import { findEducationBySlug } from './content';
import { listRoomPupils, type RoomSummary } from './room-staff';

/**
 * Each pupil's status and progress in the room's course, decided by the engine exactly as the
 * pupil's own pages show them (`courseStatus`, `courseProgress`), with the completion date. A
 * few statements for the whole room, whatever its size, and none reads the saved answers: a
 * pupil may hold a megabyte of them (docs/security.md V13), and the engine counts a block as
 * answered by its entry, not by its values.
 */
export async function roomResults(db: Database, room: RoomSummary, now = new Date()): Promise<RoomResult[]> {
  const education = room.educationSlug ? await findEducationBySlug(db, room.educationSlug) : null;
  if (!education) {
    return [];
  }
  const pupils = await listRoomPupils(db, room.id);
  const educationId = educationKey(education);
  const userIds = pupils.map((pupil) => pupil.id);
  const [completedAt, requested, answered] = await Promise.all([
    completionDates(db, educationId, userIds),
    requestStatuses(db, educationId, userIds),
    answeredBlocks(db, educationId, userIds),
  ]);
  return pupils.map((pupil) => {
    const completed = completedAt.get(pupil.id);
    const user: EducationUser = {
      status: completed ? 'completed' : (requested.get(pupil.id) ?? null),
      answers: answered.get(pupil.id) ?? [],
      certificate: null,
    };
    const seen: Education = { ...education, user };
    const progress = learnerProgress(seen, { entries: user.answers }, true);
    const [done, total] = courseProgress(seen, progress);
    const status: CourseStatus = courseStatus(seen, { loggedIn: true, progress, now });
    return {
      user_id: pupil.id,
      first_name: pupil.first_name,
      last_name: pupil.last_name,
      education_id: educationId,
      education_title: education.title,
      status,
      status_name: STATUS_NAMES[status],
      chapters_done: done,
      chapters_total: total,
      completed_at: completed ? unixSeconds(completed) : null,
    };
  });
}

/** Which blocks each user has an answer to, as progress entries without their values. */
async function answeredBlocks(
  db: Database,
  educationId: number,
  userIds: number[],
): Promise<Map<number, ProgressEntry[]>> {
  const entries = new Map<number, ProgressEntry[]>();
  if (userIds.length === 0) {
    return entries;
  }
  const rows = await db
    .select({ userId: progress.userId, blockId: progress.blockId, part: progress.part })
    .from(progress)
    .where(and(eq(progress.educationId, educationId), inArray(progress.userId, userIds)));
  for (const row of rows) {
    const entry: ProgressEntry = { educationId, blockId: row.blockId, part: row.part, values: [] };
    const held = entries.get(row.userId);
    if (held) {
      held.push(entry);
    } else {
      entries.set(row.userId, [entry]);
    }
  }
  return entries;
}

async function requestStatuses(
  db: Database,
  educationId: number,
  userIds: number[],
): Promise<Map<number, EducationUser['status']>> {
  if (userIds.length === 0) {
    return new Map();
  }
  const rows = await db
    .select({ userId: accessRequests.userId, status: accessRequests.status })
    .from(accessRequests)
    .where(and(eq(accessRequests.educationId, educationId), inArray(accessRequests.userId, userIds)));
  return new Map(rows.map((row) => [row.userId, row.status]));
}

async function completionDates(
  db: Database,
  educationId: number,
  userIds: number[],
): Promise<Map<number, Date>> {
  if (userIds.length === 0) {
    return new Map();
  }
  const rows = await db
    .select({ userId: completions.userId, completedAt: completions.completedAt })
    .from(completions)
    .where(and(eq(completions.educationId, educationId), inArray(completions.userId, userIds)));
  return new Map(rows.flatMap((row) => (row.userId === null ? [] : [[row.userId, row.completedAt]])));
}

/**
 * Swedish names of the statuses, for the CSV and the results page alike: the words the course
 * presentation shows the pupil (the blocks package's `presentation.badge.*` labels).
 */
export const STATUS_NAMES: Record<CourseStatus, string> = {
  completed: 'Genomförd',
  closed: 'Stängd',
  coming: 'Öppnar snart',
  earlier: 'Stängd',
  locked: 'Kräver inloggning',
  approval_pending: 'Väntar på godkännande',
  approval_required: 'Kräver godkännande',
  progress: 'Påbörjad',
  none: 'Inte påbörjad',
};
