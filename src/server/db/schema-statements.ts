import type { Generated } from 'kysely';

export type StatementsTable = {
  id: Generated<string>;
  seq: Generated<bigint>;
  user_id: string;
  account_id: string;
  /** Bank-calendar days `YYYY-MM-DD` (read as text), both included. */
  period_start: string;
  period_end: string;
  time_zone: string;
  opening_cents: bigint;
  closing_cents: bigint;
  entries: number;
  corrects_id: string | null;
  body: Buffer;
  sha256: Buffer;
  created_at: Generated<Date>;
};

export type StatementProgressTable = { account_id: string; checked_through: string };

/** Kysely's view of the monthly statements (migration 082). */
export type StatementsTables = { statements: StatementsTable; statement_progress: StatementProgressTable };
