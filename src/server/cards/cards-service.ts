import { CARD_FEE_CENTS } from '../../shared/constants';
import { messages } from '../../shared/messages';
import { DEFAULT_CARD_BRAND, type CardBrand, type CardsOverview } from '../../shared/schemas/cards';
import type { Db } from '../db/connection';
import type { CardStatus } from '../db/schema-cards';
import { resolveOwnAccount } from '../ledger/accounts-service';
import { newPaymentId, newReference, postAccepted } from '../ledger/post-payment';
import { DomainError, notFound } from '../common/domain-error';
import { verifyPin, type PinDeps } from '../pin/pin-service';
import { isUuid } from '../common/ids';
import {
  applicationsQuery,
  cardsQuery,
  findApplicationByPayment,
  insertApplication,
  setCardStatus,
  toApplication,
  toCard,
} from './cards-repository';
import { inTransaction } from '../db/transaction';
import { sha256Hex } from '../common/sha256';

export type CardsDeps = PinDeps & { db: Db };
type Caller = { userId: string; idempotencyKey?: string };
type ApplyBody = { account: string; pincode: string; brand?: CardBrand };

/** How many of a customer's cards and applications GET /cards shows, newest first. */
const LIST_LIMIT = 100;

/**
 * Applies for a card: the PIN is checked, then the $50 fee moves to fee income and the Pending
 * application is stored in one transaction, so a refusal (no money, a second pending application of the
 * same brand) leaves nothing behind. A retry with the same Idempotency-Key answers the first application.
 */
export async function applyForCard(deps: CardsDeps, caller: Caller, body: ApplyBody) {
  await verifyPin(deps, caller.userId, body.pincode);
  const account = await resolveOwnAccount(deps.db, caller.userId, body.account);
  const brand = body.brand ?? DEFAULT_CARD_BRAND;
  const paymentId = newPaymentId();
  try {
    return await inTransaction(deps.db, async (trx) => {
      const result = await postAccepted(
        trx,
        {
          userId: caller.userId,
          idempotencyKey: caller.idempotencyKey,
          requestHash: requestHash(account.id, brand),
          ownedAccountId: account.id,
          actorMustBeEnabled: true,
          payments: [
            {
              id: paymentId,
              reference: newReference(),
              userId: caller.userId,
              accountId: account.id,
              type: 'withdrawal',
              kind: 'card_fee',
              description: 'Card fee',
              amountCents: CARD_FEE_CENTS,
              status: 'Successful',
              counterparty: { card: brand },
            },
          ],
          postings: [
            {
              paymentId,
              debit: account.id,
              credit: 'bank:fee_income',
              amountCents: CARD_FEE_CENTS,
              code: 'fee',
            },
          ],
        },
        {
          insufficient_funds: () => new DomainError('insufficient_funds', messages.cards.insufficientFunds),
        },
      );
      if (!result.replayed) {
        await insertApplication(trx, {
          userId: caller.userId,
          accountId: account.id,
          brand,
          feePaymentId: paymentId,
        });
      }
      const row = await findApplicationByPayment(trx, result.paymentId!);
      if (!row) throw notFound();
      return { application: toApplication(row), replayed: result.replayed };
    });
  } catch (err) {
    if ((err as { constraint?: string }).constraint === 'card_applications_one_pending') {
      throw new DomainError('not_allowed_now', messages.cards.alreadyPending(brand));
    }
    throw err;
  }
}

/** The caller's cards and applications, newest first. */
export async function cardsOverview(db: Db, userId: string): Promise<CardsOverview> {
  const [cards, applications] = await Promise.all([
    cardsQuery(db)
      .where('k.user_id', '=', userId)
      .orderBy('k.created_at', 'desc')
      .limit(LIST_LIMIT)
      .execute(),
    applicationsQuery(db)
      .where('c.user_id', '=', userId)
      .orderBy('c.seq', 'desc')
      .limit(LIST_LIMIT)
      .execute(),
  ]);
  return { cards: cards.map(toCard), applications: applications.map(toApplication) };
}

/** Freezes or unfreezes the caller's own card; someone else's card is "not found", a no-op change 409. */
export async function changeCardStatus(db: Db, userId: string, cardId: string, to: CardStatus) {
  if (!isUuid(cardId)) throw notFound();
  const from: CardStatus = to === 'Frozen' ? 'Active' : 'Frozen';
  const changed = await setCardStatus(db, userId, cardId, from, to);
  const row = await cardsQuery(db)
    .where('k.id', '=', cardId)
    .where('k.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound();
  if (!changed) {
    throw new DomainError(
      'not_allowed_now',
      to === 'Frozen' ? messages.cards.alreadyFrozen : messages.cards.notFrozen,
    );
  }
  return toCard(row);
}

/** The request without the PIN: a retry with the same key must name the same account and brand. */
function requestHash(accountId: string, brand: CardBrand): string {
  return sha256Hex(`card_application:${accountId}:${brand}`);
}
