import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../http/responses';
import { routeOptions } from '../http/route-options';
import { pageQuery } from '../../shared/schemas/page';
import { z } from 'zod';
import type { Db } from '../db/connection';
import { auditPage, verifyAuditChain } from './audit-service';

const route = routeOptions(['admin'], errorResponses(400, 401, 403));
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD.');

const auditRecord = z.object({
  _id: z.string(),
  actor: z.object({ _id: z.string().nullable(), email: z.string().nullable(), name: z.string().nullable() }),
  action: z.string(),
  targetType: z.string().nullable(),
  target: z.string().nullable(),
  /** The target user's name, when the target is a user. */
  targetName: z.string().nullable(),
  amount: z.number().nullable(),
  reason: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  hash: z.string(),
});

/** The audit log, newest first, and the check of its hash chain (administrators only). */
const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/admin/audit',
    route('admin', {
      querystring: z.strictObject({
        actor: z.string().max(254).optional(),
        action: z.string().max(80).optional(),
        target: z.string().max(64).optional(),
        from: day.optional(),
        to: day.optional(),
        ...pageQuery.shape,
      }),
      response: { 200: z.object({ records: z.array(auditRecord), nextCursor: z.string().nullable() }) },
    }),
    async (request) => auditPage(db, request.query),
  );

  app.get(
    '/admin/audit/verify',
    route('admin', {
      description: 'Recomputes the hash chain; brokenAt names the first record that was altered.',
      response: {
        200: z.object({ ok: z.boolean(), records: z.number(), brokenAt: z.string().nullable() }),
      },
    }),
    async () => verifyAuditChain(db),
  );
};

export default auditRoutes;
