import { centsToDollars } from '../../shared/money';
import { maskedLast4, type Card, type CardApplication } from '../../shared/schemas/cards';
import type { Db } from '../db/connection';
import type { CardApplicationStatus, CardBrand, CardStatus } from '../db/schema-cards';

/** The SQL of card applications and cards. No query here reads or writes more than the last four digits. */

export function applicationsQuery(db: Db) {
  return db
    .selectFrom('card_applications as c')
    .innerJoin('ledger_accounts as a', 'a.id', 'c.account_id')
    .innerJoin('payments as p', 'p.id', 'c.fee_payment_id')
    .select([
      'c.id',
      'c.user_id',
      'c.account_id',
      'c.brand',
      'c.status',
      'c.fee_payment_id',
      'c.decision_reason',
      'c.decided_at',
      'c.created_at',
      'c.seq',
      'a.name as account_name',
      'a.account_number',
      'p.amount_cents as fee_cents',
    ]);
}

export type ApplicationRow = Awaited<
  ReturnType<ReturnType<typeof applicationsQuery>['executeTakeFirstOrThrow']>
>;

export function toApplication(row: ApplicationRow): CardApplication {
  return {
    _id: row.id,
    brand: row.brand,
    status: row.status,
    reason: row.decision_reason,
    account: row.account_name,
    fee: centsToDollars(row.fee_cents),
    createdAt: new Date(row.created_at).toISOString(),
    decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
  };
}

export function findApplication(db: Db, id: string) {
  return applicationsQuery(db).where('c.id', '=', id).executeTakeFirst();
}

export function findApplicationByPayment(db: Db, paymentId: string) {
  return applicationsQuery(db).where('c.fee_payment_id', '=', paymentId).executeTakeFirst();
}

export async function insertApplication(
  db: Db,
  values: { userId: string; accountId: string; brand: CardBrand; feePaymentId: string },
): Promise<string> {
  const row = await db
    .insertInto('card_applications')
    .values({
      user_id: values.userId,
      account_id: values.accountId,
      brand: values.brand,
      fee_payment_id: values.feePaymentId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Moves a Pending application to its decision. The row lock of the update makes a concurrent second
 * decision wait and then find nothing Pending, so it answers undefined rather than deciding twice.
 */
export function decideApplication(
  db: Db,
  id: string,
  decision: { status: Exclude<CardApplicationStatus, 'Pending'>; adminId: string; reason?: string },
) {
  return db
    .updateTable('card_applications')
    .set({
      status: decision.status,
      decided_by: decision.adminId,
      decided_at: new Date(),
      decision_reason: decision.reason ?? null,
    })
    .where('id', '=', id)
    .where('status', '=', 'Pending')
    .returning(['id', 'user_id', 'account_id', 'brand', 'fee_payment_id'])
    .executeTakeFirst();
}

export function cardsQuery(db: Db) {
  return db
    .selectFrom('cards as k')
    .innerJoin('ledger_accounts as a', 'a.id', 'k.account_id')
    .select([
      'k.id',
      'k.user_id',
      'k.brand',
      'k.last4',
      'k.expiry_month',
      'k.expiry_year',
      'k.status',
      'k.created_at',
      'a.name as account_name',
    ]);
}

export type CardRow = Awaited<ReturnType<ReturnType<typeof cardsQuery>['executeTakeFirstOrThrow']>>;

export function toCard(row: CardRow): Card {
  return {
    _id: row.id,
    brand: row.brand,
    last4: row.last4,
    masked: maskedLast4(row.last4),
    expiryMonth: row.expiry_month,
    expiryYear: row.expiry_year,
    status: row.status,
    account: row.account_name,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function insertCard(
  db: Db,
  values: {
    userId: string;
    applicationId: string;
    accountId: string;
    brand: CardBrand;
    last4: string;
    expiryMonth: number;
    expiryYear: number;
  },
): Promise<string> {
  const row = await db
    .insertInto('cards')
    .values({
      user_id: values.userId,
      application_id: values.applicationId,
      account_id: values.accountId,
      brand: values.brand,
      last4: values.last4,
      expiry_month: values.expiryMonth,
      expiry_year: values.expiryYear,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes the owner's card from one status to the other; undefined when it is not theirs or not `from`. */
export function setCardStatus(db: Db, userId: string, id: string, from: CardStatus, to: CardStatus) {
  return db
    .updateTable('cards')
    .set({ status: to })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', '=', from)
    .returning('id')
    .executeTakeFirst();
}
