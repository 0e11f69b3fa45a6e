import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { pgRateLimitStore } from './rate-limit-store';

/** The JSON body limit, set on the server itself (`http/fastify-server.ts`). */
export const BODY_LIMIT_BYTES = 100 * 1024;

/**
 * What a request may cost: per-route rate limits (a route opts in with `config.rateLimit`), counted in
 * PostgreSQL so that every instance of the app on this database shares them, and the bounds of a
 * multipart upload (each route still reads files against its own, smaller limit: `uploads/multipart.ts`).
 */
export default fp<{ pool: pg.Pool }>(
  async (app, { pool }) => {
    await app.register(rateLimit, { global: false, store: pgRateLimitStore(pool) });
    await app.register(multipart, {
      limits: { fileSize: 10 * 1024 * 1024, files: 4, fields: 20, fieldSize: 10 * 1024, parts: 24 },
      throwFileSizeLimit: true,
    });
  },
  { name: 'request-limits' },
);
