import { isInternalRole } from '@jamstalldhet/blocks/engine';

import { MY_PAGES_SECTIONS, MY_PAGES_SLUG, type MyPagesSection, pageUrl } from '@jamstalldhet/contract';

// The slug and sections of my pages (SPEC §2) are shared with the API through the contract.
export { MY_PAGES_SECTIONS, MY_PAGES_SLUG, type MyPagesSection };
export const MY_PAGES_PATH = pageUrl('myPages');

export function isMyPagesSection(value: string | undefined): value is MyPagesSection {
  return MY_PAGES_SECTIONS.some((section) => section === value);
}

/**
 * Who may open a section (SPEC §6): five need a login with a known role; logging out needs
 * only a login.
 */
export function sectionAccess(section: MyPagesSection): 'login' | 'known-role' {
  return section === 'logga-ut' ? 'login' : 'known-role';
}

/**
 * The section a role is sent to instead (SPEC §6): student, teacher and administrator have
 * classrooms, not group rooms; internal roles have group rooms, not classrooms. Null to stay.
 *
 * @example roomSectionFor('grupprum', 'teacher') // 'mina-klassrum'
 */
export function roomSectionFor(
  section: MyPagesSection,
  role: string | null | undefined,
): MyPagesSection | null {
  const internal = isInternalRole(role);
  if (section === 'grupprum' && !internal) {
    return 'mina-klassrum';
  }
  if (section === 'mina-klassrum' && internal) {
    return 'grupprum';
  }
  return null;
}

export function sectionPath(section: MyPagesSection): string {
  return pageUrl('myPagesSection', { section });
}
