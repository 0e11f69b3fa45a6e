import { centsToDollars, formatCents } from '../../shared/money';
import { disputeMessages as text } from '../../shared/financial-crime-messages';
import type {
  Dispute,
  DisputeDecision,
  DisputeLetterKind,
  FileDisputeBody,
  PaymentDisputes,
  QueuedDispute,
  StaffDispute,
} from '../../shared/schemas/disputes';
import { DISPUTE_QUEUE_FILTERS } from '../../shared/schemas/disputes';
import { appendAudit } from '../audit/audit-repository';
import { bankDay } from '../common/bank-calendar';
import { DomainError, notFound } from '../common/domain-error';
import { isUuid } from '../common/ids';
import { decodeCursor, pageOf, type Page } from '../common/pagination';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { inSnapshot, inTransaction } from '../db/transaction';
import { newPaymentId, newReference, postPayment, accepted } from '../ledger/post-payment';
import { enqueueMail } from '../mail/mail-jobs';
import { pendingMessage, queueApproval, type Queued } from '../backoffice/four-eyes-queue';
import { recordSoloRelease, soloRefusal } from '../backoffice/insider-limits';
import { notify } from '../notifications/notifications-repository';
import { renderLetter, type LetterInput } from './dispute-letters';
import { businessDayOf, disputeDueDays, extendedBecause, isOverdue, reversalDueOn } from './dispute-timers';
import {
  disputeQueue,
  disputesOfPayment,
  eventsOf,
  findDispute,
  hasEvent,
  insertDispute,
  insertEvent,
  insertLetter,
  letterFile,
  lettersOf,
  lockOwnPayment,
  provisionalCreditsDue,
  reversalsDue,
  updateDispute,
  type DisputablePayment,
  type DisputeRow,
  type EventRow,
  type LetterRow,
  type NewEvent,
} from './disputes-repository';

/*
 * Disputes (issue 50 part 3, docs/disputes.md). Each step is one transaction that locks the dispute's row:
 * its money through the ledger's posting helper, its letter (a PDF kept as sent), its event on the
 * customer's timeline, a notification, a mail with the letter, and an audit record. The clock is passed in
 * (`now`), so tests move it.
 */

export type DisputeDeps = {
  db: Db;
  config: Pick<Config, 'bankName' | 'bankTimeZone' | 'transferMaxCents' | 'fourEyesThresholdCents'>;
  now: () => Date;
};

/** Outgoing transfers to someone else, once they have completed, are what a customer may dispute. */
const DISPUTABLE_KINDS = new Set(['local_transfer', 'wire_transfer']);

const isDisputable = (p: DisputablePayment) =>
  p.type === 'withdrawal' && p.status === 'Successful' && DISPUTABLE_KINDS.has(p.kind) && !p.to_own_account;

export const reference = (d: { number: bigint }) => `D-${d.number}`;

const today = (deps: DisputeDeps, at = deps.now()) => bankDay(at, deps.config.bankTimeZone);

// -- Filing ------------------------------------------------------------------------------------------

/**
 * "Report a problem": only the payment's owner (another's payment is 404), only a completed outgoing
 * transfer to someone else, one open dispute per payment (an index), and never again once one was decided
 * (§1005.11(e): a reassertion of the same error needs nothing more). The acknowledgement goes out at once.
 */
