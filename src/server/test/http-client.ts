/* eslint-disable @typescript-eslint/no-explicit-any -- answers of many shapes, read by tests */
/** A small JSON client over real HTTP for tests that drive server processes (faults, instances). */
export type HttpAnswer = { status: number; headers: Headers | undefined; body: any };
export type Http = ReturnType<typeof httpClient>;

export function httpClient(base: string) {
  return {
    base,
    /** Any failure to get an answer (refused, reset, time-out) is status 0, so callers may retry it. */
    async call(
      method: string,
      path: string,
      token?: string,
      body?: unknown,
      headers: Record<string, string> = {},
    ): Promise<HttpAnswer> {
      try {
        const res = await fetch(base + path, {
          method,
          headers: {
            ...(body ? { 'content-type': 'application/json' } : {}),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...headers,
          },
          body: body ? JSON.stringify(body) : undefined,
          signal: AbortSignal.timeout(10_000),
        });
        const text = await res.text();
        return { status: res.status, headers: res.headers, body: parse(text) };
      } catch {
        return { status: 0, headers: undefined, body: undefined };
      }
    },
  };
}

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
