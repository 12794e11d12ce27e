import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  AtEdge,
  expectInsideViewport,
  isFullyShownIn,
} from '../internal/popover/popover.story-kit';
import { FilterDropdown } from './FilterDropdown';
import type { FilterDropdownProps } from './FilterDropdown';

const statuses = [
  { value: 'unpacked', label: 'Unpacked', count: 12 },
  { value: 'packed', label: 'Packed', count: 4 },
  { value: 'paid', label: 'Paid', count: 9 },
  { value: 'shipped', label: 'Shipped', count: 27 },
  { value: 'delivered', label: 'Delivered', count: 130 },
  { value: 'cancelled', label: 'Cancelled', count: 2 },
];

/** The inventory's seven parcel statuses, as the app labels them in Chinese. */
const parcelStatuses = [
  { value: 'pending', label: '待入库', count: 18 },
  { value: 'stored', label: '在库', count: 342 },
  { value: 'packed', label: '已出库', count: 1206 },
  { value: 'returned', label: '已退回', count: 7 },
  { value: 'return_processing', label: '退货处理中', count: 3 },
  { value: 'error', label: '异常', count: 11 },
  { value: 'restored', label: '已恢复', count: 5 },
];

const parcelStatusArgs = {
  label: '包裹状态',
  applyLabel: '应用',
  clearLabel: '清除',
  options: parcelStatuses,
  value: ['stored'],
};

/** The stories keep the applied values here, as an app would, and report to the args. */
function ControlledFilter(args: FilterDropdownProps) {
  const [value, setValue] = useState(args.value);
  return (
    <FilterDropdown
      {...args}
      value={value}
      onApply={(next) => {
        setValue(next);
        args.onApply(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/FilterDropdown',
  component: FilterDropdown,
  tags: ['autodocs'],
  args: {
    label: 'Status',
    options: statuses,
    value: ['unpacked', 'shipped'],
    onApply: fn(),
  },
  render: (args) => <ControlledFilter {...args} />,
  decorators: [
    (Story) => (
      <div style={{ minHeight: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FilterDropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AppliesChoices: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Status (2)' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const dialog = canvas.getByRole('dialog', { name: 'Status' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const unpacked = within(dialog).getByRole('checkbox', { name: 'Unpacked 12' });
    await expect(unpacked).toBeChecked();
    await expect(unpacked).toHaveFocus();
    await expect(within(dialog).getByRole('checkbox', { name: 'Shipped 27' })).toBeChecked();
    await expect(within(dialog).getByRole('checkbox', { name: 'Packed 4' })).not.toBeChecked();

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Packed 4' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Shipped 27' }));
    await expect(args.onApply).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).toHaveBeenCalledWith(['unpacked', 'packed']);
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Status (2)' })).toHaveFocus();
  },
};

export const EscapeDiscardsDraft: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Status (2)' });
    await userEvent.click(trigger);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Paid 9' }));
    await expect(canvas.getByRole('checkbox', { name: 'Paid 9' })).toBeChecked();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();
    await expect(args.onApply).not.toHaveBeenCalled();
    // Reopened, the list shows the applied values again, not the discarded draft.
    await userEvent.click(trigger);
    await expect(canvas.getByRole('checkbox', { name: 'Paid 9' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Unpacked 12' })).toBeChecked();
  },
};

export const OutsidePressDiscardsDraft: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Status (2)' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Delivered 130' }));
    await userEvent.click(document.body);
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onApply).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Status (2)' })).toBeVisible();
  },
};

export const ClearEmptiesDraft: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Status (2)' }));
    const dialog = canvas.getByRole('dialog', { name: 'Status' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
    for (const checkbox of within(dialog).getAllByRole('checkbox')) {
      await expect(checkbox).not.toBeChecked();
    }
    await expect(args.onApply).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).toHaveBeenCalledWith([]);
    await expect(canvas.getByRole('button', { name: 'Status' })).toBeVisible();
  },
};

export const NothingApplied: Story = {
  args: { value: [] },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Status' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
  },
};

