import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defaultServerConditions, minify, type Logger, type Plugin } from 'vite';
import type * as PrerenderEntryModule from '../src/prerender/entry';
import type { PrerenderedPage } from '../src/prerender/entry';

/** The prerender entry, once built for Node. */
type PrerenderEntry = typeof PrerenderEntryModule;

/** The file the server sends at /login to a visitor in `language` (static-app.ts reads it). */
export function prerenderedFileName(language: string): string {
  return `login.${language}.html`;
}

const ROOT_ELEMENT = '<div id="root"></div>';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  const matches = html.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`));
  if (matches?.length !== 1) {
    throw new Error(
      `index.html must have exactly one ${what} for the prerendered login page; found ${matches?.length ?? 0}.`,
    );
  }
  return html.replace(pattern, () => replacement);
}

/** What index.html loads: its module entry and the modules Vite preloads beside it, in order. */
export function appScriptsOf(indexHtml: string): { entry: string; preloads: string[] } {
  const entries = [
    ...indexHtml.matchAll(/<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g),
  ];
  const entry = entries[0]?.[1];
  if (entries.length !== 1 || !entry) {
    throw new Error(
      `index.html must load exactly one module script for the prerendered login page; found ${entries.length}.`,
    );
  }
  const preloads = [...indexHtml.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g)];
  return { entry, preloads: preloads.map(([, href]) => href ?? '') };
}

/**
 * The one small script the prerendered page loads instead of the app, a classic script in <head>
 * that runs before anything is painted. First the language check (`languageCheck`, ADR 0084): when
 * it loads the page again, nothing else runs. Then, once the page is parsed and has painted (the
 * frame after the first animation frame; at once in a hidden tab, which paints nothing), it
 * preloads the app's modules as index.html would and imports the entry. Until then no app script
 * is on the wire, so nothing the first paint does not need competes with it — nor looks, to
 * Lighthouse's simulation, as if the paint had waited for it (ADR 0040). One file, not two: each
 * request of /login counts against its transfer budget.
 */
export function bootScript(
  { entry, preloads }: { entry: string; preloads: string[] },
  languageCheck: string,
) {
  return `// Boots the prerendered login page (ADR 0040, 0084).
