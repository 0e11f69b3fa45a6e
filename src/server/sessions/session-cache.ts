import type { Db } from '../db/connection';
import type { DbListener } from '../db/listener';
import { findLiveSession, recordLastSeen, type SessionRecord, type SessionUser } from './sessions-repository';

export const SESSION_CHANGED_CHANNEL = 'session_changed';

type Entry = SessionRecord & { fetchedAtMs: number; lastSeenMs: number; storedLastSeenMs: number };

export type SessionCacheOptions = {
  idleMs: number;
  absoluteMs: number;
  /** How long a cached session is trusted before it is read again, whatever else happens. */
  ttlMs?: number;
  maxEntries?: number;
  /** How often the batched `last_seen_at` updates are written. */
  flushMs?: number;
};

const LAST_SEEN_STEP_MS = 60_000;
const PUBLISH_GRACE_MS = 10;

/**
 * Signed-in requests check their session here, in memory, instead of asking the database each time.
 * It is safe because every change that ends a session (sign-out, password change or reset, disable, role
 * or name change) is published by a trigger on `session_changed` and drops the user's entries in every
 * process before the next request can use them; idle and absolute timeouts are checked on each use; and
 * while the LISTEN connection is down nothing is trusted. `last_seen_at` is written in batches, at most
 * once a minute per session, as before.
 */
export class SessionCache {
  private entries = new Map<string, Entry>();
  /** Counts changes heard; a read that raced with one is answered but not cached. */
  private changes = 0;
  private pendingLastSeen = new Map<string, Date>();
  private heard = new Map<string, number>();
  private waiters = new Map<string, Set<() => void>>();
  private changeHandlers = new Set<(userId: string | undefined) => void>();
  private flushTimer: NodeJS.Timeout;
  private readonly ttlMs: number;
  private readonly maxEntries: number;

  constructor(
    private readonly db: Db,
    private readonly listener: DbListener,
    private readonly options: SessionCacheOptions,
  ) {
    this.ttlMs = options.ttlMs ?? 30_000;
    this.maxEntries = options.maxEntries ?? 20_000;
    listener.on(SESSION_CHANGED_CHANNEL, (userId) => this.forgetUser(userId));
    listener.onReset(() => {
      this.changes++;
      this.entries.clear();
      for (const h of this.changeHandlers) h(undefined);
    });
    this.flushTimer = setInterval(() => void this.flush(), options.flushMs ?? 5_000);
    this.flushTimer.unref();
  }

  /**
   * Runs after a user's sessions may have ended (sign-out, revocation, disable), once the cache has
   * forgotten them: `undefined` means anyone's, as after the LISTEN connection was lost. Open event
   * streams use it to end at once.
   */
  onChange(handler: (userId: string | undefined) => void): () => void {
    this.changeHandlers.add(handler);
    return () => this.changeHandlers.delete(handler);
  }

  /** The live session of a token hash, or undefined; `touch` marks the session as used now. */
  async lookup(tokenHash: Buffer, touch: boolean): Promise<SessionUser | undefined> {
    const now = Date.now();
    const key = tokenHash.toString('base64');
    let entry = this.listener.healthy ? this.entries.get(key) : undefined;
    if (entry && (now - entry.fetchedAtMs > this.ttlMs || !this.alive(entry, now))) {
      this.entries.delete(key);
      entry = undefined;
    }
    if (!entry) {
      const changesBefore = this.changes;
      const found = await findLiveSession(this.db, tokenHash, this.options.idleMs, this.options.absoluteMs);
      if (!found) return undefined;
      const seen = found.lastSeenAt.getTime();
      entry = { ...found, fetchedAtMs: now, lastSeenMs: seen, storedLastSeenMs: seen };
      if (this.listener.healthy && this.changes === changesBefore) this.remember(key, entry);
    }
    if (touch) this.touch(entry, now);
    return entry.user;
  }

  private alive(entry: Entry, now: number): boolean {
    return (
      now - entry.lastSeenMs < this.options.idleMs &&
      now - entry.createdAt.getTime() < this.options.absoluteMs
    );
  }

  private touch(entry: Entry, now: number): void {
    entry.lastSeenMs = now;
    if (now - entry.storedLastSeenMs >= LAST_SEEN_STEP_MS) {
      entry.storedLastSeenMs = now;
      this.pendingLastSeen.set(entry.user.sessionId, new Date(now));
    }
  }

  private remember(key: string, entry: Entry): void {
    if (this.entries.size >= this.maxEntries) {
      // Map keeps insertion order: the first key is the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, entry);
  }

  forgetUser(userId: string): void {
    this.changes++;
    for (const [key, entry] of this.entries) if (entry.user.userId === userId) this.entries.delete(key);
    if (this.heard.size > 10_000) this.heard.clear();
    this.heard.set(userId, Date.now());
    for (const wake of this.waiters.get(userId) ?? []) wake();
    this.waiters.delete(userId);
    for (const h of this.changeHandlers) h(userId);
  }

  /**
   * Runs `change`, which commits a change to the sessions of `userId`, and answers what it answered once
   * every process has heard of the change (`published`, timed from before the change began).
   */
  async publish<T>(userId: string, change: () => Promise<T>): Promise<T> {
    const since = Date.now();
    const result = await change();
    await this.published(userId, since);
    return result;
  }

  /**
   * Called after a change to a user's sessions has committed (sign-out, password change or reset,
   * disable): forgets them here at once, then waits until the change has come back over LISTEN. Every
   * process is sent the notification at the same moment, so by the time the answer leaves, the others
   * have it too, and the customer's next request anywhere is refused.
   */
  async published(userId: string, sinceMs: number, timeoutMs = 1_000): Promise<void> {
    for (const [key, entry] of this.entries) if (entry.user.userId === userId) this.entries.delete(key);
    if (!this.listener.healthy) return;
    if ((this.heard.get(userId) ?? -1) < sinceMs) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        const set = this.waiters.get(userId) ?? new Set();
        set.add(() => {
          clearTimeout(timer);
          resolve();
        });
        this.waiters.set(userId, set);
      });
    }
    // PostgreSQL signals every listening connection at commit; a short grace lets the other processes'
    // connections, woken at the same moment as ours, hand it over too. Revocations are rare: this costs
    // nothing on the hot path.
    await new Promise((r) => setTimeout(r, PUBLISH_GRACE_MS));
  }

  /** Writes the batched `last_seen_at` updates; also called at shutdown. */
  async flush(): Promise<void> {
    if (this.pendingLastSeen.size === 0) return;
    const batch = this.pendingLastSeen;
    this.pendingLastSeen = new Map();
    try {
      await recordLastSeen(this.db, [...batch.keys()], [...batch.values()]);
    } catch {
      // A lost update only makes a session look idle sooner; the next use writes it again.
    }
  }

  async close(): Promise<void> {
    clearInterval(this.flushTimer);
    await this.flush();
  }
}
