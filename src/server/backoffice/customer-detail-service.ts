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
      ? statement(db, userId, q)
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
      _id: r.id,
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
      ...decided(r),
      createdAt: iso(r.created_at),
    })),
    cardApplications: products.cardApplications.map((r) => ({
      _id: r.id,
      accountId: r.account_id,
      brand: r.brand,
      status: r.status,
      feePaymentId: r.fee_payment_id,
      decisionReason: r.decision_reason,
      ...decided(r),
      createdAt: iso(r.created_at),
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
      _id: r.id,
      accountId: r.account_id,
      paymentId: r.payment_id,
      amount: centsToDollars(r.amount_cents),
      imageMime: r.image_mime,
      status: r.status,
      reason: r.reason,
      ...decided(r),
      createdAt: iso(r.created_at),
    })),
    kyc: products.kyc.map((r) => ({
      _id: r.id,
      idNumber: r.id_number,
      idFrontMime: r.id_front_mime,
      idBackMime: r.id_back_mime,
      proofOfAddressMime: r.proof_of_address_mime,
      status: r.status,
      reason: r.reason,
      ...decided(r),
      createdAt: iso(r.created_at),
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

function decided(row: { decided_by: string | null; decided_at: Date | string | null }) {
  return { decidedBy: row.decided_by, decidedAt: row.decided_at === null ? null : iso(row.decided_at) };
}
