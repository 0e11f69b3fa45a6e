import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../http/responses';
import { routeOptions } from '../http/route-options';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { messages } from '../../shared/messages';
import {
  apiErrorResponse,
  changePasswordBody,
  forgotPasswordBody,
  loginBody,
  loginMfaBody,
  loginResponse,
  mfaChallengeResponse,
  messageResponse,
  registerBody,
  resetPasswordBody,
} from '../../shared/schemas/auth';
import type { Config } from '../config';
import { caller, SESSION_COOKIE } from '../http/access';
import { finishLogin, login, logout, passkeyLogin, register, type Deps } from './auth-service';
import { ceremonyOptions, passkeyAssertionBody } from '../../shared/schemas/passkeys';
import { loginOptions } from '../passkeys/passkeys-service';
import { changePassword, forgotPassword, resetPassword } from './password-service';
import { requestContext } from '../http/request-context';
import { BROWSER_COOKIE, noteSignInBrowser } from '../alerts/alerts-service';

type Options = Deps & { config: Config };

const errors = errorResponses(400, 401, 403, 429);

/** Sign-in, registration, sign-out and passwords (SPEC.md §7, DESIGN.md §5). */
const authRoutes: FastifyPluginAsyncZod<Options> = async (app, deps) => {
  const { config } = deps;
  const authLimit = { max: config.authRateLimitPerMinute, timeWindow: '1 minute' };
  const rateLimited = routeOptions(['auth'], errors, { rateLimit: authLimit });

  app.post(
    '/users/register',
    rateLimited('public', {
      body: registerBody,
      response: {
        // A taken email answers the same 201 (its owner is mailed): no 409 to tell emails apart.
        201: z.object({ message: z.string(), user: z.object({ _id: z.string() }) }),
      },
    }),
    async (request, reply) => {
      const { userId } = await register(deps, request.body);
      return reply.status(201).send({ message: messages.register.created, user: { _id: userId } });
    },
  );

  /** The session's cookie and the browser's, and the spec's answer (SPEC.md §7). */
  const signedIn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    result: { token: string; userId: string; role: 'admin' | 'customer' },
  ) => {
    setSessionCookie(reply, request, config, result.token);
    const browser = await noteSignInBrowser(
      deps.db,
      result.userId,
      request.cookies[BROWSER_COOKIE],
      requestContext(request),
      publicOrigin(config),
    );
    reply.setCookie(BROWSER_COOKIE, browser, { ...cookieBase(request, config), maxAge: 400 * 86_400 });
    return { token: result.token, _id: result.userId, role: result.role, message: messages.login.success };
  };

  app.post(
    '/users/login',
    rateLimited('public', {
      description:
        'Signs in (SPEC.md §7). With two-step sign-in on, answers `mfaRequired: true` and an `mfaToken` ' +
        '(5 minutes, once) for POST /users/login/mfa instead of a session.',
      body: loginBody,
      response: { 200: z.union([loginResponse, mfaChallengeResponse]) },
    }),
    async (request, reply) => {
      const browser = request.cookies[BROWSER_COOKIE];
      const result = await login(deps, request.body, requestContext(request), browser);
      if (result.mfaToken !== undefined) {
        const message =
          result.factors[0] === 'passkey' ? messages.mfa.passkeyRequired : messages.mfa.codeRequired;
        return { message, mfaRequired: true as const, mfaToken: result.mfaToken, factors: result.factors };
      }
      return signedIn(request, reply, result);
    },
  );

  app.post(
    '/users/login/mfa',
    rateLimited('public', {
      description: "The sign-in's second step: the `mfaToken` and a code from the app or a recovery code.",
      body: loginMfaBody,
      response: { 200: loginResponse },
    }),
    async (request, reply) =>
      signedIn(request, reply, await finishLogin(deps, request.body, requestContext(request))),
  );

  app.post(
    '/users/login/passkey/options',
    rateLimited('public', {
      description: 'Options for a sign-in with a discoverable passkey (`navigator.credentials.get`).',
      response: { 200: ceremonyOptions },
    }),
    async () => loginOptions(deps),
  );

  app.post(
    '/users/login/passkey',
    rateLimited('public', {
      description: 'Signs in with a passkey alone (it is both factors); answers as POST /users/login does.',
      body: passkeyAssertionBody,
      response: { 200: loginResponse },
    }),
    async (request, reply) =>
      signedIn(request, reply, await passkeyLogin(deps, request.body.response, requestContext(request))),
  );

  app.post(
    '/users/logout',
    {
      config: { access: 'user', enrolment: true },
      schema: { tags: ['auth'], response: { 200: messageResponse, 401: apiErrorResponse } },
    },
    async (request, reply) => {
      await app.sessions.publish(caller(request).userId, () =>
        logout(deps, caller(request), requestContext(request)),
      );
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { message: messages.logout.success };
    },
  );

  app.post(
    '/users/forgot-password',
    rateLimited('public', { body: forgotPasswordBody, response: { 200: messageResponse } }),
    async (request) => {
      await forgotPassword(deps, request.body.email, publicOrigin(config));
      return { message: messages.forgotPassword.sent };
    },
  );

  app.post(
    '/users/reset-password/:token',
    rateLimited('public', {
      params: z.object({ token: z.string().min(1).max(200) }),
      body: resetPasswordBody,
      response: { 200: messageResponse },
    }),
    async (request) => {
      const since = Date.now();
      const userId = await resetPassword(
        deps,
        request.params.token,
        request.body.newPassword,
        requestContext(request),
      );
      await app.sessions.published(userId, since);
      return { message: messages.resetPassword.success };
    },
  );

  app.post(
    '/users/change-password',
    rateLimited(
      'user',
      { body: changePasswordBody, response: { 200: messageResponse } },
      { sensitive: 'changePassword' },
    ),
    async (request) => {
      await app.sessions.publish(caller(request).userId, () =>
        changePassword(deps, caller(request), request.body, requestContext(request)),
      );
      return { message: messages.password.success };
    },
  );
};

export default authRoutes;

const cookieBase = (request: FastifyRequest, config: Config) => ({
  httpOnly: true,
  sameSite: 'strict' as const,
  path: '/',
  secure: request.protocol === 'https' || Boolean(config.publicUrl?.startsWith('https:')),
});

function setSessionCookie(reply: FastifyReply, request: FastifyRequest, config: Config, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    ...cookieBase(request, config),
    maxAge: Math.floor(config.sessionAbsoluteMs / 1000),
  });
}

/**
 * The address links in mails point at: `PUBLIC_URL`, else this server on localhost. Never the request's
 * Host header, which an attacker could set to send a victim's reset link to their own site.
 */
export function publicOrigin(config: Config): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}
