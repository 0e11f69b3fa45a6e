import { centsToDollars } from '../../shared/money';
import { isUuid } from '../common/ids';
import type { Account } from '../../shared/schemas/transfers';
import type { Db } from '../db/connection';
import { DomainError } from '../common/domain-error';
import { customerAccounts, depositAccounts, type AccountRow } from './payments-repository';

// The spec's forms name accounts "Account 1" / "Account 2" and the card form "Checking Account".
const ACCOUNT_ALIASES: Record<string, 'checking' | 'savings'> = {
  checking: 'checking',
  'checking account': 'checking',
  'account 1': 'checking',
  savings: 'savings',
  'savings account': 'savings',
  'account 2': 'savings',
};

export function toAccount(row: AccountRow): Account {
  return {
    _id: row.id,
    name: row.name,
    accountNumber: row.account_number ?? '',
    balance: centsToDollars(row.balance_cents),
  };
}

/** GET /accounts: Checking, Savings and the open pots (any number of accounts, issue 49 part 2). */
export async function listAccounts(db: Db, userId: string): Promise<Account[]> {
  return (await depositAccounts(db, userId)).map(toAccount);
}

export const ownAccountNotFound = () => new DomainError('account_not_found');

/**
 * A `paymentAccount` as the posting primitive resolves it, without a query: a name or alias becomes the
 * account's kind, an `_id` stays an id (the primitive checks it is the caller's); anything else is refused.
 */
export function ownAccountRef(ref: string): { kind: 'checking' | 'savings' } | { id: string } {
  const kind = ACCOUNT_ALIASES[ref.trim().toLowerCase()];
  if (kind) return { kind };
  if (isUuid(ref)) return { id: ref.toLowerCase() };
  throw ownAccountNotFound();
}

/**
 * One of the caller's own accounts, by `_id` or by name; any other value is "not found". Only Checking and
 * Savings pay; `withPots` (the statement and its exports) also finds the caller's pots, closed ones too.
 */
export async function resolveOwnAccount(
  db: Db,
  userId: string,
  ref: string,
  opts: { withPots?: boolean } = {},
): Promise<AccountRow> {
  const accounts = opts.withPots
    ? await depositAccounts(db, userId, { withClosed: true })
    : await customerAccounts(db, userId);
  const kind = ACCOUNT_ALIASES[ref.trim().toLowerCase()];
  const found = accounts.find((a) => (kind ? a.kind === kind : a.id === ref));
  if (!found) throw ownAccountNotFound();
  return found;
}
