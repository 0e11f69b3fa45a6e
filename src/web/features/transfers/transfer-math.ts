import { BRAND_NAME, DEFAULT_TRANSFER_MAX_CENTS, PAYMENT_ACCOUNT_OPTIONS } from '../../../shared/constants';
import { centsToDollars, dollarsToCents, formatCents, parseAmountToCents } from '../../../shared/money';
import type { Account } from '../../../shared/schemas/transfers';
import { maskedNumber } from '../../lib/accounts-query';

/** The client checks amounts against the server's default limit; the server has the final word. */
export const TRANSFER_MAX_CENTS = DEFAULT_TRANSFER_MAX_CENTS;

export type PaymentAccountOption = (typeof PAYMENT_ACCOUNT_OPTIONS)[number];

/** SPEC.md's form names the accounts "Account 1" and "Account 2"; the API reads them as Checking and Savings. */
export const ACCOUNT_NAME_OF: Record<PaymentAccountOption, 'Checking' | 'Savings'> = {
  'Account 1': 'Checking',
  'Account 2': 'Savings',
};

export function accountFor(accounts: Account[] | undefined, option: string): Account | undefined {
  const name = ACCOUNT_NAME_OF[option as PaymentAccountOption];
  return accounts?.find((account) => account.name === name);
}

/** "Account 1 (Checking ••1234)": the spec's option name with the account it stands for. */
export function paymentAccountLabel(accounts: Account[] | undefined, option: string): string {
  const name = ACCOUNT_NAME_OF[option as PaymentAccountOption];
  if (!name) return option;
  const account = accountFor(accounts, option);
  return `${option} (${account ? `${name} ${maskedNumber(account.accountNumber)}` : name})`;
}

/** Balances arrive as dollars; adding them as cents keeps the sum exact. */
export function totalBalance(accounts: Account[]): number {
  return centsToDollars(accounts.reduce((sum, account) => sum + dollarsToCents(account.balance), 0n));
}

/** `$30` for a whole number of dollars (how SPEC.md writes the fees), `$30.50` otherwise. */
export function feeText(cents: bigint): string {
  return formatCents(cents).replace(/\.00$/, '');
}

/** A transfer to one of the customer's own accounts at this bank carries no fee (the server waives it). */
export function isOwnAccount(
  accounts: Account[] | undefined,
  bankName: string,
  accountNumber: string,
): boolean {
  if (bankName.trim().toLowerCase() !== BRAND_NAME.toLowerCase()) return false;
  return Boolean(accounts?.some((account) => account.accountNumber === accountNumber.trim()));
}

export type Quote = { amountCents: bigint; feeCents: bigint; totalCents: bigint };

/** What the confirmation step shows: amount, fee and what leaves the account, all in exact cents. */
export function quote(amountText: string, feeCents: bigint): Quote | null {
  const amount = parseAmountToCents(amountText.trim(), TRANSFER_MAX_CENTS);
  if (!amount.ok) return null;
  return { amountCents: amount.cents, feeCents, totalCents: amount.cents + feeCents };
}
