import { educationKey } from '@jamstalldhet/blocks/engine';
import { operations } from '@jamstalldhet/contract';
import type { FastifyInstance } from 'fastify';
import { createRoom } from '../../content/room-page';
import { badRequest, notFound } from '../../http/errors';
import { route } from '../../http/operation-route';
import { findEducationById } from '../../storage/content';
import { findRoom, ImportedMemberError, listAllRooms, setRoomTeachers } from '../../storage/room-staff';
import type { UserRow } from '../../storage/sessions';
import { findUserByEmail } from '../../storage/users';

/** Rooms for administrators (issue 14): every room, a new room for a course, its teachers. */
export async function roomAdminRoutes(app: FastifyInstance) {
  /** The accounts of the given addresses; a 400 naming the first address without an account. */
  async function teacherAccounts(emails: readonly string[]): Promise<UserRow[]> {
    const accounts: UserRow[] = [];
    for (const [index, email] of emails.entries()) {
      const account = await findUserByEmail(app.db, email);
      if (!account) {
        throw badRequest(`Det finns inget konto med e-postadressen ${email}`, `teacher_emails.${index}`);
      }
      if (!accounts.some((known) => known.id === account.id)) {
        accounts.push(account);
      }
    }
    return accounts;
  }

  route(app, operations.listAllRooms, async () =>
    (await listAllRooms(app.db)).map((room) => ({
      id: room.id,
      title: room.title,
      slug: room.slug,
      type: room.type,
      education_slug: room.educationSlug,
      education_title: room.educationTitle,
      teachers: room.teachers,
      member_count: room.memberCount,
    })),
  );

  route(app, operations.createRoom, async ({ body: input, user: admin, reply }) => {
    const education = await findEducationById(app.db, input.education_id);
    if (!education) {
      throw badRequest('Utbildningen finns inte', 'education_id');
    }
    const teachers = await teacherAccounts(input.teacher_emails);
    const room = await createRoom(
      app.db,
      {
        title: input.title,
        type: input.type,
        educationSlug: education.slug,
        educationTitle: education.title,
      },
      teachers,
      (created) => ({
        actor: admin,
        action: 'room.create',
        target: created.title,
        details: {
          room_id: created.id,
          education_id: educationKey(education),
          teachers: teachers.map((teacher) => teacher.email),
        },
      }),
    );
    reply.code(201);
    return { id: room.id, slug: room.slug, title: room.title, type: room.type };
  });

  route(app, operations.setRoomTeachers, async ({ params, body: { teacher_emails }, user: admin }) => {
    const room = await findRoom(app.db, params.id);
    if (!room) {
      throw notFound('Rummet finns inte');
    }
    const teachers = await teacherAccounts(teacher_emails);
    try {
      await setRoomTeachers(app.db, room, teachers, admin);
    } catch (error) {
      if (error instanceof ImportedMemberError) {
        throw badRequest(error.message, `teacher_emails.${error.index}`);
      }
      throw error;
    }
    return { ok: true as const };
  });
}
