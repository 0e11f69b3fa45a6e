import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The admin screens live at the same paths as the admin API (`/admin/loans` is both a page and a list).
 * A browser loading such a path as a page (a GET that asks for HTML) gets the app's index.html, before any
 * access check, so a refresh or a bookmark works; API clients ask for JSON and reach the API as before.
 */
export function servePageNavigations(app: FastifyInstance, webDir: string | undefined): void {
  const indexFile = webDir ? path.join(webDir, 'index.html') : undefined;
  if (!indexFile || !fs.existsSync(indexFile)) return;
  const html = fs.readFileSync(indexFile);
  app.addHook('onRequest', async (request, reply) => {
    if (!isAdminPageNavigation(request)) return;
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
  });
}

function isAdminPageNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' || !request.url.startsWith('/admin/')) return false;
  return (request.headers.accept ?? '').includes('text/html');
}
