import {
  counterpartyAccount,
  counterpartyName,
  decimalAmount,
  entryId,
  isReversal,
  remittance,
  xmlText,
  type StatementExport,
} from './export-text';
import type { StatementEntry } from './statement-repository';

const NS = 'urn:iso:std:iso:20022:tech:xsd:camt.053.001.02';

/**
 * The statement as an ISO 20022 camt.053.001.02 bank-to-customer statement: the account by its number
 * (`Othr`: this bank's accounts have no IBAN), the opening (OPBD) and closing (CLBD) booked balances, and
 * one booked entry per payment and direction. Elements come in the schema's order; every text a
 * customer typed is cut to its field's length and escaped.
 */
export function renderCamt053(s: StatementExport): string {
  const created = isoDateTime(s.createdAt);
  const id = `${s.account.number}-${s.from}-${s.to}`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<Document xmlns="${NS}">`,
    '<BkToCstmrStmt>',
    `<GrpHdr><MsgId>${xmlText(`VB-${id}`, 35)}</MsgId><CreDtTm>${created}</CreDtTm></GrpHdr>`,
    '<Stmt>',
    `<Id>${xmlText(id, 35)}</Id>`,
    `<CreDtTm>${created}</CreDtTm>`,
    `<FrToDt><FrDtTm>${s.from}T00:00:00Z</FrDtTm><ToDtTm>${s.to}T23:59:59Z</ToDtTm></FrToDt>`,
    account(s),
    balance('OPBD', s.openingCents, s.from),
    balance('CLBD', s.closingCents, s.to),
    ...s.entries.map((e) => entry(e, s.bankName)),
    '</Stmt>',
    '</BkToCstmrStmt>',
    '</Document>',
  ].join('\n');
}

function account(s: StatementExport): string {
  return [
    '<Acct>',
    `<Id><Othr><Id>${s.account.number}</Id></Othr></Id>`,
    '<Ccy>USD</Ccy>',
    `<Nm>${xmlText(s.account.name, 70)}</Nm>`,
    s.customerName ? `<Ownr><Nm>${xmlText(s.customerName, 140)}</Nm></Ownr>` : '',
    '</Acct>',
  ].join('');
}

function balance(code: 'OPBD' | 'CLBD', cents: bigint, day: string): string {
  return [
    `<Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp>`,
    `<Amt Ccy="USD">${decimalAmount(cents)}</Amt>`,
    `<CdtDbtInd>${cents < 0n ? 'DBIT' : 'CRDT'}</CdtDbtInd>`,
    `<Dt><Dt>${day}</Dt></Dt></Bal>`,
  ].join('');
}

function entry(e: StatementEntry, bankName: string): string {
  const booked = new Date(e.booked_at);
  return [
    '<Ntry>',
    `<NtryRef>${xmlText(entryId(e), 35)}</NtryRef>`,
    `<Amt Ccy="USD">${decimalAmount(e.amount_cents)}</Amt>`,
    `<CdtDbtInd>${e.direction === 'credit' ? 'CRDT' : 'DBIT'}</CdtDbtInd>`,
    isReversal(e) ? '<RvslInd>true</RvslInd>' : '',
    '<Sts>BOOK</Sts>',
    `<BookgDt><DtTm>${isoDateTime(booked)}</DtTm></BookgDt>`,
    `<ValDt><Dt>${booked.toISOString().slice(0, 10)}</Dt></ValDt>`,
    `<AcctSvcrRef>${xmlText(e.reference, 35)}</AcctSvcrRef>`,
    `<BkTxCd><Prtry><Cd>${xmlText(e.kind, 35)}</Cd><Issr>${xmlText(bankName, 35)}</Issr></Prtry></BkTxCd>`,
    charges(e),
    '<NtryDtls><TxDtls>',
    `<Refs><AcctSvcrRef>${xmlText(e.reference, 35)}</AcctSvcrRef><TxId>${xmlText(entryId(e), 35)}</TxId></Refs>`,
    // The transaction's own amount, without the bank's fee: what the counterparty sent or received.
    `<AmtDtls><TxAmt><Amt Ccy="USD">${decimalAmount(e.amount_cents - e.fee_cents)}</Amt></TxAmt></AmtDtls>`,
    relatedParties(e),
    `<RmtInf><Ustrd>${xmlText(remittance(e), 140)}</Ustrd></RmtInf>`,
    '</TxDtls></NtryDtls>',
    `<AddtlNtryInf>${xmlText(e.description, 500)}</AddtlNtryInf>`,
    '</Ntry>',
  ].join('');
}

/**
 * The bank's fee within the entry (ISO 20022 `Chrgs`): the entry's `Amt` is what was booked on the
 * account, principal and fee together, so the balances still add up; the fee is stated here and the
 * principal in the transaction's `AmtDtls`. The debtor (our customer) bears it; a return credits it back.
 */
function charges(e: StatementEntry): string {
  if (e.fee_cents === 0n) return '';
  return [
    '<Chrgs>',
    `<Amt Ccy="USD">${decimalAmount(e.fee_cents)}</Amt>`,
    `<CdtDbtInd>${e.direction === 'credit' ? 'CRDT' : 'DBIT'}</CdtDbtInd>`,
    '<Br>DEBT</Br>',
    '</Chrgs>',
  ].join('');
}

/** The other side is the creditor of money that left the account and the debtor of money that came in. */
function relatedParties(e: StatementEntry): string {
  const role = e.direction === 'credit' ? 'Dbtr' : 'Cdtr';
  const number = counterpartyAccount(e);
  const acct = number
    ? `<${role}Acct><Id><Othr><Id>${xmlText(number, 34)}</Id></Othr></Id></${role}Acct>`
    : '';
  return `<RltdPties><${role}><Nm>${xmlText(counterpartyName(e), 140)}</Nm></${role}>${acct}</RltdPties>`;
}

/** ISO date-time in UTC, to the second. */
function isoDateTime(d: Date): string {
  return `${d.toISOString().slice(0, 19)}Z`;
}
