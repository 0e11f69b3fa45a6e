import type { FastifyRequest } from 'fastify';
import { DomainError } from '../common/domain-error';
import type { Config } from '../config';
import type { SessionUser } from '../sessions/sessions-repository';
import type { SensitiveAction } from '../auth/sensitive-actions';
import type { StepUp } from '../ledger/post-payment';
import type { StaffReadKind } from '../../shared/schemas/staff-reads';

/*
 * What routes need to know about the signed-in caller, kept out of plugins/auth.ts (which sets it) so
 * features depend on this small module rather than on the plugin.
 */

/** Who may call a route. Every route declares one; a route without it is refused at start. */
export type Access = 'public' | 'user' | 'customer' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** On a public route: the caller's session is still read when there is one. */
    optionalSession?: boolean;
    /** Reachable by an administrator who has not turned on two-step sign-in yet (enrolment, sign-out). */
    enrolment?: boolean;
    /** The sensitive action the route performs (auth/sensitive-actions.ts): the auth plugin asks its proof. */
    sensitive?: SensitiveAction;
  }
  interface FastifyInstance {
    /** Every route as declared, `METHOD /url`: what `sensitive-actions.test.ts` walks. */
    declaredRoutes: DeclaredRoute[];
  }
  interface FastifyRequest {
    auth: SessionUser | null;
    /** True when the session came from the cookie rather than an Authorization header. */
    authByCookie: boolean;
    /** The SHA-256 of the session token, when signed in: long-lived streams check their session again. */
    sessionTokenHash: Buffer | null;
    /** Cents a money action reserved against the cumulative step-up; given back when the call is refused. */
    stepUpReserved: bigint | null;
    /** A transfer's cumulative step-up, for its posting to decide (`sendMoney`), or null for none. */
    stepUp: StepUp | null;
  }
}

export type DeclaredRoute = {
  route: string;
  access: Access;
  sensitive?: SensitiveAction;
  /** The kind of customer record the route returns, when an administrator's read needs a reason. */
  staffRead?: StaffReadKind;
};

export const SESSION_COOKIE = 'vb_session';

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
