import type { DbListener } from '../db/listener';

export const PROFILE_CHANGED_CHANNEL = 'profile_changed';

type Entry = { json: string; month: string; fetchedAtMs: number };

export type ProfileCacheOptions = { ttlMs?: number; maxEntries?: number };

/**
 * The dashboard asks for `GET /users/profile` every 10 s; answering it from memory keeps the database out
 * of the commonest read. An answer is kept, serialized, per user and dropped when anything it shows may
 * have changed:
 * - in every process, by `profile_changed` notifications that triggers on the tables behind a profile
 *   (users, ledger accounts, loans, login activity; `db/functions/32_profile_events.sql`) send when their transaction commits;
 * - in this process, by `forgetAll` after every request that may have written (the app's `onSend` hook),
 *   so a customer reads their own writes at once even before the notification is heard;
 * - after `ttlMs` whatever happens, at a new month (inflow and outflow are this month's), and entirely
 *   while the LISTEN connection is down.
 * A read that raced with a change is answered but not kept.
 */
export class ProfileCache {
  private entries = new Map<string, Entry>();
  private changes = 0;
  private readonly ttlMs: number;
  private readonly maxEntries: number;

  constructor(
    private readonly listener: DbListener,
    options: ProfileCacheOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? 30_000;
    this.maxEntries = options.maxEntries ?? 20_000;
    listener.on(PROFILE_CHANGED_CHANNEL, (payload) => {
      this.changes++;
      for (const userId of payload.split(',')) this.entries.delete(userId);
    });
    listener.onReset(() => this.forgetAll());
  }

  /** The user's profile as JSON text, from memory when still good, else from `load`. */
  async json(userId: string, load: () => Promise<unknown>): Promise<string> {
    const now = Date.now();
    const month = new Date(now).toISOString().slice(0, 7);
    const entry = this.listener.healthy ? this.entries.get(userId) : undefined;
    if (entry && entry.month === month && now - entry.fetchedAtMs < this.ttlMs) return entry.json;
    const changesBefore = this.changes;
    const json = JSON.stringify(await load());
    if (this.listener.healthy && this.changes === changesBefore)
      this.remember(userId, { json, month, fetchedAtMs: now });
    return json;
  }

  forgetAll(): void {
    this.changes++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private remember(userId: string, entry: Entry): void {
    this.entries.delete(userId);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(userId, entry);
  }
}
