import { centsToDollars, formatCents } from '../../shared/money';
import { accountGapMessages, potMessages } from '../../shared/account-messages';
import {
  MAX_OPEN_POTS,
  POT_LOCK_MAX_YEARS,
  type EditPotBody,
  type MoveBody,
  type OpenPotBody,
  type Pot,
} from '../../shared/schemas/pots';
import { appendAudit } from '../audit/audit-repository';
import { DomainError, notFound } from '../common/domain-error';
import { isUuid } from '../common/ids';
import { sha256Hex } from '../common/sha256';
import type { Db } from '../db/connection';
import { inTransaction } from '../db/transaction';
import { ownAccountNotFound, ownAccountRef } from '../ledger/accounts-service';
import { depositAccounts, toTransaction, type AccountRow } from '../ledger/payments-repository';
import { newPaymentId, newReference, postAccepted, type PostRequest } from '../ledger/post-payment';
import { endOrdersOfClosedPot } from '../standing-orders/end-orders';
import { assertPotWithdrawable, bankDay } from './pot-lock';
import {
  countOpenPots,
  insertPot,
  lockCustomer,
  lockedBalance,
  markClosed,
  openPots,
  potOf,
  updatePot,
  type PotChanges,
  type PotRow,
} from './pots-repository';

export type PotsDeps = { db: Db; now: () => Date; bankName: string; paymentRateLimitPerMinute: number };
type Caller = { userId: string; idempotencyKey?: string };

export function toPot(row: PotRow, at: Date): Pot {
  const goal = row.goal_cents;
  const progress = goal
    ? Number(((row.balance_cents >= goal ? goal : row.balance_cents) * 100n) / goal)
    : null;
  return {
    _id: row.account_id,
    name: row.name,
    accountNumber: row.account_number,
    balance: centsToDollars(row.balance_cents),
    goalAmount: goal === null ? null : centsToDollars(goal),
    goalDate: row.goal_date,
    progress,
    lockedUntil: row.locked_until,
    locked: row.locked_until !== null && bankDay(at) < row.locked_until,
    createdAt: row.created_at.toISOString(),
  };
}

export async function listPots(deps: PotsDeps, userId: string): Promise<Pot[]> {
  const at = deps.now();
  return (await openPots(deps.db, userId)).map((row) => toPot(row, at));
}

/** Dates are days of the bank (UTC); a goal or a lock must lie after today, a lock at most 5 years ahead. */
function checkDays(body: { goalDate?: string | null; lockedUntil?: string | null }, at: Date): void {
  const today = bankDay(at);
  if (body.goalDate && body.goalDate <= today)
    throw new DomainError('invalid_input', potMessages.goalDatePast);
  if (!body.lockedUntil) return;
  if (body.lockedUntil <= today) throw new DomainError('invalid_input', potMessages.lockDatePast);
  const latest = new Date(at);
  latest.setUTCFullYear(latest.getUTCFullYear() + POT_LOCK_MAX_YEARS);
  if (body.lockedUntil > bankDay(latest)) {
    throw new DomainError('invalid_input', potMessages.lockTooFar(POT_LOCK_MAX_YEARS));
  }
}

/** Opens an empty pot; at most MAX_OPEN_POTS open at once, counted under the customer's row lock. */
export async function openPot(deps: PotsDeps, userId: string, body: OpenPotBody): Promise<Pot> {
  const at = deps.now();
  checkDays(body, at);
  return inTransaction(deps.db, async (trx) => {
    await lockCustomer(trx, userId);
    if ((await countOpenPots(trx, userId)) >= MAX_OPEN_POTS) {
      throw new DomainError('limit_reached', potMessages.tooMany(MAX_OPEN_POTS));
    }
    const id = await insertPot(trx, userId, {
      name: body.name,
      goalCents: body.goalAmount,
      goalDate: body.goalDate,
      lockedUntil: body.lockedUntil,
    });
    return toPot((await potOf(trx, userId, id))!, at);
  });
}

/**
 * Changes an open pot (PATCH /accounts/pots/{id}): its name, its goal amount or date (`null` removes them), a
 * later lock. A lock is extended, never shortened, and not removed while it holds, so a change cannot free money
 * a lock holds. Owner only (another's pot is as unknown as a made-up id), audited with what changed.
 */
export async function editPot(
  deps: PotsDeps,
  ctx: { userId: string; ip: string | null },
  potId: string,
  body: EditPotBody,
): Promise<Pot> {
  if (!isUuid(potId)) throw notFound();
  const at = deps.now();
  checkDays({ goalDate: body.goalDate, lockedUntil: body.lockedUntil }, at);
  return inTransaction(deps.db, async (trx) => {
    await lockCustomer(trx, ctx.userId);
    const pot = await potOf(trx, ctx.userId, potId);
    if (!pot) throw notFound();
    if (pot.closed_at) throw new DomainError('not_allowed_now', accountGapMessages.potClosed);
    const holds = pot.locked_until !== null && bankDay(at) < pot.locked_until;
    if (body.lockedUntil === null && holds) {
      throw new DomainError('not_allowed_now', accountGapMessages.lockRemoved);
    }
    if (body.lockedUntil && holds && body.lockedUntil < pot.locked_until!) {
      throw new DomainError('not_allowed_now', accountGapMessages.lockShortened(pot.locked_until!));
    }
    const changes: PotChanges = {
      name: body.name,
      goalCents: body.goalAmount,
      goalDate: body.goalDate,
      lockedUntil: body.lockedUntil,
    };
    await updatePot(trx, pot.account_id, changes);
    await appendAudit(trx, {
      actorId: ctx.userId,
      action: 'pot.changed',
      targetType: 'pot',
      targetId: pot.account_id,
      reason: Object.keys(body).sort().join(', '),
      ip: ctx.ip,
    });
    return toPot((await potOf(trx, ctx.userId, potId))!, at);
  });
}

