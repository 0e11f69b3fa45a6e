import { sql } from 'kysely';
import { DomainError } from '../common/domain-error';
import type { Db } from '../db/connection';
import type { StepUp } from '../ledger/post-payment';
import type { SessionUser } from '../sessions/sessions-repository';

/*
 * The table of sensitive actions (issue 46 part 1, docs/security-policy.md). A route declares the action it
 * performs in its config (`sensitive: 'addPayee'`); the auth plugin enforces what the action needs before the
 * handler runs, so a handler cannot forget it, and `sensitive-actions.test.ts` walks the route table against
 * this one.
 */

/**
 * What an action needs:
 * - `recent`: with two-step on, a second factor proved in the last STEP_UP minutes; with two-step off, the
 *   password proved in the last REAUTH_WINDOW_MINUTES (the sign-in, or POST /users/reauth).
 * - `stepUp`: with two-step on, a second factor proved in the last STEP_UP minutes; with two-step off the
 *   route's own proof is enough (the current password or PIN in the body).
 * - `money`: the cumulative step-up. With two-step on, once what was sent since the last step-up today plus
 *   this amount passes STEP_UP_AMOUNT, a second factor proved in the last STEP_UP minutes; with two-step off
 *   the PIN on every payment. A locked-down account sends nothing.
 */
export type Proof = 'recent' | 'stepUp' | 'money';

/** What an action needs, and for money how its amount is read and counted. */
export type Action = {
  /** The words docs/security-policy.md uses for it. */
  label: string;
  proof: Proof;
  /** `METHOD /url` as Fastify names the route; a test checks each declares this action. */
  routes: readonly string[];
  /** For `money`: the amount the request moves, in cents. */
  amountOf?: (body: unknown) => bigint;
  /**
   * For `money`: the posting counts the amount against the cumulative step-up itself (the route hands
   * `request.stepUp` to `post_payments`, which decides it under the payer's lock, with no round trip of
   * its own); otherwise the auth plugin reserves it (`reserveSpend`) before the handler runs.
   */
  countedInPosting?: true;
};

const transferAmount = (body: unknown) => (body as { amount: bigint }).amount;
const orderAmount = (body: unknown) => (body as { transfer: { amount: bigint } }).transfer.amount;

export const SENSITIVE_ACTIONS = {
  addFactor: {
    label: 'Add a factor (authenticator app, passkey)',
    proof: 'recent',
    routes: [
      'POST /users/mfa/totp/setup',
      'POST /users/mfa/totp/enable',
      'POST /users/passkeys/options',
      'POST /users/passkeys',
    ],
  },
  removeFactor: { label: 'Remove a passkey', proof: 'recent', routes: ['DELETE /users/passkeys/:id'] },
  recoveryCodes: {
    label: 'New recovery codes',
    proof: 'recent',
    routes: ['POST /users/mfa/recovery-codes'],
  },
  twoStepOff: {
    label: 'Turn two-step sign-in off (remove the authenticator app)',
    proof: 'recent',
    routes: ['POST /users/mfa/totp/disable'],
  },
  changePassword: {
    label: 'Change the password (the current one in the form)',
    proof: 'stepUp',
    routes: ['POST /users/change-password'],
  },
  changePin: {
    label: 'Set or change the PIN (the current PIN, or the password, in the form)',
    proof: 'stepUp',
    routes: ['POST /users/api/auth/change-pin'],
  },
  changeContact: {
    label: 'Change the email or phone (no route changes them today)',
    proof: 'recent',
    routes: [],
  },
  addPayee: { label: 'Add a payee', proof: 'recent', routes: ['POST /payees'] },
  standingOrder: {
    label: 'Create or change a standing order (a payment of its amount)',
    proof: 'money',
    routes: ['POST /standing-orders'],
    amountOf: orderAmount,
  },
  resumeStandingOrder: {
    label: 'Resume a paused standing order',
    proof: 'recent',
    routes: ['POST /standing-orders/:id/resume'],
  },
  alerts: { label: 'Change alerts', proof: 'recent', routes: ['PUT /alerts/settings'] },
  signOutOthers: {
    label: 'Sign out other sessions',
    proof: 'recent',
    routes: ['POST /users/sessions/revoke-others'],
  },
  unfreezeCard: { label: 'Unfreeze a card', proof: 'recent', routes: ['POST /cards/:id/unfreeze'] },
  sendMoney: {
    label: 'Send money',
    proof: 'money',
    routes: ['POST /transfers/local', 'POST /transfers/international'],
    amountOf: transferAmount,
    countedInPosting: true,
  },
  openPot: {
    label: 'Open or change a savings pot (its lock may hold money for years)',
    proof: 'recent',
    routes: ['POST /accounts/pots', 'PATCH /accounts/pots/:id'],
  },
  loanAutopay: {
    label: 'Turn automatic loan repayment on or off (the PIN in the form to turn it on)',
    proof: 'recent',
    routes: ['PUT /users/api/loans/:id/autopay'],
  },
  closeAccount: {
    label: 'Close the account (the PIN in the form; the balance leaves in one transfer)',
    proof: 'stepUp',
    routes: ['POST /account/closure'],
  },
  downloadMyData: {
    label: 'Download my data',
    proof: 'recent',
    routes: ['POST /users/data-exports'],
  },
} as const satisfies Record<string, Action>;

