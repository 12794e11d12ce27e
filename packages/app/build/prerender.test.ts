import { describe, expect, it } from 'vitest';
import {
  appScriptsOf,
  injectPrerender,
  prerenderedFileName,
  startAfterPaintScript,
} from './prerender';

// index.html as Vite writes it (packages/app/index.html after the build).
const INDEX = `<!doctype html>
<html lang="zh-Hans">
  <head>
    <meta charset="UTF-8" />
    <title>集运 Jiyun</title>
    <script type="module" crossorigin src="/assets/index-BTbEM_s0.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-QyRcO2IJ.js">
    <link rel="modulepreload" crossorigin href="/assets/i18n-D4CXigy6.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const PAGE = {
  lang: 'en',
  title: 'Jiyun',
  markup: '<main class="sc-a b"><h1>Welcome to Jiyun</h1><form noValidate=""></form></main>',
  styles: '<style data-styled="true" data-styled-version="6.6.0">.b{display:flex;}</style>',
};

const START = '/assets/login-start-RwrPF0wK.js';
const LANGUAGE_CHECK = '/assets/login-language-Xy12Ab3c.js';
const SCRIPTS = { start: START, languageCheck: LANGUAGE_CHECK };

describe('injectPrerender', () => {
  const html = injectPrerender(INDEX, PAGE, SCRIPTS);

  it('puts the markup in #root, inert and busy until the app replaces it', () => {
    expect(html).toContain(
      '<div id="root"><div inert aria-busy="true"><main class="sc-a b"><h1>Welcome to Jiyun</h1><form noValidate=""></form></main></div></div>',
    );
  });

  it('puts the styles at the end of <head>, after the scripts', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.endsWith(`${PAGE.styles}\n  `)).toBe(true);
    expect(head.indexOf('<script')).toBeLessThan(head.indexOf('<style'));
  });

  it('sets the language and the title', () => {
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Jiyun</title>');
    expect(html).not.toContain('zh-Hans');
  });

  it('checks the language before the first paint, after the title and before the styles', () => {
    const check = html.indexOf(`<script src="${LANGUAGE_CHECK}"></script>`);
    expect(check).toBeGreaterThan(html.indexOf('</title>'));
    expect(check).toBeLessThan(html.indexOf('<style'));
  });

  it('loads only the language check and the start script, which loads the app once the page has painted', () => {
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).toContain(`<script type="module" crossorigin src="${START}"></script>`);
    expect(html).not.toContain('index-BTbEM_s0.js');
    expect(html).not.toContain('modulepreload');
  });

  it('escapes the title and the language', () => {
    const escaped = injectPrerender(
      INDEX,
      { ...PAGE, lang: 'en"x', title: '<Jiyun & Co>' },
      SCRIPTS,
    );
    expect(escaped).toContain('<html lang="en&quot;x">');
    expect(escaped).toContain('<title>&lt;Jiyun &amp; Co&gt;</title>');
  });

  it('takes markup with `$` patterns literally', () => {
    const dollars = injectPrerender(INDEX, { ...PAGE, markup: "<p>$&$1$'</p>" }, SCRIPTS);
    expect(dollars).toContain(`<div inert aria-busy="true"><p>$&$1$'</p></div>`);
  });

  it.each([
    {
      what: 'no #root',
      index: INDEX.replace('<div id="root"></div>', ''),
      error: /<div id="root"><\/div>.*found 0/,
    },
    {
      what: 'two #root',
      index: INDEX.replace('<div id="root"></div>', '<div id="root"></div><div id="root"></div>'),
      error: /<div id="root"><\/div>.*found 2/,
    },
    {
      what: 'a filled #root',
      index: INDEX.replace('<div id="root"></div>', '<div id="root">x</div>'),
      error: /found 0/,
    },
    {
      what: 'no module script',
      index: INDEX.replace(/<script.*<\/script>/, ''),
      error: /exactly one module script.*found 0/,
    },
    { what: 'no title', index: INDEX.replace(/<title>.*<\/title>/, ''), error: /<title>.*found 0/ },
    {
      what: 'no <html lang>',
      index: INDEX.replace('<html lang="zh-Hans">', '<html>'),
      error: /<html lang>.*found 0/,
    },
  ])('refuses an index.html with $what', ({ index, error }) => {
    expect(() => injectPrerender(index, PAGE, SCRIPTS)).toThrow(error);
  });
});

describe('the start script', () => {
  it('finds what index.html loads: the entry and its preloads, in order', () => {
    expect(appScriptsOf(INDEX)).toEqual({
      entry: '/assets/index-BTbEM_s0.js',
      preloads: ['/assets/vendor-QyRcO2IJ.js', '/assets/i18n-D4CXigy6.js'],
    });
  });

  it('preloads those modules and imports the entry after the first frame', async () => {
    const code = startAfterPaintScript(appScriptsOf(INDEX));
    const appended: { rel: string; href: string; crossOrigin: string }[] = [];
    const imported: string[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const browser = {
      document: {
        visibilityState: 'visible',
        createElement: () => ({ rel: '', href: '', crossOrigin: null }),
        head: { append: (link: (typeof appended)[number]) => appended.push(link) },
      },
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void) => timers.push(callback),
      importModule: (src: string) => imported.push(src),
    };
    // The module's code, run against the fake browser (`import()` renamed to a function).
    const run = new Function(
      ...Object.keys(browser),
      code.replace(/\bimport\(/g, 'importModule('),
    ) as (...values: unknown[]) => void;
    run(...Object.values(browser));
    expect(imported).toEqual([]);
    frames.forEach((frame) => frame());
    expect(imported).toEqual([]);
    timers.forEach((timer) => timer());
    expect(appended).toEqual([
      { rel: 'modulepreload', href: '/assets/vendor-QyRcO2IJ.js', crossOrigin: '' },
      { rel: 'modulepreload', href: '/assets/i18n-D4CXigy6.js', crossOrigin: '' },
    ]);
    expect(imported).toEqual(['/assets/index-BTbEM_s0.js']);
  });
});

describe('prerenderedFileName', () => {
  it.each([
    ['zhHans', 'login.zhHans.html'],
    ['en', 'login.en.html'],
  ])('%s → %s (the names the server sends)', (language, file) => {
    expect(prerenderedFileName(language)).toBe(file);
  });
});
