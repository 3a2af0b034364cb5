import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './loadOnce.ts';

describe('loadOnce: load once, retry on failure', () => {
  it('runs the load once for every caller, at once and after, and keeps its value', async () => {
    const load = vi.fn(() => Promise.resolve('module'));
    const once = loadOnce(load);
    expect(once.loaded()).toBeUndefined();
    const [a, b] = [once(), once()];
    expect(a).toBe(b);
    await expect(a).resolves.toBe('module');
    await expect(once()).resolves.toBe('module');
    expect(once.loaded()).toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('gives a failure to the callers waiting, forgets it, and tries again at the next call', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('module');
    const once = loadOnce<string>(load);
    const [a, b] = [once(), once()];
    await expect(a).rejects.toThrow('offline');
    await expect(b).rejects.toThrow('offline');
    expect(once.loaded()).toBeUndefined();
    await expect(once()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('turns a load that throws before its promise into a rejection, tried again later', async () => {
    let calls = 0;
    const once = loadOnce(() => {
      calls++;
      if (calls === 1) throw new Error('no chunk');
      return Promise.resolve(1);
    });
    await expect(once()).rejects.toThrow('no chunk');
    await expect(once()).resolves.toBe(1);
  });
});
