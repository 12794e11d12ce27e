import { describe, expect, it } from 'vitest';
import { injectPrerender, prerenderedFileName } from './prerender';

// index.html as Vite writes it (packages/app/index.html after the build).
const INDEX = `<!doctype html>
<html lang="zh-Hans">
  <head>
    <meta charset="UTF-8" />
    <title>集运 Jiyun</title>
    <script type="module" crossorigin src="/assets/index-BTbEM_s0.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-QyRcO2IJ.js">
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

describe('injectPrerender', () => {
  const html = injectPrerender(INDEX, PAGE);

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

  it('keeps the scripts as they are and adds none', () => {
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-BTbEM_s0.js">');
    expect(html).toContain('href="/assets/vendor-QyRcO2IJ.js"');
  });

  it('escapes the title and the language', () => {
    const escaped = injectPrerender(INDEX, { ...PAGE, lang: 'en"x', title: '<Jiyun & Co>' });
    expect(escaped).toContain('<html lang="en&quot;x">');
    expect(escaped).toContain('<title>&lt;Jiyun &amp; Co&gt;</title>');
  });

  it('takes markup with `$` patterns literally', () => {
    const dollars = injectPrerender(INDEX, { ...PAGE, markup: "<p>$&$1$'</p>" });
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
    { what: 'no title', index: INDEX.replace(/<title>.*<\/title>/, ''), error: /<title>.*found 0/ },
    {
      what: 'no <html lang>',
      index: INDEX.replace('<html lang="zh-Hans">', '<html>'),
      error: /<html lang>.*found 0/,
    },
  ])('refuses an index.html with $what', ({ index, error }) => {
    expect(() => injectPrerender(index, PAGE)).toThrow(error);
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
