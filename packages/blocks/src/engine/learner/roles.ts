import type { KnownRole } from '@jamstalldhet/contract';

const ADMINISTRATOR_ROLES: ReadonlySet<string> = new Set<KnownRole>([
  'administrator',
  'internal_administrator',
]);
const INTERNAL_ROLES: ReadonlySet<string> = new Set<KnownRole>([
  'internal_student',
  'internal_teacher',
  'internal_administrator',
]);

/**
 * Administrators (SPEC §6): they see the edit-links bar and decide access requests.
 *
 * @example isAdministratorRole('internal_administrator') // true
 */
export function isAdministratorRole(role: string | null | undefined): boolean {
  return ADMINISTRATOR_ROLES.has(role ?? '');
}

/**
 * Who writes content (issue 36): editors, who send their drafts for review, and administrators,
 * who also publish.
 *
 * @example mayEditContent('editor') // true
 */
export function mayEditContent(role: string | null | undefined): boolean {
  return role === 'editor' || isAdministratorRole(role);
}

/** Internal roles (SPEC §6) get the internal user menu and group rooms instead of classrooms. */
export function isInternalRole(role: string | null | undefined): boolean {
  return INTERNAL_ROLES.has(role ?? '');
}
