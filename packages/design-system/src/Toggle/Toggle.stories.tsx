import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Toggle } from './Toggle';

const meta = {
  title: 'Forms/Toggle',
  component: Toggle,
  tags: ['autodocs'],
  args: { label: 'Order updates', checked: false, onChange: fn() },
  render: function Render(args) {
    const [checked, setChecked] = useState(args.checked);
    return (
      <Toggle
        {...args}
        checked={checked}
        onChange={(next) => {
          setChecked(next);
          args.onChange(next);
        }}
      />
    );
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Toggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Order updates' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
  },
};

/** A click, Space and a click on the label switch it. */
export const TogglesByClickSpaceAndLabel: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Order updates' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(canvas.getByText('Order updates'));
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

export const On: Story = {
  args: { checked: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('switch', { name: 'Order updates' }),
    ).toBeChecked();
  },
};

export const WithDescription: Story = {
  args: { label: 'Customer messages', description: 'Notify me when a customer writes.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('switch', { name: 'Customer messages' }),
    ).toHaveAccessibleDescription('Notify me when a customer writes.');
  },
};

/** The settings page's notification toggles: shown, not operable. */
export const Disabled: Story = {
  args: { label: 'System alerts', checked: true, disabled: true },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'System alerts' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DisabledOff: Story = {
  args: { label: 'Customer messages', disabled: true },
};

export const LongText: Story = {
  args: {
    label: 'Send me a summary of every order whose status changed during the day',
    description:
      'One message at the end of each day listing the orders that were received, packed, shipped or returned.',
  },
};

export const ChineseText: Story = {
  args: { label: '订单更新', description: '订单状态变化时通知我。', checked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: '订单更新' })).toBeChecked();
  },
};
