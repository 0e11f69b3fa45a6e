import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { postgresOwner } from '../../backup/backup-dirs';

/**
 * A pg_auto_failover formation on loopback, for the failover test (`npm run test:failover`): a monitor and
 * two PostgreSQL nodes of the installed server (Debian's `postgresql-NN`, `postgresql-NN-auto-failover`,
 * `pg-auto-failover-cli`), each run by its own `pg_autoctl`. PostgreSQL and pg_autoctl refuse to run as root:
 * as root everything runs as the `postgres` system user the Debian package creates.
 */

export type AutoFailoverTool = { pgAutoctl: string; pgBin: string; version: string };

/** The installed pg_autoctl and the PostgreSQL whose pgautofailover extension it needs, if any. */
export function findAutoFailover(): AutoFailoverTool | undefined {
  const pgAutoctl = ['/usr/bin/pg_autoctl', '/usr/local/bin/pg_autoctl'].find((p) => fs.existsSync(p));
  if (!pgAutoctl) return undefined;
  for (const version of ['18', '17', '16', '15', '14']) {
    const pgBin = `/usr/lib/postgresql/${version}/bin`;
    const control = `/usr/share/postgresql/${version}/extension/pgautofailover.control`;
    if (fs.existsSync(path.join(pgBin, 'pg_ctl')) && fs.existsSync(control))
      return { pgAutoctl, pgBin, version };
  }
  return undefined;
}

export type NodeState = {
  name: string;
  port: number;
  reported: string;
  assigned: string;
  health: number;
};

export type Formation = {
  /** The superuser every node and the monitor let in on loopback (trust: a throwaway test cluster). */
  superuser: string;
  nodes: { name: string; port: number }[];
  monitorPort: number;
  /** The formation's URL as pg_auto_failover publishes it (`pg_autoctl show uri`), without a user. */
  uri: string;
  /** The monitor's view of the nodes (pgautofailover.current_state). */
  state: () => Promise<NodeState[]>;
  /** The monitor's events (state changes and why) since `since`, one line each. */
  events: (since: Date) => Promise<string[]>;
  /** The node the monitor says is the primary. */
  primary: () => Promise<NodeState | undefined>;
  /** SIGKILL the node's pg_autoctl and its postgres together: the machine died. */
  killNode: (name: string) => void;
  /** Every pg_autoctl stopped (and their servers with them), the folder removed. */
  stop: () => Promise<void>;
};

/** Monitor settings for a failover within seconds (the defaults take 20–30 s to call a node failed). */
const FAST_MONITOR = {
  'pgautofailover.health_check_period': '1000',
  'pgautofailover.health_check_timeout': '1000',
  'pgautofailover.health_check_max_retries': '1',
  'pgautofailover.health_check_retry_delay': '500',
  'pgautofailover.node_considered_unhealthy_timeout': '2000',
  // How long the monitor waits for a primary it cannot reach to have demoted itself before the standby may
  // take writes; it must stay above the nodes' network_partition_timeout (NODE_PARTITION_SECONDS) or an old
  // primary cut off from the monitor could still take writes while the new one does.
  'pgautofailover.primary_demote_timeout': '6000',
};

/** A primary that reaches neither the monitor nor a standby for this long demotes itself (default 20 s). */
const NODE_PARTITION_SECONDS = '3';

