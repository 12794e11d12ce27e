import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { label: 'Fragile goods', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Fragile goods' });
    await expect(box).not.toBeChecked();
  },
};

/** A click on the label and Space both toggle it. */
export const TogglesByClickAndSpace: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Fragile goods' });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText('Fragile goods'));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: 'Fragile goods' }),
    ).toBeChecked();
  },
};

export const WithDescription: Story = {
  args: { description: 'Packed with extra padding; a handling fee applies.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: 'Fragile goods' }),
    ).toHaveAccessibleDescription('Packed with extra padding; a handling fee applies.');
  },
};

/** "Select all" with some provinces chosen: mixed until clicked. */
export const Indeterminate: Story = {
  args: { label: 'All provinces', indeterminate: true },
  render: function Render(args) {
    const [state, setState] = useState<'some' | 'all' | 'none'>('some');
    return (
      <Checkbox
        {...args}
        checked={state === 'all'}
        indeterminate={state === 'some'}
        onChange={(event) => {
          setState(event.target.checked ? 'all' : 'none');
          args.onChange?.(event);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'All provinces' });
    await expect(box).toBePartiallyChecked();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(box).not.toBePartiallyChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const WithError: Story = {
  args: { label: 'I accept the shipping terms', error: 'Accept the terms to continue.' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', {
      name: 'I accept the shipping terms',
    });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Accept the terms to continue.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Fragile goods' });
    await expect(box).toBeDisabled();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    label:
      'Consolidate every parcel of this customer that arrives within the same week into one shipment',
    description:
      'Parcels wait in the warehouse until the end of the week; storage is free during the wait.',
  },
};

export const ChineseText: Story = {
  args: { label: '易碎品', description: '加厚包装，收取处理费。', error: '请确认包装方式。' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: '易碎品' }),
    ).toHaveAccessibleDescription('加厚包装，收取处理费。 请确认包装方式。');
  },
};
