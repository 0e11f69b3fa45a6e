import type { ColumnType, Generated } from 'kysely';
import type { PaymentStatus } from '../../shared/statuses';
import type { BackofficeTables } from './schema-backoffice';
import type { CardsTables } from './schema-cards';
import type { DepositsTables } from './schema-deposits';
import type { FilesTables } from './schema-files';
import type { IdentityTables } from './schema-identity';
import type { LoansTables } from './schema-loans';
import type { SupportTables } from './schema-support';
import type { PayeesTables } from './schema-payees';
import type { PotsTables } from './schema-pots';
import type { StatementsTables } from './schema-statements';
import type { ClosingTables } from './schema-closing';
import type { SanctionsTables } from './schema-sanctions';

/** Kysely's view of the tables created by the migrations in ./migrations. */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type UsersTable = {
  id: Generated<string>;
  seq: Generated<bigint>;
  email: string;
  first_name: string;
  last_name: string;
  phone: Generated<string>;
  role: 'admin' | 'customer';
  password_hash: string;
  disabled_at: Date | null;
  disabled_reason: string | null;
  pin_hmac: string | null;
  pin_failures: Generated<number>;
  pin_locked_until: Date | null;
  totp_secret: string | null;
  totp_enabled_at: Date | null;
  totp_last_step: string | number | null;
  mfa_failures: Generated<number>;
  mfa_locked_until: Date | null;
  locked_down_at: Date | null;
  awaiting_approval: Generated<boolean>;
  /** The customer closed their account (or staff did): sign-in answers so, records are kept. */
  closed_at: Date | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** The bank's own accounts, one of each kind (money enters and leaves the bank through them). */
export type BankAccountKind =
  | 'funding'
  | 'fee_income'
  | 'outgoing_clearing'
  | 'cheque_clearing'
  | 'loan_book'
  | 'settlement'
  | 'interest_income'
  | 'interest_expense'
  | 'suspense'
  | 'blocked_funds'
  | 'provisional_credit';

export type LedgerAccountKind = 'checking' | 'savings' | 'pot' | 'loan' | BankAccountKind;

export type LedgerAccountsTable = {
  id: Generated<string>;
  user_id: string | null;
  kind: LedgerAccountKind;
  name: string;
  account_number: string | null;
  currency: Generated<string>;
  balance_cents: Generated<bigint>;
  /** Closed with its customer: payments to its number are refused, returns to it are held in suspense. */
  closed_at: Generated<Date | null>;
  created_at: Timestamp;
};

export type SessionsTable = {
  id: Generated<string>;
  token_hash: Buffer;
  user_id: string;
  ip: string | null;
  user_agent: string | null;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  revoked_at: Date | null;
  two_factor: Generated<boolean>;
  second_factor_at: Date | null;
};

export type LoginActivitiesTable = {
  id: Generated<string>;
  user_id: string;
  action: string;
  ip: string | null;
  user_agent: string | null;
  created_at: Timestamp;
};

export type LoginFailuresTable = {
  email: string;
  /** The client address, `browser:<hash>`, `session:<id>`, or `*` for the email's global count. */
  source: Generated<string>;
  failures: number;
  first_failed_at: Timestamp;
  locked_until: Date | null;
};

export type PasswordResetsTable = {
  token_hash: Buffer;
  user_id: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Timestamp;
};

export type PaymentsTable = {
  id: Generated<string>;
  reference: string;
  user_id: string;
  account_id: string;
  type: 'deposit' | 'withdrawal';
  kind: string;
  description: string;
  amount_cents: bigint;
  fee_cents: Generated<bigint>;
  status: PaymentStatus;
  counterparty: Generated<Record<string, string>>;
  details: string | null;
  related_payment_id: string | null;
  decided_by: string | null;
  decision_reason: string | null;
  decided_at: Date | null;
  created_at: Timestamp;
  seq: Generated<bigint>;
};

export type PostingsTable = {
  id: Generated<bigint>;
  payment_id: string;
  debit_account_id: string;
  credit_account_id: string;
  amount_cents: bigint;
  code: string;
  created_at: Timestamp;
};

export type IdempotencyKeysTable = {
  user_id: string;
  key: string;
  request_hash: string;
  result_code: string;
  payment_id: string | null;
  created_at: Timestamp;
};

export type AuditLogTable = {
  id: Generated<bigint>;
  actor_id: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  amount_cents: bigint | null;
  reason: string | null;
  ip: string | null;
  created_at: Timestamp;
  prev_hash: string;
  hash: string;
};

export type NotificationsTable = {
  id: Generated<string>;
  user_id: string;
  kind: string;
  title: string;
  body: Generated<string>;
  link: string | null;
  read_at: Date | null;
  created_at: Timestamp;
  seq: Generated<bigint>;
};

export type CoreDatabase = {
  notifications: NotificationsTable;
  audit_log: AuditLogTable;
  payments: PaymentsTable;
  postings: PostingsTable;
  idempotency_keys: IdempotencyKeysTable;
  users: UsersTable;
  ledger_accounts: LedgerAccountsTable;
  sessions: SessionsTable;
  login_activities: LoginActivitiesTable;
  login_failures: LoginFailuresTable;
  password_resets: PasswordResetsTable;
};

export type Database = CoreDatabase &
  LoansTables &
  CardsTables &
  DepositsTables &
  IdentityTables &
  SupportTables &
  BackofficeTables &
  FilesTables &
  PayeesTables &
  PotsTables &
  StatementsTables &
  ClosingTables &
  SanctionsTables;
