import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { ensureAdmin } from './users/admins';

/** Starts the bank: database (embedded unless DATABASE_URL), migrations, administrator, HTTP. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config, () => {});
  const app = await buildApp(config, { db: database.db, pool: database.pool });
  if (config.adminEmail && config.adminPassword) {
    const result = await ensureAdmin(database.db, {
      email: config.adminEmail,
      password: config.adminPassword,
    });
    app.log.info({ admin: result }, 'administrator from ADMIN_EMAIL is ready');
  }

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

  await app.listen({ port: config.port, host: config.host });
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
