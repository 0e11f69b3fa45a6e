import pg from 'pg';
import { centsToDollars, dollarsToCents } from '../../../shared/money';
import { sql } from 'kysely';
import { createDb, createPool } from '../../db/connection';
import { verifyLedger } from '../../ledger/verify-ledger';
import { ServerProcess } from './server-process';
import { httpClient as client, type Http } from '../http-client';
import { codeOf } from '../totp-helpers';

export type FaultOptions = {
  durationMs: number;
  clients: number;
  port: number;
  pgPort: number;
  dataDir: string;
};
export type FaultReport = {
  transfers: number;
  refused: number;
  retries: number;
  reads: number;
  connectionKills: number;
  serverKills: number;
  violations: string[];
};

type Customer = { token: string; name: string; accountNumber: string };
const ADMIN = {
  email: 'faults-admin@vault.test',
  password: 'Faults-Admin-2026',
  totpSecret: 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U',
};
const PIN = '2468';
const FUNDING_CENTS = 100_000n;
const PG_URL = (port: number, db: string) => `postgres://vault:vault-embedded@127.0.0.1:${port}/${db}`;

/**
 * A bank test in the manner of Jepsen's: clients transfer among a few accounts with idempotency keys and
 * retry every unknown outcome, readers check the books, and meanwhile the suite kills the app's database
 * connections and SIGKILLs the server. Afterwards the ledger must be exact and no transfer doubled or lost.
 */
export async function runFaultSuite(o: FaultOptions): Promise<FaultReport> {
  const server = new ServerProcess({
    port: o.port,
    pgPort: o.pgPort,
    dataDir: o.dataDir,
    // The suite's few customers send far more than a person would: lift the velocity limit and the cap
    // on customers without KYC, which would otherwise answer most transfers before they reach the ledger.
    env: {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_TOTP_SECRET: ADMIN.totpSecret,
      PAYMENT_RATE_LIMIT_PER_MINUTE: '1000000',
      UNVERIFIED_DAILY_LIMIT: '100000000',
    },
  });
  await server.start();
  const http = client(server.baseUrl);
  const report: FaultReport = {
    transfers: 0,
    refused: 0,
    retries: 0,
    reads: 0,
    connectionKills: 0,
    serverKills: 0,
    violations: [],
  };
  try {
    const admin = await signInAdmin(http);
    const customers = await openCustomers(http, admin, 4);
    const acknowledged = new Map<string, string>();
    const until = Date.now() + o.durationMs;
    const running = () => Date.now() < until;
    await Promise.all([
      ...Array.from({ length: o.clients }, (_, c) =>
        transferLoop(http, customers, c, running, acknowledged, report),
      ),
      readLoop(http, admin, customers, running, report),
      faultLoop(server, o.pgPort, running, report),
    ]);
    await server.start();
    await checkBooks(o.pgPort, acknowledged, report);
  } finally {
    await server.stop();
  }
  return report;
}

/** The administrator signs in with the password, then a code of their key (two-step is on for them). */
async function signInAdmin(http: Http): Promise<string> {
  const { email, password } = ADMIN;
  const first = await http.call('POST', '/users/login', undefined, { email, password });
  const body = { mfaToken: first.body.mfaToken, code: codeOf(ADMIN.totpSecret) };
  return (await http.call('POST', '/users/login/mfa', undefined, body)).body.token as string;
}

async function openCustomers(http: Http, admin: string, count: number): Promise<Customer[]> {
  const list: Customer[] = [];
  for (let i = 0; i < count; i++) {
    const email = `fault${i}-${Date.now()}@vault.test`;
    const reg = await http.call('POST', '/users/register', undefined, {
      firstName: 'Fault',
      lastName: `Client${i}`,
      phone: '5550100',
      email,
      password: 'Fault-Pass-2026',
    });
    const token = (await http.call('POST', '/users/login', undefined, { email, password: 'Fault-Pass-2026' }))
      .body.token as string;
    await http.call('POST', '/users/api/auth/change-pin', token, { newPin: PIN });
    await http.call('PUT', `/users/${reg.body.user._id}/increase-balance`, admin, {
      amount: centsToDollars(FUNDING_CENTS),
    });
    const accounts = (await http.call('GET', '/accounts', token)).body as {
      name: string;
      accountNumber: string;
    }[];
    list.push({
      token,
      name: `Fault Client${i}`,
      accountNumber: accounts.find((a) => a.name === 'Checking')!.accountNumber,
    });
  }
  return list;
}

