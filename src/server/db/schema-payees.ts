import type { ColumnType, Generated } from 'kysely';
import type { PayeeType } from '../../shared/schemas/payees';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type PayeesTable = {
  id: Generated<string>;
  user_id: string;
  type: PayeeType;
  name: string;
  nickname: string | null;
  bank_name: string;
  account_number: string;
  routing_number: string | null;
  bank_country: string | null;
  account_type: 'Savings' | 'Checking' | null;
  new_payee_spent_cents: Generated<bigint>;
  created_at: Generated<Date>;
  updated_at: Timestamp;
  removed_at: Date | null;
  /** An open (or blocked) sanctions hit: the payee cannot be paid (migration 091). */
  sanctions_hold: Generated<boolean>;
};

/** Kysely's view of the saved payees. */
export type PayeesTables = { payees: PayeesTable };
