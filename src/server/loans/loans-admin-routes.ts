import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, sendPage, idParams, queuedResponse, sendQueued } from '../http/responses';
import { routeOptions } from '../http/route-options';
import { pageQuery, queueQuery } from '../../shared/schemas/page';
import { z } from 'zod';
import { messages } from '../../shared/messages';
import {
  approveLoanBody,
  LOAN_STATUSES,
  loanSummary,
  queuedLoan,
  rejectLoanBody,
} from '../../shared/schemas/loans';
import { transaction } from '../../shared/schemas/transfers';
import type { FeatureDeps } from '../feature-deps';
import { caller } from '../http/access';
import { approveOrQueueLoan, loansQueue, rejectLoan } from './loans-admin-service';

const route = routeOptions(['admin'], errorResponses(400, 401, 403, 404, 409, 422));

/** The administrators' loan queue and decisions (DESIGN.md §6: GET /admin/loans, approve, reject). */
const loansAdminRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, config }) => {
  app.get(
    '/admin/loans',
    route('admin', {
      description: 'Loans of one status (Pending by default), oldest first, with the customer.',
      querystring: queueQuery(LOAN_STATUSES, pageQuery),
      response: { 200: z.array(queuedLoan) },
    }),
    async (request, reply) =>
      sendPage(reply, await loansQueue(db, request.query.status, request.query.limit, request.query.cursor)),
  );

  app.post(
    '/admin/loans/:id/approve',
    route('admin', {
      description:
        'Pays the loan out of the loan book into the chosen account; the loan is Approved. Above the ' +
        'four-eyes threshold it waits for a second administrator (202). 422 kyc_required until the ' +
        "customer's KYC is Approved.",
      params: idParams,
      body: approveLoanBody.optional(),
      response: {
        200: z.object({ message: z.string(), loan: loanSummary, transaction }),
        202: queuedResponse,
      },
    }),
    async (request, reply) => {
      const result = await approveOrQueueLoan(db, config.bankName, config.fourEyesThresholdCents, {
        adminId: caller(request).userId,
        loanId: request.params.id,
        reason: request.body?.reason || undefined,
        ip: request.ip,
      });
      if (result.queued) {
        return sendQueued(reply, result);
      }
      return { message: messages.loans.approved, loan: result.loan, transaction: result.transaction };
    },
  );

  app.post(
    '/admin/loans/:id/reject',
    route('admin', {
      description: 'Rejects a Pending loan; the reason is required and shown to the customer.',
      params: idParams,
      body: rejectLoanBody,
      response: { 200: z.object({ message: z.string(), loan: loanSummary }) },
    }),
    async (request) => {
      const result = await rejectLoan(db, {
        adminId: caller(request).userId,
        loanId: request.params.id,
        reason: request.body.reason,
        ip: request.ip,
      });
      return { message: messages.loans.rejected, ...result };
    },
  );
};

export default loansAdminRoutes;
