// `npm run bench:statement`: the statement (GET /transactions) of a customer with 100,000 payments, seeded
// straight through the ledger's SQL primitive (post_payments, 1,000 payments a call), then read with wrk:
// the first page, and a page 100,000 payments deep from its cursor. Prints p50 and p99 of both, and the CPU
// a read cost the server and its PostgreSQL.
import { randomUUID } from 'node:crypto';
import { expectCall, prepareCustomers } from './lib/api.mjs';
import { reportAgainstBaseline } from './lib/baseline.mjs';
import { withDb } from './lib/db.mjs';
import { startServer } from './lib/server.mjs';
import { requireWrk, runWrk } from './lib/wrk.mjs';

const PG_PORT = 54351;
const PAYMENTS = Number(process.env.STATEMENT_PAYMENTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

requireWrk();
const server = await startServer({ name: 'statement', port: 3220, pgPort: PG_PORT });
try {
  const [c] = await prepareCustomers(server.base, 1, { dollars: 1 });
  const accounts = await expectCall(server.base, '/accounts', 200, { token: c.token });
  const checking = accounts.find((a) => a.name === 'Checking');
  const started = performance.now();
  await seed(c.id, checking._id);
  console.log(`seeded ${PAYMENTS} payments in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  // The cursor of the page that starts 100,000 payments deep: the oldest payments' sequence number.
  const deep = await oldestCursor(c.id);
  // The deep page must be a real page (a cursor the API refuses would time 400s instead).
  const check = await expectCall(server.base, `/transactions?limit=50&cursor=${deep}`, 200, {
    token: c.token,
  });
  if (check.transactions?.length !== 50) throw new Error('the deep page is not a full page');
  const tokens = `${server.dataDir}/tokens.txt`;
  (await import('node:fs')).writeFileSync(tokens, `${c.token}\n`);
  const read = (path) =>
    runWrk({
      url: `${server.base}${path}`,
      script: 'get.lua',
      connections: 8,
      seconds: SECONDS,
      serverPid: server.pid,
      env: { TOKENS_FILE: tokens },
    });
  await read('/transactions?limit=50');
  const first = await read('/transactions?limit=50');
  const deepPage = await read(`/transactions?limit=50&cursor=${deep}`);
  console.log('\npage                      req/s    p50 ms   p99 ms  errors  server ms/read  pg ms/read');
  for (const [name, r] of [
    ['first page', first],
    [`${PAYMENTS} payments deep`, deepPage],
  ]) {
    console.log(
      `${name.padEnd(24)} ${r.rate.toFixed(0).padStart(6)}  ${r.p50.toFixed(2).padStart(7)}  ${r.p99.toFixed(2).padStart(7)}  ${String(r.errors).padStart(6)}  ${(r.serverCpuMs / r.requests).toFixed(3).padStart(14)}  ${(r.pgCpuMs / r.requests).toFixed(3).padStart(10)}`,
    );
  }
  reportAgainstBaseline('statement', {
    'first page reads/s': first.rate,
    'first page p99 ms': first.p99,
    'deep page reads/s': deepPage.rate,
    'deep page p99 ms': deepPage.p99,
  });
} finally {
  await server.stop();
}

function seed(userId, accountId) {
  return withDb(PG_PORT, async (pool) => {
    for (let done = 0; done < PAYMENTS; done += 1000) {
      const batch = Array.from({ length: Math.min(1000, PAYMENTS - done) }, (_, i) => {
        const id = randomUUID();
        return {
          userId,
          payments: [
            {
              id,
              reference: `SEED${done + i}`,
              userId,
              accountId,
              type: 'deposit',
              kind: 'bank_credit',
              description: 'Seeded credit',
              amountCents: '1',
              status: 'Successful',
            },
          ],
          postings: [
            { paymentId: id, debit: 'bank:funding', credit: accountId, amountCents: '1', code: 'principal' },
          ],
        };
      });
      await pool.query('SELECT count(*) FROM post_payments($1::jsonb)', [JSON.stringify(batch)]);
    }
  });
}

function oldestCursor(userId) {
  return withDb(PG_PORT, async (pool) => {
    const r = await pool.query('SELECT seq FROM payments WHERE user_id = $1 ORDER BY seq LIMIT 1 OFFSET 51', [
      userId,
    ]);
    // As the API writes cursors (src/server/common/pagination.ts): the position, base64url.
    return Buffer.from(String(r.rows[0].seq)).toString('base64url');
  });
}
