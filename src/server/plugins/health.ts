import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import { RETRY_AFTER_SECONDS } from '../db/unreachable';

/**
 * Liveness answers without touching anything, with the process id, which tells the workers of one host
 * apart (WEB_CONCURRENCY) and says nothing an attacker could use; readiness proves the database answers.
 */
const health: FastifyPluginAsync<{ pool: pg.Pool }> = async (app, { pool }) => {
  app.get('/healthz', { config: { access: 'public' }, schema: { hide: true } }, async () => ({
    status: 'ok',
    pid: process.pid,
  }));
  app.get('/readyz', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    try {
      await pool.query('SELECT 1');
      return { status: 'ok', database: 'ok' };
    } catch {
      return reply
        .status(503)
        .header('Retry-After', String(RETRY_AFTER_SECONDS))
        .send({ status: 'unavailable', database: 'unreachable' });
    }
  });
};

export default health;