if (!${languageCheck}) {
  const start = () => {
    for (const href of ${JSON.stringify(preloads)}) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    import(${JSON.stringify(entry)});
  };
  const afterPaint = () => {
    if (document.visibilityState === 'hidden') start();
    else requestAnimationFrame(() => setTimeout(start, 0));
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint);
  else afterPaint();
}
`;
}

/** index.html without the app's scripts: the boot script loads them (bootScript). */
function withoutAppScripts(indexHtml: string): string {
  return indexHtml
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/\s*<script type="module"[^>]*><\/script>/, '');
}

/**
 * The typeface files the login page draws with (read off `document.fonts` after it loads: Inter's
 * letters in its three weights, figures and signs in the regular weight). They are preloaded, so
 * they are there for the first paint: a native <select> ("+1") drawn in the fallback face is not
 * redrawn when the face arrives, and would change when the app takes over (ADR 0055).
 */
const FIRST_PAINT_FACES = [
  'inter-letters-400',
  'inter-letters-500',
  'inter-letters-600',
  'inter-figures-400',
  'inter-signs-400',
];

/** `<link rel="preload">` for each first-paint face the page's styles declare. */
export function fontPreloadsOf(styles: string): string {
  const urls = [...styles.matchAll(/url\('?(\/assets\/([a-z-]+-\d{3})-[\w-]+\.woff2)'?\)/g)]
    .filter(([, , face]) => FIRST_PAINT_FACES.includes(face ?? ''))
    .map(([, url]) => url ?? '');
  return [...new Set(urls)]
    .map(
      (url) =>
        `<link rel="preload" href="${escapeHtml(url)}" as="font" type="font/woff2" crossorigin>`,
    )
    .join('\n    ');
}

/**
 * index.html with the page in it: its language and title, the boot script right after the title
 * (bootScript: a classic script, so its language check runs before anything is painted), the
 * styles at the end of <head>, and the markup inside #root in an `inert`, `aria-busy` wrapper.
 * Nobody can type into the form until the app's own render replaces the wrapper with the same
 * markup (React clears #root first). Still no inline script: the CSP stays strict.
 */
export function injectPrerender(indexHtml: string, page: PrerenderedPage, bootSrc: string): string {
  appScriptsOf(indexHtml);
  let html = withoutAppScripts(indexHtml);
  html = replaceOnce(
    html,
    /<html lang="[^"]*">/,
    `<html lang="${escapeHtml(page.lang)}">`,
    '<html lang>',
  );
  html = replaceOnce(
    html,
    /<title>[^<]*<\/title>/,
    `<title>${escapeHtml(page.title)}</title>\n    <script src="${escapeHtml(bootSrc)}"></script>`,
    '<title>',
  );
  html = replaceOnce(
    html,
    /<\/head>/,
    `${fontPreloadsOf(page.styles)}\n    ${page.styles}\n  </head>`,
    '</head>',
  );
  return replaceOnce(
    html,
    new RegExp(ROOT_ELEMENT),
    `<div id="root"><div inert aria-busy="true">${page.markup}</div></div>`,
    ROOT_ELEMENT,
  );
}

/**
 * Writes `source` minified as a hashed file under /assets (cached for a year) and returns its
 * path: it counts against /login's JavaScript budget.
 */
async function writeAsset(outDir: string, name: string, source: string): Promise<string> {
  const { code: text, errors } = await minify(`${name}.js`, source, {});
  if (errors.length > 0) throw new Error(`${name}.js does not minify: ${errors[0]?.message}`);
  const hash = createHash('sha256').update(text).digest('base64url').slice(0, 8);
  const path = `/assets/${name}-${hash}.js`;
  await writeFile(join(outDir, path), text);
  return path;
}

/** Builds the prerender entry for Node into `outDir` and returns the built file. */
async function buildEntry(root: string, outDir: string): Promise<string> {
  await build({
    configFile: false,
    root,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    resolve: { conditions: ['@jiyun/source'] },
    ssr: {
      // One file set with every library in it: the workspace packages' own dependencies are not
      // resolvable from the app's node_modules (pnpm), and nothing of it ships to a browser.
      noExternal: true,
      resolve: {
        conditions: ['@jiyun/source', ...defaultServerConditions],
        externalConditions: ['@jiyun/source'],
      },
    },
    build: {
      ssr: 'src/prerender/entry.tsx',
      outDir,
      emptyOutDir: true,
      minify: false,
      copyPublicDir: false,
      rolldownOptions: { output: { entryFileNames: 'entry.mjs' } },
    },
  });
  return join(outDir, 'entry.mjs');
}

/**
 * Renders the login page in every language into `dist/login.<language>.html` after the client
 * build has written `dist/index.html` (writeBundle, so precompress's closeBundle finds the new
 * files and writes their .br/.gz). Build only; the SSR build itself is not run through it.
 */
export function prerenderLogin(): Plugin {
  let root = '';
  let outDir = '';
  let logger: Logger | undefined;
  return {
    name: 'jiyun:prerender-login',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    async writeBundle() {
      const started = Date.now();
      const scratch = await mkdtemp(join(root, 'node_modules', '.jiyun-prerender-'));
      try {
        const entryFile = await buildEntry(root, scratch);
        const entry = (await import(pathToFileURL(entryFile).href)) as PrerenderEntry;
        const indexHtml = await readFile(join(outDir, 'index.html'), 'utf8');
        const bootSrc = await writeAsset(
          outDir,
          'login-boot',
          bootScript(appScriptsOf(indexHtml), entry.languageCheck()),
        );
        const written: string[] = [];
        for (const language of entry.LANGUAGES) {
          const page = await entry.renderLoginPage(language);
          const html = injectPrerender(indexHtml, page, bootSrc);
          await writeFile(join(outDir, prerenderedFileName(language)), html);
          written.push(`${prerenderedFileName(language)} ${(html.length / 1024).toFixed(1)} kB`);
        }
        logger?.info(`prerendered /login: ${written.join(', ')} in ${Date.now() - started} ms`);
      } finally {
        await rm(scratch, { recursive: true, force: true });
      }
    },
  };
}
