import { Button } from '@jamstalldhet/blocks';
import { type AdminRoom, operations } from '@jamstalldhet/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../http/api-error';
import { useApi } from '../../site/services';
import { SiteLink } from '../../site/site-link';
import { useToast } from '../../toast/toast-provider';
import { fullName } from '../format';
import { teacherRoomPath } from '../staff-paths';
import { emailList } from './email-list';
import { TeacherEmailsField } from './teacher-emails-field';

/** One room in the administrators' list: kind, course and teachers, and a form to change the teachers. */
export function RoomCard({ room, onChange }: { room: AdminRoom; onChange: () => void }) {
  const api = useApi();
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  // Only the teachers the website chose are edited here; the content file's are its own.
  const chosen = room.teachers.filter((teacher) => !teacher.from_content);
  const fromContent = room.teachers.filter((teacher) => teacher.from_content);
  const [teachers, setTeachers] = useState(chosen.map((teacher) => teacher.email).join('\n'));
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  const editButton = useRef<HTMLButtonElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const wasEditing = useRef(false);

  // Focus follows the swap: into the field when the form opens, back to the button when it closes.
  useEffect(() => {
    if (editing) {
      field.current?.focus();
    } else if (wasEditing.current) {
      editButton.current?.focus();
    }
    wasEditing.current = editing;
  }, [editing]);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    try {
      await api.call(operations.setRoomTeachers, {
        params: { id: room.id },
        body: { teacher_emails: emailList(teachers) },
      });
      toast(`Lärarna i ${room.title} är sparade.`);
      setError(null);
      setEditing(false);
      onChange();
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.statusCode === 400
          ? failure.message
          : 'Lärarna kunde inte sparas. Försök igen.',
      );
      field.current?.focus();
    }
  }

  const names = (list: AdminRoom['teachers']) => list.map((teacher) => fullName(teacher)).join(', ');
  return (
    <li aria-labelledby={headingId}>
      <h3 id={headingId}>
        <SiteLink href={teacherRoomPath(room.id)}>{room.title}</SiteLink>
      </h3>
      <p>
        {room.type === 'group' ? 'Grupprum' : 'Klassrum'}
        {room.education_title ? ` för ${room.education_title}` : ''}, {room.member_count} medlemmar.
      </p>
      <p>
        {room.type === 'group' ? 'Handledare' : 'Lärare'}:{' '}
        {room.teachers.length === 0 ? 'inga' : names(room.teachers)}
      </p>
      {fromContent.length > 0 && <p>Från rummets innehållsfil (ändras där): {names(fromContent)}.</p>}
      {editing ? (
        <form className="web-staff-form" onSubmit={save}>
          <TeacherEmailsField ref={field} value={teachers} onChange={setTeachers} error={error} />
          <div className="web-staff-actions">
            <Button type="submit">
              Spara lärarna<span className="jb-visually-hidden"> i {room.title}</span>
            </Button>
            <Button variant="secondary" onClick={() => setEditing(false)}>
              Avbryt<span className="jb-visually-hidden"> ändringen av lärare i {room.title}</span>
            </Button>
          </div>
        </form>
      ) : (
        <Button ref={editButton} variant="secondary" onClick={() => setEditing(true)}>
          Ändra lärare<span className="jb-visually-hidden"> i {room.title}</span>
        </Button>
      )}
    </li>
  );
}
