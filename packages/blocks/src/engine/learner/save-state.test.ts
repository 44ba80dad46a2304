import type { EducationProgress } from '@jamstalldhet/contract';
import { describe, expect, it } from 'vitest';
import { emptyProgress } from './progress-record';
import { hasUnsavedAnswers, type SaveState, saveState } from './save-state';

const changed: EducationProgress = {
  ...emptyProgress(100),
  entries: [{ educationId: 100, blockId: 'q1', values: ['a'], part: 'normal', modifiedAt: 30 }],
  lastModified: 30,
  lastPush: 20,
};
const pushed: EducationProgress = { ...changed, lastPush: 40 };

describe('saveState', () => {
  it('keeps an anonymous learner’s answers local, whatever else is known', () => {
    expect(saveState({ anonymous: true, progress: changed })).toBe('local');
    expect(saveState({ anonymous: true, push: 'failed', progress: null })).toBe('local');
  });

  it('says a push is under way or failed before anything else', () => {
    expect(saveState({ anonymous: false, push: 'saving', progress: pushed })).toBe('saving');
    expect(saveState({ anonymous: false, push: 'failed', progress: pushed })).toBe('failed');
  });

  it('has answers changed since the last push pending, and everything else saved', () => {
    expect(saveState({ anonymous: false, progress: changed })).toBe('pending');
    expect(saveState({ anonymous: false, progress: pushed })).toBe('saved');
    expect(saveState({ anonymous: false, progress: null })).toBe('saved');
    expect(saveState({ anonymous: false, progress: emptyProgress(100) })).toBe('saved');
  });
});

describe('hasUnsavedAnswers', () => {
  it('counts pending, saving and failed answers as not on the server yet', () => {
    const states: SaveState[] = ['local', 'saved', 'pending', 'saving', 'failed'];
    expect(states.filter(hasUnsavedAnswers)).toEqual(['pending', 'saving', 'failed']);
  });
});
