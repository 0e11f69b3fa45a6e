import type { JsonSchema, Operation } from './route-catalog';
import { urlOf } from './route-catalog';

/*
 * Builds, from one OpenAPI operation, requests that each carry one hostile text in one place: a path
 * parameter, a query parameter, a header or a body field, the rest of the request being valid, so the
 * text gets as far into the service and its SQL as a real client's would.
 */

export const HOSTILE: string[] = [
  "' OR '1'='1",
  '"; DROP TABLE users; --',
  // LIKE wildcards, and a lone trailing backslash, which ends a LIKE pattern in an escape.
  '%_\\%',
  '\\',
  '$1 $$ ::text',
  'Ωmega ✓ 𝄞 日本語 \u202eevil',
  '\u0000',
  '\ud800',
  '9'.repeat(40),
  `${"'".repeat(300)}${'x'.repeat(4_000)}`,
];

/** Runs `task` over `items`, `width` at a time: argon2 and the database work while the next request is built. */
export async function inParallel<T>(items: T[], width: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++] as T);
  };
  await Promise.all(Array.from({ length: width }, worker));
}

/** What can travel in an HTTP header: Node refuses control characters and non-Latin-1 text there. */
const headerSafe = (text: string) => /^[\x20-\x7e]*$/.test(text);

export type Context = {
  /** A real id (or value) for a path parameter of this operation, so the request reaches its object. */
  pathValue: (op: Operation, param: string) => string;
  /** A valid value for a named field or required query parameter, when the schema alone cannot give one. */
  validValue: (op: Operation, field: string) => unknown;
};

export type HostileRequest = {
  label: string;
  url: string;
  headers: Record<string, string>;
  payload?: object;
};

/** A valid-looking body from the schema: named fields from the context, else enum, amount or plain text. */
export function baseBody(op: Operation, schema: JsonSchema, ctx: Context): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [field, prop] of Object.entries(schema.properties ?? {})) {
    const known = ctx.validValue(op, field);
    if (known !== undefined) body[field] = known;
    else if (prop.enum) body[field] = prop.enum[0];
    else if (prop.anyOf) body[field] = 10;
    else if (prop.type === 'array') body[field] = [];
    else if (prop.type === 'number' || prop.type === 'integer') body[field] = 1;
    else if (prop.type === 'boolean') body[field] = false;
    else body[field] = 'Plain text';
  }
  return body;
}

function stringFields(schema: JsonSchema | undefined): string[] {
  return Object.entries(schema?.properties ?? {})
    .filter(([, prop]) => prop.type === 'string' || prop.anyOf?.some((s) => s.type === 'string'))
    .map(([field]) => field);
}

function baseQuery(op: Operation, ctx: Context): Record<string, string> {
  return Object.fromEntries(op.requiredQuery.map((name) => [name, String(ctx.validValue(op, name))]));
}

/** The request with no hostile text at all: valid ids, required query parameters and a valid body. */
export function baseRequest(op: Operation, ctx: Context): HostileRequest {
  return {
    label: 'base',
    url: urlOf(op.path, (name) => ctx.pathValue(op, name), baseQuery(op, ctx)),
    headers: {},
    ...(op.body ? { payload: baseBody(op, op.body, ctx) } : {}),
  };
}

/** Every single-spot substitution of `text` into `op`. */
export function hostileRequests(op: Operation, text: string, ctx: Context): HostileRequest[] {
  const requests: HostileRequest[] = [];
  const body = op.body ? baseBody(op, op.body, ctx) : undefined;
  const query = baseQuery(op, ctx);
  const url = (param?: string, q: Record<string, string> = query) =>
    urlOf(op.path, (name) => (name === param ? text : ctx.pathValue(op, name)), q);
  const withBody = (payload = body) => (op.method === 'GET' ? {} : { payload: payload ?? {} });
  for (const param of op.pathParams) {
    requests.push({ label: `path ${param}`, url: url(param), headers: {}, ...withBody() });
  }
  for (const name of op.queryParams) {
    requests.push({ label: `query ${name}`, url: url(undefined, { ...query, [name]: text }), headers: {} });
  }
  for (const field of stringFields(op.body)) {
    requests.push({ label: `body ${field}`, url: url(), headers: {}, payload: { ...body, [field]: text } });
  }
  for (const header of headerSafe(text) ? op.headerParams : []) {
    requests.push({ label: `header ${header}`, url: url(), headers: { [header]: text }, ...withBody() });
  }
  return requests;
}
