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

/**
 * The cookie the app mirrors its language into (`packages/app/src/i18n/language.ts`), since the
 * server cannot read the app's `localStorage.lang`: `en`, or `zhHans` (the default).
 */
export const LANGUAGE_COOKIE = 'jiyun_lang';

/** The login page the build prerendered for this visitor (`packages/app/build/prerender.ts`). */
export function prerenderedLoginFile(languageCookie: string | undefined): string {
  return languageCookie === 'en' ? 'login.en.html' : 'login.zhHans.html';
}

/**
 * Headers that matter only on a document (what a page may load, frame or use) or to revalidate a
 * file that can change. A hashed asset under /assets never changes and is never a document, so
 * they are about 1 KiB of nothing on each of the dozen scripts and fonts /login loads (ADR 0055).
 * `x-content-type-options` and `cross-origin-resource-policy` guard subresources and stay.
 */
export const PAGE_ONLY_HEADERS = [
  'content-security-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'etag',
  'last-modified',
] as const;

const isHashedAsset = (url: string) => url.startsWith('/assets/');

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Serves the built app: hashed files under /assets cached for a year, and index.html
 * (never cached) for every other page so client-side routes survive a reload. The build writes
 * brotli and gzip variants beside each text file (`x.js.br`, `x.js.gz`); the one the browser's
 * Accept-Encoding names first among br, gzip is sent, with `Vary: Accept-Encoding` (ADR 0032).
 * /login answers the page the build rendered in the visitor's language (the `jiyun_lang` cookie,
 * Chinese without it), so it paints before its script runs (ADR 0040); index.html otherwise.
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

    app.addHook('onSend', async (request, reply) => {
      if (!isHashedAsset(request.url) || reply.statusCode !== 200) return;
      for (const name of PAGE_ONLY_HEADERS) reply.removeHeader(name);
    });

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

    // The answer depends on the cookie: a shared cache must keep the languages apart. A build
    // without the prerendered page (or with only some languages) falls back to index.html, which
    // renders the same page once its script has run.
    app.get('/login', { schema: { hide: true } }, (request, reply) => {
      const file = prerenderedLoginFile(request.cookies[LANGUAGE_COOKIE]);
      if (!hasDist || !existsSync(join(root, file))) return sendIndex(reply);
      return reply.header('cache-control', 'no-cache').header('vary', 'Cookie').sendFile(file);
    });

    // No file lives under /api: an unknown API path is answered here, before the file server
    // would look for it on disk (a stat and a directory listing for each such request).
    const notFoundBody: ApiError = { message: 'Not found.', code: 'NOT_FOUND' };
    app.all('/api/*', { schema: { hide: true } }, (_request, reply) =>
      reply.code(404).send(notFoundBody),
    );

    app.setNotFoundHandler((request, reply) => {
      if (isPageRequest(request) && !isApiPath(request.url)) return sendIndex(reply);
      return reply.code(404).send(notFoundBody);
    });
  },
  { name: 'static-app', dependencies: ['config', 'cookie'] },
);
