import type { ColumnType, Generated } from 'kysely';
import type { SanctionsHitStatus, SanctionsSubjectType } from '../../shared/schemas/sanctions';

/** Kysely's view of the sanctions screening tables (migration 091, docs/sanctions.md). */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type SanctionsListsTable = {
  id: Generated<string>;
  seq: Generated<bigint>;
  version: string;
  published_on: ColumnType<string, string, string>;
  uploaded_by: string;
  uploaded_at: Timestamp;
  entry_count: number;
  alias_count: number;
  sdn_sha256: string;
  alt_sha256: string;
};

export type SanctionsEntriesTable = {
  list_id: string;
  ent_num: number;
  name: string;
  sdn_type: string | null;
  program: string | null;
  title: string | null;
  remarks: string | null;
};

export type SanctionsNamesTable = {
  list_id: string;
  ent_num: number;
  alt_num: number | null;
  alt_type: string | null;
  name: string;
  normalized: string;
};

export type SanctionsHitsTable = {
  id: Generated<string>;
  seq: Generated<bigint>;
  subject_type: SanctionsSubjectType;
  subject_id: string;
  user_id: string;
  list_id: string;
  screened_name: string;
  ent_num: number;
  matched_name: string;
  score: ColumnType<string, string | number, string | number>;
  matches: ColumnType<unknown, string, string>;
  status: Generated<SanctionsHitStatus>;
  created_at: Timestamp;
  proposed_by: string | null;
  decided_by: string | null;
  decided_at: Date | null;
  decision_reason: string | null;
};

export type SanctionsScreeningsTable = {
  subject_type: SanctionsSubjectType;
  subject_id: string;
  list_id: string;
  screened_at: Timestamp;
  hit_id: string | null;
};

export type SanctionsFalsePositivesTable = {
  user_id: string;
  ent_num: number;
  hit_id: string;
  released_at: Timestamp;
};

export type SanctionsTables = {
  sanctions_lists: SanctionsListsTable;
  sanctions_entries: SanctionsEntriesTable;
  sanctions_names: SanctionsNamesTable;
  sanctions_hits: SanctionsHitsTable;
  sanctions_screenings: SanctionsScreeningsTable;
  sanctions_false_positives: SanctionsFalsePositivesTable;
};
