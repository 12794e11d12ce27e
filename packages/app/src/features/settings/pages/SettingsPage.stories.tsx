import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStoryScreen, freshPageLoad } from '../../../test/AppStoryScreen';
import { ownerUser } from '../../../test/fixtures';

const API = '/api/v1/merchants/auth';

const meta = {
  title: 'Pages/Settings',
  component: AppStoryScreen,
  args: { entry: '/settings' },
  parameters: { layout: 'fullscreen' },
  loaders: [freshPageLoad({ signedIn: true })],
} satisfies Meta<typeof AppStoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** General: the language, and notification switches that are disabled. */
export const General: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('tab', { name: 'General' }, { timeout: 5000 }),
    ).toHaveAttribute('aria-selected', 'true');
    for (const name of ['Customer messages', 'System alerts', 'Order updates']) {
      await expect(canvas.getByRole('switch', { name })).toBeDisabled();
    }
    await expect(canvas.getByRole('combobox', { name: 'Interface language' })).toHaveValue('en');
  },
};

/** The language chosen on General applies at once and is remembered. */
export const LanguageApplies: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(
      await canvas.findByRole('combobox', { name: 'Interface language' }, { timeout: 5000 }),
      'zhHans',
    );
    await expect(await canvas.findByRole('heading', { level: 1, name: '设置' })).toBeVisible();
    await expect(localStorage.getItem('lang')).toBe('zhHans');
    await expect(canvas.getByRole('combobox', { name: '界面语言' })).toHaveValue('zhHans');
  },
};

