import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../db/connection';
import type { Database } from '../db/schema';

/** How many rows of each product the customer page shows, newest first. */
const SHOWN = 50;

/** The user's standing for the customer page; undefined when there is no such user. */
export function customerStanding(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['role', 'disabled_at', 'disabled_reason', 'created_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** A product query narrowed to the user's newest rows; every product table has `user_id` and `created_at`. */
function newestOfUser<TB extends keyof Database, O>(
  query: SelectQueryBuilder<Database, TB, O>,
  userId: string,
) {
  return query
    .where(sql.ref('user_id'), '=', userId)
    .orderBy(sql`created_at DESC`)
    .limit(SHOWN)
    .execute();
}

const DECIDED = ['decided_by', 'decided_at', 'created_at'] as const;

/*
 * Each product's columns are named one by one: no stored file names, image hashes or other secrets, and
 * a column added later stays out until it is added here and to the response schema.
 */

function loans(db: Db, userId: string) {
  return newestOfUser(
    db
      .selectFrom('loans')
      .select([
        'id',
        'account_id',
        'amount_cents',
        'type',
        'duration_months',
        'repayment',
        'details',
        'annual_rate_bps',
        'status',
        'outstanding_principal_cents',
        'decision_reason',
        'disbursement_payment_id',
        ...DECIDED,
      ]),
    userId,
  );
}

function cardApplications(db: Db, userId: string) {
  return newestOfUser(
    db
      .selectFrom('card_applications')
      .select(['id', 'account_id', 'brand', 'status', 'fee_payment_id', 'decision_reason', ...DECIDED]),
    userId,
  );
}

function cards(db: Db, userId: string) {
  return newestOfUser(
    db
      .selectFrom('cards')
      .select([
        'id',
        'application_id',
        'account_id',
        'brand',
        'last4',
        'expiry_month',
        'expiry_year',
        'status',
        'created_at',
      ]),
    userId,
  );
}

function deposits(db: Db, userId: string) {
  return newestOfUser(
    db
      .selectFrom('cheque_deposits')
      .select([
        'id',
        'account_id',
        'payment_id',
        'amount_cents',
        'image_mime',
        'status',
        'reason',
        ...DECIDED,
      ]),
    userId,
  );
}

function kyc(db: Db, userId: string) {
  return newestOfUser(
    db
      .selectFrom('kyc_submissions')
      .select([
        'id',
        'id_number',
        'id_front_mime',
        'id_back_mime',
        'proof_of_address_mime',
        'status',
        'reason',
        ...DECIDED,
      ]),
    userId,
  );
}

function tickets(db: Db, userId: string) {
  return newestOfUser(
    db
      .selectFrom('tickets')
      .select(['id', 'reference', 'ticket_type', 'info', 'status', 'created_at', 'updated_at']),
    userId,
  );
}

/** Every product of one customer, newest first. */
export async function customerProducts(db: Db, userId: string) {
  const [l, a, c, d, k, t] = await Promise.all([
    loans(db, userId),
    cardApplications(db, userId),
    cards(db, userId),
    deposits(db, userId),
    kyc(db, userId),
    tickets(db, userId),
  ]);
  return { loans: l, cardApplications: a, cards: c, deposits: d, kyc: k, tickets: t };
}
