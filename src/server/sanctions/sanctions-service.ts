import { centsToDollars, formatCents } from '../../shared/money';
import { sanctionsMessages as text } from '../../shared/financial-crime-messages';
import type {
  SanctionsHit,
  SanctionsHitStatus,
  SanctionsList,
  SanctionsSubjectType,
} from '../../shared/schemas/sanctions';
import { appendAudit } from '../audit/audit-repository';
import { queueForSecondAdmin, type Actor, type Queued } from '../backoffice/four-eyes-queue';
import { disableNow } from '../backoffice/user-status-service';
import { accountClosed } from '../closing/closing-repository';
import { DomainError, notFound } from '../common/domain-error';
import { isUuid } from '../common/ids';
import { sha256Hex } from '../common/sha256';
import type { Db } from '../db/connection';
import { inTransaction } from '../db/transaction';
import { enqueue } from '../jobs/queue';
import { toTransaction } from '../ledger/payments-repository';
import { findPayment } from '../ledger/payments-repository';
import { postAccepted, type NewPosting } from '../ledger/post-payment';
import { notify } from '../notifications/notifications-repository';
import { minLengthRatio, nameScore, scored, type ScoredName } from './name-score';
import { parseSdnList } from './sanctions-list-parse';
import {
  activeList,
  customerHitOf,
  customerName,
  customersAfter,
  falsePositivesOf,
  hasOpenHit,
  hitsOfSubject,
  hitsQueue,
  insertHit,
  insertList,
  listVersions,
  lockHit,
  markDecided,
  namesOf,
  payeesAfter,
  recordScreening,
  rememberFalsePositives,
  setPayeeHold,
  unscreenedWires,
  versionExists,
  wasScreened,
  wireOf,
  type ActiveList,
  type NewHit,
} from './sanctions-repository';

/** Screening of names against the active sanctions list (issue 50 part 1, docs/sanctions.md). */

export const SANCTIONS_RESCREEN_TASK = 'sanctions_rescreen';
export const SANCTIONS_SCREEN_CUSTOMER_TASK = 'sanctions_screen_customer';
export const SANCTIONS_SCREEN_WIRES_TASK = 'sanctions_screen_wires';

// ---------------------------------------------------------------------------------------------- lists

/**
 * Stores a list version from its two files and the form's version and date, audited, and queues the
 * re-screening of every payee and customer in the same transaction. A malformed file stores nothing.
 */
export async function uploadList(
  db: Db,
  actor: Actor,
  form: { version: string; publishedOn: string; sdn?: Buffer; alt?: Buffer },
): Promise<{ message: string; list: SanctionsList }> {
  if (!form.sdn || !form.alt) throw new DomainError('invalid_input', text.filesRequired);
  const list = parseSdnList(form.sdn, form.alt);
  const id = await inTransaction(db, async (trx) => {
    if (await versionExists(trx, form.version)) throw new DomainError('duplicate_upload', text.versionExists);
    const listId = await insertList(trx, {
      version: form.version,
      publishedOn: form.publishedOn,
      uploadedBy: actor.userId,
      sdnSha256: sha256Hex(form.sdn!),
      altSha256: sha256Hex(form.alt!),
      list,
    });
    await appendAudit(trx, {
      actorId: actor.userId,
      action: 'sanctions_list_uploaded',
      targetType: 'sanctions_list',
      targetId: listId,
      reason: `version ${form.version} of ${form.publishedOn}: ${list.entries.length} entries, ${list.aliases.length} aliases`,
      ip: actor.ip,
    });
    await enqueue(trx, SANCTIONS_RESCREEN_TASK, { listId }, { maxAttempts: 5 });
    return listId;
  });
  const versions = await sanctionsLists(db);
  return {
    message: text.listUploaded(form.version, list.entries.length, list.aliases.length),
    list: versions.find((v) => v._id === id)!,
  };
}

