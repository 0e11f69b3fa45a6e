import { PassThrough } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { messages } from '../../shared/messages';
import type { SessionCache } from '../sessions/session-cache';
import type { SessionUser } from '../sessions/sessions-repository';
import type { Db } from '../db/connection';
import type { DbListener } from '../db/listener';
import { countUnread, findNotification } from '../notifications/notifications-repository';
import { toPublicNotification } from '../notifications/notification-view';
import { DomainError } from '../common/domain-error';

/** Published by the triggers of `db/functions/31_notification_events.sql`: `<user id>:<notification id>`, or `<user id>` alone. */
export const NOTIFICATION_CHANNEL = 'notification_changed';

/** How long the browser waits before reconnecting a dropped stream (the `retry:` field). */
const RETRY_MS = 3_000;
/** A client that does not read is cut off rather than buffered for without end. */
const MAX_BUFFERED_BYTES = 256 * 1024;

export type EventsHubOptions = { heartbeatMs: number; maxStreamsPerUser: number };

type EventStream = { userId: string; sessionId: string; tokenHash: Buffer; sink: PassThrough };

/**
 * Server-sent events for the browser tabs this process serves. Everything it says comes from the one
 * LISTEN connection (`db/listener.ts`): a notification committed by any instance reaches the tabs of its
 * user on every instance. A stream lives only as long as its session: it is checked again whenever the
 * session cache hears that the user's sessions changed (sign-out, revocation, disable, on any instance)
 * and at every heartbeat (idle and absolute expiry).
 */
export class EventsHub {
  private byUser = new Map<string, Set<EventStream>>();
  /** Deliveries run one after another per user, so a tab never sees an older count after a newer one. */
  private queues = new Map<string, Promise<void>>();
  private timer: NodeJS.Timeout;
  private closed = false;

  constructor(
    private readonly db: Db,
    listener: DbListener,
    private readonly sessions: SessionCache,
    private readonly options: EventsHubOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    listener.on(NOTIFICATION_CHANNEL, (payload) => this.heard(payload));
    // Events published while the LISTEN connection was down are lost: send every user a fresh count.
    listener.onReset(() => {
      for (const userId of this.byUser.keys()) this.enqueue(userId, undefined);
    });
    sessions.onChange((userId) => void this.recheck(userId));
    this.timer = setInterval(() => this.beat(), options.heartbeatMs);
    this.timer.unref();
  }

  /** Open streams in this process (for the metrics). */
  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  /** A new stream for a signed-in caller; refused when the user already has as many as allowed. */
  open(user: SessionUser, tokenHash: Buffer): PassThrough {
    const set = this.byUser.get(user.userId) ?? new Set<EventStream>();
    if (this.closed || set.size >= this.options.maxStreamsPerUser) {
      throw new DomainError('rate_limited', messages.events.tooManyStreams);
    }
    const stream: EventStream = {
      userId: user.userId,
      sessionId: user.sessionId,
      tokenHash,
      sink: new PassThrough(),
    };
    set.add(stream);
    this.byUser.set(user.userId, set);
    stream.sink.on('close', () => this.forget(stream));
    stream.sink.write(`retry: ${RETRY_MS}\n: connected\n\n`);
    // The count as of now, so a tab that missed events while it was connecting is up to date.
    this.enqueue(user.userId, undefined);
    return stream.sink;
  }

  private forget(stream: EventStream): void {
    const set = this.byUser.get(stream.userId);
    set?.delete(stream);
    if (set?.size === 0) this.byUser.delete(stream.userId);
  }

  private heard(payload: string): void {
    const [userId, notificationId] = payload.split(':');
    if (userId && this.byUser.has(userId)) this.enqueue(userId, notificationId);
  }

  private enqueue(userId: string, notificationId: string | undefined): void {
    const previous = this.queues.get(userId) ?? Promise.resolve();
    const next = previous
      .then(() => this.deliver(userId, notificationId))
      .catch((err: unknown) => this.log.warn({ err }, 'live event not delivered'));
    this.queues.set(userId, next);
    void next.finally(() => {
      if (this.queues.get(userId) === next) this.queues.delete(userId);
    });
  }

  /** Reads what changed once for all of the user's streams in this process, then writes it to each. */
  private async deliver(userId: string, notificationId: string | undefined): Promise<void> {
    if (!this.byUser.has(userId)) return;
    if (notificationId) {
      const row = await findNotification(this.db, userId, notificationId);
      if (row) this.broadcast(userId, 'notification', toPublicNotification(row));
    }
    this.broadcast(userId, 'unread', { unread: await countUnread(this.db, userId) });
  }

  private broadcast(userId: string, event: string, data: unknown): void {
    // JSON.stringify escapes line breaks, so the data is always one `data:` line.
    const text = `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
    for (const stream of this.byUser.get(userId) ?? []) this.write(stream, text);
  }

  private write(stream: EventStream, text: string): void {
    const { sink } = stream;
    if (sink.destroyed || sink.writableEnded) return;
    if (sink.writableLength > MAX_BUFFERED_BYTES) {
      sink.destroy();
      return;
    }
    sink.write(text);
  }

  /** Ends the streams whose session is no longer live: of one user, or of everyone. */
  private async recheck(userId: string | undefined): Promise<void> {
    const streams = userId
      ? [...(this.byUser.get(userId) ?? [])]
      : [...this.byUser.values()].flatMap((s) => [...s]);
    await Promise.all(
      streams.map(async (stream) => {
        const live = await this.sessions.lookup(stream.tokenHash, false).catch(() => undefined);
        if (live?.sessionId !== stream.sessionId) stream.sink.end();
      }),
    );
  }

  /** A comment line keeps proxies from closing an idle connection; the sessions are checked for expiry. */
  private beat(): void {
    for (const set of this.byUser.values()) for (const stream of set) this.write(stream, ': heartbeat\n\n');
    void this.recheck(undefined);
  }

  /** Ends every stream; called before the server closes, which would otherwise wait for them. */
  close(): void {
    this.closed = true;
    clearInterval(this.timer);
    for (const set of this.byUser.values()) for (const stream of set) stream.sink.end();
  }
}
