import type pg from 'pg';
import { centsToDecimalString, centsToDollars } from '../../shared/money';
import { bySeq, decodeCursor, pageOf } from '../common/pagination';
import type { Db } from '../db/connection';
import { resolveOwnAccount } from '../ledger/accounts-service';
import { findPayment, toTransaction } from '../ledger/payments-repository';
import { DomainError, notFound } from '../common/domain-error';
import { messages } from '../../shared/messages';
import { isUuid } from '../common/ids';
import { findUserById } from '../users/users-repository';
import { renderReceiptPdf } from './receipt-pdf';
import { renderStatementPdf, type StatementRow } from './statement-pdf';
import type { AccountRow } from '../ledger/payments-repository';
import type { StatementExport } from './export-text';
import { renderCamt053 } from './statement-camt053';
import { renderOfx } from './statement-ofx';
import { categoryOfPayment } from '../insights/insights-repository';
import { bankDateTime } from '../common/bank-calendar';
import type { SearchFilter } from '../../shared/schemas/search';
import { hasSearch } from './search';
import {
  accountEntries,
  accountMovements,
  openingBalance,
  paymentPostings,
  statementPage,
  type StatementFilter,
} from './statement-repository';

export type StatementQuery = Omit<StatementFilter, 'userId' | 'accountId' | 'beforeSeq'> & {
  account?: string;
  cursor?: string;
};

/** A page of the caller's statement; `nextCursor` continues it. Used for customers and by admins. */
export async function statement(db: Db, pool: pg.Pool, userId: string, q: StatementQuery) {
  assertAmountRange(q);
  const accountId = q.account
    ? (await resolveOwnAccount(db, userId, q.account, { withPots: true })).id
    : undefined;
  const beforeSeq = decodeCursor(q.cursor);
  const rows = await statementPage(pool, { ...q, userId, accountId, beforeSeq, limit: q.limit + 1 });
  const page = pageOf(rows, q.limit, bySeq);
  return { transactions: page.rows.map(toTransaction), nextCursor: page.nextCursor };
}

/** A search's amount range must not be empty: a minimum above the maximum is refused, not answered empty. */
export function assertAmountRange(f: SearchFilter) {
  if (f.minAmount !== undefined && f.maxAmount !== undefined && f.minAmount > f.maxAmount) {
    throw new DomainError('invalid_input', messages.search.badAmountRange);
  }
}

/** The payment row, for its owner or an administrator; anyone else is told it does not exist. */
async function visiblePayment(db: Db, viewer: { userId: string; role: string }, id: string) {
  if (!isUuid(id)) throw notFound();
  const row = await findPayment(db, id);
  if (!row || (viewer.role !== 'admin' && row.user_id !== viewer.userId)) throw notFound();
  return row;
}

/**
 * One payment, for its owner or an administrator; anyone else gets 404. The ledger postings behind it (the
 * bank's internal accounts) are for administrators only: a customer's receipt has none.
 */
export async function receipt(db: Db, viewer: { userId: string; role: string }, id: string) {
  const row = await visiblePayment(db, viewer, id);
  const answer = { ...toTransaction(row), category: (await categoryOfPayment(db, id)) ?? 'Other' };
  if (viewer.role !== 'admin') return answer;
  const postings = await paymentPostings(db, id);
  return {
    ...answer,
    postings: postings.map((p) => ({
      code: p.code,
      amount: centsToDollars(p.amount_cents),
      debit: p.debit,
      credit: p.credit,
    })),
  };
}

/** The same payment as a one-page PDF receipt, under the same access rule as `receipt`. */
export async function receiptPdf(
  db: Db,
  viewer: { userId: string; role: string },
  id: string,
  bankName: string,
) {
  const row = await visiblePayment(db, viewer, id);
  const owner = await findUserById(db, row.user_id);
  const tx = toTransaction(row);
  const body = await renderReceiptPdf({
    bankName,
    customerName: owner ? `${owner.first_name} ${owner.last_name}` : '',
    reference: tx.reference,
    createdAt: tx.createdAt,
    type: tx.type,
    description: tx.description,
    status: tx.status,
    account: tx.account,
    accountNumber: tx.accountNumber,
    amountCents: row.amount_cents,
    feeCents: row.fee_cents,
    counterparty: Object.entries(tx.counterparty).map(([k, v]) => [counterpartyLabel(k), v]),
  });
  return { reference: tx.reference, body };
}

