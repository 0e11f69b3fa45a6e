import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hashToken } from '../sessions/session-tokens';
import type { SessionCache } from '../sessions/session-cache';
import type { SessionUser } from '../sessions/sessions-repository';
import type { Config } from '../config';
import { DomainError } from '../common/domain-error';

/** Who may call a route. Every route declares one; a route without it is refused at start. */
export type Access = 'public' | 'user' | 'customer' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: SessionUser | null;
    /** True when the session came from the cookie rather than an Authorization header. */
    authByCookie: boolean;
    /** The SHA-256 of the session token, when signed in: long-lived streams check their session again. */
    sessionTokenHash: Buffer | null;
  }
}

export const SESSION_COOKIE = 'vb_session';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

type Options = { sessions: SessionCache; config: Config };

/** Sessions, route access and the Origin check for cookie-authenticated changes (DESIGN.md §5). */
export default fp(
  async function authPlugin(app: FastifyInstance, { sessions, config }: Options) {
    app.decorateRequest('auth', null);
    app.decorateRequest('authByCookie', false);
    app.decorateRequest('sessionTokenHash', null);

    app.addHook('onRoute', (route) => {
      if (route.url.startsWith('/docs')) route.config = { ...route.config, access: 'public' };
      if (!route.config?.access) throw new Error(`Route ${route.method} ${route.url} declares no access`);
    });

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config?.access ?? (request.is404 ? 'public' : undefined);
      if (!access) throw new DomainError('forbidden');
      const { token, byCookie } = readToken(request);
      if (token && access !== 'public') {
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

/**
 * A browser always sends Origin on a cross-site POST, so a foreign Origin is refused outright, and a
 * cookie-authenticated change must prove it came from our own pages with Origin or Referer.
 */
export function originAllowed(
  request: FastifyRequest,
  config: Config,
  cookieAuthenticated: boolean,
): boolean {
  const expected = config.publicUrl
    ? new URL(config.publicUrl).origin
    : `${request.protocol}://${request.host}`;
  const origin = request.headers.origin;
  if (origin && origin !== 'null') return origin === expected;
  if (origin === 'null') return false;
  const referer = request.headers.referer;
  if (referer) {
    try {
      return new URL(referer).origin === expected;
    } catch {
      return false;
    }
  }
  return !cookieAuthenticated;
}

/** The signed-in caller of a route whose access is not public. */
export function caller(request: FastifyRequest): SessionUser {
  if (!request.auth) throw new DomainError('not_signed_in');
  return request.auth;
}
