import { Button, ConfirmDialog } from '@jamstalldhet/blocks';
import { operations, type TeacherRoom } from '@jamstalldhet/contract';
import { useId, useRef, useState } from 'react';
import { useApi } from '../../site/services';
import { useToast } from '../../toast/toast-provider';
import { fullName } from '../format';

type Member = TeacherRoom['members'][number];

/** The room's pupils, each with a button that removes them after a confirmation. */
export function MembersSection({ room, onChange }: { room: TeacherRoom; onChange: () => void }) {
  const api = useApi();
  const toast = useToast();
  const headingId = useId();
  const [leaving, setLeaving] = useState<Member | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  async function remove(member: Member) {
    setLeaving(null);
    try {
      await api.call(operations.removeRoomMember, { params: { id: room.id, userId: member.id } });
      toast(`${fullName(member)} är borttagen från rummet.`);
      onChange();
      // The pressed button is gone with the pupil: focus goes to the list's heading.
      heading.current?.focus();
    } catch {
      toast(`${fullName(member)} kunde inte tas bort. Försök igen.`, { kind: 'error' });
    }
  }

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        Deltagare ({room.members.length})
      </h2>
      {room.members.length === 0 ? (
        <p>Inga elever har gått med ännu.</p>
      ) : (
        <ul className="web-staff-cards jb-card-grid jb-plain-list">
          {room.members.map((member) => (
            <li key={member.id}>
              <p>{fullName(member)}</p>
              <Button variant="secondary" onClick={() => setLeaving(member)}>
                Ta bort<span className="jb-visually-hidden"> {fullName(member)}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={leaving !== null}
        title={`Ta bort ${leaving ? fullName(leaving) : ''} från rummet?`}
        confirmLabel="Ta bort"
        cancelLabel="Avbryt"
        destructive
        onConfirm={() => leaving && remove(leaving)}
        onCancel={() => setLeaving(null)}
      >
        <p>
          Svaren i utbildningen finns kvar. Eleven kan gå med igen med rummets kod: skapa en ny kod om du inte
          vill det.
        </p>
      </ConfirmDialog>
    </section>
  );
}
