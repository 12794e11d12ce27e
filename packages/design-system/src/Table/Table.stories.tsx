import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Table } from './Table';
import type { TableColumn, TableProps } from './Table';

interface Order {
  id: string;
  orderNo: string;
  customer: string;
  route: string;
  createdAt: string;
  total: number;
}

const customers = ['alice', 'bob', 'carol', 'dave', 'erin', 'frank', 'grace'];

const orders: Order[] = Array.from({ length: 12 }, (_, i) => ({
  id: `o${i + 1}`,
  orderNo: `JY2026${String(i + 1).padStart(4, '0')}`,
  customer: customers[i % customers.length] ?? '',
  route: i % 2 ? 'CN-CA-A-G' : 'CN-US-S-S',
  createdAt: `11/${String(i + 1).padStart(2, '0')}/2026`,
  total: 20 + i * 7.5,
}));

const columns: TableColumn<Order>[] = [
  { key: 'orderNo', header: 'Order number' },
  { key: 'customer', header: 'Customer' },
  { key: 'route', header: 'Route code' },
  { key: 'createdAt', header: 'Created', width: '120px' },
  {
    key: 'total',
    header: 'Total (CAD)',
    align: 'end',
    render: (row) => row.total.toFixed(2),
  },
];

type OrderTableProps = TableProps<Order>;

function ControlledTable(args: OrderTableProps) {
  const [selectedIds, setSelectedIds] = useState(args.selectedIds ?? []);
  return (
    <Table<Order>
      {...args}
      selectedIds={selectedIds}
      onSelectionChange={(ids) => {
        setSelectedIds(ids);
        args.onSelectionChange?.(ids);
      }}
    />
  );
}

const meta = {
  title: 'Data/Table',
  component: Table<Order>,
  tags: ['autodocs'],
  args: {
    columns,
    rows: orders,
    getRowId: (row: Order) => row.id,
    caption: 'Orders',
    onPageChange: fn(),
  },
  argTypes: {
    columns: { control: false },
    rows: { control: false },
    getRowId: { control: false },
  },
  render: (args) => <ControlledTable {...args} />,
} satisfies Meta<OrderTableProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const firstCells = (table: HTMLElement) =>
  bodyRows(table).map((row) => within(row).getAllByRole('cell')[0]?.textContent);

/** Client-side paging: all rows are given, five per page. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Orders' });
    await expect(canvas.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Order number',
      'Customer',
      'Route code',
      'Created',
      'Total (CAD)',
    ]);
    await expect(firstCells(table)).toEqual([
      'JY20260001',
      'JY20260002',
      'JY20260003',
      'JY20260004',
      'JY20260005',
    ]);
    const pager = canvas.getByRole('navigation', { name: 'Pagination' });
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(firstCells(table)[0]).toBe('JY20260006');
    await userEvent.click(within(pager).getByRole('button', { name: 'Page 3' }));
    await expect(firstCells(table)).toEqual(['JY20260011', 'JY20260012']);
    await expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/** Select-all selects the rows of the page; one row unchecked leaves it mixed. */
export const Selectable: Story = {
  args: {
    selectable: true,
    selectedIds: [],
    onSelectionChange: fn(),
    getRowLabel: (row: Order) => row.orderNo,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const selectAll = canvas.getByRole('checkbox', { name: 'Select all rows on this page' });
    await expect(selectAll).not.toBeChecked();

    await userEvent.click(selectAll);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['o1', 'o2', 'o3', 'o4', 'o5']);
    await expect(selectAll).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Select JY20260003' })).toBeChecked();

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select JY20260002' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['o1', 'o3', 'o4', 'o5']);
    await expect(selectAll).toBePartiallyChecked();

    await userEvent.click(selectAll);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['o1', 'o3', 'o4', 'o5', 'o2']);

    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(selectAll).not.toBeChecked();
    await expect(selectAll).not.toBePartiallyChecked();
    await userEvent.click(selectAll);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([
      'o1',
      'o3',
      'o4',
      'o5',
      'o2',
      'o6',
      'o7',
      'o8',
      'o9',
      'o10',
    ]);

    await userEvent.click(selectAll);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['o1', 'o3', 'o4', 'o5', 'o2']);
  },
};

