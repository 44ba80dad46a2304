import { describe, expect, it } from 'vitest';
import { isMyPagesSection, roomSectionFor, sectionAccess, sectionPath } from './my-pages-sections';

describe('my pages sections', () => {
  it('knows the six sections of SPEC §2 and nothing else', () => {
    for (const section of [
      'mina-utbildningar',
      'mina-certifikat',
      'mina-klassrum',
      'grupprum',
      'anvandarinstallningar',
      'logga-ut',
    ]) {
      expect(isMyPagesSection(section)).toBe(true);
    }
    expect(isMyPagesSection('mina-sidor')).toBe(false);
    expect(isMyPagesSection('okand')).toBe(false);
    expect(isMyPagesSection(undefined)).toBe(false);
  });

  it('asks a known role everywhere but on logging out', () => {
    expect(sectionAccess('logga-ut')).toBe('login');
    expect(sectionAccess('grupprum')).toBe('known-role');
    expect(sectionAccess('mina-certifikat')).toBe('known-role');
  });

  it('sends student, teacher and administrator from group rooms to classrooms', () => {
    for (const role of ['student', 'teacher', 'administrator']) {
      expect(roomSectionFor('grupprum', role)).toBe('mina-klassrum');
      expect(roomSectionFor('mina-klassrum', role)).toBeNull();
    }
  });

  it('sends internal roles from classrooms to group rooms', () => {
    for (const role of ['internal_student', 'internal_teacher', 'internal_administrator']) {
      expect(roomSectionFor('mina-klassrum', role)).toBe('grupprum');
      expect(roomSectionFor('grupprum', role)).toBeNull();
    }
  });

  it('leaves the other sections alone', () => {
    expect(roomSectionFor('mina-utbildningar', 'internal_student')).toBeNull();
    expect(sectionPath('grupprum')).toBe('/mina-sidor/grupprum');
  });
});