function findAccount(accounts: AccountRow[], ref: string): AccountRow {
  const parsed = ownAccountRef(ref);
  const found = accounts.find((a) => ('kind' in parsed ? a.kind === parsed.kind : a.id === parsed.id));
  if (!found) throw ownAccountNotFound();
  return found;
}

/**
 * Moves money between two of the caller's own accounts (Checking, Savings, open pots): at once, without a
 * fee, outside the daily transfer limit (kind `own_transfer` is not a transfer out: `payment_transfer_out`),
 * through `post_payments` in the same transaction as the checks. A locked pot gives nothing before its day.
 */
export async function moveMoney(deps: PotsDeps, caller: Caller, body: MoveBody) {
  return inTransaction(deps.db, async (trx) => {
    await lockCustomer(trx, caller.userId);
    const accounts = await depositAccounts(trx, caller.userId);
    const from = findAccount(accounts, body.from);
    const to = findAccount(accounts, body.to);
    if (from.id === to.id) throw new DomainError('same_account', potMessages.sameAccount);
    if (from.kind === 'pot') assertPotWithdrawable((await potOf(trx, caller.userId, from.id))!, deps.now());
    const request = moveRequest(deps, caller, from, to, body.amount, requestHash(body));
    const posted = await postAccepted(trx, request);
    return { transaction: toTransaction(posted.payment!), to };
  });
}

/** Closes a pot: its whole balance back to Checking (a locked pot only from its day), then no more moves. */
export async function closePot(deps: PotsDeps, userId: string, potId: string) {
  if (!isUuid(potId)) throw notFound();
  const at = deps.now();
  return inTransaction(deps.db, async (trx) => {
    await lockCustomer(trx, userId);
    const pot = await potOf(trx, userId, potId);
    if (!pot || pot.closed_at) throw notFound();
    assertPotWithdrawable(pot, at);
    const balance = await lockedBalance(trx, pot.account_id);
    let transaction = null;
    if (balance > 0n) {
      const accounts = await depositAccounts(trx, userId);
      const from = accounts.find((a) => a.id === pot.account_id)!;
      const checking = accounts.find((a) => a.kind === 'checking')!;
      const request = moveRequest(
        deps,
        { userId },
        from,
        checking,
        balance,
        undefined,
        potMessages.closeDescription(pot.name),
      );
      transaction = toTransaction((await postAccepted(trx, request)).payment!);
    }
    await markClosed(trx, pot.account_id, at);
    // Standing orders into or out of the pot end now, with a notification, rather than fail on their dates.
    await endOrdersOfClosedPot(trx, pot.account_id, pot.name);
    return { message: potMessages.closed(pot.name, formatCents(balance)), transaction };
  });
}

/** The posting request of a move: the payer's line out, the receiving account's line in, one posting. */
export function moveRequest(
  deps: Pick<PotsDeps, 'bankName' | 'paymentRateLimitPerMinute'>,
  caller: Caller,
  from: AccountRow,
  to: AccountRow,
  amountCents: bigint,
  hash?: string,
  description = potMessages.moveDescription(to.name),
): PostRequest {
  const id = newPaymentId();
  const side = (a: AccountRow) => ({
    bankName: deps.bankName,
    accountNumber: a.account_number ?? '',
    accountName: a.name,
  });
  return {
    userId: caller.userId,
    idempotencyKey: caller.idempotencyKey,
    requestHash: hash,
    // The source must be the payer's own deposit account; the primitive checks it against the locked row.
    ownedAccountId: from.id,
    actorMustBeEnabled: true,
    paymentRateLimit: deps.paymentRateLimitPerMinute,
    payments: [
      {
        id,
        reference: newReference(),
        userId: caller.userId,
        accountId: from.id,
        type: 'withdrawal',
        kind: 'own_transfer',
        description,
        amountCents,
        feeCents: 0n,
        status: 'Successful',
        counterparty: side(to),
      },
      {
        id: newPaymentId(),
        reference: newReference(),
        userId: caller.userId,
        accountId: to.id,
        type: 'deposit',
        kind: 'own_transfer',
        description,
        amountCents,
        status: 'Successful',
        counterparty: side(from),
        relatedPaymentId: id,
      },
    ],
    postings: [{ paymentId: id, debit: from.id, credit: to.id, amountCents, code: 'principal' }],
  };
}

function requestHash(body: MoveBody): string {
  return sha256Hex(JSON.stringify({ from: body.from, to: body.to, amount: body.amount.toString() }));
}
