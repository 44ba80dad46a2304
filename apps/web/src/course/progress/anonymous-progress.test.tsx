import { PROGRESS_STORAGE_KEY } from '@jamstalldhet/blocks/course';
import type { Education } from '@jamstalldhet/contract';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventually } from '../../../test/network';
import { answer, fetchEducation, probe, renderProbes } from '../../../test/progress-probe';

let course: Education;
let otherCourse: Education;

beforeAll(async () => {
  course = await fetchEducation(100);
  otherCourse = await fetchEducation(103);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const answersOf = (education: Education) =>
  within(within(screen.getByRole('region', { name: education.title })).getByRole('list', { name: 'Svar' }));

describe('an anonymous learner', () => {
  it('keeps their answers on the device across a reload', async () => {
    const first = renderProbes([course]);
    expect(screen.getByText('Sparstatus: local')).toBeInTheDocument();
    answer(100, 'k1-e1-fraga-malet', ['lika-manga']);
    answer(100, 'k1-e1-fraga-malet', ['samma-makt']);
    expect(answersOf(course).getByText('k1-e1-fraga-malet=samma-makt')).toBeInTheDocument();
    first.unmount();

    renderProbes([course]);
    expect(answersOf(course).getByText('k1-e1-fraga-malet=samma-makt')).toBeInTheDocument();
    expect(screen.getByText('Osparade svar: nej')).toBeInTheDocument();
    const stored = JSON.parse(localStorage.getItem(PROGRESS_STORAGE_KEY) ?? '{}');
    expect(stored.anonymous['100'].entries).toEqual([
      expect.objectContaining({ blockId: 'k1-e1-fraga-malet', values: ['samma-makt'] }),
    ]);
  });

  it('keeps the answers of two tabs of one course: each tab takes in what the other stored', () => {
    renderProbes([course]);
    answer(100, 'k1-e1-fraga-malet', ['samma-makt']);
    // The other tab answered another question and stored what it held (not this tab's answer).
    const otherTab = JSON.parse(localStorage.getItem(PROGRESS_STORAGE_KEY) ?? '{}');
    const ours = otherTab.anonymous['100'];
    const later = Date.now() + 1000;
    otherTab.anonymous['100'] = {
      ...ours,
      entries: [
        {
          educationId: 100,
          blockId: 'k1-e1-fraga-delmal',
          values: ['makt'],
          part: 'normal',
          modifiedAt: later,
        },
      ],
      lastModified: later,
    };
    const written = JSON.stringify(otherTab);
    // The event is read, not the storage: this tab may already have written over the other's
    // document (here the storage still holds this tab's own).
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', {
          storageArea: localStorage,
          key: PROGRESS_STORAGE_KEY,
          newValue: written,
        }),
      );
    });

    expect(answersOf(course).getByText('k1-e1-fraga-malet=samma-makt')).toBeInTheDocument();
    expect(answersOf(course).getByText('k1-e1-fraga-delmal=makt')).toBeInTheDocument();
    // Written back at once, so the device holds both tabs' answers.
    const stored = JSON.parse(localStorage.getItem(PROGRESS_STORAGE_KEY) ?? '{}');
    expect(stored.anonymous['100'].entries.map((entry: { blockId: string }) => entry.blockId).sort()).toEqual(
      ['k1-e1-fraga-delmal', 'k1-e1-fraga-malet'],
    );
  });

  it('is told about the other course instead of losing an answer, and may keep that course', () => {
    const first = renderProbes([course, otherCourse]);
    answer(100, 'k1-e1-fraga-malet', ['samma-makt']);
    answer(103, 'k1-e1-fraga-former', ['hot']);
    const otherRegion = within(screen.getByRole('region', { name: otherCourse.title }));
    expect(otherRegion.getByRole('alert')).toHaveTextContent(`Svar i ${course.title}`);
    expect(probe(103).conflict?.answer.blockId).toBe('k1-e1-fraga-former');
    expect(answersOf(otherCourse).queryAllByRole('listitem')).toHaveLength(0);

    act(() => probe(103).keepOtherCourse());
    expect(otherRegion.queryByRole('alert')).not.toBeInTheDocument();
    first.unmount();

    renderProbes([course, otherCourse]);
    expect(answersOf(course).getByText('k1-e1-fraga-malet=samma-makt')).toBeInTheDocument();
    expect(answersOf(otherCourse).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('may switch: the refused answers are recorded and the other course is forgotten', () => {
    const first = renderProbes([course, otherCourse]);
    answer(100, 'k1-e1-fraga-malet', ['samma-makt']);
    answer(103, 'k1-e1-fraga-former', ['hot']);
    answer(103, 'k2-e1-fraga-forsta-steg', ['fraga']);
    const otherRegion = within(screen.getByRole('region', { name: otherCourse.title }));
    expect(otherRegion.getByRole('alert')).toBeInTheDocument();
    act(() => probe(103).switchCourse());
    expect(otherRegion.queryByRole('alert')).not.toBeInTheDocument();
    first.unmount();

    renderProbes([course, otherCourse]);
    expect(answersOf(course).queryAllByRole('listitem')).toHaveLength(0);
    expect(answersOf(otherCourse).getByText('k1-e1-fraga-former=hot')).toBeInTheDocument();
    expect(answersOf(otherCourse).getByText('k2-e1-fraga-forsta-steg=fraga')).toBeInTheDocument();
  });

  it('is not troubled by corrupt stored progress: it is ignored with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(PROGRESS_STORAGE_KEY, '{"anonymous":{"100":{"educationId":"x"');
    renderProbes([course]);
    expect(screen.getByText('Sparstatus: local')).toBeInTheDocument();
    expect(answersOf(course).queryAllByRole('listitem')).toHaveLength(0);
    expect(warn).toHaveBeenCalled();

    answer(100, 'k1-e1-fraga-malet', ['samma-makt']);
    await eventually(() => {
      const stored = JSON.parse(localStorage.getItem(PROGRESS_STORAGE_KEY) ?? '{}');
      expect(stored.anonymous['100'].entries).toHaveLength(1);
    });
  });

  it('keeps the valid courses of a partly corrupt store', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const valid = {
      educationId: 100,
      entries: [{ educationId: 100, blockId: 'k1-e1-fraga-malet', values: ['samma-makt'], part: 'normal' }],
    };
    localStorage.setItem(
      PROGRESS_STORAGE_KEY,
      JSON.stringify({ version: 1, anonymous: { 100: valid, 103: { entries: [{ values: 7 }] } }, users: [] }),
    );
    renderProbes([course, otherCourse]);
    expect(answersOf(course).getByText('k1-e1-fraga-malet=samma-makt')).toBeInTheDocument();
    expect(answersOf(otherCourse).queryAllByRole('listitem')).toHaveLength(0);
    expect(warn).toHaveBeenCalledOnce();
  });
});
