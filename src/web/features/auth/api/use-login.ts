import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody, LoginResponse, MfaChallengeResponse } from '../../../../shared/schemas/auth';
import { messages } from '../../../../shared/messages';
import { ApiError, apiRequest, NetworkError } from '../../../lib/api-client';

/** POST /users/login. The session cookie arrives with the answer; the token in the body is for API clients. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) =>
      apiRequest<LoginResponse | MfaChallengeResponse>('/users/login', { method: 'POST', body }),
    // Whatever was cached belonged to the previous visitor.
    onSuccess: () => queryClient.clear(),
  });
}

/** POST /users/login/mfa: the second step of a sign-in with two-step on. */
export function useLoginMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { mfaToken: string; code: string }) =>
      apiRequest<LoginResponse>('/users/login/mfa', { method: 'POST', body }),
    onSuccess: () => queryClient.clear(),
  });
}

/** The password's answer for a user with two-step on: no session yet, a code is asked for. */
export const isChallenge = (answer: LoginResponse | MfaChallengeResponse): answer is MfaChallengeResponse =>
  'mfaRequired' in answer;

/** SPEC.md §8 Login: the server's message, else 'Invalid email or password'; no answer → server error. */
export function loginErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.hasServerMessage) return error.message;
    return error.status >= 500 ? messages.login.serverError : messages.login.invalidCredentials;
  }
  if (error instanceof NetworkError) return messages.login.serverError;
  return messages.login.serverError;
}