export async function fileDispute(
  deps: DisputeDeps,
  userId: string,
  body: FileDisputeBody,
  ip: string | null,
): Promise<Dispute> {
  const at = deps.now();
  const id = await inTransaction(deps.db, async (trx) => {
    const p = await lockOwnPayment(trx, userId, body.paymentId);
    if (!p) throw notFound();
    if (!isDisputable(p)) throw new DomainError('not_allowed_now', text.notDisputable);
    const earlier = await disputesOfPayment(trx, p.id);
    if (earlier.some((d) => d.status === 'open' || d.status === 'reversal_pending'))
      throw new DomainError('not_allowed_now', text.alreadyOpen);
    if (earlier.length > 0) throw new DomainError('not_allowed_now', text.alreadyDecided);
    const whole = p.amount_cents + p.fee_cents;
    const amountCents = body.amount ?? whole;
    if (amountCents > whole) throw new DomainError('invalid_input', text.amountTooLarge);
    const filedOn = today(deps, at);
    const extended = extendedBecause({
      kind: p.kind,
      createdAt: p.created_at,
      accountOpenedAt: p.account_opened_at,
    });
    const inserted = await insertDispute(trx, {
      userId,
      paymentId: p.id,
      accountId: p.account_id,
      reason: body.reason,
      statement: body.statement,
      amountCents,
      extendedBecause: extended,
      filedAt: at,
      filedOn,
      ...disputeDueDays(filedOn, extended),
    });
    if (!inserted) throw new DomainError('not_allowed_now', text.alreadyOpen);
    const d = (await findDispute(trx, inserted.id, true))!;
    await recordStep(deps, trx, d, {
      event: { kind: 'filed', amountCents },
      letter: 'acknowledgement',
      title: text.notifications.filed(reference(d)),
      audit: { actorId: userId, action: 'dispute_filed', reason: body.reason, ip },
    });
    return d.id;
  });
  return (await readDisputes(deps.db, [(await findDispute(deps.db, id))!]))[0]!;
}

// -- Steps -------------------------------------------------------------------------------------------

type Step = {
  event: Omit<NewEvent, 'disputeId' | 'at'>;
  letter?: DisputeLetterKind;
  letterInput?: Partial<LetterInput>;
  title: string;
  audit: { actorId: string | null; action: string; reason?: string; ip?: string | null };
};

/** What every step writes beside its money: letter, event, notification, mail, audit. */
async function recordStep(deps: DisputeDeps, trx: Db, d: DisputeRow, step: Step): Promise<void> {
  const at = deps.now();
  let letterId: string | null = null;
  let pdf: Buffer | null = null;
  if (step.letter) {
    pdf = await renderLetter(step.letter, { ...letterInput(deps, d, at), ...step.letterInput });
    letterId = await insertLetter(trx, d.id, step.letter, pdf, at);
  }
  await insertEvent(trx, { ...step.event, disputeId: d.id, at, letterId });
  await notify(trx, d.user_id, { kind: 'dispute', title: step.title, link: '/HistoryPage' });
  if (pdf && step.letter) {
    const title = text.letters[step.letter];
    await enqueueMail(trx, {
      to: d.email,
      subject: text.mailSubject(reference(d)),
      text: text.mailText(title, reference(d)),
      attachments: [
        {
          filename: `dispute-${reference(d)}-${step.letter.replace(/_/g, '-')}.pdf`,
          contentType: 'application/pdf',
          contentBase64: pdf.toString('base64'),
        },
      ],
    });
  }
  await appendAudit(trx, {
    actorId: step.audit.actorId,
    action: step.audit.action,
    targetType: 'dispute',
    targetId: d.id,
    amountCents: step.event.amountCents ?? d.amount_cents,
    reason: step.audit.reason,
    ip: step.audit.ip,
  });
}

function letterInput(deps: DisputeDeps, d: DisputeRow, at: Date): LetterInput {
  return {
    bankName: deps.config.bankName,
    customerName: `${d.first_name} ${d.last_name}`,
    reference: reference(d),
    paymentReference: d.payment_reference,
    paymentDay: bankDay(d.payment_created_at, deps.config.bankTimeZone),
    reason: d.reason,
    amountCents: d.amount_cents,
    day: today(deps, at),
    provisionalDueOn: d.provisional_due_on,
    decisionDueOn: d.decision_due_on,
    extendedBecause: d.extended_because,
    note: d.decision_note,
    reversalDueOn: d.reversal_due_on,
  };
}

type Money = 'provisional' | 'credit' | 'reversal';

/**
 * The dispute's money, through the ledger's posting helper in the step's transaction: every dispute credit
 * comes from the bank's Provisional credit account and a reversal goes back to it. The dispute's row lock
 * and state make a step run twice post once; a credit's Idempotency-Key (the dispute and the step) is a
 * second guard.
 */
