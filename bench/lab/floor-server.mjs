// The bare transfers of `npm run bench:floor`: a Fastify server from the bank's own node_modules that takes
// `{ from, to, amountCents }`, gathers requests with the bank's own batch queue
// (src/server/ledger/batch-queue.ts) and posts each batch with one SQL call (bench/lab/floor-schema.sql):
// - `POST /transfer`, `floor.post`: the batch's accounts locked in id order, each balance moved once by its
//   summed delta, one narrow row a transfer. What any ledger over HTTP and PostgreSQL pays at the least.
// - `POST /transfer-rows`, `floor.post_rows`: the same balances and the rows a local transfer of the bank
//   writes (both payment lines, a posting, an Idempotency-Key, both customers' day totals), set-based.
// - `POST /transfer-checked`, `floor.post_checked`: the bank's checks as well (a key on record, the PIN, the
//   payment-rate window, the payee's number and name, funds and daily limit), decided over the batch as a
//   set, then the same rows and a fee.
// - `POST /echo`: the parsed body answered without the database.
// No session, PIN, limit or decision in any of them.
// Usage: node --import tsx bench/lab/floor-server.mjs <port> <postgres url>
import Fastify from 'fastify';
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { createBatchQueue } from '../../src/server/ledger/batch-queue.ts';

const port = Number(process.argv[2]);
const pool = new pg.Pool({ connectionString: process.argv[3], max: 8 });

// The 64 accounts' ids, in the order the wrk script numbers them (1 to 64).
const { rows: accounts } = await pool.query(
  `SELECT a.id, a.user_id, a.account_number, u.first_name || ' ' || u.last_name AS name, u.pin_hmac
     FROM floor.accounts a JOIN floor.users u ON u.id = a.user_id ORDER BY a.account_number`,
);
const accountId = (n) => accounts[n - 1].id;
let keys = 0;

/** A batch queue that posts with one call of `sql`, whose answer is one id or code per transfer. */
function pipeline(sql, args) {
  return createBatchQueue({
    maxBatch: 256,
    concurrency: Number(process.env.FLOOR_BATCH_CONCURRENCY ?? 2),
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
    batch.map(() => `k${process.pid}-${++keys}`),
  ],
);

const checkedQueue = pipeline(
  `SELECT floor.post_checked($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::bigint[], $6::text[],
                             $7::text[], $8::uuid[], $9::text[]) AS ids`,
  (batch) => [
    batch.map((b) => accounts[b.from - 1].user_id),
    batch.map((b) => accountId(b.from)),
    batch.map((b) => accounts[b.to - 1].account_number),
    batch.map((b) => accounts[b.to - 1].name),
    batch.map((b) => b.amountCents),
    batch.map((b) => accounts[b.from - 1].pin_hmac),
    batch.map(() => `k${process.pid}-${++keys}`),
    batch.map(() => randomUUID()),
    batch.map(() => `FL${randomBytes(8).toString('hex')}`),
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
// A refusal from `floor.post_checked` is answered 422, so that wrk counts it as an error.
for (const [path, queue] of [
  ['/transfer', floorQueue],
  ['/transfer-rows', rowsQueue],
  ['/transfer-checked', checkedQueue],
]) {
  app.post(path, { schema: { body } }, async (request, reply) => {
    const { from, to, amountCents } = request.body;
    const id = await new Promise((resolve, reject) => queue.push({ from, to, amountCents, resolve, reject }));
    if (queue === checkedQueue && id !== 'ok') reply.code(422);
    return { id, from, to, amountCents };
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
