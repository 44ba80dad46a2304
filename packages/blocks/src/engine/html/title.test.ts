import { describe, expect, it } from 'vitest';
import { pageTitle } from './title';

describe('pageTitle', () => {
  it('returns the base title without a step', () => {
    expect(pageTitle('Jämställdhet 101')).toBe('Jämställdhet 101');
  });

  it('adds chapter, episode and page in that order', () => {
    expect(pageTitle('Kurs', { chapter: 1, episode: 2, page: 3 })).toBe('Kurs Kapitel 1 Episod 2 Sida 3');
    expect(pageTitle('Kurs', { page: 3, episode: 2, chapter: 1 })).toBe('Kurs Kapitel 1 Episod 2 Sida 3');
  });

  it('adds only the levels that are given', () => {
    expect(pageTitle('Kurs', { chapter: 4 })).toBe('Kurs Kapitel 4');
    expect(pageTitle('Kurs', { chapter: 4, page: 2 })).toBe('Kurs Kapitel 4 Sida 2');
    expect(pageTitle('Kurs', { episode: 5 })).toBe('Kurs Episod 5');
    expect(pageTitle('Kurs', {})).toBe('Kurs');
  });

  it('keeps a level numbered 0', () => {
    expect(pageTitle('Kurs', { chapter: 0 })).toBe('Kurs Kapitel 0');
  });

  it('names the pages after the course', () => {
    expect(pageTitle('Kurs', { kind: 'evaluation' })).toBe('Kurs - Utvärdering');
    expect(pageTitle('Kurs', { kind: 'thanks' })).toBe('Kurs - Tack');
    expect(pageTitle('Kurs', { kind: 'sorry' })).toBe('Kurs - Tyvärr');
  });
});
