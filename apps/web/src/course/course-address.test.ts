import { describe, expect, it } from 'vitest';
import { accessRedirect } from './course-access';
import { addressTitleStep, parseCourseAddress } from './course-address';

describe('parseCourseAddress', () => {
  it('reads the named steps', () => {
    expect(parseCourseAddress(['fortsatt'])).toEqual({ kind: 'continue' });
    expect(parseCourseAddress(['utvardering'])).toEqual({ kind: 'evaluation' });
    expect(parseCourseAddress(['tack'])).toEqual({ kind: 'thanks' });
    expect(parseCourseAddress(['tyvarr'])).toEqual({ kind: 'sorry' });
    expect(parseCourseAddress([])).toEqual({ kind: 'presentation' });
  });

  it('reads one to three numeric levels and keeps the missing ones missing', () => {
    expect(parseCourseAddress(['2'])).toEqual({
      kind: 'page',
      chapter: 2,
      episode: undefined,
      page: undefined,
    });
    expect(parseCourseAddress(['2', '1'])).toEqual({ kind: 'page', chapter: 2, episode: 1, page: undefined });
    expect(parseCourseAddress(['3', '2', '10'])).toEqual({ kind: 'page', chapter: 3, episode: 2, page: 10 });
  });

  it('refuses anything else', () => {
    for (const segments of [
      ['a'],
      ['1', 'b'],
      ['0'],
      ['01'],
      ['-1'],
      ['1.5'],
      ['1', '1', '1', '1'],
      ['tack', '1'],
      ['fortsatt', 'x'],
      ['1e3'],
    ]) {
      expect(parseCourseAddress(segments), segments.join('/')).toEqual({ kind: 'unknown' });
    }
  });
});

describe('addressTitleStep', () => {
  it('names the levels the address gave, or the end page', () => {
    expect(addressTitleStep(parseCourseAddress(['2']))).toEqual({ chapter: 2 });
    expect(addressTitleStep(parseCourseAddress(['2', '1', '3']))).toEqual({
      chapter: 2,
      episode: 1,
      page: 3,
    });
    expect(addressTitleStep({ kind: 'thanks' })).toEqual({ kind: 'thanks' });
    expect(addressTitleStep({ kind: 'unknown' })).toBeUndefined();
  });
});

describe('accessRedirect', () => {
  it('lets learners who may take the course in', () => {
    expect(accessRedirect('none', 'kurs', '/kurs/1')).toBeNull();
    expect(accessRedirect('progress', 'kurs', '/kurs/1')).toBeNull();
    expect(accessRedirect('completed', 'kurs', '/kurs/tack')).toBeNull();
  });

  it('sends a locked course to login with the path to come back to', () => {
    expect(accessRedirect('locked', 'kurs', '/kurs/1/2')).toBe('/anvandare/login?next=%2Fkurs%2F1%2F2');
  });

  it('sends every other stop to the presentation, which explains it', () => {
    for (const status of ['approval_required', 'approval_pending', 'coming', 'earlier', 'closed'] as const) {
      expect(accessRedirect(status, 'kurs', '/kurs/1')).toBe('/kurs');
    }
  });
});
