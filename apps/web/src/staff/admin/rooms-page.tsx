import { FormField, LoadStatus } from '@jamstalldhet/blocks';
import { type AdminRoom, AdminRoomSchema, EducationSummarySchema } from '@jamstalldhet/contract';
import { type Ref, useEffect, useId, useRef, useState } from 'react';
import { z } from 'zod';
import { useApi } from '../../app/services';
import { SiteLink } from '../../app/site-link';
import { ApiError } from '../../http/api-error';
import { useToast } from '../../toast/toast-provider';
import { fullName } from '../format';
import { StaffPage } from '../staff-page';
import { ADMIN_PATH, teacherRoomPath } from '../staff-paths';
import { useStaffData } from '../use-staff-data';

const RoomsSchema = z.array(AdminRoomSchema);
const CoursesSchema = z.array(EducationSummarySchema);

/** Addresses typed one per line or separated by commas. */
const emailList = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((email) => email.trim())
    .filter(Boolean);

/** `/mina-sidor/administration/rum`: every room with its teachers, and a form for a new one. */
export function RoomsPage() {
  const rooms = useStaffData('/api/admin/rooms', RoomsSchema);
  const listId = useId();
  return (
    <StaffPage title="Klassrum och grupprum" trail={[{ title: 'Administration', href: ADMIN_PATH }]}>
      <section aria-labelledby={listId}>
        <h2 id={listId}>Alla rum</h2>
        <LoadStatus
          state={rooms.state}
          onRetry={rooms.reload}
          loading="Laddar rummen …"
          error="Rummen kunde inte laddas."
          retry="Försök igen"
        />
        {rooms.state.status === 'success' && rooms.state.data.length === 0 && <p>Det finns inga rum ännu.</p>}
        {rooms.state.status === 'success' && rooms.state.data.length > 0 && (
          <ul className="web-staff-cards">
            {rooms.state.data.map((room) => (
              <RoomCard key={room.id} room={room} onChange={rooms.reload} />
            ))}
          </ul>
        )}
      </section>
      <NewRoomForm onCreated={rooms.reload} />
    </StaffPage>
  );
}

function RoomCard({ room, onChange }: { room: AdminRoom; onChange: () => void }) {
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
      await api.send('PUT', `/api/admin/rooms/${room.id}/teachers`, {
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
          <TeacherField ref={field} value={teachers} onChange={setTeachers} error={error} />
          <div className="web-staff-actions">
            <button type="submit" className="jb-button">
              Spara lärarna<span className="jb-visually-hidden"> i {room.title}</span>
            </button>
            <button
              type="button"
              className="jb-button"
              data-variant="secondary"
              onClick={() => setEditing(false)}
            >
              Avbryt<span className="jb-visually-hidden"> ändringen av lärare i {room.title}</span>
            </button>
          </div>
        </form>
      ) : (
        <button
          ref={editButton}
          type="button"
          className="jb-button"
          data-variant="secondary"
          onClick={() => setEditing(true)}
        >
          Ändra lärare<span className="jb-visually-hidden"> i {room.title}</span>
        </button>
      )}
    </li>
  );
}

