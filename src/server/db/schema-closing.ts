import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of the account-closure table (migration 084). */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type AccountClosuresTable = {
  id: Generated<string>;
  user_id: string;
  started_by: string;
  approved_by: string | null;
  reason: string | null;
  swept_cents: Generated<bigint>;
  sweep_payment_id: string | null;
  closed_at: Timestamp;
};

export type ClosingTables = { account_closures: AccountClosuresTable };
