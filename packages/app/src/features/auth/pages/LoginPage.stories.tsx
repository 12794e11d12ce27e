import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { AppStoryScreen, freshPageLoad } from '../../../test/AppStoryScreen';

const meta = {
  title: 'Pages/Login',
  component: AppStoryScreen,
  args: { entry: '/login' },
  parameters: { layout: 'fullscreen' },
  loaders: [freshPageLoad()],
} satisfies Meta<typeof AppStoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Welcome to Jiyun' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeDisabled();
  },
};

export const WrongPassword: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/v1/merchants/auth/root-login', () =>
          HttpResponse.json(
            { message: 'Invalid username or password.', code: 'INVALID_CREDENTIALS' },
            { status: 403 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Phone number' }),
      '604-555-0123',
    );
    await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'Wrong#2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    // The HTTP client's chunk loads on the first call, so allow it a moment.
    const alert = await canvas.findByText('Invalid username or password.', {}, { timeout: 5000 });
    await expect(alert).toBeVisible();
  },
};

/** A known code is said in the app's words and the user's language, not the server's (A7). */
export const RateLimited: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/v1/merchants/auth/root-login', () =>
          HttpResponse.json(
            { message: 'Server wording the page must not show.', code: 'RATE_LIMITED' },
            { status: 429, headers: { 'Retry-After': '42' } },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Phone number' }),
      '604-555-0123',
    );
    await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'Merchant#2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    const alert = await canvas.findByText(
      'Too many attempts. Please wait 42 seconds and try again.',
      {},
      { timeout: 5000 },
    );
    await expect(alert).toBeVisible();
    await expect(canvas.queryByText('Server wording the page must not show.')).toBeNull();
  },
};

export const AfterPasswordReset: Story = {
  args: { entry: { pathname: '/login', state: { success: 'password-reset' } } },
  play: async () => {
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Password reset' });
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Back to login' })).toBeVisible();
  },
};

/** A team member signs in through sub-login and sees no forgot-password link (A41, ADR 0053). */
export const TeamMember: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/v1/merchants/auth/sub-login', () =>
          HttpResponse.json(
            { message: 'Invalid username or password.', code: 'INVALID_CREDENTIALS' },
            { status: 403 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Team member' }));
    await expect(canvas.queryByRole('link', { name: 'Forgot password?' })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), '604-555-0124');
    await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'Operator#2027');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    // Only the sub-login handler answers: the alert proves which call was made.
    await expect(
      await canvas.findByText('Invalid username or password.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};
