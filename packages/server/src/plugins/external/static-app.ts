import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiError } from '@jiyun/domain';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Jiyun — app not built</title></head>
<body>
<h1>The Jiyun app is not built yet</h1>
<p>The API is running under <code>/api/v1</code>. To serve the back-office here, build it
from the repository root with <code>pnpm build</code> and restart the server.</p>
</body>
</html>
`;

/**
 * A request for a page of the app: a browser asks for HTML; a link checker or `curl` asks for
 * anything (or says nothing) but names a path without a file extension. A missing file such as
 * /assets/x.js stays a 404 rather than answering HTML to a script.
 */
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const accept = request.headers.accept ?? '';
  if (accept.includes('text/html')) return true;
  const path = request.url.split('?')[0] ?? '';
  const hasExtension = /\.[a-z0-9]+$/i.test(path);
  return !hasExtension && (accept === '' || accept.includes('*/*'));
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Serves the built app: hashed files under /assets cached for a year, and index.html
 * (never cached) for every other page so client-side routes survive a reload. The build writes
 * brotli and gzip variants beside each text file (`x.js.br`, `x.js.gz`); the one the browser's
 * Accept-Encoding names first among br, gzip is sent, with `Vary: Accept-Encoding` (ADR 0032).
 */
export default fp(
  async (app) => {
    const root = app.config.appDistDir;
    const indexFile = join(root, 'index.html');
    const hasDist = existsSync(root);

    if (hasDist) {
      await app.register(fastifyStatic, {
        root,
        prefix: '/',
        index: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders: (reply, path) => {
          const hashed = path.includes(`${sep}assets${sep}`);
          reply.header(
            'cache-control',
            hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }

    function sendIndex(reply: FastifyReply) {
      if (!hasDist || !existsSync(indexFile)) {
        return reply
          .code(200)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(NOT_BUILT_PAGE);
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }

    app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));

    app.setNotFoundHandler((request, reply) => {
      if (isPageRequest(request) && !isApiPath(request.url)) return sendIndex(reply);
      const body: ApiError = { message: 'Not found.', code: 'NOT_FOUND' };
      return reply.code(404).send(body);
    });
  },
  { name: 'static-app', dependencies: ['config'] },
);
