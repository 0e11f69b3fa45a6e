import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { messages } from '../../shared/messages';
import type { PageMatcher } from './page-navigation';

/**
 * Serves the built browser app. Hashed assets are cached for a year; any other GET of a page path
 * (see `page-navigation.ts`) gets index.html so the router can draw the page, whatever the client's Accept
 * header. Everything else not found is a JSON 404.
 */
export default fp(
  async function webPlugin(
    app: FastifyInstance,
    { webDir, isPage }: { webDir: string | undefined; isPage: PageMatcher },
  ) {
    const indexFile = webDir ? path.join(webDir, 'index.html') : undefined;
    const hasWeb = Boolean(indexFile && fs.existsSync(indexFile));
    if (hasWeb && webDir) {
      await app.register(fastifyStatic, { root: webDir, serve: false, cacheControl: false });
      // Compressed in their own context: API answers mix secrets with user input, so they stay plain (BREACH).
      await app.register(async (assets) => {
        await assets.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
        assets.get(
          '/assets/*',
          { config: { access: 'public' }, schema: { hide: true } },
          (request, reply) => {
            const file = (request.params as { '*': string })['*'];
            return reply
              .header('Cache-Control', 'public, max-age=31536000, immutable')
              .sendFile(`assets/${file}`);
          },
        );
        for (const file of fs.readdirSync(webDir).filter((f) => f !== 'index.html' && !f.startsWith('.'))) {
          if (fs.statSync(path.join(webDir, file)).isFile()) {
            assets.get(`/${file}`, { config: { access: 'public' }, schema: { hide: true } }, (_q, reply) =>
              reply.header('Cache-Control', 'public, max-age=3600').sendFile(file),
            );
          }
        }
      });
    }
    app.setNotFoundHandler((request, reply) => {
      if (hasWeb && isPage(request)) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
      return reply.status(404).send({ message: messages.generic.notFound, code: 'not_found' });
    });
  },
  { name: 'web', dependencies: ['errors'] },
);
