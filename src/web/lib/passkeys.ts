import type { LoginResponse } from '../../shared/schemas/auth';
import type { Passkey } from '../../shared/schemas/passkeys';
import { messages } from '../../shared/messages';
import { apiRequest, errorText } from './api-client';

/*
 * The browser's half of passkeys: the server makes the options, `@simplewebauthn/browser` (loaded only when a
 * passkey is used) asks the authenticator, and the server checks its answer.
 */

const webauthn = () => import('@simplewebauthn/browser');

/** A passkey ceremony the person cancelled, or a browser without WebAuthn: said plainly. */
export class PasskeyCancelled extends Error {}

async function ask<T>(run: () => Promise<T>): Promise<T> {
  const { browserSupportsWebAuthn } = await webauthn();
  if (!browserSupportsWebAuthn()) throw new PasskeyCancelled(messages.passkeys.unsupported);
  try {
    return await run();
  } catch (error) {
    if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError'))
      throw new PasskeyCancelled(messages.passkeys.cancelled);
    throw error;
  }
}

/** Makes a passkey on this device for the signed-in user and saves it. */
/** Registers a passkey; the first one turns two-step on and answers its recovery codes (else null). */
export async function createPasskey(
  name?: string,
): Promise<{ passkey: Passkey; recoveryCodes: string[] | null }> {
  const { startRegistration } = await webauthn();
  const optionsJSON = await apiRequest<never>('/users/passkeys/options', { method: 'POST' });
  const response = await ask(() => startRegistration({ optionsJSON }));
  return apiRequest<{ passkey: Passkey; recoveryCodes: string[] | null }>('/users/passkeys', {
    method: 'POST',
    body: { response, ...(name ? { name } : {}) },
  });
}

/** Signs in with a passkey alone; answers as the password's sign-in does. */
export async function signInWithPasskey(): Promise<LoginResponse> {
  const { startAuthentication } = await webauthn();
  const optionsJSON = await apiRequest<never>('/users/login/passkey/options', { method: 'POST' });
  const response = await ask(() => startAuthentication({ optionsJSON }));
  return apiRequest<LoginResponse>('/users/login/passkey', { method: 'POST', body: { response } });
}

/** Step-up: proves a second factor in this session with one of the user's passkeys. */
export async function verifyWithPasskey(): Promise<void> {
  const { startAuthentication } = await webauthn();
  const optionsJSON = await apiRequest<never>('/users/mfa/passkey/options', { method: 'POST' });
  const response = await ask(() => startAuthentication({ optionsJSON }));
  await apiRequest('/users/mfa/passkey', { method: 'POST', body: { response } });
}

/** What a failed passkey ceremony tells the person. */
export const passkeyErrorText = (error: unknown, fallback: string): string =>
  error instanceof PasskeyCancelled ? error.message : errorText(error, fallback);
