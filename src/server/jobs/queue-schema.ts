import pg from 'pg';
import { Logger, runMigrations } from 'graphile-worker';
import { APP_ROLE } from '../db/connection';

/** graphile-worker's own schema; `enqueue` and `queueStats` name it in their SQL. */
export const QUEUE_SCHEMA = 'graphile_worker';

/** graphile-worker logs its migrations at debug level only; nothing of it belongs in our output. */
export const silentLogger = new Logger(() => () => {});

/**
 * What the application role needs to run the worker and call `add_job`, and no more: it takes, locks,
 * completes (deletes) and fails jobs; `add_job` adds jobs, and task names and queue names once each; the
 * scheduler records each crontab's last run; and the worker reads which schema revision is installed,
 * which it may never change. The functions are SECURITY INVOKER, so they act with these rights only.
 * graphile-worker turns on row-level security without policies on its tables, which leaves them to their
 * owner alone; a policy lets this one role at every row. Run at every start, so a graphile-worker upgrade
 * that adds a table only needs a line here.
 */
const GRANTS = `
DO $$
DECLARE t text;
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${APP_ROLE}') THEN RETURN; END IF;
  GRANT USAGE ON SCHEMA ${QUEUE_SCHEMA} TO ${APP_ROLE};
  GRANT SELECT, INSERT, UPDATE, DELETE ON ${QUEUE_SCHEMA}._private_jobs TO ${APP_ROLE};
  GRANT SELECT, INSERT, UPDATE ON ${QUEUE_SCHEMA}._private_job_queues, ${QUEUE_SCHEMA}._private_known_crontabs
    TO ${APP_ROLE};
  GRANT SELECT, INSERT ON ${QUEUE_SCHEMA}._private_tasks TO ${APP_ROLE};
  GRANT SELECT ON ${QUEUE_SCHEMA}.migrations, ${QUEUE_SCHEMA}.jobs TO ${APP_ROLE};
  GRANT USAGE ON ALL SEQUENCES IN SCHEMA ${QUEUE_SCHEMA} TO ${APP_ROLE};
  GRANT EXECUTE ON FUNCTION ${QUEUE_SCHEMA}.add_job, ${QUEUE_SCHEMA}.add_jobs TO ${APP_ROLE};
  FOR t IN
    SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = '${QUEUE_SCHEMA}' AND c.relkind = 'r' AND c.relrowsecurity
      AND NOT EXISTS (SELECT FROM pg_policies p WHERE p.schemaname = n.nspname AND p.tablename = c.relname
                      AND p.policyname = '${APP_ROLE}_worker')
  LOOP
    EXECUTE format('CREATE POLICY ${APP_ROLE}_worker ON ${QUEUE_SCHEMA}.%I TO ${APP_ROLE} USING (true) WITH CHECK (true)', t);
  END LOOP;
END $$;`;

/**
 * Installs or upgrades the job queue's schema as the database owner, then grants the application role
 * its share. Called by `migrate` while it holds the migration lock, so two instances starting at once
 * neither race on the schema nor on the grants (concurrent GRANTs on one object can fail). The queue's
 * migrations need a connection of their own, so they get a one-connection pool on the same login.
 */
export async function installJobQueue(owner: pg.Pool, lockedClient: pg.PoolClient): Promise<void> {
  const pool = new pg.Pool({ ...owner.options, max: 1 });
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  try {
    await runMigrations({ pgPool: pool, schema: QUEUE_SCHEMA, logger: silentLogger });
  } finally {
    await pool.end();
  }
  await lockedClient.query(GRANTS);
}
