import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhoneField } from './PhoneField';
import type { PhoneFieldProps } from './PhoneField';

/** PhoneField is controlled; the stories keep its state here and report every change to the args. */
function ControlledPhoneField(args: PhoneFieldProps) {
  const [value, setValue] = useState(args.value);
  const [countryCode, setCountryCode] = useState(args.countryCode);
  return (
    <PhoneField
      {...args}
      value={value}
      countryCode={countryCode}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
      onCountryCodeChange={(code) => {
        setCountryCode(code);
        args.onCountryCodeChange(code);
      }}
    />
  );
}

const meta = {
  title: 'Forms/PhoneField',
  component: PhoneField,
  tags: ['autodocs'],
  args: {
    label: 'Phone number',
    value: '',
    countryCode: '+1',
    onChange: fn(),
    onCountryCodeChange: fn(),
  },
  render: (args) => <ControlledPhoneField {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Phone number' });
    await expect(input).toHaveAttribute('placeholder', '1234567890');
  },
};

/** Typing keeps digits and dashes; the country code is a select. */
export const TypingAndCountryCode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Phone number' });
    await expect(input).toHaveAttribute('placeholder', '1234567890');

    await userEvent.type(input, '415a-555b-01x00');
    await expect(input).toHaveValue('415-555-0100');
    await expect(args.onChange).toHaveBeenLastCalledWith('415-555-0100');
    await expect(args.onChange).not.toHaveBeenCalledWith(expect.stringMatching(/[^0-9-]/));

    const select = canvas.getByRole('combobox', { name: 'Country code' });
    await expect(select).toHaveValue('+1');
    await userEvent.selectOptions(select, '+86');
    await expect(args.onCountryCodeChange).toHaveBeenCalledWith('+86');
    await expect(select).toHaveValue('+86');
  },
};

export const DropsPastedCharacters: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone number' });
    await userEvent.click(input);
    await userEvent.paste('Tel: (138) 0013-8000 ext.');
    await expect(input).toHaveValue('1380013-8000');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('1380013-8000');
  },
};

export const KeepsCaretWhenALetterIsDropped: Story = {
  args: { value: '138-8000' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole<HTMLInputElement>('textbox', {
      name: 'Phone number',
    });
    await userEvent.type(input, 'x', { initialSelectionStart: 3, initialSelectionEnd: 3 });
    await expect(input).toHaveValue('138-8000');
    // Nothing kept, nothing reported; the caret stays where the letter was typed.
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(input.selectionStart).toBe(3);
  },
};

export const WithError: Story = {
  args: { value: '12', error: 'Enter a valid phone number.', required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone number' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a valid phone number.');
  },
};

export const WithHint: Story = {
  args: { hint: 'We send a verification code to this number.' },
};

export const Disabled: Story = {
  args: { value: '415-555-0100', disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Country code' })).toBeDisabled();
  },
};

export const ChineseText: Story = {
  args: {
    label: '手机号',
    countryCode: '+86',
    countryCodeLabel: '国家/地区代码',
    value: '138-0013-8000',
    hint: '仅可输入数字和连字符',
    required: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: '国家/地区代码' })).toHaveValue('+86');
  },
};

/** Many calling codes, each named by its countries; the select shows the chosen one's text. */
export const WithCountryNames: Story = {
  args: {
    label: '联系电话',
    countryCodeLabel: '电话区号',
    countryCode: '+44',
    value: '020-7946-0958',
    countryCodeOptions: [
      { value: '+1', label: '+1 加拿大 / 美国' },
      { value: '+31', label: '+31 荷兰' },
      { value: '+44', label: '+44 英国' },
      { value: '+49', label: '+49 德国' },
      { value: '+86', label: '+86 中国' },
      { value: '+358', label: '+358 芬兰' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: '电话区号' });
    await expect(select).toHaveDisplayValue('+44 英国');
    await expect(canvas.getByRole('option', { name: '+1 加拿大 / 美国' })).toBeInTheDocument();
    await userEvent.selectOptions(select, '+49');
    await expect(args.onCountryCodeChange).toHaveBeenCalledWith('+49');
    await expect(select).toHaveDisplayValue('+49 德国');
  },
};
