import type pg from 'pg';
import { centsToDollars } from '../../shared/money';
import type { CustomerDetail } from '../../shared/schemas/backoffice';
import { isUuid } from '../common/ids';
import { notFound } from '../common/domain-error';
import type { Db } from '../db/connection';
import { listAccounts } from '../ledger/accounts-service';
import { statement, type StatementQuery } from '../statement/statement-service';
import { activitiesOf, profileOf } from '../users/users-service';
import { customerProducts, customerStanding } from './customer-products-repository';

/** One customer in full for the back office: the same profile and statement queries the customer uses. */
export async function customerDetail(
  { db, pool }: { db: Db; pool: pg.Pool },
  userId: string,
  q: StatementQuery,
): Promise<CustomerDetail> {
  if (!isUuid(userId)) throw notFound();
  const user = await customerStanding(db, userId);
  if (!user) throw notFound();
  const [profile, accounts, transactions, activity, products] = await Promise.all([
    profileOf(pool, userId),
    listAccounts(db, userId),
    user.role === 'customer'
      ? statement(db, pool, userId, q)
      : Promise.resolve({ transactions: [], nextCursor: null }),
    activitiesOf(db, userId),
    customerProducts(db, userId),
  ]);
  return {
    profile,
    status: {
      disabled: user.disabled_at !== null,
      disabledReason: user.disabled_reason,
      createdAt: iso(user.created_at),
    },
    accounts,
    statement: transactions,
    activity,
    loans: products.loans.map((r) => ({
      ...decidedRow(r),
      accountId: r.account_id,
      amount: centsToDollars(r.amount_cents),
      type: r.type,
      durationMonths: r.duration_months,
      repayment: r.repayment,
      details: r.details,
      annualRateBps: r.annual_rate_bps,
      status: r.status,
      outstandingPrincipal: centsToDollars(r.outstanding_principal_cents),
      decisionReason: r.decision_reason,
      disbursementPaymentId: r.disbursement_payment_id,
    })),
    cardApplications: products.cardApplications.map((r) => ({
      ...decidedRow(r),
      accountId: r.account_id,
      brand: r.brand,
      status: r.status,
      feePaymentId: r.fee_payment_id,
      decisionReason: r.decision_reason,
    })),
    cards: products.cards.map((r) => ({
      _id: r.id,
      applicationId: r.application_id,
      accountId: r.account_id,
      brand: r.brand,
      last4: r.last4,
      expiryMonth: r.expiry_month,
      expiryYear: r.expiry_year,
      status: r.status,
      createdAt: iso(r.created_at),
    })),
    deposits: products.deposits.map((r) => ({
      ...decidedRow(r),
      accountId: r.account_id,
      paymentId: r.payment_id,
      amount: centsToDollars(r.amount_cents),
      imageMime: r.image_mime,
      status: r.status,
      reason: r.reason,
    })),
    kyc: products.kyc.map((r) => ({
      ...decidedRow(r),
      idNumber: r.id_number,
      idFrontMime: r.id_front_mime,
      idBackMime: r.id_back_mime,
      proofOfAddressMime: r.proof_of_address_mime,
      status: r.status,
      reason: r.reason,
    })),
    tickets: products.tickets.map((r) => ({
      _id: r.id,
      reference: r.reference,
      ticketType: r.ticket_type,
      info: r.info,
      status: r.status,
      createdAt: iso(r.created_at),
      updatedAt: iso(r.updated_at),
    })),
  };
}

const iso = (value: Date | string) => new Date(value).toISOString();

type DecidedRow = {
  id: string;
  decided_by: string | null;
  decided_at: Date | string | null;
  created_at: Date | string;
};

/** The fields every decided product shares: its id, who decided it and when, and when it was made. */
function decidedRow(row: DecidedRow) {
  return {
    _id: row.id,
    decidedBy: row.decided_by,
    decidedAt: row.decided_at === null ? null : iso(row.decided_at),
    createdAt: iso(row.created_at),
  };
}
