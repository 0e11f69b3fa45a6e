import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hashToken } from '../sessions/session-tokens';
import type { SessionCache } from '../sessions/session-cache';
import type { Config } from '../config';
import { DomainError } from '../common/domain-error';
import { originAllowed, SESSION_COOKIE, type DeclaredRoute } from '../http/access';
import type { Db } from '../db/connection';
import { STEP_UP_WINDOW_MS } from '../mfa/mfa-service';
import {
  isSensitiveAction,
  releaseSpend,
  requireProof,
  reserveSpend,
  SENSITIVE_ACTIONS,
  stepUpOf,
  type Action,
  type ProofSettings,
} from '../auth/sensitive-actions';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

type Options = { sessions: SessionCache; config: Config; db: Db };

/** Sessions, route access and the Origin check for cookie-authenticated changes (DESIGN.md §5). */
export default fp(
  async function authPlugin(app: FastifyInstance, { sessions, config, db }: Options) {
    app.decorateRequest('auth', null);
    app.decorateRequest('authByCookie', false);
    app.decorateRequest('sessionTokenHash', null);
    app.decorateRequest('stepUpReserved', null);
    app.decorateRequest('stepUp', null);
    app.decorate('declaredRoutes', [] as DeclaredRoute[]);
    const proofSettings: ProofSettings = {
      stepUpWindowMs: STEP_UP_WINDOW_MS,
      reauthWindowMs: config.reauthWindowMinutes * 60_000,
      stepUpAmountCents: config.stepUpAmountCents,
    };

    // A sensitive action's proof (auth/sensitive-actions.ts), once the body is parsed: a money action's
    // amount is in it. The handler runs only after this passed.
    const proofOf = (action: Action) =>
      async function sensitiveProof(request: FastifyRequest) {
        if (!request.auth) return;
        requireProof(request.auth, action.proof, proofSettings);
        if (action.proof !== 'money' || !action.amountOf) return;
        const amount = action.amountOf(request.body);
        // A transfer's posting counts it (no round trip here); anything else reserves it now.
        if (action.countedInPosting) {
          request.stepUp = stepUpOf(request.auth, amount, proofSettings) ?? null;
        } else if (await reserveSpend(db, request.auth, amount, proofSettings)) {
          request.stepUpReserved = amount;
        }
      };
    // A reservation whose call was refused is given back.
    async function giveBackRefused(request: FastifyRequest, reply: FastifyReply) {
      if (request.stepUpReserved === null || reply.statusCode < 400 || !request.auth) return;
      await releaseSpend(db, request.auth.userId, request.stepUpReserved);
    }

    app.addHook('onRoute', (route) => {
      if (route.url.startsWith('/docs')) route.config = { ...route.config, access: 'public' };
      if (!route.config?.access) throw new Error(`Route ${route.method} ${route.url} declares no access`);
      const sensitive = route.config.sensitive;
      if (sensitive !== undefined && (!isSensitiveAction(sensitive) || route.config.access === 'public')) {
        throw new Error(`Route ${route.method} ${route.url} declares an unknown sensitive action`);
      }
      for (const method of [route.method].flat()) {
        app.declaredRoutes.push({
          route: `${method} ${route.url}`,
          access: route.config.access,
          sensitive,
          staffRead: route.config.staffRead?.kind,
        });
      }
      // The proof hooks go on the routes that declare an action only: every other request skips them.
      if (sensitive === undefined) return;
      const action: Action = SENSITIVE_ACTIONS[sensitive];
      route.preHandler = [proofOf(action), ...[route.preHandler ?? []].flat()];
      if (action.amountOf && !action.countedInPosting) {
        route.onResponse = [route.onResponse ?? []].flat().concat(giveBackRefused);
      }
    });

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config?.access ?? (request.is404 ? 'public' : undefined);
      if (!access) throw new DomainError('forbidden');
      const { token, byCookie } = readToken(request);
      // A public route may still want to know who is signed in (`optionalSession`: the lockdown link and button).
      if (token && (access !== 'public' || request.routeOptions.config?.optionalSession)) {
        // Automatic refreshes (the dashboard's, the bell's) say so and do not keep an idle session alive.
        const touch = request.headers['x-background-refresh'] !== '1';
        const tokenHash = hashToken(token);
        const user = await sessions.lookup(tokenHash, touch);
        request.auth = user ?? null;
        request.sessionTokenHash = user ? tokenHash : null;
        request.authByCookie = byCookie;
      }
      if (
        !SAFE_METHODS.has(request.method) &&
        !originAllowed(request, config, Boolean(request.auth && byCookie))
      ) {
        throw new DomainError('bad_origin');
      }
      if (access === 'public') return;
      if (!request.auth) throw new DomainError('not_signed_in');
      if (access !== 'user' && request.auth.role !== access) {
        throw new DomainError('forbidden');
      }
      // An administrator without a second factor may only enrol one, or sign out (issue 15 part 6).
      if (request.auth.role === 'admin' && !request.auth.twoStep && !request.routeOptions.config?.enrolment) {
        throw new DomainError('mfa_enrollment_required');
      }
    });
  },
  { name: 'auth', dependencies: ['errors'] },
);

function readToken(request: FastifyRequest): { token: string | undefined; byCookie: boolean } {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return { token: header.slice(7).trim() || undefined, byCookie: false };
  const cookie = request.cookies?.[SESSION_COOKIE];
  return { token: cookie || undefined, byCookie: Boolean(cookie) };
}
