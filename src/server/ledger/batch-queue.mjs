// The group commit's scheduling rule, in plain JavaScript so that both the pipeline on the HTTP thread
// (payment-pipeline.ts) and its worker thread (payment-pipeline-thread.mjs) use this one copy: the worker
// loads no TypeScript (a worker with the TypeScript loader and the server's modules cost 90 MB).
//
// Items wait in arrival order. With fewer than `concurrency` batches in flight, up to `maxBatch` of them go
// to `post` together, after the current turn of the event loop so that items that arrived together go
// together. Nothing waits on a timer: with the database free, a batch goes at once.

/**
 * @template T
 * @param {{ maxBatch: number, concurrency: number, post: (batch: T[]) => Promise<void> }} options
 * @returns {{ push: (item: T) => void }}
 */
export function createBatchQueue({ maxBatch, concurrency, post }) {
  const queue = [];
  let inFlight = 0;
  let scheduled = false;

  const schedule = () => {
    if (scheduled || inFlight >= concurrency || queue.length === 0) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      if (inFlight >= concurrency || queue.length === 0) return;
      const batch = queue.splice(0, maxBatch);
      inFlight++;
      void post(batch).finally(() => {
        inFlight--;
        schedule();
      });
      // With more than one batch allowed in flight, what is left fills the next one at once.
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
