import type { FastifyInstance } from 'fastify';

/*
 * The security suite walks the app's own list of routes (its OpenAPI document), so a route added later is
 * covered without anyone editing these tests. Only the deliberate exceptions are written down here.
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
  format?: string;
  nullable?: boolean;
};

export type Operation = {
  method: string;
  /** OpenAPI form: `/users/{id}/increase-balance`. */
  path: string;
  pathParams: string[];
  queryParams: string[];
  /** Query parameters the route cannot do without. */
  requiredQuery: string[];
  headerParams: string[];
  /** The JSON body; of a body that takes one of several forms, the first (the others are in `bodyForms`). */
  body: JsonSchema | undefined;
  bodyForms: JsonSchema[];
};

/** Routes anyone may call signed out. Everything else must answer 401 to a stranger. */
export const PUBLIC_OPERATIONS = new Set([
  'POST /users/register',
  'POST /users/login',
  'POST /users/login/mfa',
  'POST /users/login/passkey/options',
  'POST /users/login/passkey',
  'POST /users/forgot-password',
  'POST /users/reset-password/{token}',
]);

/** Routes kept out of the OpenAPI document on purpose; all of them are public and hold no data. */
export const HIDDEN_PUBLIC_PATHS = [/^\/docs/, /^\/openapi\.json$/, /^\/healthz$/, /^\/readyz$/];

/** Routes that answer a never-ending stream (server-sent events): a test that reads whole answers skips them. */
export const STREAMING_OPERATIONS = new Set(['GET /events']);

/** The back office: `/admin/...` plus the two spec routes that live under `/users`. */
export function isAdminOperation(op: Pick<Operation, 'method' | 'path'>): boolean {
  const key = `${op.method} ${op.path}`;
  return op.path.startsWith('/admin/') || key === 'GET /users' || key === 'PUT /users/{id}/increase-balance';
}

export const operationKey = (op: Pick<Operation, 'method' | 'path'>) => `${op.method} ${op.path}`;

type OpenApiOperation = {
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};

export async function operations(app: FastifyInstance): Promise<Operation[]> {
  const res = await app.inject({ url: '/openapi.json' });
  const doc = res.json() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const list: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      list.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
        requiredQuery: params.filter((p) => p.in === 'query' && p.required).map((p) => p.name),
        headerParams: params.filter((p) => p.in === 'header').map((p) => p.name),
        ...bodyOf(op.requestBody?.content['application/json']?.schema),
      });
    }
  }
  return list;
}

/** A transfer takes its details or a saved payee (`anyOf`), a payee is local or international (`oneOf`). */
function bodyOf(schema: JsonSchema | undefined): Pick<Operation, 'body' | 'bodyForms'> {
  const forms = schema?.anyOf ?? schema?.oneOf ?? (schema ? [schema] : []);
  return { body: forms[0], bodyForms: forms };
}

/** Fills `{name}` placeholders; every value is URL-encoded, so hostile text stays inside its segment. */
export function urlOf(path: string, value: (param: string) => string, query: Record<string, string> = {}) {
  const filled = path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    encodeURIComponent(wellFormed(value(name))),
  );
  const search = new URLSearchParams(query).toString();
  return search ? `${filled}?${search}` : filled;
}

/** A lone UTF-16 surrogate cannot be URL-encoded; it becomes U+FFFD, as a browser would send it. */
const wellFormed = (text: string) =>
  text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

/**
 * Every method and path the router knows, read from `printRoutes`, with parameters written `{}` so they
 * compare with the OpenAPI paths. HEAD twins of GET routes are left out.
 */
export function routerPaths(app: FastifyInstance): string[] {
  const stack: string[] = [];
  const found: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const full = stack.join('').replace(/:[^/]+/g, '{}');
    for (const method of (match[3] ?? '').split(', ').filter((m) => m && m !== 'HEAD')) {
      found.push(`${method} ${full}`);
    }
  }
  return found;
}

export const normalisePath = (path: string) => path.replace(/\{[^}]+\}/g, '{}');
