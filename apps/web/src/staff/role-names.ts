import type { KnownRole } from '@jamstalldhet/contract';

/**
 * The roles an administrator can give (SPEC §6), in Swedish. Unlike the participant list, the
 * internal roles are named as such: here the difference is the point.
 */
export const ROLE_NAMES: Record<KnownRole | '', string> = {
  '': 'Ingen roll (vanlig användare)',
  student: 'Elev',
  teacher: 'Lärare',
  administrator: 'Administratör',
  editor: 'Redaktör',
  internal_student: 'Intern deltagare',
  internal_teacher: 'Intern handledare',
  internal_administrator: 'Intern administratör',
};

export function roleTitle(role: string): string {
  return (ROLE_NAMES as Record<string, string>)[role] ?? `Okänd roll (${role})`;
}