async function transferLoop(
  http: Http,
  customers: Customer[],
  c: number,
  running: () => boolean,
  acknowledged: Map<string, string>,
  report: FaultReport,
) {
  for (let n = 0; running(); n++) {
    const from = customers[(c + n) % customers.length]!;
    const to = customers[(c + n + 1 + (n % 3)) % customers.length]!;
    if (from === to) continue;
    const key = `fault-${c}-${n}`;
    const body = {
      amount: 1 + (n % 40),
      paymentAccount: 'Checking',
      bankName: 'Vault Bank',
      accountNumber: to.accountNumber,
      accountName: to.name,
      pincode: PIN,
    };
    // An unknown outcome (no answer, 5xx, still in flight) is retried with the same key until it is definite.
    for (;;) {
      const res = await http.call('POST', '/transfers/local', from.token, body, { 'idempotency-key': key });
      if (res.status === 201) {
        const id = res.body.transaction._id as string;
        const earlier = acknowledged.get(key);
        if (earlier && earlier !== id) report.violations.push(`key ${key} answered two payments`);
        acknowledged.set(key, id);
        report.transfers++;
        break;
      }
      if (res.status === 422 || res.status === 400) {
        report.refused++;
        break;
      }
      report.retries++;
      await sleep(50);
    }
  }
}

/** Reads the books while they change: the total must never move and no balance may be negative. */
async function readLoop(
  http: Http,
  admin: string,
  customers: Customer[],
  running: () => boolean,
  report: FaultReport,
) {
  const total = FUNDING_CENTS * BigInt(customers.length);
  while (running()) {
    const overview = await http.call('GET', '/admin/overview', admin);
    if (overview.status === 200) {
      report.reads++;
      const { moneyHeld, feesThisMonth } = overview.body.totals;
      const seen = dollarsToCents(moneyHeld) + dollarsToCents(feesThisMonth);
      if (seen !== total) report.violations.push(`a read saw a total of ${seen} cents instead of ${total}`);
    }
    for (const c of customers) {
      const accounts = await http.call('GET', '/accounts', c.token);
      if (accounts.status === 200 && (accounts.body as { balance: number }[]).some((a) => a.balance < 0)) {
        report.violations.push('a read saw a negative balance');
      }
    }
    await sleep(100);
  }
}

async function faultLoop(server: ServerProcess, pgPort: number, running: () => boolean, report: FaultReport) {
  for (let round = 0; running(); round++) {
    await sleep(700 + Math.random() * 800);
    if (!running()) break;
    if (round % 3 === 2) {
      await server.kill();
      report.serverKills++;
      await server.start();
    } else {
      const admin = new pg.Client(PG_URL(pgPort, 'postgres'));
      await admin.connect();
      const killed = await admin.query(
        `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = 'vault' AND pid <> pg_backend_pid()`,
      );
      await admin.end();
      report.connectionKills += killed.rows[0].n as number;
    }
  }
}

async function checkBooks(pgPort: number, acknowledged: Map<string, string>, report: FaultReport) {
  const db = createDb(createPool(PG_URL(pgPort, 'vault'), 2));
  try {
    for (const v of await verifyLedger(db))
      report.violations.push(
        `ledger: ${v.invariant} ${JSON.stringify(v.detail, (_k, x: unknown) => (typeof x === 'bigint' ? String(x) : x))}`,
      );
    const rows = await db.selectFrom('payments').select('id').where('kind', '=', 'local_transfer').execute();
    const stored = new Set(rows.map((r) => r.id));
    for (const [key, id] of acknowledged)
      if (!stored.has(id)) report.violations.push(`acknowledged payment of ${key} is missing`);
    const keys = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM idempotency_keys WHERE result_code = 'ok' AND key LIKE 'fault-%'`.execute(
      db,
    );
    if (keys.rows[0]!.n !== rows.length)
      report.violations.push(`${rows.length} transfers stored for ${keys.rows[0]!.n} keys that took effect`);
    if (!(await findsForgedInterest(db))) report.violations.push('a forged interest payment was not found');
  } finally {
    await db.destroy();
  }
}

/**
 * On the books the faults left, a forged interest payment (interest expense to a savings account, with no
 * accrual behind it) is found by `verifyLedger`; the forgery is rolled back.
 */
async function findsForgedInterest(db: ReturnType<typeof createDb>): Promise<boolean> {
  let found = false;
  await db
    .transaction()
    .execute(async (trx) => {
      const savings = await sql<{ id: string; user_id: string }>`
        SELECT id, user_id FROM ledger_accounts WHERE kind = 'savings' LIMIT 1`.execute(trx);
      const account = savings.rows[0];
      if (!account) return;
      const id = crypto.randomUUID();
      const payment = {
        id,
        reference: `FORGED${id.slice(0, 8)}`,
        userId: account.user_id,
        accountId: account.id,
      };
      const request = {
        userId: account.user_id,
        payments: [
          {
            ...payment,
            type: 'deposit',
            kind: 'interest',
            description: 'Interest',
            amountCents: '100',
            status: 'Successful',
          },
        ],
        postings: [
          {
            paymentId: id,
            debit: 'bank:interest_expense',
            credit: account.id,
            amountCents: '100',
            code: 'interest',
          },
        ],
      };
      await sql`SELECT post_payments(${JSON.stringify([request])}::jsonb)`.execute(trx);
      found = (await verifyLedger(trx)).some((v) => v.invariant.startsWith('each interest payment'));
      throw new Error('rolled back');
    })
    .catch((err: unknown) => {
      if (!(err instanceof Error && err.message === 'rolled back')) throw err;
    });
  return found;
}

function sleep(ms: number) {
  return new Promise((r) => setTimeout(r, ms));
}