/** Rows open on click, and on Enter or Space when focused. */
export const RowClick: Story = {
  args: { onRowClick: fn(), selectable: true, selectedIds: [], onSelectionChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    await userEvent.click(within(table).getByText('JY20260002'));
    await expect(args.onRowClick).toHaveBeenLastCalledWith(orders[1]);

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select o3' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['o3']);
    await expect(args.onRowClick).toHaveBeenCalledTimes(1);

    const fourth = bodyRows(table)[3];
    fourth?.focus();
    await expect(fourth).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowClick).toHaveBeenLastCalledWith(orders[3]);
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Select o4' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowClick).toHaveBeenCalledTimes(2);
    await userEvent.tab({ shift: true });
    await expect(fourth).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onRowClick).toHaveBeenCalledTimes(3);
    await expect(args.onRowClick).toHaveBeenLastCalledWith(orders[3]);
  },
};

function ServerTable(args: OrderTableProps) {
  const [page, setPage] = useState(args.page ?? 1);
  const size = args.pageSize ?? 5;
  return (
    <Table<Order>
      {...args}
      page={page}
      rows={orders.slice(0, size).map((o, i) => ({
        ...o,
        id: `p${page}-${i}`,
        orderNo: `JY2026${String((page - 1) * size + i + 1).padStart(4, '0')}`,
      }))}
      onPageChange={(next) => {
        setPage(next);
        args.onPageChange?.(next);
      }}
    />
  );
}

/** Server-side paging: the app passes the current page's rows and the total. */
export const ServerSide: Story = {
  args: { totalRows: 35, page: 1 },
  render: (args) => <ServerTable {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pager = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(within(pager).getByRole('button', { name: 'Page 7' })).toBeVisible();
    await expect(within(pager).queryByRole('button', { name: 'Page 5' })).toBeNull();
    await expect(pager).toHaveTextContent('…');
    await userEvent.click(within(pager).getByRole('button', { name: 'Page 7' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(7);
    await expect(firstCells(canvas.getByRole('table'))[0]).toBe('JY20260031');
  },
};

/** Six pages: every number shown. */
export const SixPages: Story = {
  args: { totalRows: 30, page: 1 },
  render: (args) => <ServerTable {...args} />,
  play: async ({ canvasElement }) => {
    const pager = within(canvasElement).getByRole('navigation');
    await expect(pager).not.toHaveTextContent('…');
    await expect(within(pager).getByRole('button', { name: 'Page 6' })).toBeVisible();
  },
};

export const PageSizeThirteen: Story = {
  args: { pageSize: 13, rows: [...orders, ...orders.map((o) => ({ ...o, id: `${o.id}b` }))] },
};

export const Empty: Story = {
  args: { rows: [], empty: 'No orders yet', selectable: true, selectedIds: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No orders yet')).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(
      canvas.getByRole('checkbox', { name: 'Select all rows on this page' }),
    ).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { loading: true, selectable: true, selectedIds: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    await expect(canvas.queryByText('JY20260001')).toBeNull();
  },
};

export const LoadError: Story = {
  args: { error: 'The orders could not be loaded.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The orders could not be loaded.');
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const HiddenCaption: Story = {
  args: { captionHidden: true, caption: 'Orders of November' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('table', { name: 'Orders of November' }),
    ).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    rows: orders.slice(0, 3).map((o, i) =>
      i === 1
        ? {
            ...o,
            customer:
              'a-customer-with-an-extremely-long-username-that-keeps-going-and-going@example.com',
          }
        : o,
    ),
  },
};

export const ChineseText: Story = {
  args: {
    caption: '订单列表',
    selectable: true,
    selectedIds: ['o2'],
    onRowClick: fn(),
    columns: [
      { key: 'orderNo', header: '订单号' },
      { key: 'customer', header: '客户' },
      { key: 'route', header: '线路代码' },
      { key: 'createdAt', header: '创建日期' },
      {
        key: 'manage',
        header: '操作',
        align: 'center',
        render: () => (
          <Button variant="text" size="sm">
            管理
          </Button>
        ),
      },
    ],
    labels: {
      selectAll: '选择本页全部',
      selectRow: '选择 {row}',
      paginator: { previous: '上一页', next: '下一页', page: '第 {n} 页', nav: '分页' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: '订单列表' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: '选择本页全部' })).toBePartiallyChecked();
    await expect(canvas.getByRole('navigation', { name: '分页' })).toBeVisible();
  },
};
