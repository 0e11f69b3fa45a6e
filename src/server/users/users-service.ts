import { centsToDollars } from '../../shared/money';
import { isUuid } from '../common/ids';
import { decodeCursor, pageBySeq, type Page } from '../common/pagination';
import type { UserListItem, UserProfile } from '../../shared/schemas/auth';
import type pg from 'pg';
import type { Db } from '../db/connection';
import { avatarUrl } from '../identity/avatar-repository';
import { notFound } from '../common/domain-error';
import { findUserById, listActivities, listUsers, profileRow } from './users-repository';

export async function activitiesOf(db: Db, userId: string) {
  const rows = await listActivities(db, userId);
  return rows.map((r) => ({
    action: r.action,
    timestamp: new Date(r.created_at).toISOString(),
    ip: r.ip,
    userAgent: r.user_agent,
  }));
}

/** The profile of SPEC.md §3; inflow and outflow are this calendar month's (UTC), loanBalance what loans still owe. */
export async function profileOf(pool: pg.Pool, userId: string): Promise<UserProfile> {
  const row = await profileRow(pool, userId);
  if (!row) throw notFound();
  return {
    _id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    accountNumber: row.checking_number ?? '',
    balance: centsToDollars(row.checking_cents),
    inflow: centsToDollars(row.inflow_cents),
    outflow: centsToDollars(row.outflow_cents),
    loanBalance: centsToDollars(row.owed_cents),
    savingsBalance: centsToDollars(row.savings_cents),
    avatarUrl: avatarUrl(row.id, row.avatar_name),
    loginActivities: row.activities.map((a) => ({
      action: a.action,
      timestamp: new Date(a.created_at).toISOString(),
      ip: a.ip,
      userAgent: a.user_agent,
    })),
  };
}

/** Activities of `userId`, for that user or an administrator; anyone else is told it does not exist. */
export async function activitiesFor(db: Db, viewer: { userId: string; role: string }, userId: string) {
  if (!isUuid(userId)) throw notFound();
  if (viewer.role !== 'admin' && viewer.userId !== userId) throw notFound();
  if (!(await findUserById(db, userId))) throw notFound();
  return activitiesOf(db, userId);
}

export async function usersPage(
  db: Db,
  q: { search?: string; cursor?: string; limit: number },
): Promise<Page<UserListItem>> {
  const rows = await listUsers(db, {
    search: q.search,
    afterSeq: decodeCursor(q.cursor),
    limit: q.limit + 1,
  });
  return pageBySeq(rows, q.limit, (r) => ({
    _id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    role: r.role,
    accountNumber: r.account_number ?? '',
    balance: centsToDollars(r.balance_cents ?? 0n),
    disabled: r.disabled_at !== null,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