async function postMoney(deps: DisputeDeps, trx: Db, d: DisputeRow, money: Money) {
  const id = newPaymentId();
  const ref = reference(d);
  const reversal = money === 'reversal';
  return postPayment(trx, {
    userId: d.user_id,
    // A reversal refused for funds is tried again later: its refusal must not be kept as the key's answer.
    ...(reversal
      ? {}
      : { idempotencyKey: `dispute:${d.id}:${money}`, requestHash: `dispute:${d.id}:${money}` }),
    payments: [
      {
        id,
        reference: newReference(deps.now()),
        userId: d.user_id,
        accountId: d.account_id,
        type: reversal ? 'withdrawal' : 'deposit',
        kind: reversal ? 'dispute_reversal' : 'dispute_credit',
        description:
          money === 'provisional'
            ? text.paymentDescriptions.provisional(ref)
            : reversal
              ? text.paymentDescriptions.reversal(ref)
              : text.paymentDescriptions.credit(ref),
        amountCents: d.amount_cents,
        status: 'Successful',
        counterparty: { bankName: deps.config.bankName },
        details: `${ref} · ${d.payment_reference}`,
        relatedPaymentId: undefined,
      },
    ],
    postings: [
      {
        paymentId: id,
        debit: reversal ? d.account_id : 'bank:provisional_credit',
        credit: reversal ? 'bank:provisional_credit' : d.account_id,
        amountCents: d.amount_cents,
        code: 'principal',
      },
    ],
  });
}

/** The scheduled job's first half: a provisional credit for each open dispute whose day 10 has come. */
export async function postDueProvisionalCredits(deps: DisputeDeps): Promise<number> {
  let posted = 0;
  for (const id of await provisionalCreditsDue(deps.db, today(deps))) {
    const done = await inTransaction(deps.db, async (trx) => {
      const d = await findDispute(trx, id, true);
      if (!d || d.status !== 'open' || d.provisional_payment_id) return false;
      const result = accepted(await postMoney(deps, trx, d, 'provisional'));
      await updateDispute(trx, d.id, { provisional_payment_id: result.paymentId! });
      await recordStep(deps, trx, d, {
        event: { kind: 'provisional_credit', paymentId: result.paymentId, amountCents: d.amount_cents },
        letter: 'provisional_credit',
        title: text.notifications.provisional(reference(d)),
        audit: { actorId: null, action: 'dispute_provisional_credit' },
      });
      return true;
    });
    if (done) posted++;
  }
  return posted;
}

/**
 * The job's second half: each reversal whose notice period has run out is posted. One the account cannot
 * cover yet waits (told once on the timeline) and is tried again at the next run.
 */
export async function postDueReversals(deps: DisputeDeps): Promise<{ reversed: number; waiting: number }> {
  let reversed = 0;
  let waiting = 0;
  for (const id of await reversalsDue(deps.db, today(deps))) {
    const outcome = await inTransaction(deps.db, async (trx) => {
      const d = await findDispute(trx, id, true);
      if (!d || d.status !== 'reversal_pending' || !d.reversal_due_on || d.reversal_due_on > today(deps))
        return 'none';
      const result = await postMoney(deps, trx, d, 'reversal');
      if (result.code === 'insufficient_funds') {
        if (!(await hasEvent(trx, d.id, 'reversal_waiting'))) {
          await recordStep(deps, trx, d, {
            event: { kind: 'reversal_waiting', amountCents: d.amount_cents },
            title: text.notifications.reversed(reference(d)),
            audit: { actorId: null, action: 'dispute_reversal_waiting' },
          });
        }
        return 'waiting';
      }
      const posted = accepted(result);
      await updateDispute(trx, d.id, { reversal_payment_id: posted.paymentId!, status: 'resolved_against' });
      await recordStep(deps, trx, d, {
        event: { kind: 'reversal', paymentId: posted.paymentId, amountCents: d.amount_cents },
        title: text.notifications.reversed(reference(d)),
        audit: { actorId: null, action: 'dispute_reversed' },
      });
      return 'reversed';
    });
    if (outcome === 'reversed') reversed++;
    if (outcome === 'waiting') waiting++;
  }
  return { reversed, waiting };
}

