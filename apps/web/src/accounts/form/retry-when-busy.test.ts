import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../http/api-error';
import { retryWhenBusy } from './retry-when-busy';

const noWait = { wait: async () => {}, random: () => 0.5 };

describe('retryWhenBusy', () => {
  it('tries again while the API answers 503, and returns the answer that came', async () => {
    const call = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError(503, 'Många loggar in just nu.'))
      .mockRejectedValueOnce(new ApiError(503, 'Många loggar in just nu.'))
      .mockResolvedValueOnce('token');
    const waits: number[] = [];
    const result = await retryWhenBusy(call, {
      ...noWait,
      wait: async (ms) => {
        waits.push(ms);
      },
    });
    expect(result).toBe('token');
    expect(call).toHaveBeenCalledTimes(3);
    // Longer each time: 1 × and 2 × the base delay at the middle of the jitter.
    expect(waits).toEqual([1500, 3000]);
  });

  it('gives up after its tries with the last 503', async () => {
    const busy = new ApiError(503, 'Många loggar in just nu.');
    const call = vi.fn<() => Promise<string>>().mockRejectedValue(busy);
    await expect(retryWhenBusy(call, noWait)).rejects.toBe(busy);
    expect(call).toHaveBeenCalledTimes(4);
  });

  it('never repeats any other failure: a wrong password is answered once', async () => {
    const wrong = new ApiError(401, 'Fel e-postadress eller lösenord');
    const call = vi.fn<() => Promise<string>>().mockRejectedValue(wrong);
    await expect(retryWhenBusy(call, noWait)).rejects.toBe(wrong);
    expect(call).toHaveBeenCalledTimes(1);
  });
});
