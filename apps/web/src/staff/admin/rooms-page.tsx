import { operations } from '@jamstalldhet/contract';
import { useId } from 'react';
import { useCallState } from '../../data/use-call-state';
import { SiteLoadStatus } from '../../layout/site-load-status';
import { StaffPage } from '../staff-page';
import { ADMIN_PATH } from '../staff-paths';
import { NewRoomSection } from './new-room-section';
import { RoomCard } from './room-card';

/** `/mina-sidor/administration/rum`: every room with its teachers, and a form for a new one. */
export function RoomsPage() {
  const rooms = useCallState(operations.listAllRooms);
  const listId = useId();
  return (
    <StaffPage title="Klassrum och grupprum" trail={[{ title: 'Administration', href: ADMIN_PATH }]}>
      <section aria-labelledby={listId}>
        <h2 id={listId}>Alla rum</h2>
        <SiteLoadStatus call={rooms} what="rummen" />
        {rooms.state.status === 'success' && rooms.state.data.length === 0 && <p>Det finns inga rum ännu.</p>}
        {rooms.state.status === 'success' && rooms.state.data.length > 0 && (
          <ul className="web-staff-cards jb-card-grid jb-plain-list">
            {rooms.state.data.map((room) => (
              <RoomCard key={room.id} room={room} onChange={rooms.reload} />
            ))}
          </ul>
        )}
      </section>
      <NewRoomSection onCreated={rooms.reload} />
    </StaffPage>
  );
}
