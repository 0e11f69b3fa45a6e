import type { FastifyContextConfig, FastifySchema } from 'fastify';
import type { ZodType } from 'zod';
import type { Access } from './access';

type Answers = Record<number, ZodType>;

/** What differs from one route of a feature to the next: its description, inputs and successful answers. */
type RouteSchema = Omit<FastifySchema, 'tags' | 'response'> & { description?: string; response: Answers };

/**
 * The options of a feature's routes, which share their OpenAPI tags, the refusals they document and any
 * other `config` (a rate limit, enrolment): `const route = routeOptions(['payees'], errors)` once; then
 * each route names only who may call it and what is its own:
 * `route('customer', { params: idParams, response: { 200: payee } })`; a route's own `config` (its
 * sensitive action) comes third: `route('customer', { … }, { sensitive: 'addPayee' })`.
 * A route's own answer under a status wins over the shared refusal; a route that documents other
 * refusals than its neighbours, or none, writes its options out in full.
 */
export function routeOptions<E extends Answers>(
  tags: string[],
  errors: E,
  config: Omit<FastifyContextConfig, 'access'> = {},
) {
  return <S extends RouteSchema>(
    access: Access,
    schema: S,
    own: Omit<FastifyContextConfig, 'access'> = {},
  ) => ({
    config: { access, ...config, ...own },
    schema: { tags, ...schema, response: { ...errors, ...schema.response } },
  });
}