export const WithTitle: Story = {
  args: {
    title: 'Filter by order status',
    options: statuses.map(({ value, label }) => ({ value, label })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Status (2)' }));
    const dialog = canvas.getByRole('dialog', { name: 'Filter by order status' });
    await expect(within(dialog).getByRole('checkbox', { name: 'Paid' })).not.toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Status (2)' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Shipping line route code',
    value: ['a'],
    options: [
      { value: 'a', label: 'GZ-YYZ-AIR Guangzhou to Toronto express air freight', count: 1024 },
      {
        value: 'b',
        label: 'SZ-YVR-SEA Shenzhen to Vancouver sea freight, general goods',
        count: 8,
      },
    ],
  },
};

export const ChineseText: Story = {
  args: {
    label: '状态',
    applyLabel: '应用',
    clearLabel: '清除',
    value: ['packed'],
    options: [
      { value: 'unpacked', label: '未打包', count: 12 },
      { value: 'packed', label: '已打包', count: 4 },
      { value: 'shipped', label: '已发货', count: 27 },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '状态 (1)' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '已发货 27' }));
    await userEvent.click(canvas.getByRole('button', { name: '应用' }));
    await expect(args.onApply).toHaveBeenCalledWith(['packed', 'shipped']);
    await expect(canvas.getByRole('button', { name: '状态 (2)' })).toBeVisible();
  },
};

/**
 * The inventory's status filter at the right edge of a 1280 px page: the popover shifts left to
 * stay on screen (the page does not scroll sideways), five of the seven statuses show above a
 * visible scrollbar, and Apply stays in view outside the scrolling list.
 */
export const SevenStatusesAtRightEdge: Story = {
  args: parcelStatusArgs,
  render: (args) => (
    <AtEdge edge="right">
      <ControlledFilter {...args} />
    </AtEdge>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: '包裹状态 (1)' });
    await expect(trigger.getBoundingClientRect().right).toBeGreaterThan(window.innerWidth - 40);
    await userEvent.click(trigger);
    const dialog = canvas.getByRole('dialog', { name: '包裹状态' });
    await expectInsideViewport(dialog, trigger);

    const list = within(dialog).getByRole('list');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(7);
    // 40 px per option, five shown before the list scrolls.
    await expect(items.map((item) => item.getBoundingClientRect().height)).toEqual(
      Array(7).fill(40),
    );
    await expect(items.filter((item) => isFullyShownIn(item, list))).toHaveLength(5);
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    // A classic scrollbar takes room beside the options (an overlay one would not).
    await expect(list.offsetWidth - list.clientWidth).toBeGreaterThan(0);
    await expect(getComputedStyle(list).scrollbarWidth).toBe('thin');

    const apply = within(dialog).getByRole('button', { name: '应用' });
    await expect(isFullyShownIn(apply, dialog)).toBe(true);

    // The seventh status is reached by scrolling the list; Apply stays where it was.
    const applyTop = apply.getBoundingClientRect().top;
    list.scrollTop = list.scrollHeight;
    const restored = within(dialog).getByRole('checkbox', { name: '已恢复 5' });
    await waitFor(() => expect(isFullyShownIn(restored, list)).toBe(true));
    await expect(apply.getBoundingClientRect().top).toBe(applyTop);
    await userEvent.click(restored);
    await userEvent.click(apply);
    await expect(args.onApply).toHaveBeenCalledWith(['stored', 'restored']);
    await expect(canvas.getByRole('button', { name: '包裹状态 (2)' })).toHaveFocus();
  },
};

/** At the bottom-right corner the popover opens above the trigger, still fully on screen. */
export const AtBottomEdge: Story = {
  args: parcelStatusArgs,
  render: (args) => (
    <AtEdge edge="bottom">
      <ControlledFilter {...args} />
    </AtEdge>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: '包裹状态 (1)' });
    await expect(trigger.getBoundingClientRect().bottom).toBeGreaterThan(window.innerHeight - 40);
    await userEvent.click(trigger);
    const dialog = canvas.getByRole('dialog', { name: '包裹状态' });
    await expectInsideViewport(dialog, trigger);
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      trigger.getBoundingClientRect().top,
    );
    await expect(within(dialog).getByRole('checkbox', { name: '待入库 18' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();
  },
};
