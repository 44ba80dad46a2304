import { describe, expect, it } from 'vitest';
import { sampleEducation } from '../fixtures/education';
import { courseSteps, pagePath } from '../learner/steps';
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

describe('parseCourseAddress as the inverse of the step paths', () => {
  it('reads back the levels pagePath wrote', () => {
    const [, ...segments] = pagePath('kurs', 3, 2, 10).split('/').slice(1);
    expect(parseCourseAddress(segments)).toEqual({ kind: 'page', chapter: 3, episode: 2, page: 10 });
  });

  it('reads every step of a course back to that step', () => {
    for (const step of courseSteps(sampleEducation())) {
      const [, ...segments] = step.path.split('/').slice(1);
      const expected =
        step.kind === 'page'
          ? { kind: 'page', chapter: step.chapter, episode: step.episode, page: step.page }
          : { kind: step.kind };
      expect(parseCourseAddress(segments), step.path).toEqual(expected);
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
