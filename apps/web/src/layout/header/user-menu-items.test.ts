import { describe, expect, it } from 'vitest';
import { INTERNAL_USER_MENU, ORDINARY_USER_MENU, userMenuItems } from './user-menu-items';

const titles = (role: string) => userMenuItems(role).map((item) => item.title);

describe('userMenuItems', () => {
  it('gives ordinary users their educations, classrooms, settings and logout', () => {
    for (const role of ['student', 'teacher', '', 'someone-else']) {
      expect(titles(role)).toEqual([
        'Mina utbildningar',
        'Mina klassrum',
        'Användarinställningar',
        'Logga ut',
      ]);
    }
  });

  it('gives internal roles group rooms instead of classrooms', () => {
    for (const role of ['internal_student', 'internal_teacher']) {
      expect(titles(role)).toEqual(['Mina utbildningar', 'Grupprum', 'Användarinställningar', 'Logga ut']);
    }
  });

  it('gives administrators of either kind the administration pages, before the settings (issue 14)', () => {
    expect(titles('administrator')).toEqual([
      'Mina utbildningar',
      'Mina klassrum',
      'Administration',
      'Användarinställningar',
      'Logga ut',
    ]);
    expect(titles('internal_administrator')).toEqual([
      'Mina utbildningar',
      'Grupprum',
      'Administration',
      'Användarinställningar',
      'Logga ut',
    ]);
    expect(userMenuItems('administrator').find((item) => item.title === 'Administration')?.href).toBe(
      '/mina-sidor/administration',
    );
  });

  it('gives editors the content list, before the settings (issue 36)', () => {
    expect(titles('editor')).toEqual([
      'Mina utbildningar',
      'Mina klassrum',
      'Innehåll',
      'Användarinställningar',
      'Logga ut',
    ]);
    expect(userMenuItems('editor').find((item) => item.title === 'Innehåll')?.href).toBe(
      '/mina-sidor/administration/innehall',
    );
  });

  it('keeps the certificates item in the definition but switched off, so it is never shown', () => {
    const certificates = ORDINARY_USER_MENU.find((item) => item.href === '/mina-sidor/mina-certifikat');
    expect(certificates?.enabled).toBe(false);
    expect(userMenuItems('student').some((item) => item.href === '/mina-sidor/mina-certifikat')).toBe(false);
  });

  it('links every item to its route of SPEC §2 and marks only logout as an action', () => {
    expect(userMenuItems('student').map((item) => item.href)).toEqual([
      '/mina-sidor/mina-utbildningar',
      '/mina-sidor/mina-klassrum',
      '/mina-sidor/anvandarinstallningar',
      '/mina-sidor/logga-ut',
    ]);
    expect(INTERNAL_USER_MENU.find((item) => item.title === 'Grupprum')?.href).toBe('/mina-sidor/grupprum');
    expect(userMenuItems('student').filter((item) => item.action === 'logout')).toHaveLength(1);
  });

  it('gives every item an icon with colours and a size', () => {
    for (const item of [...ORDINARY_USER_MENU, ...INTERNAL_USER_MENU]) {
      expect(item.icon).toEqual({
        name: expect.any(String),
        color: expect.any(String),
        hover: expect.any(String),
        width: expect.any(Number),
        height: expect.any(Number),
      });
    }
  });
});
