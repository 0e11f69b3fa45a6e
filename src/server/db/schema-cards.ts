import type { ColumnType, Generated } from 'kysely';
import type { CardBrand } from '../../shared/schemas/cards';
import type { CardStatus, DecisionStatus } from '../../shared/statuses';

/** Kysely's view of the cards tables. No full card number, no CVV. */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type { CardBrand };
export type CardApplicationStatus = DecisionStatus;
export type { CardStatus };

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