export async function sanctionsLists(db: Db): Promise<SanctionsList[]> {
  const rows = await listVersions(db);
  return rows.map((r, i) => ({
    _id: r.id,
    version: r.version,
    publishedOn: r.published_on,
    uploadedAt: new Date(r.uploaded_at).toISOString(),
    uploadedBy: r.uploaded_by,
    entries: r.entry_count,
    aliases: r.alias_count,
    active: i === 0,
  }));
}

// ------------------------------------------------------------------------------------------ screening

type ListName = ScoredName & { entNum: number; name: string; entryName: string };
type Compiled = { list: ActiveList; names: ListName[] };

/** The active version's names, normalised once per process and version (a new version replaces it). */
let cache: { key: string; compiled: Promise<Compiled> } | undefined;

async function compiledActive(db: Db): Promise<Compiled | undefined> {
  const list = await activeList(db);
  if (!list) return undefined;
  if (cache?.key !== list.id) {
    const compiled = namesOf(db, list.id).then((rows) => ({
      list,
      names: rows.map((r) => ({
        ...scored(r.name),
        entNum: r.ent_num,
        name: r.name,
        entryName: r.entry_name,
      })),
    }));
    cache = { key: list.id, compiled };
    compiled.catch(() => {
      if (cache?.compiled === compiled) cache = undefined;
    });
  }
  return cache.compiled;
}

export type Match = { entNum: number; name: string; score: number };

/**
 * The entries whose name or alias scores at least `threshold` against `name`, best first, one per entry,
 * without the entries released for this customer as false positives.
 */
export function matchesOf(compiled: Compiled, name: string, threshold: number, skip: Set<number>): Match[] {
  const target = scored(name);
  const minRatio = minLengthRatio(threshold);
  const best = new Map<number, Match>();
  for (const n of compiled.names) {
    if (skip.has(n.entNum)) continue;
    const score = nameScore(target, n, minRatio);
    if (score < threshold) continue;
    const had = best.get(n.entNum);
    if (!had || had.score < score) best.set(n.entNum, { entNum: n.entNum, name: n.name, score });
  }
  return [...best.values()].sort((a, b) => b.score - a.score || a.entNum - b.entNum);
}

const round = (score: number) => Math.round(score * 10_000) / 10_000;

/**
 * Screens one subject's name against the active version and records that it did: a match opens a hit
 * (one open hit a subject). Answers the hit's id, or null when nothing matched.
 */
async function screenSubject(
  trx: Db,
  compiled: Compiled,
  threshold: number,
  s: { type: SanctionsSubjectType; id: string; userId: string; name: string },
): Promise<string | null> {
  const matches = matchesOf(compiled, s.name, threshold, await falsePositivesOf(trx, s.userId));
  let hitId: string | null = null;
  if (matches.length > 0) {
    const top = matches[0]!;
    const hit: NewHit = {
      subjectType: s.type,
      subjectId: s.id,
      userId: s.userId,
      listId: compiled.list.id,
      screenedName: s.name,
      entNum: top.entNum,
      matchedName: top.name,
      score: round(top.score),
      matches: matches.slice(0, 10).map((m) => ({ ...m, score: round(m.score) })),
    };
    hitId = (await insertHit(trx, hit)) ?? null;
  }
  await recordScreening(trx, s.type, s.id, compiled.list.id, hitId);
  return hitId;
}

/**
 * Screens a wire in flight, once per list version: the beneficiary's name, and the payer's own standing
 * (a customer whose own hit is open or blocked has each wire held too, with the customer's match).
 * Runs in the job after the transfer committed and again before a settlement, never on the transfer's
 * request. Answers whether the wire is held.
 */