/** The scheduled job: both halves, as of the clock; a second run the same day finds nothing to do. */
export async function runDisputeTimers(deps: DisputeDeps) {
  const provisional = await postDueProvisionalCredits(deps);
  const { reversed, waiting } = await postDueReversals(deps);
  return { provisional, reversed, waiting };
}

// -- Decisions ---------------------------------------------------------------------------------------

export type Decision = { decision: DisputeDecision; note: string };

/**
 * An administrator's decision. In the customer's favour: the provisional credit becomes final, or the
 * credit is posted now if none was — a release of the bank's money, so it counts towards the
 * administrator's solo releases and waits for a second administrator past the four-eyes threshold or for
 * a customer whose identity check they approved (docs/insider-controls.md). Against: without a provisional
 * credit the dispute is closed; with one, the decision is also the notice of its reversal, which the job
 * posts 5 business days later, not before.
 */
export async function decideDispute(
  deps: DisputeDeps,
  admin: { id: string; ip: string | null },
  id: string,
  decision: Decision,
): Promise<Dispute | Queued> {
  if (!isUuid(id)) throw notFound();
  const queued = await inTransaction(deps.db, async (trx) => {
    const d = await lockOpen(trx, id);
    if (d.user_id === admin.id) throw new DomainError('forbidden');
    if (decision.decision === 'in_favour' && !d.provisional_payment_id) {
      const release = {
        kind: 'dispute_credit' as const,
        userId: d.user_id,
        subjectId: d.id,
        amountCents: d.amount_cents,
      };
      const why = await soloRefusal(trx, admin.id, deps.config.fourEyesThresholdCents, release);
      if (why) {
        const message = pendingMessage(
          why,
          d.amount_cents,
          deps.config.fourEyesThresholdCents,
          text.fourEyesWhat(reference(d)),
        );
        return queueApproval(
          trx,
          { adminId: admin.id, ip: admin.ip, reason: decision.note },
          release,
          message,
        );
      }
      await recordSoloRelease(trx, admin.id, release);
    }
    await carryOut(deps, trx, d, { userId: admin.id, ip: admin.ip }, decision);
    return null;
  });
  if (queued) return queued;
  return (await readDisputes(deps.db, [(await findDispute(deps.db, id))!]))[0]!;
}

/** The dispute, locked, while it is still open; a decided one answers 409. */
async function lockOpen(trx: Db, id: string): Promise<DisputeRow> {
  const d = await findDispute(trx, id, true);
  if (!d) throw notFound();
  if (d.status !== 'open') throw new DomainError('already_decided', text.disputeDecided);
  return d;
}

async function carryOut(
  deps: DisputeDeps,
  trx: Db,
  d: DisputeRow,
  by: { userId: string; ip: string | null },
  decision: Decision,
) {
  const decided = {
    decision: decision.decision,
    decided_by: by.userId,
    decided_at: deps.now(),
    decision_note: decision.note,
  } as const;
  const audit = {
    actorId: by.userId,
    action: 'dispute_decided',
    reason: `${decision.decision}: ${decision.note}`,
    ip: by.ip,
  };
  if (decision.decision === 'in_favour') await decideInFavour(deps, trx, d, decided, audit);
  else await decideAgainst(deps, trx, d, decided, audit);
}

/**
 * The checker's half of a dispute credit that waited for a second administrator (`credit-requests-service`):
 * the decision in the customer's favour, with the maker's reasons, decided by the checker. If the job posted
 * the provisional credit meanwhile, that credit becomes final and nothing more is posted; a dispute decided
 * meanwhile answers `already_decided` (the request is then closed). Answers the credit's payment, if any.
 */
export async function carryOutDisputeCredit(
  trx: Db,
  bank: Pick<Config, 'bankName' | 'bankTimeZone'>,
  checker: { userId: string; ip: string | null },
  r: { disputeId: string; note: string },
): Promise<string | null> {
  const deps: DisputeDeps = {
    db: trx,
    config: { ...bank, transferMaxCents: 0n, fourEyesThresholdCents: 0n },
    now: () => new Date(),
  };
  const d = await lockOpen(trx, r.disputeId);
  await carryOut(deps, trx, d, checker, { decision: 'in_favour', note: r.note });
  return (await findDispute(trx, d.id))!.credit_payment_id;
}

