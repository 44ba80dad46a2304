import { Button, FormField } from '@jamstalldhet/blocks';
import { operations } from '@jamstalldhet/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useCallState } from '../../data/use-call-state';
import { ApiError } from '../../http/api-error';
import { useApi } from '../../site/services';
import { useToast } from '../../toast/toast-provider';
import { emailList } from './email-list';
import { TeacherEmailsField } from './teacher-emails-field';

type Field = 'title' | 'education_id' | 'teacher_emails';

/**
 * The form that makes a room: name, kind, course and teachers. A refusal puts its message next
 * to the field it names and focus on the first such field.
 */
export function NewRoomSection({ onCreated }: { onCreated: () => void }) {
  const api = useApi();
  const toast = useToast();
  const courses = useCallState(operations.listEducations);
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
      const room = await api.call(operations.createRoom, {
        body: { title, type, education_id: Number(education), teacher_emails: emailList(teachers) },
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
        <TeacherEmailsField
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
          <Button type="submit">Skapa rummet</Button>
        </div>
      </form>
    </section>
  );
}
