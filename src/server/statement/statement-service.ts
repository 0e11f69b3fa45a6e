import { centsToDecimalString, centsToDollars, formatCents } from '../../shared/money';
import type { Db } from '../db/connection';
import { resolveOwnAccount } from '../ledger/accounts-service';
import { findPayment, toTransaction } from '../ledger/payments-repository';
import { notFound } from '../plugins/errors';
import { isUuid } from '../users/users-service';
import { textPdf } from './pdf';
import {
  accountMovements,
  paymentPostings,
  statementPage,
  type StatementFilter,
} from './statement-repository';

export type StatementQuery = Omit<StatementFilter, 'userId' | 'accountId' | 'beforeSeq'> & {
  account?: string;
  cursor?: string;
};

/** A page of the caller's statement; `nextCursor` continues it. Used for customers and by admins. */
export async function statement(db: Db, userId: string, q: StatementQuery) {
  const accountId = q.account ? (await resolveOwnAccount(db, userId, q.account)).id : undefined;
  const beforeSeq = q.cursor && /^\d{1,18}$/.test(q.cursor) ? BigInt(q.cursor) : undefined;
  const rows = await statementPage(db, { ...q, userId, accountId, beforeSeq, limit: q.limit + 1 });
  const page = rows.slice(0, q.limit);
  const last = page[page.length - 1];
  return {
    transactions: page.map(toTransaction),
    nextCursor: rows.length > q.limit && last ? String(last.seq) : null,
  };
}

/** One payment with its postings, for its owner or an administrator; anyone else gets 404. */
export async function receipt(db: Db, viewer: { userId: string; role: string }, id: string) {
  if (!isUuid(id)) throw notFound();
  const row = await findPayment(db, id);
  if (!row || (viewer.role !== 'admin' && row.user_id !== viewer.userId)) throw notFound();
  const postings = await paymentPostings(db, id);
  return {
    ...toTransaction(row),
    postings: postings.map((p) => ({
      code: p.code,
      amount: centsToDollars(p.amount_cents),
      debit: p.debit,
      credit: p.credit,
    })),
  };
}

export type ExportQuery = {
  userId: string;
  account?: string;
  from: string;
  to: string;
  format: 'csv' | 'pdf';
};

/** A statement of one account for a date range, with opening and closing balance and a running balance. */
export async function exportStatement(db: Db, q: ExportQuery) {
  const account = await resolveOwnAccount(db, q.userId, q.account ?? 'Checking');
  const from = new Date(`${q.from}T00:00:00Z`);
  const toExclusive = new Date(new Date(`${q.to}T00:00:00Z`).getTime() + 86_400_000);
  const { openingCents, lines } = await accountMovements(db, account.id, from, toExclusive);
  let balance = openingCents;
  const rows = lines.map((l) => {
    const signed = l.direction === 'credit' ? l.amount_cents : -l.amount_cents;
    balance += signed;
    const what =
      l.code === 'fee'
        ? `${l.description} fee`
        : l.code === 'principal'
          ? l.description
          : `${l.description} (${l.code.replace('_', ' ')})`;
    return {
      date: new Date(l.created_at).toISOString().slice(0, 19).replace('T', ' '),
      reference: l.reference,
      what,
      signed,
      balance,
    };
  });
  const title = `${account.name} ${account.account_number} statement ${q.from} to ${q.to}`;
  if (q.format === 'csv') {
    const csv = [
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
      `${q.to},,Closing balance,,${centsToDecimalString(balance)}`,
    ].join('\r\n');
    return {
      title,
      contentType: 'text/csv; charset=utf-8',
      extension: 'csv',
      body: Buffer.from(csv + '\r\n'),
    };
  }
  const pdfLines = [
    'Vault Bank',
    title,
    '',
    `Opening balance: ${formatCents(openingCents)}`,
    '',
    `${'Date'.padEnd(20)}${'Reference'.padEnd(20)}${'Description'.padEnd(34)}${'Amount'.padStart(14)}${'Balance'.padStart(14)}`,
    ...rows.map(
      (r) =>
        `${r.date.padEnd(20)}${r.reference.padEnd(20)}${r.what.slice(0, 33).padEnd(34)}${formatCents(r.signed).padStart(14)}${formatCents(r.balance).padStart(14)}`,
    ),
    '',
    `Closing balance: ${formatCents(balance)}`,
  ];
  return { title, contentType: 'application/pdf', extension: 'pdf', body: textPdf(pdfLines) };
}

/** Quotes a CSV field and defuses spreadsheet formulas (a field starting with = + - @). */
function csvField(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}