export async function startFormation(opts: {
  tool: AutoFailoverTool;
  ports: [number, number, number];
  log?: (line: string) => void;
}): Promise<Formation> {
  const say = opts.log ?? (() => {});
  const { tool } = opts;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vault-autofailover-'));
  const owner = postgresOwner();
  const superuser = owner ? 'postgres' : os.userInfo().username;
  if (owner) fs.chownSync(dir, owner.uid, owner.gid);
  const env = {
    PATH: `${tool.pgBin}:/usr/bin:/bin`,
    HOME: dir,
    XDG_CONFIG_HOME: path.join(dir, 'config'),
    XDG_DATA_HOME: path.join(dir, 'data'),
    XDG_RUNTIME_DIR: path.join(dir, 'run'),
    LANG: 'C.UTF-8',
    PGHOST: '127.0.0.1',
  };
  const children: ChildProcess[] = [];
  const byName = new Map<string, ChildProcess>();
  /** pg_autoctl in a process group of its own (killNode takes the whole group), its output in a log file. */
  const autoctl = (name: string, args: string[]): ChildProcess => {
    const out = fs.openSync(path.join(dir, `${name}.log`), 'a');
    if (owner) fs.fchownSync(out, owner.uid, owner.gid);
    const child = spawn(tool.pgAutoctl, args, {
      env,
      cwd: dir,
      detached: true,
      stdio: ['ignore', out, out],
      ...(owner ?? {}),
    });
    fs.closeSync(out);
    children.push(child);
    byName.set(name, child);
    return child;
  };
  const pgdata = (name: string) => path.join(dir, name);
  const [monitorPort, port1, port2] = opts.ports;
  const monitorUrl = `postgres://${superuser}@127.0.0.1:${monitorPort}/pg_auto_failover`;
  const monitorQuery = async <R extends pg.QueryResultRow>(text: string, values: unknown[] = []) => {
    const c = new pg.Client({ connectionString: monitorUrl, connectionTimeoutMillis: 2000 });
    c.on('error', () => {});
    await c.connect();
    try {
      return (await c.query<R>(text, values)).rows;
    } finally {
      await c.end();
    }
  };
  const waitFor = async (
    what: string,
    seconds: number,
    ok: () => Promise<boolean>,
    each?: () => Promise<void>,
  ) => {
    const until = Date.now() + seconds * 1000;
    for (;;) {
      try {
        if (await ok()) return;
        await each?.();
      } catch {
        // not up yet
      }
      if (Date.now() > until)
        throw new Error(`pg_auto_failover: ${what} within ${seconds} s (logs in ${dir})`);
      await new Promise((r) => setTimeout(r, 250));
    }
  };
  const state = async (): Promise<NodeState[]> =>
    (
      await monitorQuery<{ nodename: string; nodeport: number; cur: string; asg: string; health: number }>(
        `SELECT nodename, nodeport, current_group_state::text AS cur, assigned_group_state::text AS asg, health
           FROM pgautofailover.current_state('default') ORDER BY node_id`,
      )
    ).map((r) => ({
      name: r.nodename,
      port: r.nodeport,
      reported: r.cur,
      assigned: r.asg,
      health: r.health,
    }));

  const stop = async () => {
    await Promise.all(
      children.map(async (child) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise((r) => child.once('exit', r));
        process.kill(-child.pid!, 'SIGTERM');
        const timer = setTimeout(() => {
          try {
            process.kill(-child.pid!, 'SIGKILL');
          } catch {
            // gone
          }
        }, 15_000);
        await exited;
        clearTimeout(timer);
      }),
    );
    fs.rmSync(dir, { recursive: true, force: true });
  };

  try {
    say('pg_auto_failover: creating the monitor');
    await run(
      tool.pgAutoctl,
      [
        'create',
        'monitor',
        '--pgdata',
        pgdata('monitor'),
        '--pgport',
        String(monitorPort),
        '--hostname',
        '127.0.0.1',
        '--auth',
        'trust',
        '--no-ssl',
        '--pgctl',
        path.join(tool.pgBin, 'pg_ctl'),
      ],
      { env, cwd: dir, ...(owner ?? {}) },
    );
    await run(
      tool.pgAutoctl,
      ['config', 'set', '--pgdata', pgdata('monitor'), 'postgresql.listen_addresses', '127.0.0.1'],
      { env, cwd: dir, ...(owner ?? {}) },
    );
    autoctl('monitor', ['run', '--pgdata', pgdata('monitor')]);
    await waitFor('the monitor did not start', 60, async () => (await monitorQuery('SELECT 1')).length === 1);
    for (const [name, value] of Object.entries(FAST_MONITOR))
      await monitorQuery(`ALTER SYSTEM SET ${name} = '${value}'`);
    await monitorQuery('SELECT pg_reload_conf()');

    const monitorForNodes = `postgres://autoctl_node@127.0.0.1:${monitorPort}/pg_auto_failover?sslmode=disable`;
    const createNode = (name: string, port: number) =>
      autoctl(name, [
        'create',
        'postgres',
        '--pgdata',
        pgdata(name),
        '--pgport',
        String(port),
        '--listen',
        '127.0.0.1',
        '--hostname',
        '127.0.0.1',
        '--name',
        name,
        '--dbname',
        'vault',
        '--auth',
        'trust',
        '--no-ssl',
        '--pgctl',
        path.join(tool.pgBin, 'pg_ctl'),
        '--monitor',
        monitorForNodes,
        '--run',
      ]);
    say('pg_auto_failover: creating node1 (the first primary)');
    createNode('node1', port1);
    await waitFor('node1 did not become a single primary', 90, async () =>
      (await state()).some((n) => n.name === 'node1' && n.reported === 'single'),
    );
    const tune = async (name: string) => {
      await run(
        tool.pgAutoctl,
        [
          'config',
          'set',
          '--pgdata',
          pgdata(name),
          'timeout.network_partition_timeout',
          NODE_PARTITION_SECONDS,
        ],
        { env, cwd: dir, ...(owner ?? {}) },
      );
      process.kill(byName.get(name)!.pid!, 'SIGHUP'); // pg_autoctl reloads its configuration
    };
    await tune('node1');
    say('pg_auto_failover: creating node2 (its synchronous standby)');
    createNode('node2', port2);
    const nodeUrl = (port: number) => `postgres://${superuser}@127.0.0.1:${port}/vault`;
    // pg_autoctl's pg_basebackup waits for a spread checkpoint (minutes on an idle server): ask for one now.
    await waitFor(
      'node2 did not become a secondary',
      180,
      async () => {
        const s = await state();
        return (
          s.some((n) => n.name === 'node1' && n.reported === 'primary') &&
          s.some((n) => n.name === 'node2' && n.reported === 'secondary')
        );
      },
      async () => void (await queryOnce(nodeUrl(port1), 'CHECKPOINT')),
    );
    await tune('node2');
    // Synchronous: the primary waits for the standby's flush before it answers a commit.
    await waitFor('node1 did not replicate synchronously to node2', 60, async () => {
      const rows = await queryOnce<{ names: string; commit: string; n: number }>(
        nodeUrl(port1),
        `SELECT current_setting('synchronous_standby_names') AS names, current_setting('synchronous_commit') AS commit,
                (SELECT count(*)::int FROM pg_stat_replication WHERE sync_state IN ('sync', 'quorum')) AS n`,
      );
      return rows[0]!.names !== '' && rows[0]!.commit === 'on' && rows[0]!.n === 1;
    });
    const uri = (
      await run(tool.pgAutoctl, ['show', 'uri', '--pgdata', pgdata('monitor'), '--formation', 'default'], {
        env,
        cwd: dir,
        ...(owner ?? {}),
      })
    ).trim();
    say(`pg_auto_failover: formation ready, ${uri}`);
    return {
      superuser,
      nodes: [
        { name: 'node1', port: port1 },
        { name: 'node2', port: port2 },
      ],
      monitorPort,
      uri,
      state,
      events: async (since) =>
        (
          await monitorQuery<{ t: Date; nodename: string; description: string }>(
            `SELECT eventtime AS t, nodename, description FROM pgautofailover.event WHERE eventtime >= $1 ORDER BY eventid`,
            [since],
          )
        ).map(
          (e) =>
            `+${((e.t.getTime() - since.getTime()) / 1000).toFixed(1)} s ${e.nodename}: ${e.description}`,
        ),
      // The one the monitor assigned a primary's state and that reached it (a dead node keeps its last report).
      primary: async () =>
        (await state()).find(
          (n) => ['primary', 'wait_primary', 'single'].includes(n.assigned) && n.reported === n.assigned,
        ),
      killNode: (name) => {
        const child = byName.get(name);
        if (!child) throw new Error(`no node ${name}`);
        const pidFile = path.join(pgdata(name), 'postmaster.pid');
        const postmaster = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
        process.kill(-child.pid!, 'SIGKILL');
        try {
          process.kill(postmaster, 'SIGKILL');
        } catch {
          // already gone with its group
        }
      },
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

async function queryOnce<R extends pg.QueryResultRow>(url: string, text: string): Promise<R[]> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  c.on('error', () => {});
  await c.connect();
  try {
    return (await c.query<R>(text)).rows;
  } finally {
    await c.end();
  }
}

/** Runs a command to its end; its output is the answer, a failure throws with what it printed. */
function run(
  command: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; cwd: string; uid?: number; gid?: number },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(out)
        : reject(new Error(`${path.basename(command)} ${args.slice(0, 2).join(' ')}: ${err.slice(-2000)}`)),
    );
  });
}
