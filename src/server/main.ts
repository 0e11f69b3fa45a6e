import cluster from 'node:cluster';
import v8 from 'node:v8';
import pino from 'pino';
import { buildApp } from './app';
import { runPrimary, workerLogin } from './cluster';
import { loadConfig, type Config } from './config';
import { connectDatabase, type AppLogin } from './db/database';
import { portInUse } from './port-check';
import { describeFailure, prepareHost } from './startup';

/**
 * Starts the bank: database (embedded unless DATABASE_URL), migrations, administrator, then HTTP in this
 * process, or in WEB_CONCURRENCY worker processes that share the port and the database.
 */
async function main() {
  // Under load V8 learns that a request's objects survive a young-generation collection and starts
  // allocating them straight in old space ("pretenuring"). Old space then fills fast and a full
  // collection stalls every request every few seconds (bench/HISTORY.md has the figures). Read by V8 at
  // each collection, so it takes effect when set here, before the server serves anything.
  v8.setFlagsFromString('--no-allocation-site-pretenuring');
  const config = loadConfig();
  if (cluster.isWorker) return serve(config, workerLogin(), async () => {});
  const logger = pino({ level: config.logLevel });
  const prepared = await prepareHost(config, (msg, extra) => logger.info(extra ?? {}, msg));
  if (config.webConcurrency > 1) return runPrimary(config.webConcurrency, prepared, logger);
  return serve(config, prepared.login, prepared.stop);
}

/** One server process: the app on its own pool, until SIGTERM/SIGINT; `stopDatabase` runs last. */
async function serve(config: Config, login: AppLogin, stopDatabase: () => Promise<void>) {
  const database = connectDatabase(login, stopDatabase);
  const app = await buildApp(config, { db: database.db, pool: database.pool }).catch(async (err: unknown) => {
    await database.close();
    throw err;
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      await app.close();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await app.close();
    await database.close();
    if ((err as { code?: unknown }).code === 'EADDRINUSE')
      throw portInUse(config.port, 'the web server', 'PORT');
    throw err;
  }
}

main().catch((err: unknown) => {
  console.error(describeFailure(err));
  process.exit(1);
});
