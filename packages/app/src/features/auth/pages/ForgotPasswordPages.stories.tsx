import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStoryScreen, freshPageLoad } from '../../../test/AppStoryScreen';
import { ownerUser } from '../../../test/fixtures';
import { API_BASE, apiPaths } from '@jiyun/domain';

const API = '/api/v1/merchants/auth';
const flow = { countryCode: '+86', phone: '13800000002', flowToken: 'flow-1', codeSentAt: 0 };

const meta = {
  title: 'Pages/Forgot password',
  component: AppStoryScreen,
  args: { entry: '/forgot-password' },
  parameters: { layout: 'fullscreen' },
  loaders: [freshPageLoad()],
} satisfies Meta<typeof AppStoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1 as it opens: Send code waits for a phone number. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Send code' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toHaveValue('');
  },
};

/** Step 1: Send code waits for a phone number; the code page follows with its countdown. */
export const SendCode: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(`${API}/phone/password-reset/request`, async ({ request }) => {
          const body = (await request.json()) as Record<string, unknown>;
          if (body.country_code !== '+86' || body.phone_number !== '13800000002') {
            return HttpResponse.json(
              { message: 'Unexpected body', code: 'VALIDATION_FAILED' },
              { status: 400 },
            );
          }
          return HttpResponse.json({ data: { flow_token: 'flow-1', resend_after: 30 } });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const send = await canvas.findByRole('button', { name: 'Send code' });
    await expect(send).toBeDisabled();
    await expect(canvas.queryByRole('link', { name: 'Sign up' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to login' })).toHaveAttribute(
      'href',
      '/login',
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Country code' }), '+86');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), '13800000002');
    await userEvent.click(send);
    await expect(
      await canvas.findByRole(
        'heading',
        { name: 'Enter the verification code' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByText('We sent a 6-digit code to +86 13800000002.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Resend in (30|29)s$/ })).toBeDisabled();
  },
};

/** A direct visit to a later step without the flow goes back to step 1 and says why. */
export const StepWithoutFlow: Story = {
  args: { entry: '/forgot-password/code' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Forgot password' })).toBeVisible();
    await expect(
      canvas.getByText(
        'We could not find the phone number of your password reset. Please enter it again.',
      ),
    ).toBeVisible();
  },
};

/** Step 2: a resend after the wait, with the 4 s "new code sent" notice and a new countdown. */
export const EnterCodeAndResend: Story = {
  args: { entry: { pathname: '/forgot-password/code', state: flow } },
  parameters: {
    msw: {
      handlers: [
        http.post(`${API}/phone/resend-otp`, ({ request }) =>
          request.headers.get('X-Flow-Token') === 'flow-1'
            ? HttpResponse.json({ data: { resend_after: 30 } })
            : HttpResponse.json(
                { message: 'Missing flow', code: 'UNAUTHENTICATED' },
                { status: 401 },
              ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const verify = await canvas.findByRole('button', { name: 'Verify' });
    await expect(verify).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Resend code' }));
    await waitFor(
      () => expect(canvas.getByRole('button', { name: /^Resend in (30|29)s$/ })).toBeDisabled(),
      { timeout: 5000 },
    );
    await expect(canvas.getByText('A new code has been sent')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Verification code/ }), '123456');
    await expect(verify).toBeEnabled();
  },
};

/** Step 2: a wrong code says so and stays on the step. */
export const WrongCode: Story = {
  args: {
    entry: { pathname: '/forgot-password/code', state: { ...flow, codeSentAt: Date.now() } },
  },
  parameters: {
    msw: {
      handlers: [
        http.post(`${API}/phone/password-reset/verify`, () =>
          HttpResponse.json(
            { message: 'Invalid verification code. Please try again.', code: 'VALIDATION_FAILED' },
            { status: 400 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /^Verification code/ }),
      '000000',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(
      await canvas.findByText(
        'Invalid verification code. Please try again.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: 'Enter the verification code' }),
    ).toBeVisible();
  },
};

/** Step 3: the live checklist and the match check gate Reset password; success signs in. */
export const SetNewPassword: Story = {
  args: {
    entry: { pathname: '/forgot-password/reset', state: { ...flow, resetToken: 'reset-1' } },
  },
  parameters: {
    msw: {
      handlers: [
        http.patch(`${API}/reset-password`, async ({ request }) => {
          const body = (await request.json()) as Record<string, unknown>;
          if (body.resetPasswordToken !== 'reset-1' || body.password !== 'Harbour#2027') {
            return HttpResponse.json(
              { message: 'Unexpected body', code: 'VALIDATION_FAILED' },
              { status: 400 },
            );
          }
          return HttpResponse.json({ accessToken: 'new-token', data: { user: ownerUser } });
        }),
        // Where the signed-in merchant lands, still loading: the picture is the signed-in shell.
        http.get(`${API_BASE}${apiPaths.dashboard}`, () => delay('infinite')),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const submit = await canvas.findByRole('button', { name: 'Reset password' });
    await userEvent.type(canvas.getByLabelText(/^New password/), 'harbour2027');
    await expect(canvas.getByRole('list', { name: 'Your password needs' })).toHaveTextContent(
      'At least 1 uppercase letter, not met',
    );
    await userEvent.clear(canvas.getByLabelText(/^New password/));
    await userEvent.type(canvas.getByLabelText(/^New password/), 'Harbour#2027');
    await expect(canvas.getByRole('list', { name: 'Your password needs' })).toHaveTextContent(
      'At least 1 uppercase letter, met',
    );
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), 'Harbour#202');
    await expect(canvas.getByText('Password has to match')).toBeVisible();
    await expect(submit).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), '7');
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    const dialog = await body.findByRole('dialog', { name: 'Password reset' }, { timeout: 5000 });
    await expect(
      within(dialog).getByText('Your password has been changed and you are now logged in.'),
    ).toBeVisible();
    await expect(localStorage.getItem('jiyun.session')).toContain('new-token');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await expect(
      await canvas.findByRole('navigation', { name: 'Main navigation' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** Step 3: the server refused (an expired reset): its message shows. */
export const ResetRefused: Story = {
  args: { entry: { pathname: '/forgot-password/reset', state: { ...flow, resetToken: 'old' } } },
  parameters: {
    msw: {
      handlers: [
        http.patch(`${API}/reset-password`, () =>
          HttpResponse.json(
            {
              message: 'The password reset has expired. Please start again.',
              code: 'UNAUTHENTICATED',
            },
            { status: 401 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^New password/), 'Harbour#2027');
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), 'Harbour#2027');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    await expect(
      await canvas.findByText(
        'The password reset has expired. Please start again.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(localStorage.getItem('jiyun.session')).toBeNull();
  },
};
