import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task';

afterEach(() => vi.unstubAllGlobals());

describe('nextTask', () => {
  it('goes on in a later task: after the microtasks already queued', async () => {
    const order: string[] = [];
    const waited = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    await waited;
    expect(order).toEqual(['microtask', 'next task']);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const yieldToBrowser = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToBrowser });
    await nextTask();
    expect(yieldToBrowser).toHaveBeenCalledOnce();
  });
});
