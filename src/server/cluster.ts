import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import type { AppLogin, PreparedDatabase } from './db/database';

/** How the primary hands its workers the application's database login (never read by anything else). */
const WORKER_LOGIN_ENV = 'VAULT_WORKER_DATABASE_LOGIN';
const MAX_RESTART_DELAY_MS = 30_000;
const STOP_TIMEOUT_MS = 20_000;

/** In a worker: the login its primary prepared, taken out of the environment once read. */
export function workerLogin(): AppLogin {
  const raw = process.env[WORKER_LOGIN_ENV];
  delete process.env[WORKER_LOGIN_ENV];
  if (!raw) throw new Error('a worker was started without its database login');
  return JSON.parse(raw) as AppLogin;
}

/**
 * WEB_CONCURRENCY > 1: this process has prepared the host (PostgreSQL, migrations, administrator, keys)
 * and now runs `count` workers that share the port (node:cluster hands them the connections) and the
 * database. A worker that dies is replaced, after a growing pause if replacements keep failing; a worker
 * of the first set that dies before listening stops everything, since its siblings would fail alike.
 * SIGTERM/SIGINT stop the workers gracefully, then PostgreSQL.
 */
export function runPrimary(count: number, prepared: PreparedDatabase, logger: Logger): void {
  let stopping = false;
  let failuresInARow = 0;

  const fork = (initial: boolean) => {
    const worker = cluster.fork({ [WORKER_LOGIN_ENV]: JSON.stringify(prepared.login) });
    const pid = worker.process.pid;
    let listening = false;
    worker.on('listening', () => {
      listening = true;
      failuresInARow = 0;
      logger.info({ worker: pid }, 'worker listening');
    });
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      if (initial && !listening) {
        logger.error({ worker: pid, code, signal }, 'a worker failed to start; stopping the server');
        void stop(1);
        return;
      }
      failuresInARow += listening ? 0 : 1;
      const delay = Math.min(MAX_RESTART_DELAY_MS, 500 * 2 ** failuresInARow);
      logger.warn({ worker: pid, code, signal, restartInMs: delay }, 'worker died; starting another');
      setTimeout(() => !stopping && fork(false), delay);
    });
  };

  const stop = async (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    const force = setTimeout(() => {
      for (const w of liveWorkers()) w.process.kill('SIGKILL');
    }, STOP_TIMEOUT_MS);
    force.unref();
    await Promise.all(liveWorkers().map(stopWorker));
    clearTimeout(force);
    await prepared.stop();
    logger.info('stopped');
    process.exit(exitCode);
  };

  process.on('SIGTERM', () => void stop(0));
  process.on('SIGINT', () => void stop(0));
  logger.info({ workers: count }, 'starting workers');
  for (let i = 0; i < count; i++) fork(true);
}

function liveWorkers(): Worker[] {
  return Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w) && !w!.isDead());
}

function stopWorker(worker: Worker): Promise<void> {
  return new Promise((resolve) => {
    worker.once('exit', () => resolve());
    worker.process.kill('SIGTERM');
  });
}
