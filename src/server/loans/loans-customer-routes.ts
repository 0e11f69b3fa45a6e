import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, sendPage, idParams } from '../http/responses';
import { routeOptions } from '../http/route-options';
import { callerWithKey, idempotencyHeaders } from '../http/idempotency';
import { pageQuery } from '../../shared/schemas/page';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LOAN_TYPES } from '../../shared/constants';
import { messages } from '../../shared/messages';
import { centsToDollars, formatCents } from '../../shared/money';
import { apiErrorResponse } from '../../shared/schemas/auth';
import { loanDetail, loanRates, loanRequestBody, loanSummary, repayBody } from '../../shared/schemas/loans';
import { transaction } from '../../shared/schemas/transfers';
import type { FeatureDeps } from '../feature-deps';
import { caller } from '../http/access';
import { loanFor, myLoans, repayLoan, requestLoan } from './loans-service';
import { autopayState, setAutopay } from './autopay';
import { autopayBody, autopayState as autopayStateSchema } from '../../shared/schemas/autopay';
import { ownerOf } from '../staff-reads/staff-reads-guard';

const errors = errorResponses(400, 401, 403, 404, 409, 422, 429);
const route = routeOptions(['loans'], errors);
// `error` is added after serialization (withErrorField), so the schema lets it be absent.
const loanRequestErrors = Object.fromEntries(
  Object.keys(errors).map((status) => [status, apiErrorResponse.extend({ error: z.string().optional() })]),
);

/** The customer's loan calls (SPEC.md §7 and DESIGN.md §6). */
const loansCustomerRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const { db, config } = deps;

  app.get(
    '/users/api/loans/rates',
    route('customer', {
      description: 'Yearly interest per loan type and the largest loan, for the schedule preview.',
      response: { 200: loanRates },
    }),
    async () => ({
      rates: LOAN_TYPES.map((type) => ({
        type,
        annualRateBps: config.loanRatesBps[type],
        annualRate: config.loanRatesBps[type] / 100,
      })),
      maxAmount: centsToDollars(config.loanMaxCents),
    }),
  );

  app.post(
    '/users/api/loans/loan-request',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['loans'],
        description:
          'Asks for a loan (every field required, PIN checked). It waits as Pending for an administrator. ' +
          'Failures also carry the message in `error`, the field the spec reads.',
        body: loanRequestBody(config.loanMaxCents),
        response: { 201: z.object({ message: z.string(), loan: loanSummary }), ...loanRequestErrors },
      },
      onSend: withErrorField,
    },
    async (request, reply) => {
      const loan = await requestLoan(deps, caller(request).userId, request.body);
      return reply.status(201).send({ message: messages.loans.requested, loan });
    },
  );

  app.get(
    '/users/api/loans',
    route('customer', {
      description: "The caller's loans, newest first. The next page's cursor is in X-Next-Cursor.",
      querystring: pageQuery,
      response: { 200: z.array(loanSummary) },
    }),
    async (request, reply) =>
      sendPage(reply, await myLoans(db, caller(request).userId, request.query.limit, request.query.cursor)),
  );

  app.get(
    '/users/api/loans/:id',
    route(
      'user',
      {
        description: 'One loan with its schedule and repayments (its owner, or an administrator).',
        params: idParams,
        response: { 200: loanDetail },
      },
      { staffRead: { kind: 'loan', subject: ownerOf('loans') } },
    ),
    async (request) => loanFor(db, caller(request), request.params.id),
  );

  app.post(
    '/users/api/loans/:id/repay',
    route('customer', {
      description:
        "Repays principal from one of the caller's accounts; never more than is owed. Idempotency-Key supported.",
      params: idParams,
      headers: idempotencyHeaders,
      body: repayBody(config.loanMaxCents),
      response: { 200: z.object({ message: z.string(), loan: loanDetail, transaction }) },
    }),
    async (request) => {
      const result = await repayLoan(deps, callerWithKey(request), request.params.id, request.body);
      return { message: messages.loans.repaid(formatCents(request.body.amount)), ...result };
    },
  );

  app.get(
    '/users/api/loans/:id/autopay',
    route('customer', {
      description: "Whether the loan's instalments are paid automatically from Checking, the next one, and each run.",
      params: idParams,
      response: { 200: autopayStateSchema },
    }),
    async (request) => autopayState(db, caller(request).userId, request.params.id),
  );

  app.put(
    '/users/api/loans/:id/autopay',
    route('customer', {
      description:
        'Turns automatic repayment from Checking on (PIN required) or off. Each instalment is then paid on its due date.',
      params: idParams,
      body: autopayBody,
      response: { 200: z.object({ message: z.string(), autopay: autopayStateSchema }) },
    }, { sensitive: 'loanAutopay' }),
    async (request) => {
      const autopay = await setAutopay(deps, caller(request).userId, request.params.id, request.body);
      return { message: request.body.enabled ? messages.autopay.turnedOn : messages.autopay.turnedOff, autopay };
    },
  );
};

export default loansCustomerRoutes;

/** SPEC.md §7: the loan page reads `error` on failure; it carries the same text as `message`. */
async function withErrorField(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
  try {
    const body = JSON.parse(payload) as Record<string, unknown>;
    if (typeof body.message !== 'string' || 'error' in body) return payload;
    return JSON.stringify({ ...body, error: body.message });
  } catch {
    return payload;
  }
}
