import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '../../shared/schemas/auth';
import { jobNameParams, scheduledJob } from '../../shared/schemas/interest';
import type { FeatureDeps } from '../feature-deps';
import { caller } from '../http/access';
import { errorResponses } from '../http/responses';
import { routeOptions } from '../http/route-options';
import { listScheduledJobs, runJobNow } from './scheduled-jobs';

const route = routeOptions(['admin', 'jobs'], errorResponses(400, 401, 403, 404, 422));

/** The back office's scheduled jobs page (issue 49 part 1): each job's schedule and last run; run one now. */
const jobsAdminRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, config }) => {
  app.get(
    '/admin/jobs',
    route('admin', {
      description: 'The scheduled jobs: schedule, jobs queued, and the last run with its result.',
      response: { 200: z.array(scheduledJob) },
    }),
    async () => listScheduledJobs(db, config),
  );

  app.post(
    '/admin/jobs/:name/run',
    route('admin', {
      description:
        "Queues the job to run now on any instance's worker (a waiting scheduled run is replaced, not " +
        'doubled). Audited. Standing orders run at their dates only.',
      params: jobNameParams,
      response: { 202: messageResponse },
    }),
    async (request, reply) => {
      const answer = await runJobNow(db, config, request.params.name, {
        id: caller(request).userId,
        ip: request.ip,
      });
      return reply.status(202).send(answer);
    },
  );
};

export default jobsAdminRoutes;
