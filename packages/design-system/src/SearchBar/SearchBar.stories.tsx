import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SearchBar } from './SearchBar';
import type { SearchBarProps } from './SearchBar';

const orderFields = [
  { value: 'all', label: 'All' },
  { value: 'id', label: 'Order number' },
  { value: 'tracking', label: 'Tracking number' },
  { value: 'route', label: 'Route code' },
  { value: 'username', label: 'Username' },
];

/** The stories keep the text and the field here, as an app would, and report to the args. */
function ControlledSearchBar(args: SearchBarProps) {
  const [value, setValue] = useState(args.value);
  const [field, setField] = useState(args.field);
  return (
    <SearchBar
      {...args}
      value={value}
      field={field}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
      onFieldChange={(next) => {
        setField(next);
        args.onFieldChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/SearchBar',
  component: SearchBar,
  tags: ['autodocs'],
  args: {
    label: 'Search orders',
    placeholder: 'Search by order or tracking number',
    value: '',
    onChange: fn(),
    onSearch: fn(),
    onFieldChange: fn(),
  },
  render: (args) => <ControlledSearchBar {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search orders' });
    await expect(input).toHaveValue('');
  },
};

/** Typing searches once, with the whole text, after a pause. */
export const SearchesAfterAPause: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search orders' });
    await userEvent.type(input, 'JY2026');
    await expect(args.onChange).toHaveBeenCalledTimes(6);
    await expect(args.onChange).toHaveBeenLastCalledWith('JY2026');
    // Typing does not search on every key: one search, with the whole text, after the pause.
    await expect(args.onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('JY2026'), { timeout: 1500 });
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
};

export const EnterSearchesAtOnce: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search orders' });
    await userEvent.type(input, 'SF1234{Enter}');
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith('SF1234');
    // The pending debounced search was dropped: still one call after the pause.
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
};

export const WithValue: Story = {
  args: { value: 'SF1234567890' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search orders' });
    await expect(input).toHaveValue('SF1234567890');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledWith('');
    await expect(args.onSearch).toHaveBeenCalledWith('');
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  },
};

export const WithFieldSelector: Story = {
  args: { fields: orderFields, field: 'all' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Search in' });
    await expect(select).toHaveValue('all');
    await userEvent.selectOptions(select, 'Tracking number');
    await expect(args.onFieldChange).toHaveBeenCalledWith('tracking');
    await expect(select).toHaveValue('tracking');
  },
};

export const Disabled: Story = {
  args: { value: 'JY2026', disabled: true, fields: orderFields, field: 'id' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Search orders' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Search in' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    value: 'A very long search text that is wider than the search bar itself, 1234567890',
    fields: orderFields,
    field: 'tracking',
  },
};

export const ChineseText: Story = {
  args: {
    label: '搜索订单',
    placeholder: '输入订单号或运单号',
    clearLabel: '清除搜索',
    fieldLabel: '搜索范围',
    fields: [
      { value: 'all', label: '全部' },
      { value: 'id', label: '订单号' },
      { value: 'tracking', label: '运单号' },
      { value: 'route', label: '路线代码' },
      { value: 'username', label: '用户名' },
    ],
    field: 'all',
    value: '顺丰',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: '搜索订单' })).toHaveValue('顺丰');
    await expect(canvas.getByRole('button', { name: '清除搜索' })).toBeVisible();
  },
};
