import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = {
  title: 'Forms/NumberField',
  component: NumberField,
  tags: ['autodocs'],
  args: { label: 'Base price', value: '', unit: 'CNY', placeholder: '0.00', onChange: fn() },
  // A controlled field: the story keeps the value so typing shows what onChange received.
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <NumberField
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
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Base price' });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await expect(input).toHaveAccessibleDescription('CNY');
  },
};

/** Typing keeps digits and one point, without leading zeros. */
export const TypingKeepsANumber: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Base price' });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await expect(input).toHaveAccessibleDescription('CNY');
    await userEvent.type(input, '0012a.5.0');
    await expect(input).toHaveValue('12.50');
    await expect(args.onChange).toHaveBeenLastCalledWith('12.50');
    await expect(args.onChange).not.toHaveBeenCalledWith(expect.stringMatching(/[^0-9.]/));
  },
};

export const LeadingZeroBeforePoint: Story = {
  args: { label: 'Additional price' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Additional price' });
    await userEvent.type(input, '00.5');
    await expect(input).toHaveValue('0.5');
    await expect(args.onChange).toHaveBeenLastCalledWith('0.5');
  },
};

export const KeepLeadingZeros: Story = {
  args: { label: 'Dimensional factor', unit: undefined, keepLeadingZeros: true, placeholder: '' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Dimensional factor' });
    await userEvent.type(input, '006000');
    await expect(input).toHaveValue('006000');
    await expect(args.onChange).toHaveBeenLastCalledWith('006000');
  },
};

export const DigitsOnly: Story = {
  args: { label: 'Pieces', unit: undefined, allowDecimal: false, placeholder: '0' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Pieces' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '12.5');
    await expect(input).toHaveValue('125');
    await expect(args.onChange).toHaveBeenLastCalledWith('125');
  },
};

export const MaxDecimals: Story = {
  args: { label: 'Weight', unit: 'kg', maxDecimals: 2, value: '1.5' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Weight' });
    await userEvent.type(input, '678');
    await expect(input).toHaveValue('1.56');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('1.56');
  },
};

/** A letter typed in the middle is dropped and the caret stays where it was. */
export const KeepsCaret: Story = {
  args: { label: 'Length', unit: 'cm', value: '1234' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole<HTMLInputElement>('textbox', { name: 'Length' });
    await userEvent.click(input);
    input.setSelectionRange(2, 2);
    await userEvent.keyboard('x9');
    await expect(input).toHaveValue('12934');
    await expect(input.selectionStart).toBe(3);
  },
};

export const WithError: Story = {
  args: { value: '0', hint: 'Price of the first unit.', error: 'Enter a price above 0.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Base price' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'CNY Price of the first unit. Enter a price above 0.',
    );
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Base price' })).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: '25.00' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Base price' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Price of every additional unit of chargeable weight beyond the first unit',
    value: '1234567.89',
    hint: 'Charged for each additional unit after the base unit, rounded up to whole units.',
  },
};

export const ChineseText: Story = {
  args: { label: '首重价格', unit: '元', hint: '第一个计费单位的价格。', required: true },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '首重价格' });
    await userEvent.type(input, '１２．５');
    await expect(input).toHaveValue('12.5');
    await expect(args.onChange).toHaveBeenLastCalledWith('12.5');
  },
};
