import type { Database } from '../db/database';
import { escapeHtml } from '../format/escape-html';
import type { AuditEntry } from '../storage/audit';
import { insertRoom, type RoomPageData, type RoomPlace, type RoomSummary } from '../storage/room-staff';
import type { UserRow } from '../storage/sessions';

export interface NewRoom {
  title: string;
  type: 'classroom' | 'group';
  educationSlug: string;
  educationTitle: string;
}

/**
 * The page a room made on the website starts with, like the content system's rooms: an
 * introduction linking its course, the participants, a discussion and a shared archive.
 */
export function roomPage({ id, slug }: RoomPlace, room: NewRoom): RoomPageData {
  const kind = room.type === 'group' ? 'grupprummet' : 'klassrummet';
  return {
    id,
    slug,
    title: room.title,
    post_type: 'room',
    header: { title: room.title },
    education_slug: room.educationSlug,
    room_type: room.type,
    components: [
      {
        block_id: `rum-${id}-intro`,
        name: 'text',
        title: `Välkommen till ${room.title}`,
        html: `<p>Här går ni utbildningen <a href="/${room.educationSlug}">${escapeHtml(room.educationTitle)}</a> tillsammans.</p>`,
      },
      { block_id: `rum-${id}-deltagare`, name: 'list-users', title: 'Deltagare' },
      {
        block_id: `rum-${id}-diskussion`,
        name: 'comments',
        title: 'Diskussion',
        html: `<p>Frågor och tankar i ${kind}.</p>`,
      },
      { block_id: `rum-${id}-arkiv`, name: 'education-archive', title: 'Filer', folders: [] },
    ],
  };
}

/** Makes a room for a course on the website, with the page above, its teachers and its audit entry. */
export function createRoom(
  db: Database,
  room: NewRoom,
  teachers: readonly UserRow[],
  audit: (room: RoomSummary) => AuditEntry,
): Promise<RoomSummary> {
  return insertRoom(db, room.title, (place) => roomPage(place, room), teachers, audit);
}