/** Account: phone and email as stored, the password card, logout. */
export const AccountView: Story = {
  args: { entry: '/settings?tab=account' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('+1 6045550123', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('ann@maple.test')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit Phone number' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Edit Email' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Change password' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(canvas.getAllByRole('button', { name: 'Log out' }).length).toBeGreaterThan(0);
  },
};

/** A team member's account tab has no "Forgot password?": their owner resets it (A41). */
export const AccountViewTeamMember: Story = {
  args: { entry: '/settings?tab=account' },
  loaders: [
    freshPageLoad({
      signedIn: true,
      user: { ...ownerUser, id: 'usr_member', type: 'sub', permissions: ['orders'] },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'Change password' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Forgot password?' })).toBeNull();
  },
};

const phoneCodeSent = http.post(`${API}/phone/otp-send`, async ({ request }) => {
  const body = (await request.json()) as Record<string, unknown>;
  return body.phone_number === '6045550199'
    ? HttpResponse.json({ data: { resend_after: 30 } })
    : HttpResponse.json({ message: 'Unexpected body', code: 'VALIDATION_FAILED' }, { status: 400 });
});

/** Phone edit: send-code needs a different phone, then counts down; Change needs the code. */
export const PhoneEditWithCountdown: Story = {
  args: { entry: '/settings?tab=account' },
  parameters: {
    msw: {
      handlers: [
        phoneCodeSent,
        http.patch(`${API}/phone/update`, async ({ request }) => {
          const body = (await request.json()) as Record<string, unknown>;
          return body.otpCode === '123456'
            ? HttpResponse.json({ data: { user: { ...ownerUser, phone_number: '6045550199' } } })
            : HttpResponse.json(
                { message: 'Unexpected', code: 'VALIDATION_FAILED' },
                { status: 400 },
              );
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Edit Phone number' }, { timeout: 5000 }),
    );
    const form = within(canvas.getByRole('form', { name: 'Phone number' }));
    const phone = form.getByRole('textbox', { name: 'Phone number' });
    await expect(phone).toHaveValue('6045550123');
    const sendCode = form.getByRole('button', { name: 'Send code' });
    const change = form.getByRole('button', { name: 'Change phone' });
    await expect(sendCode).toBeDisabled();
    await userEvent.clear(phone);
    await expect(sendCode).toBeDisabled();
    await userEvent.type(phone, '6045550199');
    await expect(sendCode).toBeEnabled();
    await userEvent.click(sendCode);
    await waitFor(
      () => expect(form.getByRole('button', { name: /^Resend in (30|29)s$/ })).toBeDisabled(),
      {
        timeout: 5000,
      },
    );
    await expect(form.getByText('A new code has been sent')).toBeVisible();
    await expect(change).toBeDisabled();
    const code = form.getByRole('textbox', { name: 'Verification code' });
    await userEvent.type(code, '123');
    await expect(change).toBeDisabled();
    await userEvent.type(code, '456');
    await expect(change).toBeEnabled();
    await userEvent.click(change);
    const body = within(document.body);
    await expect(
      await body.findByText('Your phone number has been changed.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(await canvas.findByText('+1 6045550199')).toBeVisible();
  },
};

/** Cancel leaves the edit and forgets the code. */
export const PhoneEditCancelled: Story = {
  args: { entry: '/settings?tab=account' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Edit Phone number' }, { timeout: 5000 }),
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Verification code' }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByText('+1 6045550123')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Phone number' }));
    await expect(canvas.getByRole('textbox', { name: 'Verification code' })).toHaveValue('');
  },
};

/** A 400 CONFLICT on the change: the edit closes, the old phone shows, with the phone-in-use alert. */
export const PhoneInUse: Story = {
  args: { entry: '/settings?tab=account' },
  parameters: {
    msw: {
      handlers: [
        phoneCodeSent,
        http.patch(`${API}/phone/update`, () =>
          HttpResponse.json(
            { message: 'This phone number is already in use.', code: 'CONFLICT' },
            { status: 400 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Edit Phone number' }, { timeout: 5000 }),
    );
    const phone = canvas.getByRole('textbox', { name: 'Phone number' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '6045550199');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Verification code' }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Change phone' }));
    await expect(
      await canvas.findByText(
        'Phone number not changed: the number you entered is already used by another account. Your phone number stays as shown.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByText('+1 6045550123')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Verification code' })).toBeNull();
  },
};

/** Email: a 400 CONFLICT closes the edit with the old address and the email-in-use alert. */
export const EmailInUse: Story = {
  args: { entry: '/settings?tab=account' },
  parameters: {
    msw: {
      handlers: [
        http.patch(`${API}/email/update`, () =>
          HttpResponse.json(
            { message: 'This email is already in use.', code: 'CONFLICT' },
            { status: 400 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Edit Email' }, { timeout: 5000 }),
    );
    const email = canvas.getByRole('textbox', { name: 'Email' });
    const change = canvas.getByRole('button', { name: 'Change email' });
    await expect(change).toBeDisabled();
    await userEvent.clear(email);
    await userEvent.type(email, 'taken@example.com');
    await userEvent.click(change);
    await expect(
      await canvas.findByText(
        'Email not changed: the address you entered is already used by another account. Your email stays as shown.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByText('ann@maple.test')).toBeVisible();
  },
};

/**
 * Email: a malformed address is never sent (Change stays disabled); one the server still refuses
 * (400) says the address is not valid, not that it is in use.
 */
export const EmailRefused: Story = {
  args: { entry: '/settings?tab=account' },
  parameters: {
    msw: {
      handlers: [
        http.patch(`${API}/email/update`, () =>
          HttpResponse.json(
            { message: 'email must be a valid e-mail address.', code: 'VALIDATION_FAILED' },
            { status: 400 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Edit Email' }, { timeout: 5000 }),
    );
    const email = canvas.getByRole('textbox', { name: 'Email' });
    const change = canvas.getByRole('button', { name: 'Change email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-address');
    await expect(change).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByText('Enter a valid email address.')).toBeVisible();
    await userEvent.type(email, '@example.com');
    await expect(canvas.queryByText('Enter a valid email address.')).toBeNull();
    await userEvent.click(change);
    await expect(
      await canvas.findByText('Enter a valid email address.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByText(/already used by another account/)).toBeNull();
  },
};

/** Password: the checklist and the match gate the button; a 400 is the wrong current password. */
export const PasswordInvalid: Story = {
  args: { entry: '/settings?tab=account' },
  parameters: {
    msw: {
      handlers: [
        http.patch(`${API}/password/update`, () =>
          HttpResponse.json(
            { message: 'Invalid previous password.', code: 'VALIDATION_FAILED' },
            { status: 400 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = await canvas.findByRole(
      'button',
      { name: 'Change password' },
      { timeout: 5000 },
    );
    await userEvent.type(canvas.getByLabelText(/^Current password/), 'Wrong#2026');
    await userEvent.type(canvas.getByLabelText(/^New password/), 'Maple#2027');
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), 'Maple#2028');
    await expect(canvas.getByText('Password has to match')).toBeVisible();
    await expect(submit).toBeDisabled();
    await userEvent.clear(canvas.getByLabelText(/^Confirm new password/));
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), 'Maple#2027');
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await expect(
      await canvas.findByText('Invalid previous password.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};
