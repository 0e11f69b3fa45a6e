import { formatCents } from '../../shared/money';
import { messages } from '../../shared/messages';
import { maskedLast4 } from '../../shared/schemas/cards';
import { appendAudit } from '../audit/audit-repository';
import type { Db } from '../db/connection';
import type { CardApplicationStatus } from '../db/schema-cards';
import { postAccepted } from '../ledger/post-payment';
import { notify } from '../notifications/notifications-repository';
import { DomainError, notFound } from '../common/domain-error';
import { isUuid } from '../common/ids';
import { requireApprovedKyc } from '../identity/kyc-gate';
import { usersWithApprovedKyc } from '../identity/kyc-repository';
import { newCardDetails } from './card-details';
import {
  applicationsQuery,
  cardsQuery,
  decideApplication,
  findApplication,
  insertCard,
  toApplication,
  toCard,
} from './cards-repository';
import { inTransaction } from '../db/transaction';

type Actor = { adminId: string; ip: string | null };

/** Applications by status with their customer: Pending oldest first (a queue), decided newest first. */
export async function cardQueue(db: Db, status: CardApplicationStatus, limit: number) {
  const rows = await applicationsQuery(db)
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['u.first_name', 'u.last_name', 'u.email'])
    .where('c.status', '=', status)
    .orderBy('c.seq', status === 'Pending' ? 'asc' : 'desc')
    .limit(limit)
    .execute();
  const verified = await usersWithApprovedKyc(db, [...new Set(rows.map((r) => r.user_id))]);
  return rows.map((r) => ({
    ...toApplication(r),
    accountNumber: r.account_number ?? '',
    customer: {
      _id: r.user_id,
      name: `${r.first_name} ${r.last_name}`,
      email: r.email,
      kycApproved: verified.has(r.user_id),
    },
  }));
}

/** A decision on an id that is not a Pending application: 404 when unknown, 409 when already decided. */
async function notPending(db: Db, id: string): Promise<never> {
  throw (await findApplication(db, id)) ? alreadyDecided() : notFound();
}

const alreadyDecided = () => new DomainError('already_decided', messages.adminCards.alreadyDecided);

/** Approves a Pending application and issues the card (brand, last four, expiry), audited and notified. */
export async function approveCard(db: Db, actor: Actor, id: string, reason?: string) {
  if (!isUuid(id)) throw notFound();
  return inTransaction(db, async (trx) => {
    const app = await decideApplication(trx, id, { status: 'Approved', adminId: actor.adminId, reason });
    if (!app) return notPending(trx, id);
    await requireApprovedKyc(trx, app.user_id);
    const details = newCardDetails();
    const cardId = await insertCard(trx, {
      userId: app.user_id,
      applicationId: app.id,
      accountId: app.account_id,
      brand: app.brand,
      ...details,
    });
    await appendAudit(trx, {
      actorId: actor.adminId,
      action: 'card_approved',
      targetType: 'card_application',
      targetId: app.id,
      reason,
      ip: actor.ip,
    });
    const expiry = `${String(details.expiryMonth).padStart(2, '0')}/${details.expiryYear}`;
    await notify(trx, app.user_id, {
      kind: 'card',
      title: messages.cards.approvedTitle,
      body: messages.cards.approvedBody(app.brand, maskedLast4(details.last4), expiry),
      link: '/Cards',
    });
    const card = await cardsQuery(trx).where('k.id', '=', cardId).executeTakeFirstOrThrow();
    return { application: toApplication((await findApplication(trx, id))!), card: toCard(card) };
  });
}

/**
 * Rejects a Pending application and refunds its fee in the same transaction: the fee payment becomes
 * Failed with the reason (as a returned transfer does) and a `fee_refund` posting takes the money from
 * fee income back to the account. Audited with the payment, and notified.
 */
export async function rejectCard(db: Db, actor: Actor, id: string, reason: string) {
  if (!isUuid(id)) throw notFound();
  return inTransaction(db, async (trx) => {
    const app = await decideApplication(trx, id, { status: 'Rejected', adminId: actor.adminId, reason });
    if (!app) return notPending(trx, id);
    const decided = (await findApplication(trx, id))!;
    await postAccepted(
      trx,
      {
        userId: actor.adminId,
        statusUpdate: {
          paymentId: app.fee_payment_id,
          from: 'Successful',
          to: 'Failed',
          decidedBy: actor.adminId,
          reason,
        },
        payments: [],
        postings: [
          {
            paymentId: app.fee_payment_id,
            debit: 'bank:fee_income',
            credit: app.account_id,
            amountCents: decided.fee_cents,
            code: 'fee_refund',
          },
        ],
        audit: {
          actorId: actor.adminId,
          action: 'card_rejected',
          targetType: 'card_application',
          targetId: app.id,
          amountCents: decided.fee_cents,
          reason,
          ip: actor.ip,
        },
      },
      { already_decided: alreadyDecided },
    );
    await notify(trx, app.user_id, {
      kind: 'card',
      title: messages.cards.rejectedTitle,
      body: messages.cards.rejectedBody(
        app.brand,
        formatCents(decided.fee_cents),
        decided.account_name,
        withStop(reason),
      ),
      link: '/Cards',
    });
    return { application: toApplication(decided) };
  });
}

/** A reason ends with a full stop in the sentence it is quoted in. */
function withStop(reason: string): string {
  return /[.!?]$/.test(reason) ? reason : `${reason}.`;
}
