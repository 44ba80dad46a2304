import { TextareaField } from '@jamstalldhet/blocks';
import type { ChangeEvent, Ref } from 'react';

const TEACHERS = {
  label: 'Lärarnas e-postadresser',
  hint: 'En adress per rad. Lärarna behöver ha ett konto.',
  rows: 3,
};

/** The teachers of a room as e-mail addresses, one per line, with the server's message when refused. */
export function TeacherEmailsField({
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
  const typed = (event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value);
  return <TextareaField {...TEACHERS} ref={ref} error={error ?? undefined} value={value} onChange={typed} />;
}
