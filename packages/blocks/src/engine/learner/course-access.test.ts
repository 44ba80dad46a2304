import { describe, expect, it } from 'vitest';
import { accessRedirect } from './course-access';

describe('accessRedirect', () => {
  it('lets learners who may take the course in', () => {
    expect(accessRedirect('none', 'kurs', '/kurs/1')).toBeNull();
    expect(accessRedirect('progress', 'kurs', '/kurs/1')).toBeNull();
    expect(accessRedirect('completed', 'kurs', '/kurs/tack')).toBeNull();
  });

  it('sends a locked course to login with the path to come back to', () => {
    expect(accessRedirect('locked', 'kurs', '/kurs/1/2')).toBe('/anvandare/login?next=%2Fkurs%2F1%2F2');
  });

  it('sends a locked course to the host’s own login page when it has one', () => {
    expect(accessRedirect('locked', 'kurs', '/kurs/1', '/konto/logga-in')).toBe(
      '/konto/logga-in?next=%2Fkurs%2F1',
    );
  });

  it('sends every other stop to the presentation, which explains it', () => {
    for (const status of ['approval_required', 'approval_pending', 'coming', 'earlier', 'closed'] as const) {
      expect(accessRedirect(status, 'kurs', '/kurs/1')).toBe('/kurs');
    }
  });
});
