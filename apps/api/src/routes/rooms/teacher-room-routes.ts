import { operations } from '@jamstalldhet/contract';
import type { FastifyInstance } from 'fastify';
import { unixSeconds } from '../../format/unix-seconds';
import { badRequest, notFound } from '../../http/errors';
import { route } from '../../http/operation-route';
import { RATE_LIMITS, rateLimit } from '../../http/rate-limit';
import { auditedChange } from '../../storage/audit';
import { findEducationBySlug } from '../../storage/content';
import { resultsCsv } from '../../storage/results-csv';
import { findInvite, joinRoomByCode, previewRoomByCode, renewInvite } from '../../storage/room-invites';
import { roomResults } from '../../storage/room-results';
import { listRoomPupils, removeRoomMember } from '../../storage/room-staff';

const UNKNOWN_CODE = 'Koden finns inte eller har gått ut. Be din lärare om en ny kod.';

/**
 * A teacher's classroom (issue 14): the join code, the pupils, their results. Administrators
 * manage every room; a teacher only their own; to anyone else a room answers 404, as if it
 * did not exist, so ids reveal nothing (the `teacher` access kind, http/access.ts).
 */
export async function teacherRoomRoutes(app: FastifyInstance) {
  route(app, operations.getTeacherRoom, async ({ room }) => {
    const [invite, members, education] = await Promise.all([
      findInvite(app.db, room.id),
      listRoomPupils(app.db, room.id),
      room.educationSlug ? findEducationBySlug(app.db, room.educationSlug) : null,
    ]);
    return {
      id: room.id,
      title: room.title,
      slug: room.slug,
      type: room.type,
      education_title: education?.title ?? null,
      invite: invite
        ? {
            code: invite.code,
            expires_at: unixSeconds(invite.expiresAt),
            expired: invite.expiresAt.getTime() <= Date.now(),
          }
        : null,
      members,
    };
  });

  route(app, operations.renewRoomInvite, async ({ user, room }) => {
    const invite = await auditedChange(
      app.db,
      (tx) => renewInvite(tx, room.id),
      () => ({ actor: user, action: 'room.invite', target: room.title, details: { room_id: room.id } }),
    );
    return { code: invite.code, expires_at: unixSeconds(invite.expiresAt), expired: false };
  });

  route(app, operations.removeRoomMember, async ({ params: { userId: memberId }, user, room }) => {
    // Only pupils: teachers are chosen by administrators.
    const pupils = await listRoomPupils(app.db, room.id);
    const pupil = pupils.find((member) => member.id === memberId);
    const removed =
      pupil !== undefined &&
      (await auditedChange(
        app.db,
        (tx) => removeRoomMember(tx, room.id, memberId),
        (done) =>
          done
            ? {
                actor: user,
                action: 'room.remove-member',
                target: room.title,
                details: {
                  room_id: room.id,
                  user_id: memberId,
                  name: `${pupil.first_name} ${pupil.last_name}`,
                },
              }
            : null,
      ));
    if (!removed) {
      throw notFound('Deltagaren finns inte i rummet');
    }
    return { ok: true as const };
  });

  route(app, operations.getRoomResults, async ({ room }) => roomResults(app.db, room));

  route(app, operations.roomResultsCsv, async ({ room, reply }) => {
    const csv = resultsCsv(await roomResults(app.db, room));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="resultat-${room.slug}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });

  // A join link asks before it joins (issue 21): its page shows the room's name first. Looking
  // counts against the same limit as joining, so it is no faster way to try codes.
  route(app, operations.previewRoomJoin, async ({ query: { code }, user, reply }) => {
    await rateLimit(app.db, reply, `room-joins:user:${user.id}`, RATE_LIMITS.roomJoinsPerUser);
    const room = await previewRoomByCode(app.db, user, code);
    if (!room) {
      throw notFound(UNKNOWN_CODE);
    }
    return room;
  });

  route(app, operations.joinRoom, async ({ body: { code }, user, reply }) => {
    await rateLimit(app.db, reply, `room-joins:user:${user.id}`, RATE_LIMITS.roomJoinsPerUser);
    const joined = await auditedChange(
      app.db,
      (tx) => joinRoomByCode(tx, user, code),
      (result) =>
        result.outcome === 'joined'
          ? { actor: user, action: 'room.join', target: result.title, details: { room_id: result.roomId } }
          : null,
    );
    if (joined.outcome === 'unknown') {
      throw badRequest(UNKNOWN_CODE, 'code');
    }
    reply.code(joined.outcome === 'joined' ? 201 : 200);
    return { id: joined.roomId, slug: joined.slug, title: joined.title, joined: joined.outcome === 'joined' };
  });
}
