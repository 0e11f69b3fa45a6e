import { decimalAmount, entryId, escapeMarkup, remittance, counterpartyName, xmlText } from './export-text';
import type { StatementExport } from './export-text';
import type { StatementEntry } from './statement-repository';

/**
 * The statement as an OFX 2.2 bank statement (XML, UTF-8): one STMTTRN per booked entry and one more for
 * its fee, LEDGERBAL the closing balance and AVAILBAL the same figure (this bank holds no funds back:
 * money that has not moved is not in the ledger). Version 2 is well-formed XML, so names with `&` or `<` travel escaped, which
 * OFX 1.02's SGML has no reliable way to do.
 */
// OFX wants the bank's routing number here; this bank has none of its own yet, so nine zeros say so.
const BANK_ID = '000000000';

export function renderOfx(s: StatementExport): string {
  const asOf = ofxDate(endOfDay(s.to));
  const lines = [
    '<?xml version="1.0" encoding="UTF-8" standalone="no"?>',
    '<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>',
    '<OFX>',
    '<SIGNONMSGSRSV1><SONRS>',
    '<STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS>',
    `<DTSERVER>${ofxDate(s.createdAt)}</DTSERVER><LANGUAGE>ENG</LANGUAGE>`,
    `<FI><ORG>${xmlText(s.bankName, 32, escapeMarkup)}</ORG></FI>`,
    '</SONRS></SIGNONMSGSRSV1>',
    '<BANKMSGSRSV1><STMTTRNRS>',
    `<TRNUID>${s.account.number}-${s.from}-${s.to}</TRNUID>`,
    '<STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS>',
    '<STMTRS><CURDEF>USD</CURDEF>',
    '<BANKACCTFROM>',
    `<BANKID>${BANK_ID}</BANKID>`,
    `<ACCTID>${s.account.number}</ACCTID>`,
    `<ACCTTYPE>${s.account.kind === 'checking' ? 'CHECKING' : 'SAVINGS'}</ACCTTYPE>`,
    '</BANKACCTFROM>',
    `<BANKTRANLIST><DTSTART>${ofxDate(new Date(`${s.from}T00:00:00Z`))}</DTSTART><DTEND>${asOf}</DTEND>`,
    ...s.entries.flatMap(ofxTransactions),
    '</BANKTRANLIST>',
    `<LEDGERBAL><BALAMT>${signed(s.closingCents)}</BALAMT><DTASOF>${asOf}</DTASOF></LEDGERBAL>`,
    `<AVAILBAL><BALAMT>${signed(s.closingCents)}</BALAMT><DTASOF>${asOf}</DTASOF></AVAILBAL>`,
    '</STMTRS></STMTTRNRS></BANKMSGSRSV1>',
    '</OFX>',
  ];
  return lines.join('\r\n') + '\r\n';
}

/**
 * A booked entry as OFX transactions: the principal, and the bank's fee as a transaction of its own
 * (TRNTYPE FEE, or CREDIT when a return gives it back), so that what the counterparty received and what
 * the bank charged reconcile apart. The two lines sum to the entry; the fee's FITID is the entry's with
 * `-FEE`, so both stay unique and stable across exports.
 */
function ofxTransactions(e: StatementEntry): string[] {
  const credit = e.direction === 'credit';
  const principal = ofxLine(e, credit ? 'CREDIT' : 'DEBIT', e.amount_cents - e.fee_cents, entryId(e), '');
  if (e.fee_cents === 0n) return [principal];
  const fee = ofxLine(e, credit ? 'CREDIT' : 'FEE', e.fee_cents, `${entryId(e)}-FEE`, ' fee');
  // A fee alone (no principal) is one line, not a zero-amount transaction beside it.
  return e.amount_cents === e.fee_cents ? [fee] : [principal, fee];
}

function ofxLine(e: StatementEntry, type: string, cents: bigint, fitId: string, what: string): string {
  const amount = e.direction === 'credit' ? cents : -cents;
  return [
    '<STMTTRN>',
    `<TRNTYPE>${type}</TRNTYPE>`,
    `<DTPOSTED>${ofxDate(new Date(e.booked_at))}</DTPOSTED>`,
    `<TRNAMT>${signed(amount)}</TRNAMT>`,
    `<FITID>${fitId}</FITID>`,
    // OFX limits NAME to 32 characters and MEMO to 255.
    `<NAME>${xmlText(what ? 'Bank fee' : counterpartyName(e), 32, escapeMarkup)}</NAME>`,
    `<MEMO>${xmlText(`${e.reference} ${remittance(e)}${what}`, 255, escapeMarkup)}</MEMO>`,
    '</STMTTRN>',
  ].join('');
}

function signed(cents: bigint): string {
  return `${cents < 0n ? '-' : ''}${decimalAmount(cents)}`;
}

/** OFX's date form in UTC: `YYYYMMDDHHMMSS.XXX[0:GMT]`. */
function ofxDate(d: Date): string {
  const iso = d.toISOString();
  return `${iso.slice(0, 19).replace(/[-:T]/g, '')}.${iso.slice(20, 23)}[0:GMT]`;
}

function endOfDay(day: string): Date {
  return new Date(new Date(`${day}T00:00:00Z`).getTime() + 86_399_999);
}
