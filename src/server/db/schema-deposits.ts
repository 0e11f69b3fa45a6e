import type { ColumnType, Generated } from 'kysely';
import type { DecisionStatus } from '../../shared/statuses';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type ChequeDepositStatus = DecisionStatus;

/** A cheque image waiting for, or past, an administrator's decision. */
export type ChequeDepositsTable = {
  id: Generated<string>;
  user_id: string;
  account_id: string;
  payment_id: string;
  amount_cents: bigint;
  image_name: string;
  image_mime: 'image/jpeg' | 'image/png' | 'image/webp';
  image_sha256: string;
  status: Generated<ChequeDepositStatus>;
  reason: string | null;
  decided_by: string | null;
  decided_at: Date | null;
  created_at: Timestamp;
  seq: Generated<bigint>;
};

/** Kysely's view of the deposits tables. */
export type DepositsTables = { cheque_deposits: ChequeDepositsTable };
