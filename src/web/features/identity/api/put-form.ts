import { ApiError, NetworkError } from '../../../lib/api-client';

/**
 * PUTs a multipart form (KYC, next of kin). `lib/api-files.ts` sends forms with POST only; this is the
 * same call with PUT, following the same rules: same origin, the session cookie, the server's own
 * `{ message, code }` in an ApiError, an unreachable server as a NetworkError.
 */
export async function apiPutForm<T>(path: string, form: FormData): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'PUT',
      body: form,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
  } catch (error) {
    throw new NetworkError(error);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const { message, code } = (typeof body === 'object' && body !== null ? body : {}) as Record<
      string,
      unknown
    >;
    throw new ApiError(
      response.status,
      typeof message === 'string' && message.trim() ? message : undefined,
      typeof code === 'string' ? code : undefined,
    );
  }
  return body as T;
}
