import type { StatementEntry } from './statement-repository';

/** What both machine-readable statements (OFX, camt.053) know of the statement they carry. */
export type StatementExport = {
  bankName: string;
  customerName: string;
  account: { kind: string; name: string; number: string };
  /** `YYYY-MM-DD`, both days included. */
  from: string;
  to: string;
  openingCents: bigint;
  closingCents: bigint;
  entries: StatementEntry[];
  createdAt: Date;
};

// Characters XML 1.0 cannot carry at all, escaped or not (C0 controls other than tab and line breaks,
// lone surrogates, U+FFFE and U+FFFF): customer-entered text loses them rather than breaking the file.
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Customer-entered text as XML character data: unusable characters dropped, spaces folded, cut to `max`
 * characters (the formats' field lengths count characters, before escaping), then `& < > " '` escaped.
 */
export function xmlText(value: string, max: number, escape = escapeXml): string {
  const clean = value.replace(NOT_XML, '').replace(/\s+/g, ' ').trim();
  return escape(Array.from(clean).slice(0, max).join('').trim());
}

export function escapeXml(value: string): string {
  return escapeMarkup(value).replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** Only what character data must escape; OFX readers know no other entity. */
export function escapeMarkup(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A money return on a withdrawal (or the reverse): booked the other way from the payment itself. */
export function isReversal(e: StatementEntry): boolean {
  return (e.type === 'withdrawal') === (e.direction === 'credit');
}

/** The entry's own id: the payment's id, and for a reversal the same id marked as such, so both stay unique. */
export function entryId(e: StatementEntry): string {
  return isReversal(e) ? `${e.payment_id}-R` : e.payment_id;
}

/** Who was on the other side, as well as we know: the payee's name, else their bank, else what it was. */
export function counterpartyName(e: StatementEntry): string {
  const c = e.counterparty ?? {};
  return c.accountName || c.bankName || c.card || e.description;
}

export function counterpartyAccount(e: StatementEntry): string | undefined {
  const number = e.counterparty?.accountNumber;
  return number && number !== '$source' ? number : undefined;
}

/** The free-text remittance: what it was, and the customer's own note when there is one. */
export function remittance(e: StatementEntry): string {
  const what = isReversal(e) ? `${e.description} returned` : e.description;
  const loan = e.counterparty?.loan ? ` (${e.counterparty.loan})` : '';
  return e.details ? `${what}${loan}: ${e.details}` : `${what}${loan}`;
}

/** Cents as `1234.56` (never negative: the direction is said apart). */
export function decimalAmount(cents: bigint): string {
  const abs = cents < 0n ? -cents : cents;
  return `${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}
