import { createHash } from 'node:crypto';
import { centsToDollars } from '../../shared/money';
import { statementMessages } from '../../shared/account-messages';
import { decodeCursor, pageBySeq } from '../common/pagination';
import { notFound } from '../common/domain-error';
import { isUuid } from '../common/ids';
import type { Db } from '../db/connection';
import { inTransaction } from '../db/transaction';
import { enqueueMail } from '../mail/mail-jobs';
import { notify } from '../notifications/notifications-repository';
import { renderPeriodStatement } from '../statement/statement-service';
import { findUserById } from '../users/users-repository';
import {
  bankDay,
  closesQuarter,
  dayStartsAt,
  lastClosedMonth,
  monthEnd,
  monthName,
  monthOf,
  nextDay,
  nextMonthStart,
} from '../common/bank-calendar';
import {
  accountsOfCustomer,
  customersDue,
  hadActivity,
  insertStatement,
  lockCustomerStatements,
  markChecked,
  statementOf,
  statementsOf,
  type StatementAccount,
  type StatementListRow,
} from './statements-repository';

export type StatementJobDeps = {
  db: Db;
  bankName: string;
  timeZone: string;
  /** Where the mail's link points (PUBLIC_URL, or the local address). */
  publicUrl: string;
};

export type StatementRunResult = { customers: number; statements: number; month: string };

const CUSTOMERS_PER_PAGE = 200;

/**
 * The monthly statement run as of `now`: every customer deposit account gets its statement for each
 * closed month of the bank's calendar it moved in, and, when quiet, one at least each quarter (at the end
 * of March, June, September and December, covering every month since its last). Statements follow each
 * other without a gap, so one's closing balance is the next one's opening. A run is idempotent and catches
 * up: what was decided is recorded per account (`statement_progress`), and a period already issued is not
 * issued again. Each customer is one transaction: statements, bell and mail together.
 */
export async function runMonthlyStatements(
  deps: StatementJobDeps,
  now: Date,
  only?: { userId: string },
): Promise<StatementRunResult> {
  const month = lastClosedMonth(now, deps.timeZone);
  const through = monthEnd(month);
  const endsAt = dayStartsAt(nextDay(through), deps.timeZone);
  const result = { customers: 0, statements: 0, month };
  let after: string | null = null;
  for (;;) {
    const users: string[] = only
      ? [only.userId]
      : await customersDue(deps.db, through, endsAt, after, CUSTOMERS_PER_PAGE);
    for (const userId of users) {
      const issued = await statementsForCustomer(deps, userId, month);
      result.customers += issued > 0 ? 1 : 0;
      result.statements += issued;
    }
    if (only || users.length < CUSTOMERS_PER_PAGE) return result;
    after = users.at(-1)!;
  }
}

/** One customer's due statements through `month`, told by the bell and by mail; answers how many. */
async function statementsForCustomer(deps: StatementJobDeps, userId: string, month: string) {
  return inTransaction(deps.db, async (trx) => {
    await lockCustomerStatements(trx, userId);
    const issued: { account: string; month: string }[] = [];
    for (const account of await accountsOfCustomer(trx, userId)) {
      for (const period of await duePeriods(trx, deps.timeZone, account, month)) {
        if (await issue(trx, deps, account, period, null)) {
          issued.push({
            account: `${account.name} ••${account.account_number.slice(-4)}`,
            month: monthOf(period.end),
          });
        }
      }
      await markChecked(trx, account.id, monthEnd(month));
    }
    if (issued.length > 0) await tellCustomer(trx, deps, userId, issued);
    return issued.length;
  });
}

type Period = { start: string; end: string };

/**
 * The periods due on one account through `closed`: walking the months it has not been decided on, a
 * period ends at a month that moved, or at a quarter's end. The first starts at the first of the month
 * the account was opened in, each later one the day after the last statement.
 */
async function duePeriods(db: Db, zone: string, a: StatementAccount, closed: string): Promise<Period[]> {
  let start = a.last_period_end ? nextDay(a.last_period_end) : `${monthOf(bankDay(a.created_at, zone))}-01`;
  const checked = a.checked_through ? monthOf(a.checked_through) : null;
  const periods: Period[] = [];
  for (let m = monthOf(start); m <= closed; m = monthOf(nextMonthStart(m))) {
    if (checked && m <= checked) continue;
    const end = monthEnd(m);
    const moved = await hadActivity(db, a.id, dayStartsAt(start, zone), dayStartsAt(nextDay(end), zone));
    const open = !a.closed_at || bankDay(a.closed_at, zone) >= start;
    if (moved || (closesQuarter(m) && open)) {
      periods.push({ start, end });
      start = nextDay(end);
    }
  }
  return periods;
}

