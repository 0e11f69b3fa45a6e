import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuery } from '../../shared/schemas/page';
import {
  DISPUTE_QUEUE_FILTERS,
  decideDisputeBody,
  dispute,
  fileDisputeBody,
  paymentDisputes as paymentDisputesSchema,
  queuedDispute,
  staffDispute as staffDisputeSchema,
} from '../../shared/schemas/disputes';
import { isUuid } from '../common/ids';
import type { FeatureDeps } from '../feature-deps';
import { caller } from '../http/access';
import { errorResponses, idParams, queuedResponse, sendPage, sendQueued } from '../http/responses';
import { routeOptions } from '../http/route-options';
import type { StaffReadSubject } from '../staff-reads/staff-reads-guard';
import { sendAttachment } from '../uploads/file-store';
import {
  decideDispute,
  disputeOwner,
  fileDispute,
  letterOwner,
  letterPdf,
  paymentDisputes,
  queue,
  staffDispute,
} from './disputes-service';

const route = routeOptions(['disputes'], errorResponses(400, 401, 403, 404, 409));

/** Whose records a dispute route reads, for the staff-read guard (docs/staff-access.md). */
const ownerBy =
  (find: (db: FeatureDeps['db'], id: string) => Promise<string | null>): StaffReadSubject =>
  async (request, db) => {
    const id = (request.params as { id?: string }).id;
    return id && isUuid(id) ? find(db, id) : null;
  };

const queueQuery = z.strictObject({
  status: z.enum(DISPUTE_QUEUE_FILTERS).default('open'),
  ...pageQuery.shape,
});

/** Disputes (issue 50 part 3, docs/disputes.md): the customer's report and timeline, the back office's queue. */
const disputesRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, config, now }) => {
  const deps = { db, config, now };

  app.post(
    '/disputes',
    route('customer', {
      description:
        "Reports a problem with one of the caller's completed outgoing transfers: a reason, the customer's " +
        'account of it and, for a wrong amount, the amount in dispute. One open dispute per payment.',
      // The amount is bounded by the payment itself in the service.
      body: fileDisputeBody(config.transferMaxCents * 2n),
      response: { 201: dispute },
    }),
    async (request, reply) => {
      const made = await fileDispute(deps, caller(request).userId, request.body, request.ip ?? null);
      return reply.status(201).send(made);
    },
  );

  app.get(
    '/transactions/:id/disputes',
    route('customer', {
      description: "The payment's disputes with their timelines, and whether a new one may be opened on it.",
      params: idParams,
      response: { 200: paymentDisputesSchema },
    }),
    async (request) => paymentDisputes(db, caller(request).userId, request.params.id),
  );

  app.get(
    '/disputes/letters/:id',
    {
      config: { access: 'user', staffRead: { kind: 'dispute', subject: ownerBy(letterOwner) } },
      schema: {
        tags: ['disputes'],
        description:
          "A dispute's letter as it was sent (PDF): the customer's own, or for staff with a reason.",
        params: idParams,
      },
    },
    async (request, reply) => {
      const file = await letterPdf(db, caller(request), request.params.id);
      return sendAttachment(reply, { mime: 'application/pdf', body: file.body, downloadName: file.filename });
    },
  );

  app.get(
    '/admin/disputes',
    route('admin', {
      description:
        'The disputes queue, oldest first: open (a decision waits), reversal_pending or resolved, with ' +
        'their business-day timers as of today.',
      querystring: queueQuery,
      response: { 200: z.array(queuedDispute) },
    }),
    async (request, reply) =>
      sendPage(reply, await queue(deps, request.query.status, request.query.cursor, request.query.limit)),
  );

  app.get(
    '/admin/disputes/:id',
    route(
      'admin',
      {
        description: "One dispute with the customer's statement, the payment and the timeline.",
        params: idParams,
        response: { 200: staffDisputeSchema },
      },
      { staffRead: { kind: 'dispute', subject: ownerBy(disputeOwner) } },
    ),
    async (request) => staffDispute(db, request.params.id),
  );

  app.post(
    '/admin/disputes/:id/decision',
    route('admin', {
      description:
        "Decides an open dispute. In the customer's favour: the provisional credit becomes final, or a " +
        'credit is posted now (past the four-eyes rules it waits for a second administrator: 202). ' +
        'Against: a provisional credit is reversed 5 business days after this notice.',
      params: idParams,
      body: decideDisputeBody,
      response: { 200: dispute, 202: queuedResponse },
    }),
    async (request, reply) => {
      const answer = await decideDispute(
        deps,
        { id: caller(request).userId, ip: request.ip ?? null },
        request.params.id,
        request.body,
      );
      return 'queued' in answer ? sendQueued(reply, answer) : answer;
    },
  );
};

export default disputesRoutes;