export async function screenWire(db: Db, threshold: number, paymentId: string): Promise<boolean> {
  if (!isUuid(paymentId)) return false;
  const compiled = await compiledActive(db);
  return inTransaction(db, async (trx) => {
    const wire = await wireOf(trx, paymentId);
    if (!wire || wire.kind !== 'wire_transfer' || wire.status !== 'Processing') return false;
    if (await hasOpenHit(trx, 'payment', paymentId)) return true;
    if (!compiled) return false;
    // A wire whose hit was decided keeps that decision: a released wire settles.
    if ((await hitsOfSubject(trx, 'payment', paymentId)).length > 0) return false;
    const own = await customerHitOf(trx, wire.user_id);
    if (own && !(await falsePositivesOf(trx, wire.user_id)).has(own.ent_num)) {
      const hitId = await insertHit(trx, {
        subjectType: 'payment',
        subjectId: paymentId,
        userId: wire.user_id,
        listId: own.list_id,
        screenedName: (await customerFullName(trx, wire.user_id)) ?? '',
        entNum: own.ent_num,
        matchedName: own.matched_name,
        score: Number(own.score),
        matches: own.matches as Match[],
      });
      await recordScreening(trx, 'payment', paymentId, compiled.list.id, hitId ?? null);
      return true;
    }
    if (await wasScreened(trx, 'payment', paymentId, compiled.list.id)) return false;
    const beneficiary = wire.counterparty.accountName ?? '';
    const hitId = await screenSubject(trx, compiled, threshold, {
      type: 'payment',
      id: paymentId,
      userId: wire.user_id,
      name: beneficiary,
    });
    return hitId !== null;
  });
}

async function customerFullName(db: Db, userId: string) {
  const u = await customerName(db, userId);
  return u ? `${u.first_name} ${u.last_name}` : undefined;
}

/** The job's sweep: every wire in flight not yet screened against the active version. */
export async function screenWiresInFlight(db: Db, threshold: number): Promise<string> {
  const list = await activeList(db);
  if (!list) return 'no list';
  let held = 0;
  let screened = 0;
  for (;;) {
    const ids = await unscreenedWires(db, list.id, 200);
    if (ids.length === 0) break;
    for (const id of ids) {
      if (await screenWire(db, threshold, id)) held++;
      screened++;
      // A wire held by its payer's own hit, or already held, records a screening too.
      await recordScreening(db, 'payment', id, list.id, null);
    }
  }
  return `${screened} wires screened, ${held} held`;
}

/**
 * A saved payee, screened when it is saved or renamed, in the caller's transaction: a hit holds the payee
 * (`payees.sanctions_hold`), which then cannot be paid until released.
 */
export async function screenPayee(
  trx: Db,
  threshold: number,
  payee: { id: string; user_id: string; name: string },
): Promise<boolean> {
  const compiled = await compiledActive(trx);
  if (!compiled) return false;
  if (await hasOpenHit(trx, 'payee', payee.id)) return true;
  const hitId = await screenSubject(trx, compiled, threshold, {
    type: 'payee',
    id: payee.id,
    userId: payee.user_id,
    name: payee.name,
  });
  if (hitId) await setPayeeHold(trx, payee.id, true);
  return hitId !== null;
}

/** A customer, at registration, at each change of name (the trigger's job) and on a new version. */
export async function screenCustomer(db: Db, threshold: number, userId: string): Promise<boolean> {
  const compiled = await compiledActive(db);
  if (!compiled) return false;
  return inTransaction(db, async (trx) => {
    const u = await customerName(trx, userId);
    if (!u || u.role !== 'customer') return false;
    if (await hasOpenHit(trx, 'customer', userId)) return true;
    const hitId = await screenSubject(trx, compiled, threshold, {
      type: 'customer',
      id: userId,
      userId,
      name: `${u.first_name} ${u.last_name}`,
    });
    return hitId !== null;
  });
}

/**
 * The job a new version queues: every payee and customer screened against it (the active one when it
 * runs; an older version uploaded late screens nothing new), page by page, each in its own transaction.
 */
export async function rescreenAll(db: Db, threshold: number): Promise<string> {
  const compiled = await compiledActive(db);
  if (!compiled) return 'no list';
  let payees = 0;
  let customers = 0;
  let hits = 0;
  for (let after: string | null = null; ;) {
    const page = await payeesAfter(db, after, 500);
    if (page.length === 0) break;
    for (const p of page) {
      if (await inTransaction(db, (trx) => screenPayee(trx, threshold, p))) hits++;
      payees++;
    }
    after = page[page.length - 1]!.id;
  }
  for (let after: string | null = null; ;) {
    const page = await customersAfter(db, after, 500);
    if (page.length === 0) break;
    for (const c of page) {
      if (await screenCustomer(db, threshold, c.id)) hits++;
      customers++;
    }
    after = page[page.length - 1]!.id;
  }
  await screenWiresInFlight(db, threshold);
  return `${payees} payees and ${customers} customers screened against ${compiled.list.version}, ${hits} held`;
}

