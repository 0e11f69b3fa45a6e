import { z } from 'zod';
import { optionalDatabaseUrl, wholeNumber } from './fields';

/** Which PostgreSQL: the embedded one under DATA_DIR, or a managed one and its two logins. */
export const databaseSection = z
  .object({
    DATABASE_URL: optionalDatabaseUrl,
    // The owner's login for migrations on a managed database; DATABASE_URL is then the app's own login.
    MIGRATION_DATABASE_URL: optionalDatabaseUrl,
    EMBEDDED_PG_PORT: wholeNumber(1024, 65535).default(54329),
    // Benchmarks only: the embedded server loads pg_stat_statements (nested statements and planning too).
    EMBEDDED_PG_STAT_STATEMENTS: z.enum(['0', '1']).default('0'),
  })
  .transform((e) => ({
    databaseUrl: e.DATABASE_URL,
    /** The owner's login, for migrations; when set, `databaseUrl` is the app's restricted login. */
    migrationDatabaseUrl: e.MIGRATION_DATABASE_URL,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    embeddedPgStatStatements: e.EMBEDDED_PG_STAT_STATEMENTS === '1',
  }));
