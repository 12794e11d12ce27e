import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  AtEdge,
  expectInsideViewport,
  isFullyShownIn,
} from '../internal/popover/popover.story-kit';
import { SearchableDropdown } from './SearchableDropdown';
import type { SearchableDropdownProps } from './SearchableDropdown';

const warehouses = [
  { value: 'gz', label: 'Guangzhou Baiyun' },
  { value: 'sz', label: 'Shenzhen Bao’an' },
  { value: 'sh', label: 'Shanghai Pudong' },
  { value: 'yw', label: 'Yiwu International' },
  { value: 'bj', label: 'Beijing Shunyi' },
  { value: 'xm', label: 'Xiamen Gaoqi' },
  { value: 'cd', label: 'Chengdu Shuangliu' },
  { value: 'hz', label: 'Hangzhou Xiaoshan' },
];

/** Warehouses with Chinese names, as a merchant's list reads. */
const chineseWarehouses = [
  { value: 'gz', label: '广州白云国际物流园仓' },
  { value: 'sz', label: '深圳宝安机场保税仓' },
  { value: 'sh', label: '上海浦东外高桥仓' },
  { value: 'yw', label: '义乌国际商贸城集运仓' },
  { value: 'bj', label: '北京顺义空港仓' },
  { value: 'xm', label: '厦门高崎集运仓' },
  { value: 'cd', label: '成都双流综合保税仓' },
];

/** The stories keep the value here, as an app would, and report each change to the args. */
function ControlledDropdown(args: SearchableDropdownProps) {
  const [value, setValue] = useState(args.value);
  return (
    <SearchableDropdown
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/SearchableDropdown',
  component: SearchableDropdown,
  tags: ['autodocs'],
  args: {
    label: 'Warehouse',
    placeholder: 'Search warehouses',
    options: warehouses,
    value: null,
    onChange: fn(),
  },
  render: (args) => <ControlledDropdown {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360, minHeight: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchableDropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * For stories that end with a scrolling list open: keyboard users scroll it from the combobox,
 * which keeps focus and moves `aria-activedescendant`, so the list itself must not take focus.
 */
const openScrollingList = {
  a11y: { config: { rules: [{ id: 'scrollable-region-focusable', enabled: false }] } },
};

export const Default: Story = {};

export const Selects: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole('combobox', { name: 'Warehouse' });
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(combobox);
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    const listbox = canvas.getByRole('listbox', { name: 'Warehouse' });
    await expect(within(listbox).getAllByRole('option')).toHaveLength(8);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Yiwu International' }));
    await expect(args.onChange).toHaveBeenCalledWith('yw');
    await expect(combobox).toHaveValue('Yiwu International');
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const FiltersAsYouType: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole('combobox', { name: 'Warehouse' });
    await userEvent.type(combobox, 'SH');
    const options = within(canvas.getByRole('listbox')).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Shenzhen Bao’an',
      'Shanghai Pudong',
      'Beijing Shunyi',
      'Chengdu Shuangliu',
      'Hangzhou Xiaoshan',
    ]);
    await userEvent.type(combobox, 'angh');
    await expect(within(canvas.getByRole('listbox')).getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('sh');
    await expect(combobox).toHaveValue('Shanghai Pudong');
  },
};

