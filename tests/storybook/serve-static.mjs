#!/usr/bin/env node
// Serves the built Storybook (storybook-static/) the way a static host would, so the checker
// sees exactly what a designer opening the published workbench sees. No dependency: a few lines
// of node:http are enough for a local, read-only, single-directory server.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../storybook-static/', import.meta.url));
const port = Number(process.env.STORYBOOK_STATIC_PORT ?? 6007);

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

if (!existsSync(join(root, 'index.json'))) {
  console.error('storybook-static/ is missing: run `pnpm build-storybook` first.');
  process.exit(1);
}

createServer((request, response) => {
  // Chromium asks every origin for /favicon.ico; Storybook ships an SVG icon instead. Answering
  // "no content" keeps that browser habit out of the console errors the checker counts.
  if (request.url === '/favicon.ico') {
    response.writeHead(204).end();
    return;
  }
  const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
  if (
    !file.startsWith(root.endsWith(sep) ? root : root + sep) ||
    !existsSync(file) ||
    !statSync(file).isFile()
  ) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  response.writeHead(200, {
    'content-type': types[extname(file)] ?? 'application/octet-stream',
    // The MSW worker must be allowed to control the whole origin.
    'service-worker-allowed': '/',
  });
  createReadStream(file).pipe(response);
}).listen(port, '127.0.0.1', () => {
  console.log(`storybook-static on http://127.0.0.1:${port}`);
});
