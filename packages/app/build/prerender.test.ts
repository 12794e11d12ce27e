import { describe, expect, it } from 'vitest';
import { appScriptsOf, injectPrerender, prerenderedFileName, bootScript } from './prerender';

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

const BOOT = '/assets/login-boot-RwrPF0wK.js';

describe('injectPrerender', () => {
  const html = injectPrerender(INDEX, PAGE, BOOT);

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

  it('loads only the boot script, a classic one after the title and before the styles', () => {
    expect(html.match(/<script/g)).toHaveLength(1);
    const boot = html.indexOf(`<script src="${BOOT}"></script>`);
    expect(boot).toBeGreaterThan(html.indexOf('</title>'));
    expect(boot).toBeLessThan(html.indexOf('<style'));
    expect(html).not.toContain('index-BTbEM_s0.js');
    expect(html).not.toContain('modulepreload');
  });

  it('escapes the title and the language', () => {
    const escaped = injectPrerender(INDEX, { ...PAGE, lang: 'en"x', title: '<Jiyun & Co>' }, BOOT);
    expect(escaped).toContain('<html lang="en&quot;x">');
    expect(escaped).toContain('<title>&lt;Jiyun &amp; Co&gt;</title>');
  });

  it('takes markup with `$` patterns literally', () => {
    const dollars = injectPrerender(INDEX, { ...PAGE, markup: "<p>$&$1$'</p>" }, BOOT);
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
    expect(() => injectPrerender(index, PAGE, BOOT)).toThrow(error);
  });
});

describe('the boot script', () => {
  it('finds what index.html loads: the entry and its preloads, in order', () => {
    expect(appScriptsOf(INDEX)).toEqual({
      entry: '/assets/index-BTbEM_s0.js',
      preloads: ['/assets/vendor-QyRcO2IJ.js', '/assets/i18n-D4CXigy6.js'],
    });
  });

  /** Runs the boot script against a fake browser (`import()` renamed to a function). */
  function boot(languageCheck: string, readyState = 'interactive') {
    const appended: { rel: string; href: string; crossOrigin: string }[] = [];
    const imported: string[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const loaded: (() => void)[] = [];
    const browser = {
      document: {
        readyState,
        visibilityState: 'visible',
        addEventListener: (_event: string, callback: () => void) => loaded.push(callback),
        createElement: () => ({ rel: '', href: '', crossOrigin: null }),
        head: { append: (link: (typeof appended)[number]) => appended.push(link) },
      },
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void) => timers.push(callback),
      importModule: (src: string) => imported.push(src),
    };
    const code = bootScript(appScriptsOf(INDEX), languageCheck);
    const run = new Function(
      ...Object.keys(browser),
      code.replace(/\bimport\(/g, 'importModule('),
    ) as (...values: unknown[]) => void;
    run(...Object.values(browser));
    return { appended, imported, frames, timers, loaded };
  }

  it('preloads those modules and imports the entry once the page is parsed and painted', () => {
    const { appended, imported, frames, timers, loaded } = boot('false', 'loading');
    expect(frames).toEqual([]);
    loaded.forEach((callback) => callback());
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

  it('starts nothing while the language check loads the page again', () => {
    const { frames, loaded, imported } = boot('true', 'loading');
    expect([frames, loaded, imported]).toEqual([[], [], []]);
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