type Decided = { decision: DisputeDecision; decided_by: string; decided_at: Date; decision_note: string };
type Audit = Step['audit'];

async function decideInFavour(deps: DisputeDeps, trx: Db, d: DisputeRow, decided: Decided, audit: Audit) {
  let creditId: string | null = null;
  if (!d.provisional_payment_id) {
    creditId = accepted(await postMoney(deps, trx, d, 'credit')).paymentId!;
  }
  await updateDispute(trx, d.id, {
    ...decided,
    status: 'resolved_in_favour',
    ...(creditId ? { credit_payment_id: creditId } : {}),
  });
  await recordStep(
    deps,
    trx,
    { ...d, decision_note: decided.decision_note },
    {
      event: { kind: 'decided_in_favour', actorId: decided.decided_by, paymentId: creditId },
      letter: 'decision',
      letterInput: { inFavour: true, creditedNow: Boolean(creditId) },
      title: text.notifications.decided(reference(d)),
      audit,
    },
  );
}

async function decideAgainst(deps: DisputeDeps, trx: Db, d: DisputeRow, decided: Decided, audit: Audit) {
  const noted = { ...d, decision_note: decided.decision_note };
  if (!d.provisional_payment_id) {
    await updateDispute(trx, d.id, { ...decided, status: 'resolved_against' });
    await recordStep(deps, trx, noted, {
      event: { kind: 'decided_against', actorId: decided.decided_by },
      letter: 'decision',
      letterInput: { inFavour: false },
      title: text.notifications.decided(reference(d)),
      audit,
    });
    return;
  }
  const due = reversalDueOn(today(deps, decided.decided_at));
  await updateDispute(trx, d.id, {
    ...decided,
    status: 'reversal_pending',
    notice_at: decided.decided_at,
    reversal_due_on: due,
  });
  await insertEvent(trx, {
    disputeId: d.id,
    kind: 'decided_against',
    at: decided.decided_at,
    actorId: decided.decided_by,
  });
  await recordStep(
    deps,
    trx,
    { ...noted, reversal_due_on: due },
    {
      event: { kind: 'reversal_notice', actorId: decided.decided_by, amountCents: d.amount_cents },
      letter: 'reversal_notice',
      title: text.notifications.decided(reference(d)),
      audit,
    },
  );
}

/** Whose dispute (or letter) it is, for the staff-read guard; null for none. */
export { disputeOwner, letterOwner } from './disputes-repository';

// -- Reads -------------------------------------------------------------------------------------------

function eventText(e: EventRow, d: DisputeRow): string {
  const amount = formatCents(e.amount_cents ?? d.amount_cents);
  switch (e.kind) {
    case 'filed':
      return text.events.filed(amount);
    case 'provisional_credit':
      return text.events.provisional_credit(amount);
    case 'decided_in_favour':
      return text.events.decided_in_favour(formatCents(d.amount_cents));
    case 'decided_against':
      return text.events.decided_against;
    case 'reversal_notice':
      return text.events.reversal_notice(amount, d.reversal_due_on ?? '');
    case 'reversal':
      return text.events.reversal(amount);
    case 'reversal_waiting':
      return text.events.reversal_waiting(amount);
  }
}

function toDispute(d: DisputeRow, events: EventRow[], letters: LetterRow[]): Dispute {
  return {
    _id: d.id,
    reference: reference(d),
    paymentId: d.payment_id,
    paymentReference: d.payment_reference,
    reason: d.reason,
    statement: d.statement,
    amount: centsToDollars(d.amount_cents),
    status: d.status,
    filedAt: d.filed_at.toISOString(),
    provisionalDueOn: d.provisional_due_on,
    decisionDueOn: d.decision_due_on,
    extendedBecause: d.extended_because,
    decision: d.decision,
    reversalDueOn: d.reversal_due_on,
    events: events
      .filter((e) => e.dispute_id === d.id)
      .map((e) => ({
        kind: e.kind,
        at: e.at.toISOString(),
        text: eventText(e, d),
        letterId: e.letter_id,
      })),
    letters: letters
      .filter((l) => l.dispute_id === d.id)
      .map((l) => ({
        _id: l.id,
        kind: l.kind,
        title: text.letters[l.kind],
        createdAt: l.created_at.toISOString(),
      })),
  };
}

