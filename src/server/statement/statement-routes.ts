import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idParams } from '../http/responses';
import { routeOptions } from '../http/route-options';
import { pageQuery } from '../../shared/schemas/page';
import { z } from 'zod';
import { PAYMENT_STATUSES } from '../../shared/constants';
import { account, transaction } from '../../shared/schemas/transfers';
import type { FeatureDeps } from '../feature-deps';
import { listAccounts } from '../ledger/accounts-service';
import { caller } from '../http/access';
import { exportStatement, receipt, receiptPdf, statement } from './statement-service';
import { CATEGORIES } from '../../shared/constants';
import { messages } from '../../shared/messages';
import { interestByAccount } from '../interest/interest-service';
import { searchFilters } from '../../shared/schemas/search';
import { ownerOf } from '../staff-reads/staff-reads-guard';

/** The longest range one export covers: a year, leap day included. */
const EXPORT_MAX_DAYS = 366;

const errors = errorResponses(400, 401, 403, 404);
const route = routeOptions(['statement'], errors);
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD.')
  .refine((d) => !Number.isNaN(Date.parse(d)), 'Not a real date.');

export const statementQuery = z.strictObject({
  account: z.string().max(64).optional(),
  type: z.enum(['deposit', 'withdrawal']).optional(),
  status: z.enum(PAYMENT_STATUSES).optional(),
  from: day.optional(),
  to: day.optional(),
  ...searchFilters,
  ...pageQuery.shape,
});

/** An export names a range of at most a year (the date check is the first to answer, with its own text). */
const exportQuery = z
  .strictObject({
    format: z.enum(['csv', 'pdf', 'ofx', 'camt053']),
    from: day,
    to: day,
    account: z.string().max(64).optional(),
    ...searchFilters,
  })
  .refine((q) => q.from <= q.to, { message: messages.history.badRange, path: ['from'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) < EXPORT_MAX_DAYS * 86_400_000, {
    message: messages.history.exportRangeTooLong(EXPORT_MAX_DAYS),
    path: ['to'],
  });

/** Accounts, the statement (SPEC.md §7 `GET /transactions`), receipts and exports. */
const statementRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, pool, config, now }) => {
  const { bankName, exportMaxLines } = config;
  app.get(
    '/accounts',
    {
      config: { access: 'customer' },
      schema: { tags: ['accounts'], response: { 200: z.array(account), ...errors } },
    },
    async (request) => {
      const userId = caller(request).userId;
      const [accounts, interest] = await Promise.all([
        listAccounts(db, userId),
        interestByAccount(db, config, userId, now()),
      ]);
      return accounts.map((a) => ({ ...a, ...interest.get(a._id) }));
    },
  );

  app.get(
    '/transactions',
    route('customer', {
      querystring: statementQuery,
      response: {
        200: z.object({ transactions: z.array(transaction), nextCursor: z.string().nullable() }),
      },
    }),
    async (request) => statement(db, pool, caller(request).userId, request.query),
  );

  app.get(
    '/transactions/export',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['statement'],
        description:
          'A statement with opening and closing balance, as CSV, PDF, OFX 2.2 (XML) or ISO 20022 camt.053.001.02.',
        querystring: exportQuery,
      },
    },
    async (request, reply) => {
      const file = await exportStatement(db, {
        userId: caller(request).userId,
        bankName,
        maxLines: exportMaxLines,
        ...request.query,
      });
      return reply
        .header('Content-Type', file.contentType)
        .header(
          'Content-Disposition',
          `attachment; filename="statement-${request.query.from}-${request.query.to}.${file.extension}"`,
        )
        .header('Cache-Control', 'no-store')
        .send(file.body);
    },
  );

  app.get(
    '/transactions/:id',
    route(
      'user',
      {
        params: idParams,
        response: {
          200: transaction.extend({
            category: z.enum(CATEGORIES),
            // Administrators only.
            postings: z
              .array(
                z.object({ code: z.string(), amount: z.number(), debit: z.string(), credit: z.string() }),
              )
              .optional(),
          }),
        },
      },
      { staffRead: { kind: 'statement', subject: ownerOf('payments') } },
    ),
    async (request) => receipt(db, caller(request), request.params.id),
  );

  app.get(
    '/transactions/:id/receipt.pdf',
    {
      config: { access: 'user', staffRead: { kind: 'receipt', subject: ownerOf('payments') } },
      schema: {
        tags: ['statement'],
        description: 'One payment as a one-page PDF receipt; same access as GET /transactions/{id}.',
        params: idParams,
      },
    },
    async (request, reply) => {
      const file = await receiptPdf(db, caller(request), request.params.id, bankName);
      return reply
        .header('Content-Type', 'application/pdf')
        .header(
          'Content-Disposition',
          `attachment; filename="receipt-${file.reference.replace(/[^\w-]/g, '_')}.pdf"`,
        )
        .header('Cache-Control', 'no-store')
        .send(file.body);
    },
  );
};

export default statementRoutes;