/** Renders and stores one statement; answers its id, or null when that period was already issued. */
async function issue(
  db: Db,
  deps: StatementJobDeps,
  a: StatementAccount,
  p: Period,
  correctsId: string | null,
) {
  const doc = await renderPeriodStatement(db, {
    userId: a.user_id,
    account: a,
    fromDay: p.start,
    toDay: p.end,
    from: dayStartsAt(p.start, deps.timeZone),
    toExclusive: dayStartsAt(nextDay(p.end), deps.timeZone),
    bankName: deps.bankName,
    timeZone: deps.timeZone,
  });
  return insertStatement(db, {
    userId: a.user_id,
    accountId: a.id,
    periodStart: p.start,
    periodEnd: p.end,
    timeZone: deps.timeZone,
    openingCents: doc.openingCents,
    closingCents: doc.closingCents,
    entries: doc.entries,
    correctsId,
    body: doc.body,
    sha256: createHash('sha256').update(doc.body).digest(),
  });
}

/** One bell notification and one mail for the run, naming the accounts; the PDF stays behind sign-in. */
async function tellCustomer(
  db: Db,
  deps: StatementJobDeps,
  userId: string,
  issued: { account: string; month: string }[],
) {
  const month = monthName(
    issued
      .map((i) => i.month)
      .sort()
      .at(-1)!,
  );
  const accounts = [...new Set(issued.map((i) => i.account))];
  await notify(db, userId, {
    kind: 'statement',
    title: statementMessages.notificationTitle(month),
    body: statementMessages.notificationBody(accounts),
    link: '/Statements',
  });
  const user = await findUserById(db, userId);
  if (!user) return;
  const link = `${deps.publicUrl}/Statements`;
  await enqueueMail(db, {
    to: user.email,
    subject: statementMessages.mailSubject(month),
    text: statementMessages.mailText(user.first_name, month, accounts, link),
    link,
  });
}

/**
 * Issues a correction of a statement: the same account and period rendered again from the ledger as it
 * is now, stored as a new statement that names the one it corrects. The original stays as it was sent.
 */
export async function issueCorrection(deps: StatementJobDeps, statementId: string, userId: string) {
  return inTransaction(deps.db, async (trx) => {
    const original = await statementOf(trx, userId, statementId);
    if (!original) throw notFound();
    const account = (await accountsOfCustomer(trx, userId)).find((a) => a.id === original.account_id);
    if (!account) throw notFound();
    const period = { start: original.period_start, end: original.period_end };
    return (await issue(trx, deps, account, period, original.id))!;
  });
}

function toItem(r: StatementListRow) {
  return {
    _id: r.id,
    account: r.account_name,
    accountId: r.account_id,
    accountNumber: r.account_number,
    accountKind: r.account_kind as 'checking' | 'savings' | 'pot',
    periodStart: r.period_start,
    periodEnd: r.period_end,
    openingBalance: centsToDollars(r.opening_cents),
    closingBalance: centsToDollars(r.closing_cents),
    entries: r.entries,
    corrects: r.corrects_id,
    correctedBy: r.corrected_by,
    createdAt: new Date(r.created_at).toISOString(),
  };
}

/** A page of the caller's statements, newest first. */
export async function listStatements(db: Db, userId: string, q: { limit: number; cursor?: string }) {
  const rows = await statementsOf(db, userId, decodeCursor(q.cursor), q.limit + 1);
  return pageBySeq(rows, q.limit, toItem);
}

/** The PDF of one of the caller's statements; any other id (another customer's included) is 404. */
export async function statementPdf(db: Db, userId: string, id: string) {
  if (!isUuid(id)) throw notFound();
  const row = await statementOf(db, userId, id);
  if (!row) throw notFound();
  return {
    body: row.body,
    filename: `statement-${row.account_number}-${row.period_start}-${row.period_end}.pdf`,
  };
}
