import path from 'node:path';
import { z } from 'zod';
import type { LOAN_TYPES } from '../shared/constants';
import { wholeDollarsToCents } from '../shared/money';
import { decodePinKey, PIN_KEY_BYTES } from './pin/pin-key';

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.string().url().optional());

const PIN_KEY_HOW = 'generate one with `openssl rand -hex 32`';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  // The owner's login for migrations on a managed database; DATABASE_URL is then the app's own login.
  MIGRATION_DATABASE_URL: optionalUrl,
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  PUBLIC_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Vault Bank <no-reply@vaultbank.local>'),
  ADMIN_EMAIL: z
    .string()
    .trim()
    .toLowerCase()
    .email()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ADMIN_PASSWORD: z
    .string()
    .min(6)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // The first administrator's authenticator-app key (base32), for deployments that provision it rather than
  // enrol on the screen: with it, ADMIN_EMAIL's administrator has two-step sign-in on from the start.
  ADMIN_TOTP_SECRET: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z2-7]{16,64}$/, 'ADMIN_TOTP_SECRET must be 16 to 64 base32 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SESSION_IDLE_TIMEOUT_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  SESSION_ABSOLUTE_TIMEOUT_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  // Setting the first PIN needs a session at most this old, or the account password.
  REAUTH_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Which proxies may set X-Forwarded-For: a hop count or a list of addresses/CIDRs. `true` (every hop)
  // would let any client choose its IP and escape every per-IP limit, so it is refused.
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((v, ctx) => parseTrustProxy(v, ctx)),
  BANK_NAME: z.string().default('Vault Bank'),
  // Required with DATABASE_URL (see pinKeyRule); without it the embedded default generates one into DATA_DIR.
  PIN_KEY: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || decodePinKey(v).length >= PIN_KEY_BYTES, {
      message: `must hold at least ${PIN_KEY_BYTES} bytes, hex or base64; ${PIN_KEY_HOW}`,
    }),
  // Server processes on this host, sharing the port and the database (node:cluster); 1 runs no cluster.
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  TRANSFER_MAX_AMOUNT: z.coerce.number().int().min(1).default(50_000),
  DAILY_TRANSFER_LIMIT: z.coerce.number().int().min(1).default(100_000),
  // Outgoing transfers a day, in dollars, until the customer's KYC is approved.
  UNVERIFIED_DAILY_LIMIT: z.coerce.number().int().min(0).default(1_000),
  // Transfers to an unknown account or with a wrong holder name a customer may try in an hour.
  PAYEE_CHECK_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(10),
  // What a payee saved less than 24 hours ago may receive in that time, in dollars.
  NEW_PAYEE_LIMIT: z.coerce.number().int().min(1).default(1_000),
  // Transfers above this, in dollars, need a fresh second factor from customers with two-step on.
  STEP_UP_AMOUNT: z.coerce.number().int().min(1).default(1_000),
  // Money-moving calls one customer may make in a minute.
  PAYMENT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  // Group commit: the most payments posted in one database transaction.
  PAYMENT_BATCH_MAX: z.coerce.number().int().min(1).max(1000).default(256),
  // Group commit: batches in flight at once. The second waits at PostgreSQL for the first one's row locks, so
  // the database starts on it the moment the first commits (batch-queue.mjs says when it is sent).
  PAYMENT_BATCH_CONCURRENCY: z.coerce.number().int().min(1).max(8).default(2),
  // Group commit in a worker thread of its own (false: on the thread that serves HTTP). Off by default until
  // its memory is understood: peak RSS grew step after step in bench:transfers, to 283 MB (target 250).
  PAYMENT_PIPELINE_THREAD: z.enum(['true', 'false']).default('false'),
  CREDIT_MAX_AMOUNT: z.coerce.number().int().min(1).default(1_000_000),
  FOUR_EYES_THRESHOLD: z.coerce.number().int().min(0).default(100_000),
  // Loans: yearly interest per loan type in basis points (1200 = 12.00 %), and the largest loan in dollars.
  LOAN_RATE_PERSONAL_BPS: z.coerce.number().int().min(0).max(10_000).default(1200),
  LOAN_RATE_BUSINESS_BPS: z.coerce.number().int().min(0).max(10_000).default(900),
  LOAN_RATE_MORTGAGE_BPS: z.coerce.number().int().min(0).max(10_000).default(550),
  LOAN_MAX_AMOUNT: z.coerce.number().int().min(1).default(1_000_000),
  // The Bitcoin address the dashboard's Deposit Crypto dialog shows (SPEC.md §2); the default is an example.
  CRYPTO_DEPOSIT_ADDRESS: z
    .string()
    .trim()
    .regex(/^(bc1[02-9ac-hj-np-z]{11,71}|[13][1-9A-HJ-NP-Za-km-z]{25,34})$/, 'must be a Bitcoin address')
    .default('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'),
  // Live events (GET /events): seconds between heartbeat comments, and open streams allowed per user.
  EVENTS_HEARTBEAT_SECONDS: z.coerce.number().min(1).max(120).default(20),
  EVENTS_MAX_STREAMS_PER_USER: z.coerce.number().int().min(1).max(100).default(8),
  // GET /metrics answers only with `Authorization: Bearer <METRICS_TOKEN>`; unset, the route does not exist.
  METRICS_TOKEN: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional()),
  // Background jobs (jobs/worker.ts): whether this instance runs a worker, how many jobs at once, and how
  // often it looks for due jobs besides being woken by NOTIFY (retries and scheduled jobs wait for a poll).
  JOB_WORKER: z.enum(['true', 'false']).default('true'),
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  JOB_POLL_INTERVAL_MS: z.coerce.number().int().min(10).max(600_000).default(2_000),
  // When the maintenance job runs (once per period across all instances); empty or `off` never.
  MAINTENANCE_CRON: z.string().trim().default('*/15 * * * *'),
  // Backups of the embedded database (docs/operations.md): where WAL and base backups go, how many days a
  // restore can reach back, when the job takes a base backup and when it runs the restore drill (`off` never).
  BACKUP_DIR: z.string().trim().optional(),
  BACKUP_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(7),
  BACKUP_CRON: z.string().trim().default('30 2 * * *'),
  RESTORE_DRILL_CRON: z.string().trim().default('30 4 * * 0'),
  // The longest a written transaction waits before its WAL segment is archived: what losing the disk can lose.
  WAL_ARCHIVE_TIMEOUT_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The owner's login, for migrations; when set, `databaseUrl` is the app's restricted login. */
  migrationDatabaseUrl: string | undefined;
  embeddedPgPort: number;
  publicUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  adminTotpSecret: string | undefined;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  authRateLimitPerMinute: number;
  /** Setting the first PIN needs a session started within this many minutes, or the password. */
  reauthWindowMinutes: number;
  logLevel: string;
  /** Hop count or proxy addresses/CIDRs whose X-Forwarded-For is believed; false trusts none. */
  trustProxy: false | number | string[];
  bankName: string;
  pinKey: string | undefined;
  /** Server processes on this host (node:cluster workers) sharing the port and the database. */
  webConcurrency: number;
  /** Largest single transfer, in cents. */
  transferMaxCents: bigint;
  dailyTransferLimitCents: bigint;
  unverifiedDailyLimitCents: bigint;
  payeeCheckLimitPerHour: number;
  newPayeeLimitCents: bigint;
  stepUpAmountCents: bigint;
  paymentRateLimitPerMinute: number;
  paymentBatchMax: number;
  paymentBatchConcurrency: number;
  paymentPipelineThread: boolean;
  /** Largest single administrator credit, in cents. */
  creditMaxCents: bigint;
  /** Credits above this wait for a second administrator. */
  fourEyesThresholdCents: bigint;
  /** Yearly interest per loan type, in basis points. */
  loanRatesBps: Record<(typeof LOAN_TYPES)[number], number>;
  /** Largest single loan, in cents. */
  loanMaxCents: bigint;
  /** The Bitcoin address shown in the Deposit Crypto dialog. */
  cryptoDepositAddress: string;
  eventsHeartbeatMs: number;
  eventsMaxStreamsPerUser: number;
  /** The bearer token of GET /metrics; without it there is no metrics route. */
  metricsToken: string | undefined;
  /** Whether this instance runs the background job worker (it enqueues jobs either way). */
  jobWorker: boolean;
  jobConcurrency: number;
  jobPollIntervalMs: number;
  /** Crontab time pattern of the maintenance job, or undefined for never. */
  maintenanceCron: string | undefined;
  /** Where the built browser app is served from; absent in API-only tests. */
  webDir: string | undefined;
  /** Archived WAL and base backups of the embedded database (default DATA_DIR/backups). */
  backupDir: string;
  backupRetentionDays: number;
  /** Crontab patterns of the base backup job and of the restore drill job, or undefined for never. */
  backupCron: string | undefined;
  restoreDrillCron: string | undefined;
  walArchiveTimeoutSeconds: number;
};

