import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OtpField } from './OtpField';

const meta = {
  title: 'Forms/OtpField',
  component: OtpField,
  tags: ['autodocs'],
  args: { label: 'Verification code', value: '', onChange: fn(), onComplete: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <OtpField
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OtpField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Verification code' });
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
  },
};

/** Typing keeps digits; the sixth completes the code. */
export const TypingACode: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Verification code' });
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '12a345');
    await expect(input).toHaveValue('12345');
    await expect(args.onComplete).not.toHaveBeenCalled();
    await userEvent.type(input, '67');
    await expect(input).toHaveValue('123456');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
    await expect(args.onChange).toHaveBeenLastCalledWith('123456');
  },
};

/** A pasted SMS keeps only the first six digits. */
export const PasteLongerText: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Verification code' });
    await userEvent.click(input);
    await userEvent.paste('Your code is 482913 0077');
    await expect(input).toHaveValue('482913');
    await expect(args.onComplete).toHaveBeenCalledWith('482913');
  },
};

export const FourCharacters: Story = {
  args: { length: 4, digitsOnly: false, label: 'Pickup code' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Pickup code' });
    await userEvent.type(input, 'ab-12x');
    await expect(input).toHaveValue('ab12');
    await expect(args.onComplete).toHaveBeenCalledWith('ab12');
  },
};

export const WithError: Story = {
  args: { value: '123456', error: 'Invalid verification code. Please try again.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Verification code' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Invalid verification code. Please try again.');
  },
};

export const Required: Story = {
  args: { required: true, hint: 'Sent by SMS to your phone.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Verification code' }),
    ).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: '4829' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

export const ChineseText: Story = {
  args: { label: '验证码', hint: '短信验证码已发送至您的手机。', error: '验证码无效，请重试。' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '验证码' });
    await userEvent.type(input, '１２３');
    await expect(input).toHaveValue('123');
  },
};
