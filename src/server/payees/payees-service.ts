import { MAX_PAYEES, NEW_PAYEE_HOURS } from '../../shared/constants';
import { messages } from '../../shared/messages';
import type { Payee, PayeeBody, PayeeCheck } from '../../shared/schemas/payees';
import { DomainError, notFound } from '../common/domain-error';
import { isUuid } from '../common/ids';
import type { Db } from '../db/connection';
import { inTransaction } from '../db/transaction';
import { lockCustomerCaps } from '../users/customer-locks-repository';
import { compareNames } from './name-match';
import { screenPayee } from '../sanctions/sanctions-service';
import {
  countPayees,
  holderOfAccount,
  insertPayee,
  payeeOf,
  payeesOf,
  removePayee,
  takePayeeCheck,
  updatePayee,
  type PayeeFields,
  type PayeeRow,
} from './payees-repository';

export type PayeesDeps = { db: Db; bankName: string; payeeCheckLimitPerHour: number };

const NEW_PAYEE_MS = NEW_PAYEE_HOURS * 3_600_000;

export function toPayee(row: PayeeRow, now = Date.now()): Payee {
  const until = row.created_at.getTime() + NEW_PAYEE_MS;
  return {
    _id: row.id,
    type: row.type,
    name: row.name,
    nickname: row.nickname,
    bankName: row.bank_name,
    accountNumber: row.account_number,
    routingNumber: row.routing_number,
    bankCountry: row.bank_country,
    accountType: row.account_type,
    createdAt: row.created_at.toISOString(),
    newPayeeUntil: until > now ? new Date(until).toISOString() : null,
  };
}

function fieldsOf(body: PayeeBody): PayeeFields {
  const international = body.type === 'international' ? body : undefined;
  return {
    type: body.type,
    name: body.name,
    nickname: body.nickname ?? null,
    bank_name: body.bankName,
    account_number: body.accountNumber,
    routing_number: international?.routingNumber ?? null,
    bank_country: international?.bankCountry ?? null,
    account_type: international?.accountType ?? null,
  };
}

const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505';

export async function listPayees(db: Db, userId: string): Promise<Payee[]> {
  const now = Date.now();
  return (await payeesOf(db, userId)).map((row) => toPayee(row, now));
}

/**
 * Saves a payee; at most MAX_PAYEES per customer, counted under a lock so parallel adds cannot pass it. The
 * name is screened against the sanctions list in the same transaction (`sanctionsThreshold`): a hit saves
 * the payee held, and it cannot be paid until a second administrator releases it (docs/sanctions.md).
 */
export async function addPayee(
  db: Db,
  userId: string,
  body: PayeeBody,
  sanctionsThreshold?: number,
): Promise<Payee> {
  try {
    return await inTransaction(db, async (trx) => {
      await lockCustomerCaps(trx, userId, 'payees');
      if ((await countPayees(trx, userId)) >= MAX_PAYEES) {
        throw new DomainError('not_allowed_now', messages.payees.limitReached);
      }
      const row = await insertPayee(trx, userId, fieldsOf(body));
      if (sanctionsThreshold !== undefined) await screenPayee(trx, sanctionsThreshold, row);
      return toPayee(row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new DomainError('payee_exists');
    throw err;
  }
}

/**
 * Changes a payee's details. A new destination is a new payee as far as the first-day cap goes, so an
 * edit that changes where the money goes is refused: remove the payee and add the new one.
 */
export async function editPayee(
  db: Db,
  userId: string,
  id: string,
  body: PayeeBody,
  sanctionsThreshold?: number,
): Promise<Payee> {
  if (!isUuid(id)) throw notFound();
  try {
    return await inTransaction(db, async (trx) => {
      const current = await payeeOf(trx, userId, id);
      if (!current) throw notFound();
      const fields = fieldsOf(body);
      const sameDestination =
        current.type === fields.type &&
        current.account_number === fields.account_number &&
        current.bank_name.toLowerCase() === fields.bank_name.toLowerCase() &&
        current.routing_number === fields.routing_number &&
        current.bank_country === fields.bank_country;
      if (!sameDestination) throw new DomainError('invalid_input', messages.payees.destinationFixed);
      const row = await updatePayee(trx, userId, id, fields);
      if (!row) throw notFound();
      // A new name is screened again.
      if (sanctionsThreshold !== undefined && row.name !== current.name)
        await screenPayee(trx, sanctionsThreshold, row);
      return toPayee(row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new DomainError('payee_exists');
    throw err;
  }
}

export async function deletePayee(db: Db, userId: string, id: string): Promise<void> {
  if (!isUuid(id) || !(await removePayee(db, userId, id))) throw notFound();
}

/** A saved payee of the caller, for a transfer that names it. */
export async function payeeForTransfer(db: Db, userId: string, id: string): Promise<PayeeRow> {
  const row = isUuid(id) ? await payeeOf(db, userId, id) : undefined;
  if (!row) throw notFound();
  // Held by a sanctions hit (the same read, no extra round trip): not paid until released.
  if (row.sanctions_hold) throw new DomainError('payee_on_hold');
  return row;
}

/**
 * The destination fields of a transfer to a saved payee, as the transfer forms would have typed them: what
 * a transfer or a standing order that names the payee (`payeeId`) pays. A payee of the other kind is refused.
 */
export function payeeDestination(payee: PayeeRow, type: PayeeRow['type']) {
  if (payee.type !== type) throw new DomainError('invalid_input', messages.payments.payeeOtherKind);
  const local = { bankName: payee.bank_name, accountNumber: payee.account_number, accountName: payee.name };
  if (type === 'local') return local;
  return {
    ...local,
    accountType: payee.account_type!,
    bankCountry: payee.bank_country!,
    routingNumber: payee.routing_number!,
  };
}

const isThisBank = (deps: PayeesDeps, bankName: string) =>
  bankName.trim().toLowerCase() === deps.bankName.trim().toLowerCase();

/**
 * Confirmation of payee, before anything is saved or sent: for an account of this bank, whether the name
 * is its holder's; other banks cannot be asked. An answer other than a match counts against the hourly
 * allowance transfers to unknown accounts share (429 once spent), so it cannot be used to look people up.
 */
export async function checkPayee(deps: PayeesDeps, userId: string, body: PayeeBody): Promise<PayeeCheck> {
  if (body.type !== 'local' || !isThisBank(deps, body.bankName)) {
    return { result: 'unavailable', message: messages.payees.unavailable };
  }
  return inTransaction(deps.db, async (trx) => {
    const holder = await holderOfAccount(trx, body.accountNumber);
    const result = holder ? compareNames(body.name, holder) : 'no_match';
    if (result === 'match') return { result, message: messages.payees.match };
    if (!(await takePayeeCheck(trx, userId, deps.payeeCheckLimitPerHour))) {
      throw new DomainError('payee_checks_exhausted');
    }
    return result === 'close_match'
      ? { result, suggestedName: holder!, message: messages.payees.closeMatch(holder!) }
      : { result, message: messages.payees.noMatch };
  });
}
