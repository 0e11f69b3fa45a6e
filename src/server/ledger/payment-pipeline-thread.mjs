// The group commit's own thread (see payment-pipeline.ts). Plain JavaScript importing only `pg`: a worker
// is a second V8 heap, and one that loaded the TypeScript loader and the server's modules cost 90 MB.
// It gathers the requests the main thread sends, posts up to `maxBatch` of them in one call of `sql`, and
// answers each batch with its rows, or with the error's code and message; the main thread decides what an
// error means (retry, one by one, or unknown outcome).
import { parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';
import { createBatchQueue } from './batch-queue.mjs';

const { connectionString, options, sql, maxBatch, concurrency } = workerData;
const pool = new pg.Pool({ connectionString, options, max: concurrency });
// A connection killed under us fails its query, which is answered as an error; it must not end the thread.
pool.on('error', () => {});
pool.on('connect', (client) => client.on('error', () => {}));

const batches = createBatchQueue({ maxBatch, concurrency, post });

async function post(batch) {
  const ids = batch.map((b) => b.id);
  try {
    const text = `[${batch.map((b) => b.json).join(',')}]`;
    const result = await pool.query({ name: 'post_payments', text: sql, values: [text] });
    parentPort.postMessage({ ids, rows: result.rows });
  } catch (err) {
    parentPort.postMessage({ ids, error: { code: err?.code, message: String(err?.message ?? err) } });
  }
}

parentPort.on('message', (m) => {
  if (m === 'stop') {
    void pool.end().finally(() => process.exit(0));
    return;
  }
  batches.push(m);
});
