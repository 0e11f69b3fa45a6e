// The group commit's scheduling rule (payment-pipeline.ts; bench:floor uses it too).
//
// Items wait in arrival order and go to `post` up to `maxBatch` at a time, after the current turn of the
// event loop so that items that arrived together go together. With nothing in flight a batch goes at once:
// nothing waits on a timer while the database is free. With a batch in flight (and `concurrency` above one)
// the next goes once as many items have gathered as the batch posted last. It then reaches the database while
// the first is still running, has its text parsed meanwhile and waits for the first one's row locks, so the
// database starts on it the moment the first commits instead of after a round trip. Posted at once instead,
// it held the few items that had arrived by then, and batches became small.

export type BatchQueue<T> = { push(item: T): void };

export function createBatchQueue<T>({
  maxBatch,
  concurrency,
  post,
}: {
  maxBatch: number;
  concurrency: number;
  post: (batch: T[]) => Promise<void>;
}): BatchQueue<T> {
  const queue: T[] = [];
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
    push(item: T) {
      queue.push(item);
      schedule();
    },
  };
}
