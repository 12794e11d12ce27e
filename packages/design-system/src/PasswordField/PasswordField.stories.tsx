import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  args: { label: 'Password', autoComplete: 'current-password', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

/** The eye button shows and hides what was typed. */
export const TypeAndShow: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await userEvent.type(input, 's3cret-pass');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(input).toHaveAttribute('type', 'password');

    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('s3cret-pass');
    await expect(toggle).toHaveAccessibleName('Hide password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAccessibleName('Show password');
  },
};

export const WithError: Story = {
  args: {
    defaultValue: 'short',
    error: 'Password must be 8-25 characters.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Password must be 8-25 characters.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'password123' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

export const ChineseText: Story = {
  args: {
    label: '密码',
    placeholder: '请输入密码',
    hint: '8-25 位字符',
    showLabel: '显示密码',
    hideLabel: '隐藏密码',
    required: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '显示密码' }));
    await expect(canvas.getByRole('button', { name: '隐藏密码' })).toBeVisible();
  },
};
