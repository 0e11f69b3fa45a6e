import pg from 'pg';

export type HostPort = { host: string; port: number };

/**
 * A URL as libpq, managed services and pg_auto_failover publish it for a replicated database:
 * `postgres://user:pass@h1:5432,h2:5432/db?target_session_attrs=read-write`. node-postgres reads only
 * one host, so the hosts are taken out here: the answer is a one-host URL (the first host) for every other
 * setting, and the hosts to choose the primary among. Undefined for a plain one-host URL without
 * `target_session_attrs`, which stays node-postgres' own.
 */
export function parseHostList(url: string): { url: string; hosts: HostPort[] } | undefined {
  const m = /^(postgres(?:ql)?:\/\/(?:[^@/]*@)?)([^/?#]*)(.*)$/.exec(url);
  if (!m) return undefined;
  const [, head, authority, rest] = m as unknown as [string, string, string, string];
  const wantsPrimary = /[?&]target_session_attrs=(read-write|primary)\b/.test(rest);
  if (!authority.includes(',') && !wantsPrimary) return undefined;
  const hosts = authority.split(',').map((h) => {
    const hp = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(h.trim());
    if (!hp) throw new Error(`DATABASE_URL: cannot read the host "${h}"`);
    return { host: hp[1]!.replace(/^\[|\]$/g, ''), port: Number(hp[2] ?? 5432) };
  });
  const cleaned = rest.replace(/([?&])target_session_attrs=[^&#]*&?/, '$1').replace(/[?&]$/, '');
  const first = hosts[0]!;
  const firstHost = first.host.includes(':') ? `[${first.host}]` : first.host;
  return { url: `${head}${firstHost}:${first.port}${cleaned}`, hosts };
}

/** The pool's one-host URL on another host (node-postgres lets the URL's host win over `host`). */
function onHost(config: pg.ClientConfig, target: HostPort): string {
  const u = new URL(config.connectionString ?? 'postgres://localhost/');
  u.hostname = target.host.includes(':') ? `[${target.host}]` : target.host;
  u.port = String(target.port);
  return u.toString();
}

type ConnectCallback = ((err: Error) => void) | ((err: null, c: pg.Client) => void);

/** The error a pool connection fails with when no host is a primary: the request is answered 503. */
function noPrimary(hosts: HostPort[], causes: string[]): Error {
  const err = new Error(
    `no read-write primary among ${hosts.map((h) => `${h.host}:${h.port}`).join(', ')} (${causes.join('; ')})`,
  );
  (err as Error & { code: string }).code = '08001';
  return err;
}

/**
 * A node-postgres client class that connects to the primary of `hosts`, as libpq's
 * `target_session_attrs=read-write` does: each host is tried in turn (the last primary found first), and
 * one that is in recovery (a standby) or read-only is passed over. After a failover, new connections find
 * the promoted node by themselves; the pool, the LISTEN connection and the job worker all use this class.
 */
export function primaryClientClass(hosts: HostPort[]): typeof pg.Client {
  let lastPrimary = 0;
  return class PrimaryClient extends pg.Client {
    // Kept by the constructor for the probes; `this.host` and `this.port` are set for the real connection.
    private readonly probeConfig: pg.ClientConfig;

    constructor(config?: string | pg.ClientConfig) {
      super(config);
      this.probeConfig = typeof config === 'string' ? { connectionString: config } : { ...config };
    }

    override connect(): Promise<pg.Client>;
    override connect(callback: ConnectCallback): void;
    override connect(callback?: ConnectCallback): Promise<pg.Client> | void {
      const done = this.findPrimary().then(() => super.connect());
      if (!callback) return done;
      done.then(
        () => (callback as (err: null, c: pg.Client) => void)(null, this),
        (err: Error) => (callback as (err: Error) => void)(err),
      );
    }

    private async findPrimary(): Promise<void> {
      const causes: string[] = [];
      for (let i = 0; i < hosts.length; i++) {
        const index = (lastPrimary + i) % hosts.length;
        const target = hosts[index]!;
        const probe = new pg.Client({
          ...this.probeConfig,
          connectionString: onHost(this.probeConfig, target),
        });
        probe.on('error', () => {});
        try {
          await probe.connect();
          const { rows } = await probe.query<{ standby: boolean; ro: string }>(
            `SELECT pg_is_in_recovery() AS standby, current_setting('transaction_read_only') AS ro`,
          );
          if (!rows[0]!.standby && rows[0]!.ro === 'off') {
            lastPrimary = index;
            const self = this as unknown as { host: string; port: number };
            self.host = target.host;
            self.port = target.port;
            return;
          }
          causes.push(`${target.host}:${target.port} is a standby`);
        } catch (err) {
          causes.push(`${target.host}:${target.port}: ${err instanceof Error ? err.message : String(err)}`);
        } finally {
          void probe.end().catch(() => {});
        }
      }
      throw noPrimary(hosts, causes);
    }
  };
}
