import {
  type CourseStatus,
  courseProgress,
  courseStatus,
  educationKey,
  learnerProgress,
} from '@jamstalldhet/blocks/engine';
import type { Education, RoomResult } from '@jamstalldhet/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { completions } from '../db/schema';
import { unixSeconds } from '../http/time';
import { findEducationBySlug } from './content';
import { educationUser } from './learning';
import { listRoomPupils, type RoomSummary } from './room-staff';

/**
 * Each pupil's status and progress in the room's course, decided by the engine exactly as the
 * pupil's own pages show them (`courseStatus`, `courseProgress`), with the completion date.
 */
export async function roomResults(db: Database, room: RoomSummary, now = new Date()): Promise<RoomResult[]> {
  const education = room.educationSlug ? await findEducationBySlug(db, room.educationSlug) : null;
  if (!education) {
    return [];
  }
  const pupils = await listRoomPupils(db, room.id);
  const educationId = educationKey(education);
  const completedAt = await completionDates(
    db,
    educationId,
    pupils.map((pupil) => pupil.id),
  );
  return Promise.all(
    pupils.map(async (pupil) => {
      const seen: Education = { ...education, user: await educationUser(db, pupil.id, education) };
      const progress = learnerProgress(seen, { entries: seen.user?.answers ?? [] }, true);
      const [done, total] = courseProgress(seen, progress);
      const status: CourseStatus = courseStatus(seen, { loggedIn: true, progress, now });
      const completed = completedAt.get(pupil.id);
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
    }),
  );
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
