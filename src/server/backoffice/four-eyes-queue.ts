import { appendAudit } from '../audit/audit-repository';
import { messages } from '../../shared/messages';
import type { Db } from '../db/connection';
import { DomainError } from '../common/domain-error';
import { insertApprovalRequest, type NewApprovalRequest } from './approval-requests-repository';

export type Actor = { userId: string; ip: string | null };

/** The maker's audit action and the kind of object it names, per kind of request. */
const REQUESTED: Record<NewApprovalRequest['kind'], { action: string; targetType: string }> = {
  credit: { action: 'credit_requested', targetType: 'user' },
  loan_approval: { action: 'loan_approval_requested', targetType: 'loan' },
  cheque_approval: { action: 'cheque_approval_requested', targetType: 'cheque_deposit' },
  transfer_settlement: { action: 'transfer_settlement_requested', targetType: 'payment' },
  admin_invitation: { action: 'admin_invitation_requested', targetType: 'user' },
  admin_disable: { action: 'admin_disable_requested', targetType: 'user' },
  admin_enable: { action: 'admin_enable_requested', targetType: 'user' },
  factor_reset: { action: 'factor_reset_requested', targetType: 'user' },
  account_closure: { action: 'account_closure_requested', targetType: 'user' },
  sanctions_release: { action: 'sanctions_release_requested', targetType: 'sanctions_hit' },
  sanctions_block: { action: 'sanctions_block_requested', targetType: 'sanctions_hit' },
  case_closure: { action: 'case_closure_requested', targetType: 'monitoring_case' },
  dispute_credit: { action: 'dispute_credit_requested', targetType: 'dispute' },
};

/**
 * Puts a decision in the one four-eyes queue (the maker's half): the request and its audit record commit
 * in the caller's transaction, and nothing else happens until a different administrator approves it.
 * Asking again for a subject that already waits answers 409.
 */
export async function queueForSecondAdmin(
  trx: Db,
  actor: Actor,
  r: Omit<NewApprovalRequest, 'requestedBy'>,
): Promise<string> {
  const id = await insertApprovalRequest(trx, { ...r, requestedBy: actor.userId });
  if (!id) {
    throw new DomainError('already_decided', messages.backoffice.alreadyWaiting);
  }
  await appendAudit(trx, {
    actorId: actor.userId,
    action: REQUESTED[r.kind].action,
    targetType: REQUESTED[r.kind].targetType,
    targetId: r.subjectId ?? r.userId,
    amountCents: r.amountCents,
    reason: r.reason,
    ip: actor.ip,
  });
  return id;
}

/** What a decision answers when it waits for a second administrator (202). */
export type Queued = { queued: true; requestId: string; message: string };

type Approval = { kind: NewApprovalRequest['kind']; userId: string; subjectId: string; amountCents: bigint };

/** Why a release waits: its own amount, what the administrator released alone, or whose KYC they approved. */
export type QueuedBecause = 'over_limit' | 'own_kyc';

/**
 * The answer of a release that waits for a second administrator (`what` names it): a single amount above
 * the threshold keeps the long-standing text; the administrator's own 24 hours and their own KYC approval
 * say so, so the administrator knows why a small item waits.
 */
export function pendingMessage(
  why: QueuedBecause,
  amountCents: bigint,
  thresholdCents: bigint,
  what: string,
): string {
  if (why === 'own_kyc') return messages.backoffice.ownKycPending(what);
  return amountCents > thresholdCents
    ? messages.backoffice.approvalPending(what)
    : messages.backoffice.soloLimitPending(what);
}

/** An approval that may not go alone: queued on its subject, answered with `message`. */
export async function queueApproval(
  trx: Db,
  by: { adminId: string; ip?: string | null; reason?: string },
  approval: Approval,
  message: string,
): Promise<Queued> {
  const actor = { userId: by.adminId, ip: by.ip ?? null };
  const requestId = await queueForSecondAdmin(trx, actor, { ...approval, reason: by.reason });
  return { queued: true, requestId, message };
}
