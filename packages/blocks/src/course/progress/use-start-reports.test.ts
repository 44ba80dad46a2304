import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BlockAnswer } from '../../blocks-provider/blocks-context';
import { memoryTransport } from '../../test/memory-transport';
import type { CourseTransport } from '../host/transport';
import { answerGiven, courseSwitched, initialProgressState, type Owner } from './progress-state';
import { createProgressStore } from './progress-store';
import { useStartReports } from './use-start-reports';

const answer = (educationId: number, blockId: string): BlockAnswer => ({
  educationId,
  blockId,
  values: ['a'],
  part: 'normal',
});

function playerOf(owner: Owner) {
  const store = createProgressStore(initialProgressState(owner));
  const reportStart = vi.fn(async () => {});
  const transport: CourseTransport = { ...memoryTransport(null as never), reportStart };
  renderHook(() => useStartReports(store, transport));
  const give = (educationId: number, blockId: string) =>
    store.update((state) => answerGiven(state, answer(educationId, blockId), { title: null, now: 1 }));
  return { store, reportStart, give };
}

describe('useStartReports', () => {
  it("reports an anonymous learner's first answer in a course once", () => {
    const { reportStart, give } = playerOf('anonymous');
    give(100, 'q1');
    give(100, 'q2');
    give(100, 'q1');
    expect(reportStart.mock.calls).toEqual([[100]]);
  });

  it('reports the course a learner switches to, whose answers are then kept', () => {
    const { store, reportStart, give } = playerOf('anonymous');
    give(100, 'q1');
    give(103, 'x1');
    expect(reportStart.mock.calls).toEqual([[100]]);
    store.update((state) => courseSwitched(state, { title: null, now: 2 }));
    expect(reportStart.mock.calls).toEqual([[100], [103]]);
  });

  it('reports nothing for a logged-in learner, whose first save counts on the server', () => {
    const { reportStart, give } = playerOf('user:7');
    give(100, 'q1');
    expect(reportStart).not.toHaveBeenCalled();
  });

  it('goes on when a report fails, and answers are kept as before', async () => {
    const { store, reportStart, give } = playerOf('anonymous');
    reportStart.mockRejectedValueOnce(new TypeError('offline'));
    give(100, 'q1');
    await Promise.resolve();
    expect(store.getState().learner.saved[100]?.entries).toHaveLength(1);
  });
});
