import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { currentUrl, loadApp, ownerUser, renderApp } from '../../../test/render-app';

describe('login page', () => {
  it('speaks Chinese by default, with <html lang="zh-Hans">', async () => {
    const { screen } = await renderApp('/login');
    await expect
      .element(screen.getByRole('heading', { level: 1, name: '欢迎使用集运' }))
      .toBeVisible();
    await expect.element(screen.getByRole('group', { name: '用户类型' })).toBeVisible();
    await expect.element(screen.getByRole('radio', { name: '主账号' })).toBeChecked();
    await expect.element(screen.getByRole('textbox', { name: '手机号码' })).toBeVisible();
    await expect.element(screen.getByRole('combobox', { name: '国家区号' })).toBeVisible();
    await expect.element(screen.getByLabelText('密码', { exact: true })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: '显示密码' })).toBeVisible();
    await expect.element(screen.getByRole('link', { name: '忘记密码？' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: '登录' })).toBeDisabled();
    await expect.element(screen.getByRole('link', { name: '注册' })).toBeVisible();
    expect(document.documentElement.lang).toBe('zh-Hans');
  });

  it('speaks English when localStorage.lang is en', async () => {
    const { screen } = await renderApp('/login', { lang: 'en' });
    await expect
      .element(screen.getByRole('heading', { level: 1, name: 'Welcome to Jiyun' }))
      .toBeVisible();
    await expect.element(screen.getByRole('group', { name: 'User type' })).toBeVisible();
    await expect.element(screen.getByRole('radio', { name: 'Root user' })).toBeChecked();
    await expect.element(screen.getByRole('radio', { name: 'Team member' })).not.toBeChecked();
    expect(screen.getByRole('radio').all()).toHaveLength(2);
    expect(document.documentElement.lang).toBe('en');
  });

  it.each(['fr', 'EN', 'zh'])('falls back to Chinese for localStorage.lang = %j', async (lang) => {
    const { screen } = await renderApp('/login', { lang });
    await expect
      .element(screen.getByRole('heading', { level: 1, name: '欢迎使用集运' }))
      .toBeVisible();
  });

  it('switches language from the picker and remembers it', async () => {
    const { screen } = await renderApp('/login');
    await screen.getByRole('combobox', { name: '语言' }).selectOptions('en');
    await expect
      .element(screen.getByRole('heading', { level: 1, name: 'Welcome to Jiyun' }))
      .toBeVisible();
    expect(localStorage.getItem('lang')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('keeps Login disabled, and submitting inert, until phone and password are both filled', async () => {
    const send = vi.spyOn(XMLHttpRequest.prototype, 'send');
    const { screen, router } = await renderApp('/login', { lang: 'en' });
    const login = screen.getByRole('button', { name: 'Login' });
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    const password = screen.getByLabelText('Password', { exact: true });

    await expect.element(login).toBeDisabled();
    await phone.fill('604-555-0123');
    await expect.element(login).toBeDisabled();
    await userEvent.type(phone, '{Enter}');
    await phone.clear();
    await password.fill('Merchant#2026');
    await expect.element(login).toBeDisabled();
    await userEvent.type(password, '{Enter}');
    expect(send).not.toHaveBeenCalled();
    expect(currentUrl(router)).toBe('/login');

    await phone.fill('604-555-0123');
    await expect.element(login).toBeEnabled();
    send.mockRestore();
  });

  it('keeps only digits and hyphens in the phone number', async () => {
    const { screen } = await renderApp('/login', { lang: 'en' });
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    await expect.element(phone).toHaveAttribute('placeholder', '1234567890');
    await userEvent.type(phone, '(604) 555-01a2b3+');
    await expect.element(phone).toHaveValue('604555-0123');
  });

  it('starts on +1 and offers +86', async () => {
    const { screen } = await renderApp('/login', { lang: 'en' });
    const countryCode = screen.getByRole('combobox', { name: 'Country code' });
    await expect.element(countryCode).toHaveValue('+1');
    expect(
      screen
        .getByRole('option')
        .all()
        .map((option) => option.element().textContent),
    ).toEqual(expect.arrayContaining(['+1', '+86']));
    await countryCode.selectOptions('+86');
    await expect.element(countryCode).toHaveValue('+86');
  });

  it('shows and hides the password', async () => {
    const { screen } = await renderApp('/login', { lang: 'en' });
    const password = screen.getByLabelText('Password', { exact: true });
    await password.fill('Merchant#2026');
    await expect.element(password).toHaveAttribute('type', 'password');
    await screen.getByRole('button', { name: 'Show password' }).click();
    await expect.element(password).toHaveAttribute('type', 'text');
    await screen.getByRole('button', { name: 'Hide password' }).click();
    await expect.element(password).toHaveAttribute('type', 'password');
  });

  it('opens the join page in a new tab from Sign up', async () => {
    const { screen } = await renderApp('/login', { lang: 'en' });
    const signUp = screen.getByRole('link', { name: 'Sign up' });
    await expect.element(signUp).toHaveAttribute('href', 'https://jiyun.app/join');
    await expect.element(signUp).toHaveAttribute('target', '_blank');
    const rel = signUp.element().getAttribute('rel')?.split(' ') ?? [];
    expect(rel).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
  });

  it('links to the forgot-password page', async () => {
    const { screen, router } = await renderApp('/login', { lang: 'en' });
    const forgot = screen.getByRole('link', { name: 'Forgot password?' });
    await expect.element(forgot).toHaveAttribute('href', '/forgot-password');
    await forgot.click();
    await expect
      .element(screen.getByRole('heading', { level: 1, name: 'Forgot password' }))
      .toBeVisible();
    expect(currentUrl(router)).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' }).all()).toHaveLength(0);
  });
});

describe('team member sign-in (ADR 0053)', () => {
  it.each([
    ['Root user', '/api/v1/merchants/auth/root-login'],
    ['Team member', '/api/v1/merchants/auth/sub-login'],
  ])('signs in as %s through %s', async (userType, path) => {
    const open = vi.spyOn(XMLHttpRequest.prototype, 'open');
    const { screen } = await renderApp('/login', { lang: 'en' });
    await screen.getByRole('radio', { name: userType }).click();
    await screen.getByRole('textbox', { name: 'Phone number' }).fill('604-555-0124');
    await screen.getByLabelText('Password', { exact: true }).fill('Operator#2027');
    await screen.getByRole('button', { name: 'Login' }).click();
    await expect
      .poll(() => open.mock.calls.map((call) => String(call[1])))
      .toEqual(expect.arrayContaining([expect.stringContaining(path)]));
    open.mockRestore();
  });

  it('hides the forgot-password link from team members (A41)', async () => {
    const { screen } = await renderApp('/login');
    await expect.element(screen.getByRole('link', { name: '忘记密码？' })).toBeVisible();
    await screen.getByRole('radio', { name: '团队成员' }).click();
    await expect.element(screen.getByRole('radio', { name: '团队成员' })).toBeChecked();
    expect(screen.getByRole('link', { name: '忘记密码？' }).all()).toHaveLength(0);
    await screen.getByRole('radio', { name: '主账号' }).click();
    await expect.element(screen.getByRole('link', { name: '忘记密码？' })).toBeVisible();
  });
});

describe('one-time success modal', () => {
  it.each([
    [
      'password-reset',
      'Password reset',
      'Your password has been changed. Log in with your new password.',
    ],
    [
      'registered',
      'Registration complete',
      'Your account has been created. Log in to get started.',
    ],
  ])('shows once for %s, then never again on reload', async (success, title, message) => {
    const { router, screen } = await renderApp(
      { pathname: '/login', state: { success } },
      { lang: 'en' },
    );
    const dialog = page.getByRole('dialog', { name: title });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByText(message)).toBeVisible();
    // The route state is gone at once, so neither reload nor back brings the dialog back.
    await expect.poll(() => router.state.location.state).toBeNull();

    await dialog.getByRole('button', { name: 'Back to login' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Login' })).toBeVisible();

    await screen.unmount();
    const reload = await loadApp(router.state.location);
    await expect
      .element(reload.screen.getByRole('heading', { name: 'Welcome to Jiyun' }))
      .toBeVisible();
    expect(page.getByRole('dialog').all()).toHaveLength(0);
  });

  it('ignores unknown successes in the route state', async () => {
    await renderApp({ pathname: '/login', state: { success: 'hacked' } }, { lang: 'en' });
    await expect.element(page.getByRole('heading', { name: 'Welcome to Jiyun' })).toBeVisible();
    expect(page.getByRole('dialog').all()).toHaveLength(0);
  });
});

describe('a stored account that is not active', () => {
  it.each(['pending', 'inactive', 'suspended'] as const)(
    'is logged out with the not-active alert (%s)',
    async (status) => {
      const { screen, router } = await renderApp('/warehouse', {
        lang: 'en',
        session: { accessToken: 'token', user: { ...ownerUser, status } },
      });
      await expect
        .element(screen.getByText('Your account is not active. Logging out.'))
        .toBeVisible();
      expect(router.state.location.pathname).toBe('/login');
      expect(localStorage.getItem('jiyun.session')).toBeNull();
    },
  );

  it('says so in Chinese by default', async () => {
    const { screen } = await renderApp('/warehouse', {
      session: { accessToken: 'token', user: { ...ownerUser, status: 'pending' } },
    });
    await expect.element(screen.getByText('您的账号未激活，正在退出登录。')).toBeVisible();
  });
});
