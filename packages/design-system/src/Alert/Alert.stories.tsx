import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Alert } from './Alert';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  tags: ['autodocs'],
  args: {
    tone: 'info',
    title: 'Review in progress',
    children: 'New shipping lines are reviewed within 2-4 business days.',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['error', 'warning', 'success', 'info'] },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Review in progress');
  },
};

export const ErrorTone: Story = {
  name: 'Error',
  args: {
    tone: 'error',
    title: 'Login failed',
    children: 'The phone number or password is incorrect.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The phone number or password is incorrect.',
    );
  },
};

export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'Deposit balance low',
    children: 'Top up the shipping line deposit to keep accepting orders.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};

export const Success: Story = {
  args: {
    tone: 'success',
    title: 'Password changed',
    children: 'Use the new password next time you log in.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
  },
};

export const WithoutTitle: Story = {
  args: { title: undefined, children: 'A new code was sent.' },
};

export const Dismissible: Story = {
  args: { onDismiss: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: {
    tone: 'warning',
    title:
      'Some parcels could not be added to this order because they exceed the size limits of the line',
    children:
      'Parcels JY2024110100231, JY2024110100232 and JY2024110100233 exceed the sum of length + 2×width + 2×height allowed by this shipping line. Split them or choose another line.',
    onDismiss: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
};

export const ChineseText: Story = {
  args: {
    tone: 'error',
    title: '登录失败',
    children: '手机号或密码错误，请重试。',
    onDismiss: fn(),
    dismissLabel: '关闭提示',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '关闭提示' })).toBeVisible();
  },
};
