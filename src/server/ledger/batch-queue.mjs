// The group commit's scheduling rule, in plain JavaScript so that both the pipeline on the HTTP thread
// (payment-pipeline.ts) and its worker thread (payment-pipeline-thread.mjs) use this one copy: the worker
// loads no TypeScript (a worker with the TypeScript loader and the server's modules cost 90 MB).
//
// Items wait in arrival order and go to `post` up to `maxBatch` at a time, after the current turn of the
// event loop so that items that arrived together go together. With nothing in flight a batch goes at once:
// nothing waits on a timer while the database is free. With a batch in flight (and `concurrency` above one)
// the next goes once as many items have gathered as the batch posted last. It then reaches the database while
// the first is still running, has its text parsed meanwhile and waits for the first one's row locks, so the
// database starts on it the moment the first commits instead of after a round trip. Posted at once instead,
// it held the few items that had arrived by then, and batches became small.

/**
 * @template T
 * @param {{ maxBatch: number, concurrency: number, post: (batch: T[]) => Promise<void> }} options
 * @returns {{ push: (item: T) => void }}
 */
export function createBatchQueue({ maxBatch, concurrency, post }) {
  const queue = [];
  let inFlight = 0;
  let scheduled = false;
  let lastSize = 1;

  const ready = () =>
    queue.length > 0 &&
    (inFlight === 0 || (inFlight < concurrency && queue.length >= Math.min(lastSize, maxBatch)));

  const schedule = () => {
    if (scheduled || !ready()) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      if (!ready()) return;
      const batch = queue.splice(0, maxBatch);
      lastSize = batch.length;
      inFlight++;
      void post(batch).finally(() => {
        inFlight--;
        schedule();
      });
      schedule();
    });
  };

  return {
    push(item) {
      queue.push(item);
      schedule();
    },
  };
}
