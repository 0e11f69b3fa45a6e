import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idParams } from '../http/responses';
import { routeOptions } from '../http/route-options';
import { callerWithKey, idempotencyHeaders } from '../http/idempotency';
import { z } from 'zod';
import { messages } from '../../shared/messages';
import { card, cardApplication, cardApplicationBody, cardsOverview } from '../../shared/schemas/cards';
import type { FeatureDeps } from '../feature-deps';
import { caller } from '../http/access';
import cardsAdminRoutes from './cards-admin-routes';
import { applyForCard, cardsOverview as overviewOf, changeCardStatus } from './cards-service';

const route = routeOptions(['cards'], errorResponses(400, 401, 403, 404, 409, 422, 429));

/** Cards (SPEC.md §2 Cards, DESIGN.md §6): apply with the PIN and the $50 fee, list, freeze and unfreeze. */
const cardsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const { db, pinKey } = deps;

  app.post(
    '/cards/applications',
    route('customer', {
      description:
        'Applies for a Black Card or Gold Card (default Gold Card): the PIN is checked and the $50 fee is taken at once; an administrator then decides.',
      headers: idempotencyHeaders,
      body: cardApplicationBody,
      response: { 201: z.object({ message: z.string(), application: cardApplication }) },
    }),
    async (request, reply) => {
      const { application } = await applyForCard({ db, pinKey }, callerWithKey(request), request.body);
      return reply.status(201).send({ message: messages.cards.inProgress, application });
    },
  );

  app.get(
    '/cards',
    route('customer', {
      description: "The caller's cards (masked: last four digits only) and applications, newest first.",
      response: { 200: cardsOverview },
    }),
    async (request) => overviewOf(db, caller(request).userId),
  );

  for (const [action, to] of [
    ['freeze', 'Frozen'],
    ['unfreeze', 'Active'],
  ] as const) {
    app.post(
      `/cards/:id/${action}`,
      route(
        'customer',
        {
          description: `${to === 'Frozen' ? 'Freezes' : 'Unfreezes'} one of the caller's cards; 409 when it already is.`,
          params: idParams,
          body: z.strictObject({}).nullish(),
          response: { 200: z.object({ message: z.string(), card }) },
        },
        action === 'unfreeze' ? { sensitive: 'unfreezeCard' } : {},
      ),
      async (request) => {
        const changed = await changeCardStatus(db, caller(request).userId, request.params.id, to);
        const message =
          to === 'Frozen' ? messages.cards.frozen(changed.masked) : messages.cards.unfrozen(changed.masked);
        return { message, card: changed };
      },
    );
  }

  await app.register(cardsAdminRoutes, { db });
};

export default cardsRoutes;
