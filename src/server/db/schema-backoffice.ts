import type { ColumnType, Generated } from 'kysely';
import type { ApprovalKind, DecisionStatus } from '../../shared/statuses';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Kysely's view of the back-office tables. */
export type BackofficeTables = {
  credit_requests: {
    id: Generated<string>;
    user_id: string;
    kind: Generated<ApprovalKind>;
    subject_id: string | null;
    amount_cents: bigint | null;
    reason: string | null;
    requested_by: string;
    status: Generated<DecisionStatus>;
    payment_id: string | null;
    decided_by: string | null;
    decision_reason: string | null;
    decided_at: Date | null;
    created_at: Timestamp;
    seq: Generated<bigint>;
  };
  admin_releases: {
    id: Generated<bigint>;
    admin_id: string;
    kind: 'credit' | 'loan_approval' | 'cheque_approval' | 'transfer_settlement' | 'dispute_credit';
    user_id: string;
    subject_id: string | null;
    amount_cents: bigint;
    released_at: Generated<Date>;
  };
};
