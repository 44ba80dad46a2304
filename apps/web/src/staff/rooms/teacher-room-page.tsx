import { operations, pageUrl, type TeacherRoom } from '@jamstalldhet/contract';
import { useCallState } from '../../data/use-call-state';
import { isNotFound } from '../../http/api-error';
import { SiteLoadStatus } from '../../layout/site-load-status';
import { StaffPage } from '../staff-page';
import { InviteSection } from './invite-section';
import { MembersSection } from './members-section';
import { ResultsSection } from './results-section';

/**
 * `/mina-sidor/rum/{id}`: a teacher's room (issue 14). The join code, the pupils and their
 * results. The server decides who may see it; anyone else gets its 404 and this page says so.
 */
export function TeacherRoomPage({ roomId }: { roomId: string }) {
  const valid = /^\d{1,10}$/.test(roomId);
  const { state, reload } = useCallState(
    operations.getTeacherRoom,
    valid ? { params: { id: roomId } } : null,
  );
  const missing = !valid || (state.status === 'error' && isNotFound(state.error));
  if (missing) {
    return (
      <StaffPage title="Rummet finns inte">
        <p>Rummet finns inte, eller så är du inte lärare i det.</p>
      </StaffPage>
    );
  }
  if (state.status !== 'success') {
    return (
      <StaffPage title="Klassrum">
        <SiteLoadStatus call={{ state: state, reload: reload }} what="rummet" />
      </StaffPage>
    );
  }
  return <RoomView room={state.data} onChange={reload} />;
}

function RoomView({ room, onChange }: { room: TeacherRoom; onChange: () => void }) {
  // The results follow the members: a pupil who joins or leaves reloads the table.
  const memberKey = room.members.map((member) => member.id).join(',');
  const roomsCrumb =
    room.type === 'group'
      ? { title: 'Grupprum', href: pageUrl('myPagesSection', { section: 'grupprum' }) }
      : { title: 'Mina klassrum', href: pageUrl('myPagesSection', { section: 'mina-klassrum' }) };
  return (
    <StaffPage title={room.title} trail={[roomsCrumb]}>
      <p>
        {room.education_title ? `Utbildning: ${room.education_title}. ` : ''}
        <a href={pageUrl('contentPage', { slug: room.slug })}>Till rummets sida</a>
      </p>
      <InviteSection room={room} onChange={onChange} />
      <MembersSection room={room} onChange={onChange} />
      <ResultsSection key={memberKey} room={room} />
    </StaffPage>
  );
}
