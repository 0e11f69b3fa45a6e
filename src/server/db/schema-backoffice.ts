import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Kysely's view of the back-office tables (migration 011). */
export type BackofficeTables = {
  credit_requests: {
    id: Generated<string>;
    user_id: string;
    amount_cents: bigint;
    reason: string | null;
    requested_by: string;
    status: Generated<'Pending' | 'Approved' | 'Rejected'>;
    payment_id: string | null;
    decided_by: string | null;
    decision_reason: string | null;
    decided_at: Date | null;
    created_at: Timestamp;
    seq: Generated<bigint>;
  };
};