export type SensitiveAction = keyof typeof SENSITIVE_ACTIONS;

export const isSensitiveAction = (name: unknown): name is SensitiveAction =>
  typeof name === 'string' && Object.hasOwn(SENSITIVE_ACTIONS, name);

export type ProofSettings = {
  stepUpWindowMs: number;
  reauthWindowMs: number;
  stepUpAmountCents: bigint;
};

const ms = (at: Date | string | null | undefined) => (at ? new Date(at).getTime() : 0);

/** A second factor proved by this session within the step-up window (only enabled factors ever mark it). */
export function freshSecondFactor(user: SessionUser, s: ProofSettings, nowMs = Date.now()): boolean {
  return user.twoStep && nowMs - ms(user.secondFactorAt) <= s.stepUpWindowMs;
}

/**
 * With two-step off: the password proved by this session within the re-authentication window, at sign-in or
 * again through POST /users/reauth (which marks `secondFactorAt` only for a user with two-step off).
 */
export function recentPassword(user: SessionUser, s: ProofSettings, nowMs = Date.now()): boolean {
  return nowMs - Math.max(ms(user.signedInAt), ms(user.secondFactorAt)) <= s.reauthWindowMs;
}

/** The proof an action needs that the cached session alone can tell; throws the refusal the web answers. */
export function requireProof(user: SessionUser, proof: Proof, s: ProofSettings, nowMs = Date.now()): void {
  if (proof === 'money') {
    if (user.lockedDown) throw new DomainError('account_locked_down');
    return;
  }
  if (user.twoStep) {
    if (!freshSecondFactor(user, s, nowMs)) throw new DomainError('step_up_required');
    return;
  }
  if (proof === 'recent' && !recentPassword(user, s, nowMs)) {
    throw new DomainError('reauthentication_required');
  }
}

/** The start of the cumulative step-up's window: the last step-up seen by this session, at most today's start. */
function windowStartOf(user: SessionUser, nowMs: number): Date {
  const dayStart = new Date(new Date(nowMs).toISOString().slice(0, 10) + 'T00:00:00Z').getTime();
  return new Date(Math.max(dayStart, ms(user.secondFactorAt)));
}

/**
 * The cumulative step-up of a payment that `post_payments` counts (`countedInPosting`): nothing for a
 * customer with two-step off (the PIN on every payment), a refusal at once for a single amount past
 * STEP_UP_AMOUNT without a fresh second factor, else what the posting checks the running total against.
 */
export function stepUpOf(user: SessionUser, amountCents: bigint, s: ProofSettings, nowMs = Date.now()) {
  if (!user.twoStep) return undefined;
  const fresh = freshSecondFactor(user, s, nowMs);
  if (!fresh && amountCents > s.stepUpAmountCents) throw new DomainError('step_up_required');
  const windowStart = windowStartOf(user, nowMs).toISOString();
  return { windowStart, limitCents: s.stepUpAmountCents, fresh } satisfies StepUp;
}

/**
 * The cumulative step-up for a customer with two-step on: reserves `amountCents` against what was sent
 * since the last step-up (at most since the payment day began), in one upsert that serializes parallel
 * payments on the customer's row. Past STEP_UP_AMOUNT only a fresh second factor may add to it; a payment
 * that is then refused gives its reservation back (`releaseSpend`). Answers whether anything was reserved.
 */
export async function reserveSpend(
  db: Db,
  user: SessionUser,
  amountCents: bigint,
  s: ProofSettings,
  nowMs = Date.now(),
): Promise<boolean> {
  if (!user.twoStep) return false;
  const fresh = freshSecondFactor(user, s, nowMs);
  if (!fresh && amountCents > s.stepUpAmountCents) throw new DomainError('step_up_required');
  const windowStart = windowStartOf(user, nowMs);
  const { rows } = await sql<{ cents: string }>`
    INSERT INTO step_up_spend AS s (user_id, window_start, cents)
    VALUES (${user.userId}, ${windowStart}, ${amountCents.toString()}::bigint)
    ON CONFLICT (user_id) DO UPDATE
      SET window_start = greatest(s.window_start, EXCLUDED.window_start),
          cents = CASE WHEN EXCLUDED.window_start > s.window_start THEN 0 ELSE s.cents END + EXCLUDED.cents
      WHERE ${fresh}
         OR CASE WHEN EXCLUDED.window_start > s.window_start THEN 0 ELSE s.cents END + EXCLUDED.cents
            <= ${s.stepUpAmountCents.toString()}::bigint
    RETURNING cents::text`.execute(db);
  if (rows.length === 0) throw new DomainError('step_up_required');
  return true;
}

/** Gives back a reservation whose payment was refused (or was a replay of one already counted). */
export async function releaseSpend(db: Db, userId: string, amountCents: bigint): Promise<void> {
  await sql`UPDATE step_up_spend SET cents = greatest(0, cents - ${amountCents.toString()}::bigint)
    WHERE user_id = ${userId}`.execute(db);
}
