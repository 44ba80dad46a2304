import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyProgress } from '../../engine/index';
import {
  forgetAnonymousCourse,
  PROGRESS_STORAGE_KEY,
  readDeviceProgress,
  writeDeviceProgress,
} from './local-progress-store';

const progress = (educationId: number) => ({
  ...emptyProgress(educationId),
  entries: [{ educationId, blockId: 'q1', values: ['a'], part: 'normal' as const }],
  lastModified: 10,
});

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('device progress', () => {
  it('keeps the anonymous learner’s courses and each account’s courses apart', () => {
    writeDeviceProgress(localStorage, 'anonymous', { 100: progress(100) });
    writeDeviceProgress(localStorage, 'user:7', { 101: progress(101) });
    expect(Object.keys(readDeviceProgress(localStorage, 'anonymous'))).toEqual(['100']);
    expect(Object.keys(readDeviceProgress(localStorage, 'user:7'))).toEqual(['101']);
    expect(readDeviceProgress(localStorage, 'user:8')).toEqual({});
  });

  it('removes an account with nothing left to push, and one anonymous course on request', () => {
    writeDeviceProgress(localStorage, 'anonymous', { 100: progress(100), 103: progress(103) });
    writeDeviceProgress(localStorage, 'user:7', { 101: progress(101) });
    writeDeviceProgress(localStorage, 'user:7', {});
    forgetAnonymousCourse(localStorage, 100);
    const stored = JSON.parse(localStorage.getItem(PROGRESS_STORAGE_KEY) ?? '{}');
    expect(stored.users).toEqual({});
    expect(Object.keys(stored.anonymous)).toEqual(['103']);
  });

  it('ignores stored text that is not JSON, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(PROGRESS_STORAGE_KEY, '{"anonymous": {"100": ');
    expect(readDeviceProgress(localStorage, 'anonymous')).toEqual({});
    expect(warn).toHaveBeenCalledOnce();
  });

  it('drops only the records that break the contract', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(
      PROGRESS_STORAGE_KEY,
      JSON.stringify({
        version: 1,
        anonymous: { 100: progress(100), 103: { educationId: 'hundra', entries: 'none' } },
        users: { 'user:7': { 101: { educationId: 101, entries: [{ blockId: 5 }] } }, 'user:8': 'x' },
      }),
    );
    expect(Object.keys(readDeviceProgress(localStorage, 'anonymous'))).toEqual(['100']);
    expect(readDeviceProgress(localStorage, 'user:7')).toEqual({});
    expect(readDeviceProgress(localStorage, 'user:8')).toEqual({});
    expect(warn).toHaveBeenCalled();
  });

  it('keeps working when the browser refuses to store anything', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(() => writeDeviceProgress(localStorage, 'anonymous', { 100: progress(100) })).not.toThrow();
    expect(warn).toHaveBeenCalledOnce();
  });
});
