import type { Config } from '../config';
import { centsToDollars } from '../../shared/money';
import type { DecisionStatus } from '../../shared/statuses';
import { formatCents } from '../../shared/money';
import { messages } from '../../shared/messages';
import { monitoringMessages } from '../../shared/financial-crime-messages';
import { appendAudit } from '../audit/audit-repository';
import { creditCustomer } from './credits-service';
import { decideTransfer } from './transfers-queue-service';
import type { Db } from '../db/connection';
import type { ApprovalKind } from '../../shared/statuses';
import { decideDeposit } from '../deposits/deposit-decisions-service';
import { approveLoan } from '../loans/loans-admin-service';
import { notify } from '../notifications/notifications-repository';
import { DomainError, notFound } from '../common/domain-error';
import { isUuid } from '../common/ids';
import { approvalQueue, lockRequest, markRequestDecided } from './approval-requests-repository';
import { approveInvitation, rejectInvitation } from './admins-service';
import { disableNow, enableNow } from './user-status-service';
import { carryOutFactorReset } from './factor-reset-service';
import { carryOutStaffClosure } from '../closing/closing-service';
import { carryOutCaseClosure } from '../monitoring/cases-service';
import { carryOutDisputeCredit } from '../disputes/disputes-service';
import type { Actor } from './four-eyes-queue';
import { inTransaction } from '../db/transaction';
import { carryOutDecision } from '../sanctions/sanctions-service';

type Request = NonNullable<Awaited<ReturnType<typeof lockRequest>>>;

/**
 * What the checker's approval carries out, per kind of request: the same function the maker would have
 * run alone below the threshold, now with the checker as the deciding administrator. Answers the payment
 * it created, if any.
 */
/** The bank's name (on its payments) and its calendar (a closure posts the interest accrued to its day). */
type BankOf = Pick<Config, 'bankName' | 'bankTimeZone'>;

const carryOut: Record<
  ApprovalKind,
  (trx: Db, bank: BankOf, actor: Actor, r: Request) => Promise<string | null>
> = {
  credit: async (trx, bank, actor, r) => {
    const { transaction } = await creditCustomer(trx, bank.bankName, {
      adminId: actor.userId,
      userId: r.user_id,
      amountCents: r.amount_cents!,
      reason: r.reason ?? undefined,
      requestHash: r.id,
      ip: actor.ip,
    });
    await notify(trx, r.user_id, {
      kind: 'credit',
      title: 'Money added',
      body: `${formatCents(r.amount_cents!)} was added to your Checking account.`,
      link: '/HistoryPage',
    });
    return transaction._id;
  },
  loan_approval: async (trx, bank, actor, r) =>
    (await approveLoan(trx, bank.bankName, { adminId: actor.userId, loanId: r.subject_id!, ip: actor.ip }))
      .transaction._id,
  cheque_approval: async (trx, _bank, actor, r) => {
    await decideDeposit(trx, {
      adminId: actor.userId,
      depositId: r.subject_id!,
      decision: 'approve',
      ip: actor.ip,
    });
    return null;
  },
  transfer_settlement: async (trx, _bank, actor, r) =>
    (await decideTransfer(trx, actor.userId, r.subject_id!, 'approve', undefined, actor.ip))._id,
  admin_invitation: async (trx, _bank, actor, r) => {
    await approveInvitation(trx, actor, r.subject_id!);
    return null;
  },
  admin_disable: async (trx, _bank, actor, r) => {
    await disableNow(trx, actor, r.subject_id!, r.reason ?? '');
    return null;
  },
  admin_enable: async (trx, _bank, actor, r) => {
    await enableNow(trx, actor, r.subject_id!, r.reason ?? '');
    return null;
  },
  factor_reset: async (trx, _bank, actor, r) => {
    await carryOutFactorReset(trx, actor, r.subject_id!, r.reason);
    return null;
  },
  account_closure: async (trx, bank, actor, r) => {
    const by = { userId: r.subject_id!, startedBy: r.requested_by, approvedBy: actor.userId };
    await carryOutStaffClosure(trx, bank, { ...by, reason: r.reason ?? '' });
    return null;
  },
  sanctions_release: (trx, _bank, actor, r) => carryOutDecision(trx, actor, r, 'release'),
  sanctions_block: (trx, _bank, actor, r) => carryOutDecision(trx, actor, r, 'block'),
  case_closure: async (trx, _bank, actor, r) => {
    await carryOutCaseClosure(trx, actor, r.subject_id!);
    return null;
  },
  dispute_credit: async (trx, bank, actor, r) =>
    carryOutDisputeCredit(trx, bank, actor, { disputeId: r.subject_id!, note: r.reason ?? '' }),
};