async function readDisputes(db: Db, rows: DisputeRow[]): Promise<Dispute[]> {
  const ids = rows.map((r) => r.id);
  const [events, letters] = await Promise.all([eventsOf(db, ids), lettersOf(db, ids)]);
  return rows.map((r) => toDispute(r, events, letters));
}

/** The receipt's part: the payment's disputes with their timelines, and whether a new one may be opened. */
export async function paymentDisputes(db: Db, userId: string, paymentId: string): Promise<PaymentDisputes> {
  if (!isUuid(paymentId)) throw notFound();
  return inSnapshot(db, async (trx) => {
    const p = await lockOwnPayment(trx, userId, paymentId, false);
    if (!p) throw notFound();
    const rows = await disputesOfPayment(trx, paymentId);
    return {
      canDispute: Boolean(p && isDisputable(p)) && rows.length === 0,
      disputes: await readDisputes(trx, rows),
    };
  });
}

/** The back office's queue: summary rows with where each dispute's timers stand today. */
export async function queue(
  deps: DisputeDeps,
  filter: (typeof DISPUTE_QUEUE_FILTERS)[number],
  cursor: string | undefined,
  limit: number,
): Promise<Page<QueuedDispute>> {
  const statuses =
    filter === 'resolved' ? (['resolved_in_favour', 'resolved_against'] as const) : ([filter] as const);
  const rows = await disputeQueue(deps.db, statuses, decodeCursor(cursor), limit);
  const page = pageOf(rows, limit, (r) => r.number);
  const day = today(deps);
  return {
    items: page.rows.map((d) => ({
      _id: d.id,
      reference: reference(d),
      customer: { _id: d.user_id, name: `${d.first_name} ${d.last_name}`, email: d.email },
      paymentReference: d.payment_reference,
      paymentKind: d.payment_kind,
      reason: d.reason,
      amount: centsToDollars(d.amount_cents),
      status: d.status,
      filedAt: d.filed_at.toISOString(),
      businessDay: businessDayOf(d.filed_on, day),
      provisionalDueOn: d.provisional_due_on,
      provisionallyCredited: Boolean(d.provisional_payment_id),
      decisionDueOn: d.decision_due_on,
      extendedBecause: d.extended_because,
      reversalDueOn: d.reversal_due_on,
      overdue: isOverdue(d.status, d.decision_due_on, day),
    })),
    nextCursor: page.nextCursor,
  };
}

/** One dispute as staff read it (a read of the customer: the route asks for the staff reason). */
export async function staffDispute(db: Db, id: string): Promise<StaffDispute> {
  if (!isUuid(id)) throw notFound();
  const d = await findDispute(db, id);
  if (!d) throw notFound();
  const [read] = await readDisputes(db, [d]);
  return {
    ...read!,
    customer: { _id: d.user_id, name: `${d.first_name} ${d.last_name}`, email: d.email },
    decisionNote: d.decision_note,
    decidedBy: d.decided_by_name,
    payment: {
      kind: d.payment_kind,
      description: d.payment_description,
      amount: centsToDollars(d.payment_amount_cents),
      fee: centsToDollars(d.payment_fee_cents),
      createdAt: d.payment_created_at.toISOString(),
      counterparty: d.payment_counterparty ?? {},
    },
  };
}

/** A letter's PDF: its customer's, or any for staff (the route asks them for the reason). */
export async function letterPdf(db: Db, caller: { userId: string; role: string }, letterId: string) {
  if (!isUuid(letterId)) throw notFound();
  const letter = await letterFile(db, letterId);
  if (!letter || (caller.role !== 'admin' && letter.user_id !== caller.userId)) throw notFound();
  return { body: letter.body, filename: `dispute-D-${letter.number}-${letter.kind.replace(/_/g, '-')}.pdf` };
}
