import { customerSentence, withoutFieldPath } from '../../shared/customer-text';
import { errorCodes, type ErrorCode } from '../../shared/errors';
import { errorMessages, messages } from '../../shared/messages';
import { isUnattended } from './user-presence';

/**
 * The one way the browser talks to the API: same origin, the session cookie rides along,
 * JSON in and out. Failures become an ApiError (the server answered) or a NetworkError (it did not).
 */

export class ApiError extends Error {
  readonly status: number;
  /** The server's code from the closed list (`shared/errors.ts`); undefined when it sent none we know. */
  readonly code: ErrorCode | undefined;
  /** True when the server sent its own `message` (rather than us inventing one). */
  readonly hasServerMessage: boolean;

  constructor(status: number, message: string | undefined, code: ErrorCode | undefined) {
    super(message ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.hasServerMessage = Boolean(message);
  }
}

export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('The server could not be reached.', { cause });
    this.name = 'NetworkError';
  }
}

/** The browser knows it is offline, so the request was not even tried: nothing reached the bank. */
export class OfflineError extends NetworkError {
  constructor() {
    super(undefined);
    this.name = 'OfflineError';
  }
}

/**
 * Refuses at once while the browser is offline, instead of a request that hangs or is queued. Mutations
 * run with `networkMode: 'always'` (app/query-client.ts), so TanStack Query never pauses a payment while
 * offline and replays it by itself when the connection returns: it fails here, and only a new tap sends it.
 */
function requireOnline(): void {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new OfflineError();
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type RequestOptions = {
  method?: Method;
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers, such as the Idempotency-Key of a money-moving call. */
  headers?: Record<string, string>;
};

export type ApiResponse<T> = { data: T; headers: Headers };

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const knownCodes: ReadonlySet<string> = new Set(errorCodes);

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && knownCodes.has(value);
}

/** The `{ message, code }` of an error answer, each left out when absent or not what the API sends. */
export function errorFields(body: unknown): { message?: string; code?: ErrorCode } {
  if (typeof body !== 'object' || body === null) return {};
  const { message, code } = body as Record<string, unknown>;
  return {
    message: typeof message === 'string' && message.trim() ? message : undefined,
    code: isErrorCode(code) ? code : undefined,
  };
}

/** Sends one request and answers the parsed body together with the response headers. */
export async function apiRequestWithHeaders<T>(
  path: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if ((options.method ?? 'GET') === 'GET' && isUnattended()) headers['X-Background-Refresh'] = '1';
  requireOnline();
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    // An abort is the caller's own decision, not a network failure.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    requireOnline();
    throw new NetworkError(error);
  }
  const body = await readJson(response);
  if (!response.ok) {
    const { message, code } = errorFields(body);
    throw new ApiError(response.status, message, code);
  }
  return { data: body as T, headers: response.headers };
}

/** Sends one request and answers the parsed JSON body. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { data } = await apiRequestWithHeaders<T>(path, options);
  return data;
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * The text to show for a failed call: the server's own message when it sent one,
 * otherwise the screen's fallback; `networkText` when the server could not be reached.
 */
export function errorText(error: unknown, fallback: string, networkText: string = fallback): string {
  if (error instanceof OfflineError) return messages.payments.offline;
  if (error instanceof ApiError) return error.hasServerMessage ? shownMessage(error) : fallback;
  if (error instanceof NetworkError) return networkText;
  return fallback;
}

/**
 * What a customer reads of the server's message: never a field path ("transfer.bankName: …"), and for
 * a refused input that is not one of our sentences (a library's default wording), the sentence of its code.
 */
function shownMessage(error: ApiError): string {
  const text = withoutFieldPath(error.message);
  if (error.code !== 'invalid_input' || customerSentence(text)) return text;
  return errorMessages.invalid_input;
}