function TeacherField({
  value,
  onChange,
  error,
  ref,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  ref?: Ref<HTMLTextAreaElement>;
}) {
  const id = useId();
  return (
    <div className="jb-field" data-state={error ? 'error' : undefined}>
      <label className="jb-field__label" htmlFor={id}>
        Lärarnas e-postadresser
      </label>
      <p id={`${id}-hint`} className="jb-field__hint">
        En adress per rad. Lärarna behöver ha ett konto.
      </p>
      {error && (
        <p id={`${id}-error`} className="jb-field__error">
          {error}
        </p>
      )}
      <textarea
        ref={ref}
        id={id}
        rows={3}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

type Field = 'title' | 'education_id' | 'teacher_emails';

function NewRoomForm({ onCreated }: { onCreated: () => void }) {
  const api = useApi();
  const toast = useToast();
  const courses = useStaffData('/api/educations', CoursesSchema);
  const headingId = useId();
  const courseId = useId();
  const typeId = useId();
  const [title, setTitle] = useState('');
  const [type, setType] = useState<'classroom' | 'group'>('classroom');
  const [education, setEducation] = useState('');
  const [teachers, setTeachers] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const titleInput = useRef<HTMLInputElement>(null);
  const courseSelect = useRef<HTMLSelectElement>(null);
  const teacherField = useRef<HTMLTextAreaElement>(null);

  // After a refusal, focus goes to the first field with an error, once its message is shown.
  useEffect(() => {
    const first = (['title', 'education_id', 'teacher_emails'] as const).find((field) => errors[field]);
    const element = { title: titleInput, education_id: courseSelect, teacher_emails: teacherField }[
      first ?? 'title'
    ];
    if (first) {
      element.current?.focus();
    }
  }, [errors]);

  async function create(event: React.FormEvent) {
    event.preventDefault();
    const missing: Partial<Record<Field, string>> = {};
    if (!title.trim()) {
      missing.title = 'Skriv rummets namn.';
    }
    if (!education) {
      missing.education_id = 'Välj en utbildning.';
    }
    setErrors(missing);
    setFormError(null);
    if (Object.keys(missing).length > 0) {
      return;
    }
    try {
      const room = await api.post<{ title: string }>('/api/admin/rooms', {
        title,
        type,
        education_id: Number(education),
        teacher_emails: emailList(teachers),
      });
      toast(`Rummet ${room.title} är skapat.`);
      setTitle('');
      setTeachers('');
      onCreated();
    } catch (failure) {
      const field =
        failure instanceof ApiError ? (failure.field?.split('.')[0] as Field | undefined) : undefined;
      const message =
        failure instanceof ApiError && failure.statusCode === 400
          ? failure.message
          : 'Rummet kunde inte skapas. Försök igen.';
      if (field && failure instanceof ApiError && failure.statusCode === 400) {
        setErrors({ [field]: message });
      } else {
        setFormError(message);
      }
    }
  }

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Skapa ett rum</h2>
      <form className="web-staff-form" onSubmit={create} noValidate>
        <FormField
          ref={titleInput}
          label="Rummets namn"
          name="title"
          maxLength={120}
          value={title}
          error={errors.title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <div className="jb-field">
          <label className="jb-field__label" htmlFor={typeId}>
            Sorts rum
          </label>
          <select
            id={typeId}
            value={type}
            onChange={(event) => setType(event.target.value as 'classroom' | 'group')}
          >
            <option value="classroom">Klassrum (skolor)</option>
            <option value="group">Grupprum (interna användare)</option>
          </select>
        </div>
        <div className="jb-field" data-state={errors.education_id ? 'error' : undefined}>
          <label className="jb-field__label" htmlFor={courseId}>
            Utbildning
          </label>
          {errors.education_id && (
            <p id={`${courseId}-error`} className="jb-field__error">
              {errors.education_id}
            </p>
          )}
          <select
            ref={courseSelect}
            id={courseId}
            value={education}
            aria-invalid={errors.education_id ? true : undefined}
            aria-describedby={errors.education_id ? `${courseId}-error` : undefined}
            onChange={(event) => setEducation(event.target.value)}
          >
            <option value="">Välj utbildning</option>
            {courses.state.status === 'success' &&
              courses.state.data.map((course) => (
                <option key={course.id} value={course.id}>
                  {course.title}
                </option>
              ))}
          </select>
        </div>
        <TeacherField
          ref={teacherField}
          value={teachers}
          onChange={setTeachers}
          error={errors.teacher_emails ?? null}
        />
        {formError && (
          <p role="alert" className="jb-field__error">
            {formError}
          </p>
        )}
        <div>
          <button type="submit" className="jb-button">
            Skapa rummet
          </button>
        </div>
      </form>
    </section>
  );
}