/** Refuses the settlement or return of a wire held in review (`sanctions_hold`). */
export async function assertWireNotHeld(db: Db, paymentId: string): Promise<void> {
  if (await hasOpenHit(db, 'payment', paymentId)) throw new DomainError('sanctions_hold');
}

// -------------------------------------------------------------------------------------------- review

export async function sanctionsHits(
  db: Db,
  status: SanctionsHitStatus,
  limit: number,
): Promise<SanctionsHit[]> {
  const rows = await hitsQueue(db, status, limit);
  return rows.map((r) => {
    const [kind, by] = r.proposal ? [r.proposal.split(' ')[0], r.proposal.split(' ')[1] ?? ''] : [];
    return {
      _id: r.id,
      status: r.status,
      subjectType: r.subject_type,
      subjectId: r.subject_id,
      customer: { _id: r.user_id, name: `${r.first_name} ${r.last_name}`, email: r.email },
      screenedName: r.screened_name,
      entNum: r.ent_num,
      matchedName: r.matched_name,
      entryName: r.entry_name ?? r.matched_name,
      program: r.program ?? null,
      score: Number(r.score),
      matches: r.matches as Match[],
      listVersion: r.version,
      payment:
        r.reference && r.amount_cents !== null
          ? {
              reference: r.reference,
              amount: centsToDollars(BigInt(r.amount_cents)),
              status: r.payment_status ?? '',
            }
          : null,
      createdAt: new Date(r.created_at).toISOString(),
      proposal: kind
        ? { decision: kind === 'sanctions_release' ? ('release' as const) : ('block' as const), by: by! }
        : null,
      decidedBy: r.decided_by_email,
      decidedAt: r.decided_at ? new Date(r.decided_at).toISOString() : null,
      reason: r.decision_reason,
    };
  });
}

/**
 * The maker's half: a release or block of an open hit waits in the one four-eyes queue for a second
 * administrator (always, whatever the amount: a sanctions decision is never one person's).
 */
export async function proposeDecision(
  db: Db,
  actor: Actor,
  hitId: string,
  decision: 'release' | 'block',
  reason?: string,
): Promise<Queued> {
  if (!isUuid(hitId)) throw notFound();
  if (decision === 'block' && (!reason || reason.trim().length < 3))
    throw new DomainError('invalid_input', text.blockReasonRequired);
  return inTransaction(db, async (trx) => {
    const hit = await lockHit(trx, hitId);
    if (!hit) throw notFound();
    if (hit.status !== 'open') throw new DomainError('already_decided', text.notOpen);
    const amount =
      hit.subject_type === 'payment' ? (await wireOf(trx, hit.subject_id))?.amount_cents : undefined;
    const kind = decision === 'release' ? 'sanctions_release' : 'sanctions_block';
    // One waiting decision a hit, whichever it is.
    const other = decision === 'release' ? 'sanctions_block' : 'sanctions_release';
    const waiting = await trx
      .selectFrom('credit_requests')
      .select('id')
      .where('kind', '=', other)
      .where('subject_id', '=', hitId)
      .where('status', '=', 'Pending')
      .executeTakeFirst();
    if (waiting) throw new DomainError('already_decided', text.proposalWaits);
    const requestId = await queueForSecondAdmin(trx, actor, {
      kind,
      userId: hit.user_id,
      subjectId: hitId,
      amountCents: amount ?? undefined,
      reason: reason?.trim() || undefined,
    });
    return {
      queued: true,
      requestId,
      message: decision === 'release' ? text.releaseQueued : text.blockQueued,
    };
  });
}

