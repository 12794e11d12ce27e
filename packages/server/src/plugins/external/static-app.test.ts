import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test-helpers/build-test-app.js';
import { PAGE_ONLY_HEADERS } from './static-app.js';

const dist = mkdtempSync(join(tmpdir(), 'jiyun-app-dist-'));
const INDEX =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), INDEX);
writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("jiyun")');
writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

// What the build writes beside each text file worth compressing (packages/app/build/precompress.ts).
const VENDOR = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};`;
writeFileSync(join(dist, 'assets', 'vendor-def456.js'), VENDOR);
writeFileSync(join(dist, 'assets', 'vendor-def456.js.br'), brotliCompressSync(VENDOR));
writeFileSync(join(dist, 'assets', 'vendor-def456.js.gz'), gzipSync(VENDOR));
writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(INDEX));
writeFileSync(join(dist, 'index.html.gz'), gzipSync(INDEX));

// What the build prerenders for /login (packages/app/build/prerender.ts): index.html with the
// page inside #root, one file per language, precompressed like every other text file.
const LOGIN = {
  zhHans:
    '<!doctype html><html lang="zh-Hans"><head><title>集运</title></head><body><div id="root"><div inert aria-busy="true"><h1>欢迎使用集运</h1></div></div></body></html>',
  en: '<!doctype html><html lang="en"><head><title>Jiyun</title></head><body><div id="root"><div inert aria-busy="true"><h1>Welcome to Jiyun</h1></div></div></body></html>',
};
for (const [language, page] of Object.entries(LOGIN)) {
  writeFileSync(join(dist, `login.${language}.html`), page);
  writeFileSync(join(dist, `login.${language}.html.br`), brotliCompressSync(page));
  writeFileSync(join(dist, `login.${language}.html.gz`), gzipSync(page));
}

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ appDistDir: dist });
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built app', () => {
  it('serves index.html at / without caching', async () => {
    const response = await app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });

  it('sends a CSP the React app runs under', async () => {
    const csp = (await app.inject({ url: '/' })).headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("connect-src 'self'");
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const response = await app.inject({ url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("jiyun")');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends a hashed asset without page-only headers or validators', async () => {
    const asset = await app.inject({ url: '/assets/index-abc123.js' });
    for (const name of PAGE_ONLY_HEADERS) expect(asset.headers[name], name).toBeUndefined();
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    // A page keeps them: they say what the document may do.
    const page = await app.inject({ url: '/' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('serves other files without a long cache', async () => {
    const response = await app.inject({ url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/warehouse', '/orders/returnOrder/42', '/admin/team-member?page=2'])(
    'answers index.html for the client route %s',
    async (url) => {
      const response = await app.inject({ url, headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each([
    ['curl (any type)', { accept: '*/*' }],
    ['a client that names no type', {}],
  ])('serves a page of the app to %s', async (_who, headers) => {
    const response = await app.inject({ url: '/warehouse?status=active', headers });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
  });

  it('answers 404 for a missing asset requested by a script', async () => {
    const response = await app.inject({ url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(404);
  });

  it('answers unknown API routes with a JSON 404, even from a browser', async () => {
    for (const headers of [html, {}]) {
      const response = await app.inject({ url: '/api/v1/nothing-here', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.', code: 'NOT_FOUND' });
    }
    const post = await app.inject({ method: 'POST', url: '/api/v1/merchants/nothing' });
    expect(post.statusCode).toBe(404);
  });

  it('does not serve files outside the app directory', async () => {
    const response = await app.inject({
      url: '/..%2F..%2Fetc%2Fpasswd',
      headers: { accept: '*/*' },
    });
    // Refused, or answered with the app's own page: never the file outside the app directory.
    expect(response.body).not.toContain('root:');
    if (response.statusCode === 200) expect(response.body).toBe(INDEX);
    else expect([403, 404]).toContain(response.statusCode);
  });
});

describe('the built app, precompressed', () => {
  const IMMUTABLE = 'public, max-age=31536000, immutable';
  const decode: Record<string, (body: Buffer) => Buffer> = {
    br: brotliDecompressSync,
    gzip: gunzipSync,
  };

  it.each([
    { acceptEncoding: 'gzip, deflate, br, zstd', sent: 'br' },
    { acceptEncoding: 'br', sent: 'br' },
    { acceptEncoding: 'gzip, deflate', sent: 'gzip' },
    { acceptEncoding: 'br;q=0.5, gzip', sent: 'gzip' },
    { acceptEncoding: 'br;q=0, gzip;q=0.8', sent: 'gzip' },
  ])(
    'sends a hashed asset as $sent to Accept-Encoding "$acceptEncoding", cached for a year',
    async ({ acceptEncoding, sent }) => {
      const response = await app.inject({
        url: '/assets/vendor-def456.js',
        headers: { 'accept-encoding': acceptEncoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(sent);
      expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(decode[sent]?.(response.rawPayload).toString()).toBe(VENDOR);
    },
  );

  it.each([
    { acceptEncoding: undefined },
    { acceptEncoding: 'identity' },
    { acceptEncoding: 'deflate' },
  ])(
    'sends the asset itself to Accept-Encoding $acceptEncoding, still varying on it',
    async ({ acceptEncoding }) => {
      const response = await app.inject({
        url: '/assets/vendor-def456.js',
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(VENDOR);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
    },
  );

  it.each(['/', '/warehouse'])(
    'sends index.html at %s compressed and never cached',
    async (url) => {
      for (const sent of ['br', 'gzip']) {
        const response = await app.inject({
          url,
          headers: { ...html, 'accept-encoding': sent },
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe(sent);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(decode[sent]?.(response.rawPayload).toString()).toBe(INDEX);
      }
    },
  );

  it('sends a file that has no compressed variant as it is', async () => {
    const response = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('console.log("jiyun")');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
  });
});

describe("/login, prerendered in the visitor's language", () => {
  it.each([
    { cookie: undefined, sent: 'zhHans' },
    { cookie: 'jiyun_lang=zhHans', sent: 'zhHans' },
    { cookie: 'jiyun_lang=en', sent: 'en' },
    { cookie: 'theme=dark; jiyun_lang=en; other=1', sent: 'en' },
    { cookie: 'jiyun_lang=fr', sent: 'zhHans' },
    { cookie: 'jiyun_lang=EN', sent: 'zhHans' },
    { cookie: 'jiyun_lang=', sent: 'zhHans' },
    { cookie: 'lang=en', sent: 'zhHans' },
  ] as const)('cookie "$cookie" gets the $sent page', async ({ cookie, sent }) => {
    const response = await app.inject({
      url: '/login',
      headers: { ...html, ...(cookie ? { cookie } : {}) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe(LOGIN[sent]);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/\bcookie\b/i);
  });

  it('keeps the page for a login address that carries where to go back to', async () => {
    const response = await app.inject({
      url: '/login?redirect=%2Forders%3Fstatus%3Dpacked',
      headers: { ...html, cookie: 'jiyun_lang=en' },
    });
    expect(response.body).toBe(LOGIN.en);
  });

  it.each([
    ['curl (any type)', { accept: '*/*' }],
    ['a client that names no type', {}],
  ])('serves the prerendered page to %s', async (_who, headers) => {
    const response = await app.inject({ url: '/login', headers });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(LOGIN.zhHans);
  });

  it('sends it compressed, varying on the cookie and on Accept-Encoding', async () => {
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const response = await app.inject({
        url: '/login',
        headers: { ...html, cookie: 'jiyun_lang=en', 'accept-encoding': encoding },
      });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(decode(response.rawPayload).toString()).toBe(LOGIN.en);
      const vary = (response.headers.vary ?? '')
        .toString()
        .toLowerCase()
        .split(/\s*,\s*/);
      expect(vary).toEqual(expect.arrayContaining(['cookie', 'accept-encoding']));
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/login', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe('');
  });

  it('leaves every other page on index.html, whatever the cookie says', async () => {
    for (const url of ['/', '/warehouse', '/forgot-password', '/login/extra']) {
      const response = await app.inject({ url, headers: { ...html, cookie: 'jiyun_lang=en' } });
      expect(response.body).toBe(INDEX);
      expect(response.headers.vary ?? '').not.toMatch(/cookie/i);
    }
  });

  it('falls back to index.html when the build has no page for that language', async () => {
    renameSync(join(dist, 'login.en.html'), join(dist, 'login.en.html.away'));
    try {
      const english = await app.inject({
        url: '/login',
        headers: { ...html, cookie: 'jiyun_lang=en' },
      });
      expect(english.statusCode).toBe(200);
      expect(english.body).toBe(INDEX);
      expect(english.headers['cache-control']).toBe('no-cache');
      // Chinese is still prerendered.
      expect((await app.inject({ url: '/login', headers: html })).body).toBe(LOGIN.zhHans);
    } finally {
      renameSync(join(dist, 'login.en.html.away'), join(dist, 'login.en.html'));
    }
  });

  it('falls back to index.html when the build prerendered nothing', async () => {
    for (const language of Object.keys(LOGIN)) {
      renameSync(join(dist, `login.${language}.html`), join(dist, `login.${language}.away`));
    }
    try {
      for (const cookie of ['jiyun_lang=en', 'jiyun_lang=zhHans', '']) {
        const response = await app.inject({
          url: '/login',
          headers: { ...html, ...(cookie ? { cookie } : {}) },
        });
        expect(response.statusCode).toBe(200);
        expect(response.body).toBe(INDEX);
      }
    } finally {
      for (const language of Object.keys(LOGIN)) {
        renameSync(join(dist, `login.${language}.away`), join(dist, `login.${language}.html`));
      }
    }
  });
});

describe('when the app is not built', () => {
  it('answers / with a page saying how to build it, and the API still works', async () => {
    renameSync(join(dist, 'index.html'), join(dist, 'index.html.away'));
    try {
      const page = await app.inject({ url: '/' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('not built');
      expect(page.body).toContain('pnpm build');
      expect((await app.inject({ url: '/warehouse', headers: html })).body).toContain('pnpm build');
      expect((await app.inject({ url: '/api/v1/health' })).statusCode).toBe(200);
    } finally {
      renameSync(join(dist, 'index.html.away'), join(dist, 'index.html'));
    }
  });
});
