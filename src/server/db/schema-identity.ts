import type { ColumnType, Generated } from 'kysely';
import type { DecisionStatus } from '../../shared/statuses';

/** Kysely's view of the identity tables. */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** A submission's status; the API's `KycStatus` adds 'Not submitted' for a customer without one. */
export type KycStatus = DecisionStatus;

export type KycSubmissionsTable = {
  id: Generated<string>;
  user_id: string;
  id_number: string;
  id_front_name: string;
  id_front_mime: string;
  id_back_name: string;
  id_back_mime: string;
  proof_of_address_name: string;
  proof_of_address_mime: string;
  status: Generated<KycStatus>;
  reason: string | null;
  decided_by: string | null;
  decided_at: Date | null;
  created_at: Timestamp;
  seq: Generated<bigint>;
};

export type NextOfKinTable = {
  user_id: string;
  full_name: string;
  email: string;
  phone: string;
  gender: 'Male' | 'Female' | 'Other';
  /** A DATE column: read it with to_char so no time zone shifts the day. */
  dob: ColumnType<Date, string, string>;
  address: string;
  state: string;
  id_front_name: string;
  id_front_mime: string;
  id_back_name: string;
  id_back_mime: string;
  updated_at: Timestamp;
};

export type IdentityTables = {
  /** The column this feature adds to `users`; Kysely merges it with the core table's type. */
  users: { avatar_name: string | null };
  kyc_submissions: KycSubmissionsTable;
  next_of_kin: NextOfKinTable;
};
