import { messages } from '../../shared/messages';
import type { ActiveSession } from '../../shared/schemas/support';
import type { RequestContext } from '../http/request-context';
import { revokeUserSessions } from './sessions-repository';
import type { Db } from '../db/connection';
import { insertActivity } from '../users/users-repository';
import { listLiveSessions } from './active-sessions-repository';
import { inTransaction } from '../db/transaction';

type Session = { userId: string; sessionId: string };
type Timeouts = { idleMs: number; absoluteMs: number };

/** The caller's live sessions, this one first, each with where it was opened and when it was last used. */
export async function sessionsOf(db: Db, session: Session, timeouts: Timeouts): Promise<ActiveSession[]> {
  const rows = await listLiveSessions(db, session.userId, timeouts);
  const list = rows.map((r) => ({
    _id: r.id,
    current: r.id === session.sessionId,
    ip: r.ip,
    userAgent: r.user_agent,
    createdAt: new Date(r.created_at).toISOString(),
    lastSeenAt: new Date(r.last_seen_at).toISOString(),
  }));
  return [...list.filter((s) => s.current), ...list.filter((s) => !s.current)];
}

/** Ends every session of the caller except this one, and records it in the login activity. */
export async function revokeOtherSessions(db: Db, session: Session, ctx: RequestContext): Promise<number> {
  return inTransaction(db, async (trx) => {
    const revoked = await revokeUserSessions(trx, session.userId, session.sessionId);
    await insertActivity(trx, { userId: session.userId, action: messages.activities.revokeActivity, ...ctx });
    return revoked;
  });
}
