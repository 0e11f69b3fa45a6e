import pg from 'pg';

type Handler = (payload: string) => void;

/**
 * One LISTEN connection per process, shared by every feature that reacts to `pg_notify`. Notifications
 * are delivered when the notifying transaction commits. While the connection is down nothing is heard,
 * so `healthy` is false and `onReset` handlers run: whoever caches must stop trusting the cache until the
 * connection is back (and reset again then, since notifications sent in between are lost).
 */
export class DbListener {
  private client: pg.Client | undefined;
  private handlers = new Map<string, Set<Handler>>();
  private resetHandlers = new Set<() => void>();
  private closed = false;
  private retryTimer: NodeJS.Timeout | undefined;
  healthy = false;
  lastError: unknown;

  constructor(private readonly config: pg.ClientConfig) {}

  on(channel: string, handler: Handler): void {
    if (!/^[a-z_]+$/.test(channel)) throw new Error(`bad channel name ${channel}`);
    const set = this.handlers.get(channel) ?? new Set();
    set.add(handler);
    this.handlers.set(channel, set);
    if (this.client && this.healthy) void this.client.query(`LISTEN ${channel}`).catch(() => this.lost());
  }

  onReset(handler: () => void): void {
    this.resetHandlers.add(handler);
  }

  async start(): Promise<void> {
    // The pool's client class, when it is the one that finds the primary among several hosts.
    const Client = (this.config as { Client?: typeof pg.Client }).Client ?? pg.Client;
    const client = new Client(this.config);
    client.on('error', () => this.lost());
    client.on('end', () => this.lost());
    client.on('notification', (n) => {
      for (const h of this.handlers.get(n.channel) ?? []) h(n.payload ?? '');
    });
    try {
      await client.connect();
      for (const channel of this.handlers.keys()) await client.query(`LISTEN ${channel}`);
    } catch (err) {
      client.removeAllListeners('end');
      void client.end().catch(() => {});
      this.client = undefined;
      this.lastError = err;
      this.scheduleRetry();
      return;
    }
    this.client = client;
    this.healthy = true;
    // Anything published while no connection listened is lost: start from a clean slate.
    for (const h of this.resetHandlers) h();
  }

  private lost(): void {
    if (!this.healthy && !this.client) return;
    this.healthy = false;
    this.client = undefined;
    for (const h of this.resetHandlers) h();
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.start();
    }, 1000);
    this.retryTimer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.healthy = false;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    if (client) {
      client.removeAllListeners('end');
      await client.end().catch(() => {});
    }
  }
}
