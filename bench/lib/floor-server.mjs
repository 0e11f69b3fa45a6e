// The bare transfers of `npm run bench:floor`: a Fastify server from the bank's own node_modules that takes
// `{ from, to, amountCents }`, gathers requests with the bank's own batch queue
// (src/server/ledger/batch-queue.mjs) and posts each batch with one SQL call (bench/lib/floor-schema.sql):
// - `POST /transfer`, `floor.post`: the batch's accounts locked in id order, each balance moved once by its
//   summed delta, one narrow row a transfer. What any ledger over HTTP and PostgreSQL pays at the least.
// - `POST /transfer-rows`, `floor.post_rows`: the same balances and the rows a local transfer of the bank
//   writes (both payment lines, a posting, an Idempotency-Key, both customers' day totals), set-based.
// - `POST /echo`: the parsed body answered without the database.
// No session, PIN, limit or decision in any of them.
// Usage: node bench/lib/floor-server.mjs <port> <postgres url>
import Fastify from 'fastify';
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { createBatchQueue } from '../../src/server/ledger/batch-queue.mjs';

const port = Number(process.argv[2]);
const pool = new pg.Pool({ connectionString: process.argv[3], max: 4 });

// The 64 accounts' ids, in the order the wrk script numbers them (1 to 64).
const { rows: accounts } = await pool.query('SELECT id FROM floor.accounts ORDER BY account_number');
const accountId = (n) => accounts[n - 1].id;
let keys = 0;

/** A batch queue that posts with one call of `sql`, whose answer is one id per transfer. */
function pipeline(sql, args) {
  return createBatchQueue({
    maxBatch: 256,
    concurrency: 2,
    post: async (batch) => {
      try {
        const { rows } = await pool.query(sql, args(batch));
        batch.forEach((b, i) => b.resolve(rows[0].ids[i]));
      } catch (err) {
        for (const b of batch) b.reject(err);
      }
    },
  });
}
const moves = (batch) => [
  batch.map((b) => accountId(b.from)),
  batch.map((b) => accountId(b.to)),
  batch.map((b) => b.amountCents),
];
const floorQueue = pipeline('SELECT floor.post($1::uuid[], $2::uuid[], $3::bigint[]) AS ids', moves);
const rowsQueue = pipeline(
  'SELECT floor.post_rows($1::uuid[], $2::uuid[], $3::bigint[], $4::uuid[], $5::text[], $6::text[]) AS ids',
  (batch) => [
    ...moves(batch),
    batch.map(() => randomUUID()),
    batch.map(() => `FL${randomBytes(8).toString('hex')}`),
    batch.map(() => `k${++keys}`),
  ],
);

const body = {
  type: 'object',
  required: ['from', 'to', 'amountCents'],
  additionalProperties: false,
  properties: {
    from: { type: 'integer', minimum: 1 },
    to: { type: 'integer', minimum: 1 },
    amountCents: { type: 'integer', minimum: 1 },
  },
};

const app = Fastify({ logger: false });
app.post('/echo', { schema: { body } }, async (request) => ({ ok: true, ...request.body }));
for (const [path, queue] of [
  ['/transfer', floorQueue],
  ['/transfer-rows', rowsQueue],
]) {
  app.post(path, { schema: { body } }, (request) => {
    const { from, to, amountCents } = request.body;
    return new Promise((resolve, reject) => queue.push({ from, to, amountCents, resolve, reject })).then(
      (id) => ({
        id,
        from,
        to,
        amountCents,
      }),
    );
  });
}
await app.listen({ port, host: '127.0.0.1' });
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0)),
);
