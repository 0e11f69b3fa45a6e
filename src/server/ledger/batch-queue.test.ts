import { describe, expect, it } from 'vitest';
import { createBatchQueue } from './batch-queue';

/** A `post` that records its batches and finishes only when told to. */
function recorder() {
  const batches: number[][] = [];
  const finish: (() => void)[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const post = (batch: number[]) => {
    batches.push(batch);
    inFlight++;
    mostInFlight = Math.max(mostInFlight, inFlight);
    return new Promise<void>((resolve) =>
      finish.push(() => {
        inFlight--;
        resolve();
      }),
    );
  };
  return { batches, finish, post, mostInFlight: () => mostInFlight };
}

const turn = () => new Promise((r) => setImmediate(r));

describe('createBatchQueue', () => {
  it('posts what arrived together as one batch, at once, and what arrives meanwhile as the next', async () => {
    const r = recorder();
    const queue = createBatchQueue({ maxBatch: 256, concurrency: 1, post: r.post });
    [1, 2, 3].forEach((n) => queue.push(n));
    await turn();
    expect(r.batches).toEqual([[1, 2, 3]]);
    [4, 5].forEach((n) => queue.push(n));
    await turn();
    expect(r.batches).toHaveLength(1);
    r.finish.shift()!();
    await turn();
    await turn();
    expect(r.batches).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it('keeps batches to maxBatch in arrival order and never more than concurrency in flight', async () => {
    const r = recorder();
    const queue = createBatchQueue({ maxBatch: 2, concurrency: 2, post: r.post });
    [1, 2, 3, 4, 5, 6, 7].forEach((n) => queue.push(n));
    for (let i = 0; i < 5; i++) await turn();
    expect(r.batches).toEqual([
      [1, 2],
      [3, 4],
    ]);
    for (let i = 0; i < 20; i++) {
      await turn();
      r.finish.shift()?.();
    }
    expect(r.batches).toEqual([[1, 2], [3, 4], [5, 6], [7]]);
    expect(r.mostInFlight()).toBe(2);
  });

  it('with a batch in flight, posts the next once as many have gathered as went last, and at once when idle', async () => {
    const r = recorder();
    const queue = createBatchQueue({ maxBatch: 256, concurrency: 2, post: r.post });
    [1, 2, 3].forEach((n) => queue.push(n));
    await turn();
    expect(r.batches).toEqual([[1, 2, 3]]);
    [4, 5].forEach((n) => queue.push(n));
    await turn();
    // Two of three: they wait for more rather than go as a small batch beside the first.
    expect(r.batches).toHaveLength(1);
    queue.push(6);
    await turn();
    expect(r.batches).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
    queue.push(7);
    r.finish.shift()!();
    await turn();
    await turn();
    // One in flight and one waiting: below the three that went last.
    expect(r.batches).toHaveLength(2);
    r.finish.shift()!();
    await turn();
    await turn();
    // Nothing in flight: what waits goes at once, however few.
    expect(r.batches).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(r.mostInFlight()).toBe(2);
  });
});
