import { operations } from '@jamstalldhet/contract';
import { useId } from 'react';
import { useCallState } from '../../data/use-call-state';
import { SiteLoadStatus } from '../../layout/site-load-status';
import { SiteLink } from '../../site/site-link';
import { JOIN_PATH, teacherRoomPath } from '../../staff/staff-paths';
import './my-rooms.css';

const ROOM_TYPE_NAMES = { classroom: 'Klassrum', group: 'Grupprum' } as const;

/**
 * The rooms the user is a member of (`operations.listMyRooms`), linked to their pages. Every room
 * is listed with its kind: each role sees only one of the two room sections, and a member of
 * both kinds must reach both.
 */
export function MyRooms() {
  const headingId = useId();
  const { state, reload } = useCallState(operations.listMyRooms);

  return (
    <section className="web-my-rooms" aria-labelledby={headingId}>
      <h2 id={headingId}>Dina rum</h2>
      <SiteLoadStatus call={{ state: state, reload: reload }} what="dina rum" />
      {state.status === 'success' && state.data.length === 0 && (
        <p>Du är inte med i något klassrum eller grupprum ännu.</p>
      )}
      {/* The rooms as cards in a grid, like the course listing. */}
      {state.status === 'success' && state.data.length > 0 && (
        <ul className="jb-card-grid jb-plain-list">
          {state.data.map((room) => (
            <li key={room.id} className="web-my-rooms__item">
              <SiteLink className="web-my-rooms__link" href={`/${room.slug}`}>
                {room.title}
              </SiteLink>
              <span className="web-my-rooms__type">
                <span className="jb-visually-hidden">, </span>
                {ROOM_TYPE_NAMES[room.type]}
              </span>
              {room.teaches && (
                <SiteLink className="web-my-rooms__manage" href={teacherRoomPath(room.id)}>
                  Kod, deltagare och resultat<span className="jb-visually-hidden"> för {room.title}</span>
                </SiteLink>
              )}
            </li>
          ))}
        </ul>
      )}
      <p>
        <SiteLink href={JOIN_PATH}>Gå med i ett rum med en kod från din lärare</SiteLink>
      </p>
    </section>
  );
}