/** What the maker is told of their own request, where the credit's wording does not fit. */
const OWN_REQUEST_TEXT: Partial<Record<ApprovalKind, string>> = {
  case_closure: monitoringMessages.ownProposal,
};

/** Kinds that act on a person, who must not decide their own case (an administrator their own disabling). */
const ABOUT_AN_ADMIN: ReadonlySet<ApprovalKind> = new Set(['admin_disable', 'admin_enable', 'factor_reset']);

/** Approved kinds whose carrying out ends the sessions of the user they name. */
const ENDS_SESSIONS: ReadonlySet<ApprovalKind> = new Set([
  'admin_disable',
  'factor_reset',
  'account_closure',
]);

/**
 * A second administrator approves (the waiting decision is carried out) or rejects a pending request, in
 * one transaction. The row is locked so two decisions cannot both pass; the maker is refused, here and
 * by a CHECK in the schema. Maker and checker both appear in the audit log.
 */
export async function decideCredit(
  db: Db,
  bank: BankOf,
  actor: Actor,
  id: string,
  decision: 'approve' | 'reject',
  reason?: string,
) {
  if (!isUuid(id)) throw notFound();
  const answer = await inTransaction(db, async (trx) => {
    const request = await lockRequest(trx, id);
    if (!request) throw notFound();
    if (request.status !== 'Pending')
      throw new DomainError('already_decided', messages.backoffice.requestAlreadyDecided);
    if (request.requested_by === actor.userId)
      throw new DomainError(
        'forbidden',
        OWN_REQUEST_TEXT[request.kind] ?? messages.backoffice.cannotApproveOwn,
      );
    if (ABOUT_AN_ADMIN.has(request.kind) && request.subject_id === actor.userId)
      throw new DomainError('forbidden', messages.backoffice.cannotDecideAboutSelf);
    const approved = decision === 'approve';
    const paymentId = approved ? await carryOutUnlessDecided(trx, bank, actor, request) : null;
    if (paymentId === DECIDED_ELSEWHERE) {
      // Closed in this transaction, then answered 409 once it has committed.
      await markRequestDecided(trx, id, {
        approved: false,
        decidedBy: actor.userId,
        reason: DECIDED_ELSEWHERE,
      });
      return null;
    }
    if (!approved && request.kind === 'admin_invitation') await rejectInvitation(trx, request.subject_id!);
    await appendAudit(trx, {
      actorId: actor.userId,
      action: approved ? `${request.kind}_approved` : `${request.kind}_rejected`,
      targetType: 'credit_request',
      targetId: id,
      amountCents: request.amount_cents ?? undefined,
      reason: [reason, `maker ${request.requested_by}, checker ${actor.userId}`].filter(Boolean).join('; '),
      ip: actor.ip,
    });
    await markRequestDecided(trx, id, { approved, decidedBy: actor.userId, reason, paymentId });
    const endedSessionsOf = approved && ENDS_SESSIONS.has(request.kind) ? request.subject_id : null;
    return { message: successMessage(request.kind, approved), endedSessionsOf };
  });
  if (!answer) throw new DomainError('already_decided', messages.backoffice.decidedElsewhere);
  return answer;
}

const DECIDED_ELSEWHERE = 'The item was decided meanwhile (returned or rejected).';

/**
 * The loan, cheque or transfer may have been rejected or returned while its approval waited: the request
 * is then closed as rejected rather than left waiting for ever.
 */
async function carryOutUnlessDecided(trx: Db, bank: BankOf, actor: Actor, request: Request) {
  try {
    return await carryOut[request.kind](trx, bank, actor, request);
  } catch (err) {
    if (err instanceof DomainError && err.code === 'already_decided') return DECIDED_ELSEWHERE;
    throw err;
  }
}

function successMessage(kind: ApprovalKind, approved: boolean): string {
  if (kind === 'factor_reset' && approved) return messages.backoffice.factorResetDone;
  if (kind === 'credit')
    return approved ? messages.backoffice.creditApproved : messages.backoffice.creditRejected;
  return approved ? messages.backoffice.requestApproved : messages.backoffice.requestRejected;
}

/** The four-eyes queue in one status, oldest first, as the back office lists it. */
export async function approvalRequests(db: Db, status: DecisionStatus, limit: number) {
  const rows = await approvalQueue(db, status, limit);
  return rows.map((r) => ({
    _id: r.id,
    kind: r.kind,
    subjectId: r.subject_id,
    amount: r.amount_cents === null ? null : centsToDollars(r.amount_cents),
    reason: r.reason,
    status: r.status,
    createdAt: new Date(r.created_at).toISOString(),
    decisionReason: r.decision_reason,
    requestedBy: { _id: r.requested_by, email: r.requested_by_email },
    decidedBy: r.decided_by_email,
    customer: { _id: r.user_id, name: `${r.first_name} ${r.last_name}`, email: r.email },
  }));
}
