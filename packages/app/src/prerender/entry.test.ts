import { describe, expect, it } from 'vitest';
import { renderLoginPage } from './entry';

describe('renderLoginPage', () => {
  it.each([
    {
      language: 'zhHans',
      lang: 'zh-Hans',
      title: '集运',
      words: ['欢迎使用集运', '手机号码', '密码', '登录', '忘记密码'],
      selected: 'zhHans',
    },
    {
      language: 'en',
      lang: 'en',
      title: 'Jiyun',
      words: ['Welcome to Jiyun', 'Phone number', 'Password', 'Login', 'Forgot password?'],
      selected: 'en',
    },
  ] as const)(
    'renders the empty login form in $language with its styles',
    async ({ language, lang, title, words, selected }) => {
      const page = await renderLoginPage(language);
      expect(page.lang).toBe(lang);
      expect(page.title).toBe(title);
      for (const word of words) expect(page.markup).toContain(word);
      // The language switch shows the page's own language.
      expect(page.markup).toMatch(new RegExp(`<option value="${selected}"[^>]*selected=""`));
      // Nothing typed yet: Login stays disabled until phone and password are filled.
      expect(page.markup).toMatch(/<button type="submit" disabled=""/);
      expect(page.markup).toContain('href="/forgot-password"');
      // One style tag with the global style (theme variables) and every component's rules.
      expect(page.styles).toMatch(/^<style data-styled="true"[^>]*>/);
      expect(page.styles).toContain('--jy-color-primary-500');
      const classNames = [...page.markup.matchAll(/class="sc-[\w-]+ (\w+)"/g)].map(
        ([, name]) => name,
      );
      expect(classNames.length).toBeGreaterThan(10);
      for (const className of classNames) expect(page.styles).toContain(`.${className}{`);
    },
  );

  it('renders each language on its own, whatever was rendered before', async () => {
    const english = await renderLoginPage('en');
    const chinese = await renderLoginPage('zhHans');
    expect(chinese.markup).not.toContain('Welcome to Jiyun');
    expect(english.markup).not.toContain('欢迎使用集运');
    expect(await renderLoginPage('en')).toEqual(english);
  });
});
