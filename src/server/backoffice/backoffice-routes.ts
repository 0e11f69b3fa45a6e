import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idParams, queuedResponse, sendQueued } from '../http/responses';
import { routeOptions } from '../http/route-options';
import { DECISION_STATUSES } from '../../shared/statuses';
import { limitQuery, queueQuery } from '../../shared/schemas/page';
import { z } from 'zod';
import { messages } from '../../shared/messages';
import { messageResponse } from '../../shared/schemas/auth';
import type { FeatureDeps } from '../feature-deps';
import { caller } from '../http/access';
import { approvalRequests, decideCredit } from './credit-requests-service';
import { disableUser, enableUser } from './user-status-service';
import { publicOrigin } from '../auth/auth-routes';
import { registerBody } from '../../shared/schemas/auth';
import { statementQuery } from '../statement/statement-routes';
import { inviteAdmin } from './admins-service';
import { requestFactorReset } from './factor-reset-service';
import { customerDetail } from './customer-detail-service';
import { approvalRequest, customerDetail as customerDetailSchema } from '../../shared/schemas/backoffice';
import { bankOverview } from './overview-service';
import { userParam } from '../staff-reads/staff-reads-guard';

const route = routeOptions(['admin'], errorResponses(400, 401, 403, 404, 409));
const reasonBody = z.strictObject({ reason: z.string().trim().min(1, 'Give a reason.').max(500) });
/** Disabling and enabling a user: both take a reason and answer a message. */
const userStatusOptions = route('admin', {
  description: 'Disabling or enabling an administrator waits for a second administrator (202).',
  params: idParams,
  body: reasonBody,
  response: { 200: messageResponse, 202: queuedResponse },
});
/** The administrator confirms the identity check they did, and says how (the audit keeps it). */
const factorResetBody = z.strictObject({
  identityChecked: z.literal(true, { message: messages.backoffice.factorResetConfirmCheck }),
  reason: z.string().trim().min(1, messages.backoffice.factorResetHowRequired).max(500),
});

/** Disabling and enabling users, and the four-eyes queue of large credits (issue: back office). */
const backofficeRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const { db, config } = deps;
  const actor = (request: Parameters<typeof caller>[0]) => ({
    userId: caller(request).userId,
    ip: request.ip,
  });

  app.get(
    '/admin/overview',
    route('admin', {
      description:
        'Items waiting in each queue, and bank totals (fees are this calendar month, net of refunds).',
      response: {
        200: z.object({
          queues: z.record(z.string(), z.number()),
          totals: z.object({ customers: z.number(), moneyHeld: z.number(), feesThisMonth: z.number() }),
        }),
      },
    }),
    async () => bankOverview(db),
  );

  app.get(
    '/admin/users/:id',
    route(
      'admin',
      {
        description:
          'One customer in full: profile, accounts, statement (same filters as GET /transactions), products, activity.',
        params: idParams,
        querystring: statementQuery,
        response: { 200: customerDetailSchema },
      },
      { staffRead: { kind: 'profile', subject: userParam('id') } },
    ),
    async (request) => customerDetail(deps, request.params.id, request.query),
  );

  app.post(
    '/admin/admins',
    route('admin', {
      description:
        'Creates an administrator and mails them a /reset-password/{token} link to set their password. ' +
        'They can sign in once a different administrator approves the invitation in /admin/credits.',
      body: registerBody.pick({ email: true, firstName: true, lastName: true }).strict(),
      response: { 201: z.object({ message: z.string(), user: z.object({ _id: z.string() }) }) },
    }),
    async (request, reply) => {
      const id = await inviteAdmin({ db }, actor(request), request.body, publicOrigin(config));
      return reply.status(201).send({
        message: 'Administrator invited. They will receive an email to set their password.',
        user: { _id: id },
      });
    },
  );

  app.post('/admin/users/:id/disable', userStatusOptions, async (request, reply) => {
    const since = Date.now();
    const outcome = await disableUser(db, actor(request), request.params.id, request.body.reason);
    if (outcome.queued) return sendQueued(reply, outcome);
    await app.sessions.published(request.params.id, since);
    return { message: messages.backoffice.disabled };
  });

  app.post('/admin/users/:id/enable', userStatusOptions, async (request, reply) => {
    const outcome = await enableUser(db, actor(request), request.params.id, request.body.reason);
    if (outcome.queued) return sendQueued(reply, outcome);
    return { message: messages.backoffice.enabled };
  });

  app.post(
    '/admin/users/:id/reset-second-factor',
    route('admin', {
      description:
        "Asks to remove every second factor of a user whose factor is in someone else's hands, once their " +
        'identity was checked (how, in `reason`). Always waits for a second administrator (202); the approval ' +
        'removes the factors, ends every session, and mails the user.',
      params: idParams,
      body: factorResetBody,
      response: { 202: queuedResponse },
    }),
    async (request, reply) =>
      sendQueued(reply, await requestFactorReset(db, actor(request), request.params.id, request.body.reason)),
  );

  app.get(
    '/admin/credits',
    route('admin', {
      querystring: queueQuery(DECISION_STATUSES, limitQuery),
      response: { 200: z.array(approvalRequest) },
    }),
    async (request) => approvalRequests(db, request.query.status, request.query.limit),
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/admin/credits/:id/${decision}`,
      route('admin', {
        description:
          decision === 'approve'
            ? 'A second administrator approves: the credit, loan approval, cheque approval, settlement or ' +
              'invitation is carried out.'
            : 'Rejects the request; a rejected invitation leaves the new administrator disabled.',
        params: idParams,
        body: z.strictObject({ reason: z.string().trim().max(500).optional() }).optional(),
        response: { 200: messageResponse },
      }),
      async (request) => {
        const since = Date.now();
        const who = actor(request);
        const answer = await decideCredit(
          db,
          config,
          who,
          request.params.id,
          decision,
          request.body?.reason,
        );
        if (answer.endedSessionsOf) await app.sessions.published(answer.endedSessionsOf, since);
        return { message: answer.message };
      },
    );
  }
};

export default backofficeRoutes;
