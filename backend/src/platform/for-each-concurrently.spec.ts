import { forEachConcurrently } from './for-each-concurrently.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('forEachConcurrently', () => {
  it('works on every item once, never more than the limit at a time', async () => {
    let running = 0;
    let most = 0;
    const seen: number[] = [];
    await forEachConcurrently([...Array(50).keys()], 4, async (item, index) => {
      expect(index).toBe(item);
      running++;
      most = Math.max(most, running);
      await tick();
      seen.push(item);
      running--;
    });
    expect(seen.sort((a, b) => a - b)).toEqual([...Array(50).keys()]);
    expect(most).toBe(4);
  });

  it('stops taking new items after a failure and rejects with it once the running ones settle', async () => {
    const started: number[] = [];
    let settled = 0;
    await expect(
      forEachConcurrently([...Array(20).keys()], 3, async (item) => {
        started.push(item);
        await tick();
        settled++;
        if (item === 1) throw new Error('store unreachable');
      }),
    ).rejects.toThrow('store unreachable');
    expect(started.length).toBeLessThan(20);
    expect(settled).toBe(started.length);
  });

  it('does nothing for no items', async () => {
    await expect(forEachConcurrently([], 8, async () => Promise.reject(new Error('called')))).resolves.toBeUndefined();
  });
});