export const NoResults: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole('combobox', { name: 'Warehouse' });
    await userEvent.type(combobox, 'Tokyo');
    await expect(canvas.getByRole('status')).toHaveTextContent('No results found');
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const KeyboardNavigation: Story = {
  parameters: openScrollingList,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole('combobox', { name: 'Warehouse' });
    await userEvent.click(combobox);
    await userEvent.keyboard('{Escape}');
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await expect(combobox).toHaveFocus();

    const activeName = () => {
      const id = combobox.getAttribute('aria-activedescendant');
      return id ? document.getElementById(id)?.textContent : null;
    };
    await userEvent.keyboard('{ArrowDown}');
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await expect(activeName()).toBe('Guangzhou Baiyun');
    await userEvent.keyboard('{ArrowDown}');
    await expect(activeName()).toBe('Shenzhen Bao’an');
    await userEvent.keyboard('{End}');
    await expect(activeName()).toBe('Hangzhou Xiaoshan');
    await userEvent.keyboard('{Home}');
    await expect(activeName()).toBe('Guangzhou Baiyun');
    await userEvent.keyboard('{ArrowUp}');
    await expect(activeName()).toBe('Hangzhou Xiaoshan');
    await userEvent.keyboard('{ArrowUp}');
    await expect(activeName()).toBe('Chengdu Shuangliu');

    await userEvent.keyboard('{Escape}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await expect(combobox).not.toHaveAttribute('aria-activedescendant');

    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('sh');
    await expect(combobox).toHaveValue('Shanghai Pudong');
    // Reopening starts at the chosen option, marked selected.
    await userEvent.keyboard('{ArrowDown}');
    await expect(activeName()).toBe('Shanghai Pudong');
    await expect(canvas.getByRole('option', { name: 'Shanghai Pudong' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const ScrollsActiveOptionIntoView: Story = {
  parameters: openScrollingList,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole('combobox', { name: 'Warehouse' });
    await userEvent.click(combobox);
    const listbox = canvas.getByRole('listbox');
    // 40 px per option, five shown before the list scrolls.
    await expect(listbox.clientHeight).toBe(200);
    await expect(listbox.scrollTop).toBe(0);
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('option', { name: 'Hangzhou Xiaoshan' });
    await waitFor(() => expect(listbox.scrollTop).toBeGreaterThan(0));
    const listRect = listbox.getBoundingClientRect();
    const lastRect = last.getBoundingClientRect();
    await expect(lastRect.bottom).toBeLessThanOrEqual(listRect.bottom + 0.5);
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(listbox.scrollTop).toBe(0));
  },
};

export const ClosesOnOutsidePress: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole('combobox', { name: 'Warehouse' });
    await userEvent.type(combobox, 'Xia');
    await expect(canvas.getByRole('listbox')).toBeVisible();
    await userEvent.click(document.body);
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(combobox).toHaveValue('');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Clearable: Story = {
  args: { value: 'gz', clearable: true, clearLabel: 'Clear warehouse' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole('combobox', { name: 'Warehouse' });
    await expect(combobox).toHaveValue('Guangzhou Baiyun');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear warehouse' }));
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await expect(combobox).toHaveValue('');
    await expect(combobox).toHaveFocus();
  },
};

export const WithDescriptions: Story = {
  args: {
    label: 'Shipping line',
    placeholder: 'Search by route code',
    options: [
      { value: 'gz-yyz', label: 'GZ-YYZ-AIR', description: 'Guangzhou → Toronto, air, 7–10 days' },
      { value: 'sz-yvr', label: 'SZ-YVR-SEA', description: 'Shenzhen → Vancouver, sea, 4–6 weeks' },
      { value: 'sh-yul', label: 'SH-YUL-AIR', description: 'Shanghai → Montreal, air, 8–12 days' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Shipping line' }));
    await expect(canvas.getByRole('option', { name: /SZ-YVR-SEA/ })).toHaveTextContent(
      'Shenzhen → Vancouver, sea, 4–6 weeks',
    );
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Choose a warehouse.' },
  play: async ({ canvasElement }) => {
    const combobox = within(canvasElement).getByRole('combobox', { name: /Warehouse/ });
    await expect(combobox).toHaveAttribute('aria-invalid', 'true');
    await expect(combobox).toHaveAccessibleDescription('Choose a warehouse.');
  },
};

export const Disabled: Story = {
  args: { value: 'sh', disabled: true, clearable: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Warehouse' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    value: 'long',
    options: [
      {
        value: 'long',
        label: 'Guangzhou Baiyun International Logistics Park, Building 7, North Gate Receiving',
      },
      ...warehouses,
    ],
  },
};

export const ChineseText: Story = {
  args: {
    label: '仓库',
    placeholder: '搜索仓库',
    noResultsLabel: '未找到结果',
    clearLabel: '清除',
    clearable: true,
    options: [
      { value: 'gz', label: '广州白云仓' },
      { value: 'sz', label: '深圳宝安仓' },
      { value: 'sh', label: '上海浦东仓' },
      { value: 'sh2', label: '上海松江仓' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole('combobox', { name: '仓库' });
    await userEvent.type(combobox, '上海');
    await expect(within(canvas.getByRole('listbox')).getAllByRole('option')).toHaveLength(2);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('sh2');
    await userEvent.clear(combobox);
    await userEvent.type(combobox, '北京');
    await expect(canvas.getByRole('status')).toHaveTextContent('未找到结果');
  },
};

const edgeArgs = {
  label: '收货仓库',
  placeholder: '搜索仓库',
  options: chineseWarehouses,
  value: null,
};

/**
 * At the right edge of a 1280 px page the list is as wide as the field and stays on screen;
 * five of the seven warehouses show above a visible scrollbar.
 */
export const AtRightEdge: Story = {
  args: edgeArgs,
  parameters: openScrollingList,
  render: (args) => (
    <AtEdge edge="right">
      <div style={{ width: 280 }}>
        <ControlledDropdown {...args} />
      </div>
    </AtEdge>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole('combobox', { name: '收货仓库' });
    await userEvent.click(combobox);
    const listbox = canvas.getByRole('listbox', { name: '收货仓库' });
    const popup = listbox.parentElement as HTMLElement;
    const field = combobox.parentElement as HTMLElement;
    await expectInsideViewport(popup, field);
    await expect(popup.getBoundingClientRect().width).toBe(field.getBoundingClientRect().width);
    const options = within(listbox).getAllByRole('option');
    await expect(options.filter((option) => isFullyShownIn(option, listbox))).toHaveLength(5);
    await expect(listbox.offsetWidth - listbox.clientWidth).toBeGreaterThan(0);
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('cd');
    await expect(combobox).toHaveValue('成都双流综合保税仓');
  },
};

/** At the bottom edge the list opens above the field, fully on screen. */
export const AtBottomEdge: Story = {
  args: edgeArgs,
  parameters: openScrollingList,
  render: (args) => (
    <AtEdge edge="bottom">
      <div style={{ width: 280 }}>
        <ControlledDropdown {...args} />
      </div>
    </AtEdge>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole('combobox', { name: '收货仓库' });
    await userEvent.click(combobox);
    const listbox = canvas.getByRole('listbox', { name: '收货仓库' });
    const field = combobox.parentElement as HTMLElement;
    await expectInsideViewport(listbox.parentElement as HTMLElement, field);
    await expect(listbox.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      field.getBoundingClientRect().top,
    );
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(combobox).toHaveFocus();
  },
};
