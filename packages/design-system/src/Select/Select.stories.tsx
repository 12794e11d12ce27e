import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select';
import type { SelectProps } from './Select';

const languages = [
  { value: 'zh', label: 'Chinese' },
  { value: 'en', label: 'English' },
];

/** The stories keep the value here, as an app would, and report each change to the args. */
function ControlledSelect(args: SelectProps) {
  const [value, setValue] = useState(args.value ?? '');
  return (
    <Select
      {...args}
      value={value}
      onChange={(event) => {
        setValue(event.target.value);
        args.onChange?.(event);
      }}
    />
  );
}

const meta = {
  title: 'Forms/Select',
  component: Select,
  tags: ['autodocs'],
  args: { label: 'Language', options: languages, value: 'zh', onChange: fn() },
  render: (args) => <ControlledSelect {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Language' });
    await expect(select).toHaveValue('zh');
  },
};

/** Choosing an option reports it. */
export const Choosing: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Language' });
    await expect(select).toHaveValue('zh');
    await userEvent.selectOptions(select, 'English');
    await expect(select).toHaveValue('en');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(
      expect.objectContaining({ target: expect.objectContaining({ value: 'en' }) }),
    );
  },
};

export const WithPlaceholder: Story = {
  args: {
    label: 'Currency',
    value: '',
    placeholder: 'Choose a currency',
    required: true,
    options: [
      { value: 'CNY', label: 'Chinese Yuan (CNY)' },
      { value: 'USD', label: 'US Dollar (USD)' },
    ],
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: /Currency/ });
    await expect(select).toBeRequired();
    await expect(within(select).getByRole('option', { name: 'Choose a currency' })).toBeDisabled();
    await userEvent.selectOptions(select, 'USD');
    await expect(select).toHaveValue('USD');
  },
};

export const WithDisabledOption: Story = {
  args: {
    label: 'Currency',
    value: 'CNY',
    options: [
      { value: 'CNY', label: 'Chinese Yuan (CNY)' },
      { value: 'USD', label: 'US Dollar (USD)', disabled: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Currency' });
    await expect(within(select).getByRole('option', { name: 'US Dollar (USD)' })).toBeDisabled();
  },
};

export const WithHint: Story = {
  args: { hint: 'Changes the language of every page.' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Language' });
    await expect(select).toHaveAccessibleDescription('Changes the language of every page.');
  },
};

export const WithError: Story = {
  args: { value: '', placeholder: 'Choose a language', error: 'Choose a language.' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Language' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Choose a language.');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Language' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Shipping line used for every new order created from the mobile app',
    value: 'long',
    options: [
      {
        value: 'long',
        label: 'Guangzhou to Toronto express air freight, general goods, door to door',
      },
    ],
  },
};

export const ChineseText: Story = {
  args: {
    label: '语言',
    hint: '更改所有页面的语言',
    options: [
      { value: 'zh', label: '中文' },
      { value: 'en', label: '英文' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: '语言' })).toHaveValue('zh');
  },
};
