import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '../../shared/schemas/auth';
import {
  assignBody,
  assignee,
  caseDetail as caseDetailSchema,
  caseParams,
  casesQuery,
  caseSummary,
  closeBody,
  noteBody,
} from '../../shared/schemas/cases';
import type { FeatureDeps } from '../feature-deps';
import { caller } from '../http/access';
import { errorResponses, queuedResponse, sendPage, sendQueued } from '../http/responses';
import { routeOptions } from '../http/route-options';
import {
  addNote,
  assign,
  assignees,
  caseDetail,
  caseOwner,
  casesPage,
  proposeClosure,
} from './cases-service';

const route = routeOptions(['admin'], errorResponses(400, 401, 403, 404, 409));

/** Monitoring cases in the back office (issue 50 part 2, docs/monitoring.md). */
const casesRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, now }) => {
  const actor = (request: Parameters<typeof caller>[0]) => ({
    userId: caller(request).userId,
    ip: request.ip,
  });

  app.get(
    '/admin/cases',
    route('admin', {
      description:
        'The cases queue: open and investigating cases (or one state), oldest first, each with its customer, ' +
        'alerts, assignee and SAR due date. Next page cursor in X-Next-Cursor.',
      querystring: casesQuery,
      response: { 200: z.array(caseSummary) },
    }),
    async (request, reply) => sendPage(reply, await casesPage(db, request.query, now())),
  );

  app.get(
    '/admin/cases/assignees',
    route('admin', {
      description: 'The administrators a case may be assigned to.',
      response: { 200: z.array(assignee) },
    }),
    async () => assignees(db),
  );

  app.get(
    '/admin/cases/:reference',
    route(
      'admin',
      {
        description:
          'One case: its alerts, the payments they attach, notes and closure. A read of the customer: needs a staff reason.',
        params: caseParams,
        response: { 200: caseDetailSchema },
      },
      {
        staffRead: {
          kind: 'monitoring_case',
          subject: (request, db) => caseOwner(db, (request.params as { reference: string }).reference),
        },
      },
    ),
    async (request) => caseDetail(db, request.params.reference, now()),
  );

  app.post(
    '/admin/cases/:reference/assign',
    route('admin', {
      description: 'Assigns the case to an administrator; an open case is then under investigation.',
      params: caseParams,
      body: assignBody,
      response: { 200: messageResponse },
    }),
    async (request) => assign(db, actor(request), request.params.reference, request.body.adminId),
  );

  app.post(
    '/admin/cases/:reference/notes',
    route('admin', {
      description: 'Adds a note to an open case.',
      params: caseParams,
      body: noteBody,
      response: { 201: messageResponse },
    }),
    async (request, reply) =>
      reply.status(201).send(await addNote(db, actor(request), request.params.reference, request.body.body)),
  );

  app.post(
    '/admin/cases/:reference/close',
    route('admin', {
      description:
        'Proposes closing the case (no action, or SAR filed with its reference). Always waits for a second ' +
        'administrator (202), who approves it at POST /admin/credits/{id}/approve.',
      params: caseParams,
      body: closeBody,
      response: { 202: queuedResponse },
    }),
    async (request, reply) =>
      sendQueued(reply, await proposeClosure(db, actor(request), request.params.reference, request.body)),
  );
};

export default casesRoutes;
