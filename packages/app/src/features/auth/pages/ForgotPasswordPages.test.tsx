import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { currentUrl, renderApp } from '../../../test/render-app';

const flow = { countryCode: '+86', phone: '13800000002', flowToken: 'flow-1', codeSentAt: 0 };

describe('forgot password: send code', () => {
  it('keeps Send code disabled, and submitting inert, until a phone is entered', async () => {
    const send = vi.spyOn(XMLHttpRequest.prototype, 'send');
    const { screen, router } = await renderApp('/forgot-password', { lang: 'en' });
    const button = screen.getByRole('button', { name: 'Send code' });
    await expect.element(button).toBeDisabled();
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(phone, '{Enter}');
    expect(send).not.toHaveBeenCalled();
    await phone.fill('138-0000-0002');
    await expect.element(button).toBeEnabled();
    await expect.element(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('+1');
    expect(currentUrl(router)).toBe('/forgot-password');
    send.mockRestore();
  });

  it('has a way back to login and no sign-up button', async () => {
    const { screen, router } = await renderApp('/forgot-password', { lang: 'en' });
    await expect.element(screen.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign up' }).all()).toHaveLength(0);
    await screen.getByRole('link', { name: 'Back to login' }).click();
    await expect.element(screen.getByRole('heading', { name: 'Welcome to Jiyun' })).toBeVisible();
    expect(currentUrl(router)).toBe('/login');
  });

  it('speaks Chinese by default', async () => {
    const { screen } = await renderApp('/forgot-password');
    await expect.element(screen.getByRole('heading', { level: 1, name: '忘记密码' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: '发送验证码' })).toBeDisabled();
  });
});

describe('a step visited without its flow', () => {
  it.each([
    [
      '/forgot-password/code',
      undefined,
      'We could not find the phone number of your password reset. Please enter it again.',
    ],
    [
      '/forgot-password/code',
      { ...flow, flowToken: '' },
      'Your verification session was not found. Please request a new code.',
    ],
    [
      '/forgot-password/reset',
      flow,
      'Your code has not been verified. Please request a new code and enter it.',
    ],
  ])('%s goes back to the first step and says why', async (pathname, state, message) => {
    const { screen, router } = await renderApp({ pathname, state }, { lang: 'en' });
    await expect
      .element(screen.getByRole('heading', { level: 1, name: 'Forgot password' }))
      .toBeVisible();
    await expect.element(screen.getByText(message)).toBeVisible();
    expect(currentUrl(router)).toBe('/forgot-password');
  });
});

describe('forgot password: code', () => {
  it('names the phone, counts down the resend and verifies only a 6-digit code', async () => {
    const { screen } = await renderApp(
      { pathname: '/forgot-password/code', state: { ...flow, codeSentAt: Date.now() } },
      { lang: 'en' },
    );
    await expect
      .element(screen.getByText('We sent a 6-digit code to +86 13800000002.'))
      .toBeVisible();
    await expect
      .element(screen.getByRole('button', { name: /^Resend in (30|29)s$/ }))
      .toBeDisabled();
    const verify = screen.getByRole('button', { name: 'Verify' });
    const code = screen.getByRole('textbox', { name: 'Verification code' });
    await code.fill('12345');
    await expect.element(verify).toBeDisabled();
    await userEvent.type(code, '6a7');
    await expect.element(code).toHaveValue('123456');
    await expect.element(verify).toBeEnabled();
  });

  it('offers to resend once the wait is over', async () => {
    const { screen } = await renderApp(
      { pathname: '/forgot-password/code', state: flow },
      { lang: 'en' },
    );
    await expect.element(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
  });
});

describe('forgot password: new password', () => {
  it('checks the rules live and enables Reset only for a matching strong password', async () => {
    const { screen } = await renderApp(
      { pathname: '/forgot-password/reset', state: { ...flow, resetToken: 'reset-1' } },
      { lang: 'en' },
    );
    const submit = screen.getByRole('button', { name: 'Reset password' });
    const password = screen.getByLabelText(/^New password/);
    const confirm = screen.getByLabelText(/^Confirm new password/);
    const checklist = screen.getByRole('list', { name: 'Your password needs' });
    await expect.element(checklist.getByText('8 to 25 characters, not met')).toBeInTheDocument();

    await password.fill('Abcdefg1');
    await expect.element(checklist.getByText('8 to 25 characters, met')).toBeInTheDocument();
    await expect
      .element(checklist.getByText('At least 1 special character, not met'))
      .toBeInTheDocument();
    await confirm.fill('Abcdefg1');
    await expect.element(submit).toBeDisabled();

    await password.fill('Abcdefg1#');
    await expect.element(screen.getByText('Password has to match')).toBeVisible();
    await expect.element(submit).toBeDisabled();
    await confirm.fill('Abcdefg1#');
    await expect.element(page.getByText('Password has to match')).not.toBeInTheDocument();
    await expect.element(submit).toBeEnabled();
  });
});
