import { ApiError, NetworkError, errorFields } from './api-client';

/**
 * The two calls that `api-client.ts` (JSON only) cannot make: sending a multipart form and reading a file
 * as a blob. Same rules: same origin, the session cookie rides along, failures become ApiError or
 * NetworkError with the server's own `{ message, code }` when it sent one.
 */

async function send(path: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, { ...init, credentials: 'same-origin' });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
  if (!response.ok) throw await apiErrorOf(response);
  return response;
}

async function apiErrorOf(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const { message, code } = errorFields(body);
  return new ApiError(response.status, message, code);
}

/** Sends a multipart form (the browser writes its boundary), POST by default, and answers the JSON reply. */
export async function apiUpload<T>(
  path: string,
  form: FormData,
  signal?: AbortSignal,
  method: 'POST' | 'PUT' = 'POST',
): Promise<T> {
  const response = await send(path, {
    method,
    body: form,
    headers: { Accept: 'application/json' },
    signal,
  });
  return (await response.json()) as T;
}

/** GETs a file (an attachment the server never lets the browser cache) as a blob. */
export async function apiBlob(
  path: string,
  signal?: AbortSignal,
  headers?: Record<string, string>,
): Promise<Blob> {
  const response = await send(path, { method: 'GET', signal, headers });
  return response.blob();
}

/** POSTs JSON and reads the answer as a file (an archive handed over once). */
export async function apiPostBlob(path: string, body: unknown): Promise<Blob> {
  const response = await send(path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json' },
  });
  return response.blob();
}
