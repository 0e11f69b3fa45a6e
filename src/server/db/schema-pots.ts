import type { Generated } from 'kysely';

/** A savings pot's own columns (migration 081); its name, number and balance are its `ledger_accounts` row. */
export type SavingsPotsTable = {
  account_id: string;
  user_id: string;
  goal_cents: bigint | null;
  goal_date: string | null;
  locked_until: string | null;
  created_at: Generated<Date>;
  closed_at: Date | null;
};

/** Kysely's view of the savings pots. */
export type PotsTables = { savings_pots: SavingsPotsTable };
