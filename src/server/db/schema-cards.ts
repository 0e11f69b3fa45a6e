import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of the cards tables (migration 007_cards.sql). No full card number, no CVV. */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type CardBrand = 'Black Card' | 'Gold Card';
export type CardApplicationStatus = 'Pending' | 'Approved' | 'Rejected';
export type CardStatus = 'Active' | 'Frozen';

export type CardApplicationsTable = {
  id: Generated<string>;
  user_id: string;
  account_id: string;
  brand: CardBrand;
  status: Generated<CardApplicationStatus>;
  fee_payment_id: string;
  decision_reason: string | null;
  decided_by: string | null;
  decided_at: Date | null;
  created_at: Timestamp;
  seq: Generated<bigint>;
};

export type CardsTable = {
  id: Generated<string>;
  user_id: string;
  application_id: string;
  account_id: string;
  brand: CardBrand;
  last4: string;
  expiry_month: number;
  expiry_year: number;
  status: Generated<CardStatus>;
  created_at: Timestamp;
};

export type CardsTables = { card_applications: CardApplicationsTable; cards: CardsTable };