const TRUST_PROXY_HELP =
  'TRUST_PROXY must be false, a number of proxy hops in front of the app (e.g. 1) or a comma-separated ' +
  'list of proxy addresses or CIDRs (e.g. 10.0.0.0/8,127.0.0.1); `true` would trust an X-Forwarded-For ' +
  'set by any client';

function parseTrustProxy(value: string, ctx: z.RefinementCtx): false | number | string[] {
  if (value === '' || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const address = /^(?:[0-9.]+|[0-9a-f:]+)(?:\/\d{1,3})?$/i;
  if (value !== 'true' && entries.length > 0 && entries.every((e) => address.test(e))) return entries;
  ctx.addIssue({ code: 'custom', message: TRUST_PROXY_HELP });
  return z.NEVER;
}

const cronOrOff = (pattern: string) => (['', 'off'].includes(pattern) ? undefined : pattern);

/**
 * Every server on one external database must hash PINs with the same key, or a PIN set through one would
 * be wrong on the next: with DATABASE_URL the key cannot be generated per machine, so it must be given.
 */
function pinKeyRule(e: z.output<typeof envSchema>, ctx: z.RefinementCtx) {
  if (e.DATABASE_URL && !e.PIN_KEY) {
    ctx.addIssue({
      code: 'custom',
      path: ['PIN_KEY'],
      message: `is required when DATABASE_URL is set, the same on every server: ${PIN_KEY_HOW}`,
    });
  }
}

/**
 * Reads and validates the environment once; a bad value stops the server with a clear message (one line
 * for one problem). Tools that never hash a PIN (migrations, create-admin) pass `needsPinKey: false`.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  { needsPinKey = true }: { needsPinKey?: boolean } = {},
): Config {
  const parsed = (needsPinKey ? envSchema.superRefine(pinKeyRule) : envSchema).safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    const sep = lines.length === 1 ? ' ' : '\n';
    throw new Error(`Invalid configuration:${sep}${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    migrationDatabaseUrl: e.MIGRATION_DATABASE_URL,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    publicUrl: e.PUBLIC_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    adminTotpSecret: e.ADMIN_TOTP_SECRET,
    sessionIdleMs: e.SESSION_IDLE_TIMEOUT_MINUTES * 60_000,
    sessionAbsoluteMs: e.SESSION_ABSOLUTE_TIMEOUT_HOURS * 3_600_000,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    reauthWindowMinutes: e.REAUTH_WINDOW_MINUTES,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    bankName: e.BANK_NAME,
    pinKey: e.PIN_KEY,
    webConcurrency: e.WEB_CONCURRENCY,
    transferMaxCents: wholeDollarsToCents(e.TRANSFER_MAX_AMOUNT),
    dailyTransferLimitCents: wholeDollarsToCents(e.DAILY_TRANSFER_LIMIT),
    unverifiedDailyLimitCents: wholeDollarsToCents(e.UNVERIFIED_DAILY_LIMIT),
    payeeCheckLimitPerHour: e.PAYEE_CHECK_LIMIT_PER_HOUR,
    newPayeeLimitCents: wholeDollarsToCents(e.NEW_PAYEE_LIMIT),
    stepUpAmountCents: wholeDollarsToCents(e.STEP_UP_AMOUNT),
    paymentRateLimitPerMinute: e.PAYMENT_RATE_LIMIT_PER_MINUTE,
    paymentBatchMax: e.PAYMENT_BATCH_MAX,
    paymentBatchConcurrency: e.PAYMENT_BATCH_CONCURRENCY,
    paymentPipelineThread: e.PAYMENT_PIPELINE_THREAD === 'true',
    creditMaxCents: wholeDollarsToCents(e.CREDIT_MAX_AMOUNT),
    fourEyesThresholdCents: wholeDollarsToCents(e.FOUR_EYES_THRESHOLD),
    loanRatesBps: {
      'Personal Loan': e.LOAN_RATE_PERSONAL_BPS,
      'Business Loan': e.LOAN_RATE_BUSINESS_BPS,
      'Mortgage Loan': e.LOAN_RATE_MORTGAGE_BPS,
    },
    loanMaxCents: wholeDollarsToCents(e.LOAN_MAX_AMOUNT),
    cryptoDepositAddress: e.CRYPTO_DEPOSIT_ADDRESS,
    eventsHeartbeatMs: e.EVENTS_HEARTBEAT_SECONDS * 1000,
    eventsMaxStreamsPerUser: e.EVENTS_MAX_STREAMS_PER_USER,
    metricsToken: e.METRICS_TOKEN,
    jobWorker: e.JOB_WORKER === 'true',
    jobConcurrency: e.JOB_CONCURRENCY,
    jobPollIntervalMs: e.JOB_POLL_INTERVAL_MS,
    maintenanceCron: cronOrOff(e.MAINTENANCE_CRON),
    webDir: path.resolve(env.WEB_DIR || 'dist/web'),
    backupDir: path.resolve(e.BACKUP_DIR || path.join(e.DATA_DIR, 'backups')),
    backupRetentionDays: e.BACKUP_RETENTION_DAYS,
    backupCron: cronOrOff(e.BACKUP_CRON),
    restoreDrillCron: cronOrOff(e.RESTORE_DRILL_CRON),
    walArchiveTimeoutSeconds: e.WAL_ARCHIVE_TIMEOUT_SECONDS,
  };
}
