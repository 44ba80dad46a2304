import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BlockAnswer } from '../../blocks-provider/blocks-context';
import { memoryTransport } from '../../test/memory-transport';
import type { CourseTransport } from '../host/transport';
import { answerGiven, checkGiven, initialProgressState, type Owner } from './progress-state';
import { createProgressStore } from './progress-store';
import { useReachReports } from './use-reach-reports';

function playerOf(owner: Owner | null) {
  const store = createProgressStore(initialProgressState(owner));
  const reportReach = vi.fn(async () => {});
  const transport: CourseTransport = { ...memoryTransport(null as never), reportReach };
  const { result } = renderHook(() => useReachReports(store, transport));
  return { store, reportReach, reach: result.current };
}

const answer = (values: string[]): BlockAnswer => ({
  educationId: 100,
  blockId: 'q1',
  values,
  part: 'normal',
});

describe('useReachReports', () => {
  it('reports each page once in a visit', () => {
    const { reportReach, reach } = playerOf('anonymous');
    reach(100, '1/1/1');
    reach(100, '1/1/2');
    reach(100, '1/1/1');
    expect(reportReach.mock.calls).toEqual([
      [100, '1/1/1'],
      [100, '1/1/2'],
    ]);
  });

  it("keeps a page reached in the course's record on the device, so a new visit does not report it again", () => {
    const first = playerOf('anonymous');
    first.store.update((state) => answerGiven(state, answer(['a']), { title: null, now: 1 }));
    first.reach(100, '1/1/1');
    const saved = first.store.getState().learner.saved;
    const store = createProgressStore({
      ...initialProgressState('anonymous'),
      learner: { saved, pending: [] },
    });
    const reportReach = vi.fn(async () => {});
    const { result } = renderHook(() =>
      useReachReports(store, { ...memoryTransport(null as never), reportReach }),
    );
    result.current(100, '1/1/1');
    expect(reportReach).not.toHaveBeenCalled();
  });

  it('waits for the session before it reports', () => {
    const { store, reportReach, reach } = playerOf(null);
    reach(100, '1/1/1');
    expect(reportReach).not.toHaveBeenCalled();
    store.update((state) => ({ ...state, owner: 'user:7' }));
    expect(reportReach.mock.calls).toEqual([[100, '1/1/1']]);
  });
});

describe('checkGiven', () => {
  it('keeps the answer of the first "Rätta svaret" of each question', () => {
    const store = createProgressStore(initialProgressState('anonymous'));
    store.update((state) => checkGiven(state, answer(['nej'])));
    store.update((state) => checkGiven(state, answer(['ja'])));
    expect(store.getState().learner.saved[100]?.firstChecks).toEqual({ q1: ['nej'] });
  });
});