/**
 * The checker's half, run by the four-eyes queue's approval in its transaction: a release remembers the
 * matched entries as false positives for the customer and lets the subject go (a wire settles as usual, a
 * payee can be paid); a block moves a wire's money from outgoing clearing to blocked funds (the fee back to
 * the customer, who is told neutrally), keeps a payee held, and disables a customer. Audited.
 */
export async function carryOutDecision(
  trx: Db,
  actor: Actor,
  r: { subject_id: string | null; requested_by: string; reason: string | null },
  decision: 'release' | 'block',
): Promise<string | null> {
  const hit = await lockHit(trx, r.subject_id!);
  if (!hit) throw notFound();
  if (hit.status !== 'open') throw new DomainError('already_decided', text.notOpen);
  await markDecided(trx, hit.id, {
    status: decision === 'release' ? 'released' : 'blocked',
    proposedBy: r.requested_by,
    decidedBy: actor.userId,
    reason: r.reason,
  });
  await appendAudit(trx, {
    actorId: actor.userId,
    action: decision === 'release' ? 'sanctions_hit_released' : 'sanctions_hit_blocked',
    targetType: 'sanctions_hit',
    targetId: hit.id,
    reason: [
      `${hit.subject_type} ${hit.subject_id}, entry ${hit.ent_num}`,
      r.reason,
      `maker ${r.requested_by}`,
    ]
      .filter(Boolean)
      .join('; '),
    ip: actor.ip,
  });
  if (decision === 'release') {
    const entNums = (hit.matches as Match[]).map((m) => m.entNum);
    await rememberFalsePositives(trx, hit.user_id, [...new Set([hit.ent_num, ...entNums])], hit.id);
    if (hit.subject_type === 'payee') await setPayeeHold(trx, hit.subject_id, false);
    return null;
  }
  if (hit.subject_type === 'payment') return blockWire(trx, actor, hit.subject_id);
  if (hit.subject_type === 'customer') {
    const u = await customerName(trx, hit.user_id);
    if (u && !u.disabled_at) await disableNow(trx, actor, hit.user_id, text.customerRestricted);
  }
  return null;
}

/** Clearing → blocked funds for the principal, the fee back to the customer: the wire ends Failed. */
async function blockWire(trx: Db, actor: Actor, paymentId: string): Promise<string> {
  const wire = await wireOf(trx, paymentId);
  if (!wire || wire.status !== 'Processing') throw new DomainError('already_decided', text.notOpen);
  const refundTo = (await accountClosed(trx, wire.account_id)) ? 'bank:suspense' : wire.account_id;
  const postings: NewPosting[] = [
    {
      paymentId,
      debit: 'bank:outgoing_clearing',
      credit: 'bank:blocked_funds',
      amountCents: wire.amount_cents,
      // A neutral code: the customer's data export shows posting codes (no tipping off).
      code: 'funds_held',
    },
    ...(wire.fee_cents > 0n
      ? [
          {
            paymentId,
            debit: 'bank:fee_income' as const,
            credit: refundTo,
            amountCents: wire.fee_cents,
            code: 'fee_refund',
          },
        ]
      : []),
  ];
  await postAccepted(trx, {
    userId: actor.userId,
    statusUpdate: {
      paymentId,
      from: 'Processing',
      to: 'Failed',
      decidedBy: actor.userId,
      reason: text.paymentReason,
    },
    payments: [],
    postings,
    audit: {
      actorId: actor.userId,
      action: 'transfer_blocked',
      targetType: 'payment',
      targetId: paymentId,
      amountCents: wire.amount_cents,
      ip: actor.ip,
    },
  });
  const decided = toTransaction((await findPayment(trx, paymentId))!);
  await notify(trx, wire.user_id, {
    kind: 'transfer',
    title: text.wireStoppedTitle,
    body: text.wireStoppedBody(
      decided.description.toLowerCase(),
      formatCents(wire.amount_cents),
      decided.reference,
    ),
    link: '/HistoryPage',
  });
  return paymentId;
}