function counterpartyLabel(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export type ExportQuery = {
  userId: string;
  account?: string;
  from: string;
  to: string;
  format: 'csv' | 'pdf' | 'ofx' | 'camt053';
  bankName: string;
  /** The most lines one export holds (EXPORT_MAX_LINES); more answers 400. */
  maxLines: number;
} & SearchFilter;

/** Refuses an export longer than its bound before anything is rendered. */
function assertWithinBound<T>(lines: T[], maxLines: number): T[] {
  if (lines.length > maxLines)
    throw new DomainError('export_too_large', messages.history.exportTooManyLines(maxLines));
  return lines;
}

export type ExportFile = { title: string; contentType: string; extension: string; body: Buffer };

/** A statement of one account for a date range, with opening and closing balance and a running balance. */
export async function exportStatement(db: Db, q: ExportQuery): Promise<ExportFile> {
  assertAmountRange(q);
  const account = await resolveOwnAccount(db, q.userId, q.account ?? 'Checking', { withPots: true });
  const from = new Date(`${q.from}T00:00:00Z`);
  const toExclusive = new Date(new Date(`${q.to}T00:00:00Z`).getTime() + 86_400_000);
  if (q.format === 'ofx' || q.format === 'camt053') {
    return machineStatement(db, q, account, from, toExclusive);
  }
  const movements = await accountMovements(db, account.id, from, toExclusive, q.maxLines + 1, q);
  const { openingCents } = movements;
  const lines = assertWithinBound(movements.lines, q.maxLines);
  const all = withRunningBalance(openingCents, lines);
  const closingCents = all.at(-1)?.balance ?? openingCents;
  // A search keeps the account's real balances: the lines that match, each with the balance after it.
  const rows = hasSearch(q) ? all.filter((_, i) => lines[i]!.matches) : all;
  const title = `${account.name} ${account.account_number} statement ${q.from} to ${q.to}`;
  if (q.format === 'csv') {
    return {
      title,
      contentType: 'text/csv; charset=utf-8',
      extension: 'csv',
      body: Buffer.from(statementCsv(q, openingCents, closingCents, rows) + '\r\n'),
    };
  }
  const body = await statementPdf(db, q, account, openingCents, closingCents, rows);
  return { title, contentType: 'application/pdf', extension: 'pdf', body };
}

async function statementPdf(
  db: Db,
  q: Pick<ExportQuery, 'userId' | 'bankName' | 'from' | 'to'>,
  account: Pick<AccountRow, 'name' | 'account_number'>,
  openingCents: bigint,
  closingCents: bigint,
  rows: StatementRow[],
): Promise<Buffer> {
  const owner = await findUserById(db, q.userId);
  return renderStatementPdf({
    bankName: q.bankName,
    customer: {
      name: owner ? `${owner.first_name} ${owner.last_name}` : '',
      email: owner?.email ?? '',
      phone: owner?.phone ?? '',
    },
    account: { name: account.name, number: account.account_number ?? '' },
    from: q.from,
    to: q.to,
    openingCents,
    closingCents,
    rows,
  });
}

/**
 * The PDF statement of any one deposit account (a pot too) for the days `from` to `to`, as the export
 * renders it: a closure mails one per account as the final statement (issue 49 part 6).
 */
export async function accountStatementPdf(
  db: Db,
  q: Pick<ExportQuery, 'userId' | 'bankName' | 'from' | 'to' | 'maxLines'>,
  account: Pick<AccountRow, 'id' | 'name' | 'account_number'>,
): Promise<Buffer> {
  const from = new Date(`${q.from}T00:00:00Z`);
  const toExclusive = new Date(new Date(`${q.to}T00:00:00Z`).getTime() + 86_400_000);
  const { openingCents, lines } = await accountMovements(db, account.id, from, toExclusive, q.maxLines);
  const rows = withRunningBalance(openingCents, lines);
  return statementPdf(db, q, account, openingCents, rows.at(-1)?.balance ?? openingCents, rows);
}

/**
 * OFX or camt.053: one entry per payment (its id the entry's id) rather than per posting, with the same
 * opening and closing balances as the CSV and PDF; the closing balance is the opening plus the entries.
 */
async function machineStatement(
  db: Db,
  q: ExportQuery,
  account: AccountRow,
  from: Date,
  toExclusive: Date,
): Promise<ExportFile> {
  const [openingCents, all, owner] = await Promise.all([
    openingBalance(db, account.id, from),
    accountEntries(db, account.id, from, toExclusive, q.maxLines + 1, q),
    findUserById(db, q.userId),
  ]);
  const booked = assertWithinBound(all, q.maxLines);
  // A search lists the entries that match; the balances stay the account's own, from every entry.
  const entries = hasSearch(q) ? booked.filter((e) => e.matches) : booked;
  const closingCents = booked.reduce(
    (sum, e) => sum + (e.direction === 'credit' ? e.amount_cents : -e.amount_cents),
    openingCents,
  );
  const data: StatementExport = {
    bankName: q.bankName,
    customerName: owner ? `${owner.first_name} ${owner.last_name}` : '',
    account: { kind: account.kind, name: account.name, number: account.account_number ?? '' },
    from: q.from,
    to: q.to,
    openingCents,
    closingCents,
    entries,
    createdAt: new Date(),
  };
  const title = `${account.name} ${account.account_number} statement ${q.from} to ${q.to}`;
  return q.format === 'ofx'
    ? { title, contentType: 'application/x-ofx', extension: 'ofx', body: Buffer.from(renderOfx(data)) }
    : {
        title,
        contentType: 'application/xml; charset=utf-8',
        extension: 'camt053.xml',
        body: Buffer.from(renderCamt053(data)),
      };
}

export type PeriodStatement = {
  userId: string;
  account: { id: string; name: string; account_number: string | null };
  /** Bank-calendar days, both included, and the instants they start and end at. */
  fromDay: string;
  toDay: string;
  from: Date;
  toExclusive: Date;
  bankName: string;
  timeZone: string;
};

/**
 * The PDF statement of one account for one period of the bank's calendar, with every movement (a monthly
 * statement is never cut short), its lines' times on the bank's clock: the same document as the PDF export.
 */
export async function renderPeriodStatement(db: Db, p: PeriodStatement) {
  const { openingCents, lines } = await accountMovements(db, p.account.id, p.from, p.toExclusive, 1_000_000);
  const rows = withRunningBalance(openingCents, lines, p.timeZone);
  const closingCents = rows.at(-1)?.balance ?? openingCents;
  const owner = await findUserById(db, p.userId);
  const body = await renderStatementPdf({
    bankName: p.bankName,
    customer: {
      name: owner ? `${owner.first_name} ${owner.last_name}` : '',
      email: owner?.email ?? '',
      phone: owner?.phone ?? '',
    },
    account: { name: p.account.name, number: p.account.account_number ?? '' },
    from: p.fromDay,
    to: p.toDay,
    openingCents,
    closingCents,
    rows,
  });
  return { body, openingCents, closingCents, entries: rows.length };
}

type Movement = Awaited<ReturnType<typeof accountMovements>>['lines'][number];

function withRunningBalance(openingCents: bigint, lines: Movement[], timeZone?: string): StatementRow[] {
  let balance = openingCents;
  return lines.map((l) => {
    const signed = l.direction === 'credit' ? l.amount_cents : -l.amount_cents;
    balance += signed;
    const what =
      l.code === 'fee'
        ? `${l.description} fee`
        : l.code === 'principal'
          ? l.description
          : `${l.description} (${l.code.replace('_', ' ')})`;
    return {
      date: timeZone
        ? bankDateTime(new Date(l.created_at), timeZone)
        : new Date(l.created_at).toISOString().slice(0, 19).replace('T', ' '),
      reference: l.reference,
      what,
      signed,
      balance,
    };
  });
}

function statementCsv(q: ExportQuery, openingCents: bigint, closingCents: bigint, rows: StatementRow[]) {
  return [
    'Date,Reference,Description,Amount,Balance',
    `${q.from},,Opening balance,,${centsToDecimalString(openingCents)}`,
    ...rows.map((r) =>
      [
        r.date,
        r.reference,
        csvField(r.what),
        centsToDecimalString(r.signed),
        centsToDecimalString(r.balance),
      ].join(','),
    ),
    `${q.to},,Closing balance,,${centsToDecimalString(closingCents)}`,
  ].join('\r\n');
}

/** Quotes a CSV field and defuses spreadsheet formulas (a field starting with = + - @). */
function csvField(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}
