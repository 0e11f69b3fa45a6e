import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Segments that hold both pages and API routes: only a browser navigation (Accept: text/html) is a page. */
const SHARED_SEGMENTS = new Set(['admin']);

export type PageMatcher = (request: FastifyRequest) => boolean;

/**
 * Decides which GETs are page loads, so the app's HTML reaches every client (a browser, `curl /`, an uptime
 * checker) while API paths keep their JSON answers.
 *
 * The admin screens live at the same paths as the admin API (`/admin/loans` is both a page and a list).
 * A browser loading such a path as a page (a GET that asks for HTML) gets the app's index.html, before any
 * access check, so a refresh or a bookmark works; API clients ask for JSON and reach the API as before.
 *
 * Any other path that no route answers is a page unless its first segment belongs to the API (learnt from
 * the routes as they are registered, so a new feature needs no entry here), whatever the client's Accept
 * header: a client asking for JSON at `/` gets the page, never a 404, while an unknown API path keeps its
 * JSON 404. Must be called before the routes are registered.
 */
export function servePageNavigations(app: FastifyInstance, webDir: string | undefined): PageMatcher {
  const apiSegments = new Set<string>();
  app.addHook('onRoute', (route) => {
    const segment = firstSegment(route.url ?? route.path);
    if (segment && !SHARED_SEGMENTS.has(segment)) apiSegments.add(segment);
  });
  const isPage: PageMatcher = (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    if (acceptsHtml(request)) return true;
    const segment = firstSegment(request.url);
    return !apiSegments.has(segment);
  };
  const indexFile = webDir ? path.join(webDir, 'index.html') : undefined;
  if (!indexFile || !fs.existsSync(indexFile)) return isPage;
  const html = fs.readFileSync(indexFile);
  app.addHook('onRequest', (request, reply, done) => {
    if (!isAdminPageNavigation(request)) return done();
    // Answered here: a callback-style hook that replies does not call `done`.
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
  });
  return isPage;
}

function firstSegment(url: string): string {
  return (url.split('?')[0] ?? '').split('/')[1] ?? '';
}

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

function isAdminPageNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' || !request.url.startsWith('/admin/')) return false;
  return acceptsHtml(request);
}
