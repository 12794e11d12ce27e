import { useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { LengthCounter } from './LengthCounter';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Warehouse name', placeholder: 'e.g. Guangzhou Baiyun', onChange: fn() },
  argTypes: { prefix: { control: false }, suffix: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Warehouse name' });
    await expect(input).toHaveValue('');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** Typing reports each change. */
export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Warehouse name' });
    await userEvent.type(input, 'Shenzhen');
    await expect(input).toHaveValue('Shenzhen');
    await expect(args.onChange).toHaveBeenCalledTimes('Shenzhen'.length);
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithHint: Story = {
  args: { hint: 'Shown to customers when they choose a warehouse.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Warehouse name' });
    await expect(input).toHaveAccessibleDescription(
      'Shown to customers when they choose a warehouse.',
    );
  },
};

export const WithError: Story = {
  args: {
    defaultValue: 'GZ',
    hint: 'Between 3 and 50 characters.',
    error: 'The name is too short.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Warehouse name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Between 3 and 50 characters. The name is too short.',
    );
    await expect(canvas.getByText('The name is too short.')).toBeVisible();
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Warehouse name' });
    await expect(input).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Guangzhou Baiyun' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

/** Shown, not edited: a value another record sets. It can be selected and copied. */
export const ReadOnly: Story = {
  args: {
    label: '始发国家',
    readOnly: true,
    defaultValue: '中国',
    hint: '所有物流专线均从中国始发。',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '始发国家' });
    await expect(input).toHaveAttribute('readonly');
    await userEvent.type(input, '香港');
    await expect(input).toHaveValue('中国');
  },
};

export const WithPrefixAndSuffix: Story = {
  args: {
    label: 'Declared value',
    prefix: '¥',
    suffix: 'CNY',
    inputMode: 'decimal',
    placeholder: '0.00',
  },
};

export const LongText: Story = {
  args: {
    label: 'Detailed receiving address for parcels sent to this warehouse by domestic couriers',
    defaultValue: 'Building 7, Baiyun Logistics Park, No. 1288 Airport Road, Baiyun District',
    hint: 'Include building, floor and dock number so couriers can find the receiving desk without calling.',
  },
};

export const ChineseText: Story = {
  args: {
    label: '仓库名称',
    placeholder: '例如：广州白云仓',
    hint: '客户选择仓库时可见。',
    error: '名称过短。',
    required: true,
  },
};

/** The ref reaches the native input, which is what react-hook-form's `register` relies on. */
export const ForwardsRef: Story = {
  // The dynamic source snippet reads element.ref, which React 19 warns about; show the code instead.
  parameters: { docs: { source: { type: 'code' } } },
  render: function Render(args) {
    const ref = useRef<HTMLInputElement>(null);
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <TextField {...args} ref={ref} />
        <Button variant="secondary" onClick={() => ref.current?.focus()}>
          Focus the field
        </Button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Focus the field' }));
    await expect(canvas.getByRole('textbox', { name: 'Warehouse name' })).toHaveFocus();
  },
};

/**
 * A length limit shows a counter under the field (`aside`, a `LengthCounter`). A scanned tracking id longer than the limit is
 * kept whole, not cut off: the counter turns red and the form says what is wrong.
 */
export const LengthLimit: Story = {
  args: {
    label: 'Tracking ID',
    aside: <LengthCounter count={67} limit={64} label="67 of 64 characters used" />,
    value: 'YT2611290001234567CN-RETURN-TO-SENDER-VANCOUVER-MAIN-WAREHOUSE-0001',
    error: 'Too long: at most 64 characters (67 now).',
    onChange: fn(),
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Tracking ID' });
    await expect(input).toHaveValue(
      'YT2611290001234567CN-RETURN-TO-SENDER-VANCOUVER-MAIN-WAREHOUSE-0001',
    );
    await expect(within(canvasElement).getByText('67/64')).toBeVisible();
    await expect(input).toHaveAccessibleDescription(
      '67 of 64 characters used Too long: at most 64 characters (67 now).',
    );
  },
};
