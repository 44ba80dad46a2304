import { describe, expect, it } from 'vitest';
import { isAdministratorRole, isInternalRole } from './roles';

describe('roles', () => {
  it('knows the two administrator roles and nothing else', () => {
    expect(isAdministratorRole('administrator')).toBe(true);
    expect(isAdministratorRole('internal_administrator')).toBe(true);
    for (const role of ['teacher', 'student', 'internal_teacher', '', null, undefined, 'Administrator']) {
      expect(isAdministratorRole(role)).toBe(false);
    }
  });

  it('knows the three internal roles; other roles are normal users', () => {
    expect(['internal_student', 'internal_teacher', 'internal_administrator'].every(isInternalRole)).toBe(
      true,
    );
    for (const role of ['student', 'teacher', 'administrator', 'okand', '', null]) {
      expect(isInternalRole(role)).toBe(false);
    }
  });
});
