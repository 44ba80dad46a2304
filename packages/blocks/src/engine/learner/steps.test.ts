import { describe, expect, it } from 'vitest';
import { sampleEducation } from '../fixtures/education';
import { courseSteps, findStepIndex, navigationLabels } from './steps';

describe('courseSteps', () => {
  it('lists every page in order, then the evaluation, then the thank-you page', () => {
    expect(courseSteps(sampleEducation()).map((step) => step.path)).toEqual([
      '/jamstalldhet-i-skolan/1/1/1',
      '/jamstalldhet-i-skolan/1/1/2',
      '/jamstalldhet-i-skolan/1/2/1',
      '/jamstalldhet-i-skolan/2/1/1',
      '/jamstalldhet-i-skolan/3/1/1',
      '/jamstalldhet-i-skolan/utvardering',
      '/jamstalldhet-i-skolan/tack',
    ]);
  });

  it('leaves out the evaluation when it has no blocks', () => {
    const steps = courseSteps(sampleEducation({ evaluation: { components: [] } }));
    expect(steps.map((step) => step.kind)).toEqual(['page', 'page', 'page', 'page', 'page', 'thanks']);
  });

  it('numbers steps and carries the blocks of each page', () => {
    const steps = courseSteps(sampleEducation());
    expect(steps.map((step) => step.index)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(steps[0]?.blocks.map((block) => block.block_id)).toEqual(['a', 'q1']);
  });

  it('skips episodes without pages', () => {
    const steps = courseSteps(
      sampleEducation({ chapters: [{ title: 'Tom', episodes: [{ title: 'Inget' }] }] }),
    );
    expect(steps.map((step) => step.kind)).toEqual(['evaluation', 'thanks']);
  });
});

describe('findStepIndex', () => {
  it('finds a page, defaulting episode and page to 1, and -1 for none', () => {
    const steps = courseSteps(sampleEducation());
    expect(findStepIndex(steps, { chapter: 2 })).toBe(3);
    expect(findStepIndex(steps, { chapter: 1, episode: 1, page: 2 })).toBe(1);
    expect(findStepIndex(steps, { chapter: 9 })).toBe(-1);
  });
});

describe('navigationLabels', () => {
  const steps = courseSteps(sampleEducation());
  const withoutEvaluation = courseSteps(sampleEducation({ evaluation: { components: [] } }));

  it('has no previous button on the first page and Nästa sida to the next page', () => {
    const labels = navigationLabels(steps, 0);
    expect(labels.previous).toBeNull();
    expect(labels.next).toEqual({
      action: 'next',
      label: 'Nästa sida',
      path: '/jamstalldhet-i-skolan/1/1/2',
    });
  });

  it('offers Föregående back to the previous step', () => {
    expect(navigationLabels(steps, 2).previous).toEqual({
      action: 'previous',
      label: 'Föregående',
      path: '/jamstalldhet-i-skolan/1/1/2',
    });
  });

  it('says Till utvärdering on the last page before the evaluation', () => {
    expect(navigationLabels(steps, 4).next).toEqual({
      action: 'toEvaluation',
      label: 'Till utvärdering',
      path: '/jamstalldhet-i-skolan/utvardering',
    });
  });

  it('says Slutför utbildning on the evaluation', () => {
    expect(navigationLabels(steps, 5).next?.label).toBe('Slutför utbildning');
    expect(navigationLabels(steps, 5).next?.path).toBe('/jamstalldhet-i-skolan/tack');
  });

  it('says Slutför utbildning on the last page when there is no evaluation', () => {
    expect(navigationLabels(withoutEvaluation, 4).next).toMatchObject({
      action: 'finish',
      label: 'Slutför utbildning',
    });
  });

  it('keeps Slutför utbildning on the thank-you step', () => {
    expect(navigationLabels(steps, 6, { completed: false, certificate: true }).next).toEqual({
      action: 'finish',
      label: 'Slutför utbildning',
      path: '/jamstalldhet-i-skolan',
    });
    expect(navigationLabels(steps, 6, {}).next?.label).toBe('Slutför utbildning');
    expect(navigationLabels(steps, 6, { certificate: undefined }).next?.label).toBe('Slutför utbildning');
  });

  it('says Nästa sida on the thank-you step when already completed', () => {
    expect(navigationLabels(steps, 6, { completed: true }).next?.label).toBe('Nästa sida');
  });

  it('says Nästa sida on the thank-you step when the certificate is explicitly false', () => {
    expect(navigationLabels(steps, 6, { certificate: false }).next).toMatchObject({
      action: 'next',
      label: 'Nästa sida',
    });
    expect(navigationLabels(steps, 6, { certificate: null }).next?.label).toBe('Slutför utbildning');
  });

  it('takes other texts without changing the rules', () => {
    expect(navigationLabels(steps, 4, { texts: { toEvaluation: 'To evaluation' } }).next?.label).toBe(
      'To evaluation',
    );
  });

  it('gives no buttons for an index outside the course', () => {
    expect(navigationLabels(steps, 99)).toEqual({ previous: null, next: null });
  });
});
