import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';

/** Liveness answers without touching anything; readiness proves the database answers. */
const health: FastifyPluginAsync<{ pool: pg.Pool }> = async (app, { pool }) => {
  app.get('/healthz', { config: { access: 'public' }, schema: { hide: true } }, async () => ({
    status: 'ok',
  }));
  app.get('/readyz', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    try {
      await pool.query('SELECT 1');
      return { status: 'ok', database: 'ok' };
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: 'unreachable' });
    }
  });
};

export default health;
