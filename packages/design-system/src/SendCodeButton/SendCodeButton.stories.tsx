import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SendCodeButton } from './SendCodeButton';

const meta = {
  title: 'Forms/SendCodeButton',
  component: SendCodeButton,
  tags: ['autodocs'],
  args: { onSend: fn(), seconds: 30, noticeMs: 4000 },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'text', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof SendCodeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Send code' });
    await expect(button).toBeEnabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

/** Sending starts the countdown and says a code was sent. */
export const SendingStartsCountdown: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Send code' });
    await expect(button).toBeEnabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await userEvent.click(button);
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    // The countdown starts at 30 s; on a busy machine several seconds may pass before it is read
    // (it failed at 5 s once with the whole suite running beside it).
    await waitFor(() => expect(button).toHaveTextContent(/^Resend in (30|2\d)s$/), {
      timeout: 10_000,
    });
    await expect(button).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('A new code has been sent');
  },
};

export const CountdownThenResend: Story = {
  args: { seconds: 2, noticeMs: 1000 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Send code' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent('Resend in 2s'));
    await expect(button).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('A new code has been sent');
    await waitFor(() => expect(button).toHaveTextContent('Resend in 1s'), { timeout: 2000 });
    // The notice goes after noticeMs, while the countdown still runs.
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(''), {
      timeout: 2000,
    });
    await waitFor(() => expect(button).toHaveAccessibleName('Resend code'), { timeout: 3000 });
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(args.onSend).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(button).toHaveTextContent('Resend in 2s'));
    await expect(canvas.getByRole('status')).toHaveTextContent('A new code has been sent');
  },
};

let finishSend: (() => void) | undefined;

export const BusyWhileSending: Story = {
  args: {
    onSend: fn(
      () =>
        new Promise<void>((resolve) => {
          finishSend = resolve;
        }),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Send code' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(button).toHaveFocus();
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    finishSend?.();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await expect(button).toHaveTextContent(/^Resend in (30|29)s$/);
  },
};

export const FailedSend: Story = {
  args: { onSend: fn(() => Promise.reject(new Error('Network down'))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Send code' });
    await userEvent.click(button);
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await expect(button).toHaveAccessibleName('Send code');
    await expect(button).toBeEnabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Send code' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const ChineseText: Story = {
  args: {
    seconds: 2,
    noticeMs: 1000,
    labels: {
      send: '发送验证码',
      resend: '重新发送',
      countdown: (n) => `${n} 秒后重新发送`,
      sent: '新的验证码已发送',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: '发送验证码' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent('2 秒后重新发送'));
    await expect(canvas.getByRole('status')).toHaveTextContent('新的验证码已发送');
  },
};

export const Primary: Story = { args: { variant: 'primary' } };

/** A code sent on an earlier page, still inside its wait: the button counts down at once. */
export const SentEarlier: Story = {
  // The countdown words leave out the seconds so the picture does not depend on the clock.
  args: {
    seconds: 3600,
    sentAt: Date.now(),
    labels: { countdown: () => 'Wait before resending' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Wait before resending' });
    await expect(button).toBeDisabled();
    // No notice: nothing was sent from here.
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** A code sent on an earlier page whose wait is over: the button offers to resend. */
export const SentEarlierWaitOver: Story = {
  args: { seconds: 30, sentAt: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Resend code' });
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    // The countdown starts at 30 s; on a busy machine several seconds may pass before it is read
    // (it failed at 5 s once with the whole suite running beside it).
    await waitFor(() => expect(button).toHaveTextContent(/^Resend in (30|2\d)s$/), {
      timeout: 10_000,
    });
  },
};
