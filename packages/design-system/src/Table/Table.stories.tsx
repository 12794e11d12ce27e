import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { StatusTag } from '../StatusTag';
import type { StatusTone } from '../StatusTag';
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
  { key: 'orderNo', header: 'Order number', kind: 'identifier' },
  { key: 'customer', header: 'Customer' },
  { key: 'route', header: 'Route code', kind: 'identifier' },
  { key: 'createdAt', header: 'Created', width: '120px', kind: 'date' },
  {
    key: 'total',
    header: 'Total (CAD)',
    kind: 'number',
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
  play: async ({ canvasElement }) => {
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
    await expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** The pager moves through the rows. */
export const Paging: Story = {
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
      { key: 'route', header: '路线代码' },
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

interface StockedParcel {
  id: string;
  parcelId: number;
  trackingId: string;
  customerId: string;
  status: 'stored' | 'error' | 'pending' | 'packed';
  weight: string;
  dimensions: string;
  shelf: string;
  inboundDate: string;
  storageDays: number;
  overdueFee: string;
}

// Real couriers' tracking ids run 15–20 characters; the shortest and the longest are both here.
const trackingIds = [
  'YT7939694557326468',
  'SF1402937785621',
  'JDVA28719403665201',
  '773245198806214',
  'YT79396945573264681',
  'JT5013872260491',
  'ZTO78341265590321',
  'YT2239401857720034',
  'SF14029377856213047',
  '4314259987710',
];
const stockStatuses = ['stored', 'stored', 'error', 'pending', 'packed'] as const;
const statusTones: Record<StockedParcel['status'], StatusTone> = {
  stored: 'success',
  error: 'danger',
  pending: 'info',
  packed: 'neutral',
};
const chineseStatuses = { stored: '在库', error: '异常', pending: '待入库', packed: '已出库' };
const englishStatuses = {
  stored: 'In Stock',
  error: 'Exception',
  pending: 'Pending Inbound',
  packed: 'Dispatched',
};

const stock: StockedParcel[] = trackingIds.map((trackingId, i) => ({
  id: `s${i + 1}`,
  parcelId: 10231 + i * 7,
  trackingId,
  customerId: `C2063${String(12 + i * 3).padStart(2, '0')}`,
  status: stockStatuses[i % stockStatuses.length] ?? 'stored',
  weight: (0.8 + i * 1.35).toFixed(2),
  dimensions: `${40 + i} × ${30 - i} × ${12 + i * 2}`,
  shelf: `B-${String(10 + (i % 3)).padStart(2, '0')}-${String(5 + i).padStart(2, '0')}`,
  inboundDate: `${String(6 + (i % 5)).padStart(2, '0')}/${String(3 + i * 2).padStart(2, '0')}/2026`,
  storageDays: 148 - i * 13,
  overdueFee: (i % 3 === 2 ? 0 : 96 - i * 8).toFixed(2),
}));

const stockColumns = (
  headers: Record<keyof Omit<StockedParcel, 'id'>, string>,
  statuses: Record<StockedParcel['status'], string>,
) =>
  [
    { key: 'parcelId', header: headers.parcelId, kind: 'identifier' },
    { key: 'trackingId', header: headers.trackingId, kind: 'identifier' },
    { key: 'customerId', header: headers.customerId, kind: 'identifier' },
    {
      key: 'status',
      header: headers.status,
      render: (row) => <StatusTag tone={statusTones[row.status]} label={statuses[row.status]} />,
    },
    { key: 'weight', header: headers.weight, kind: 'number' },
    { key: 'dimensions', header: headers.dimensions, kind: 'number' },
    { key: 'shelf', header: headers.shelf, kind: 'identifier' },
    { key: 'inboundDate', header: headers.inboundDate, kind: 'date' },
    { key: 'storageDays', header: headers.storageDays, kind: 'number' },
    { key: 'overdueFee', header: headers.overdueFee, kind: 'number' },
  ] satisfies TableColumn<StockedParcel>[];

const chineseHeaders = {
  parcelId: '包裹编号',
  trackingId: '快递单号',
  customerId: '客户 ID',
  status: '状态',
  weight: '重量（kg）',
  dimensions: '长 × 宽 × 高（cm）',
  shelf: '货架',
  inboundDate: '入库日期',
  storageDays: '存放天数',
  overdueFee: '超期费（CNY）',
};

const englishHeaders = {
  parcelId: 'Parcel ID',
  trackingId: 'Tracking ID',
  customerId: 'Customer ID',
  status: 'Status',
  weight: 'Weight (kg)',
  dimensions: 'L × W × H (cm)',
  shelf: 'Shelf',
  inboundDate: 'Inbound date',
  storageDays: 'Storage days',
  overdueFee: 'Overdue fee (CNY)',
};

/** What is left of a 1280 px screen beside the open navigation (300 px) and the page margins. */
const PAGE_CONTENT_AT_1280 = 916;

type StockTableProps = TableProps<StockedParcel>;
type StockStory = StoryObj<Meta<StockTableProps>>;

const stockMeta = {
  columns: stockColumns(chineseHeaders, chineseStatuses),
  rows: stock,
  getRowId: (row: StockedParcel) => row.id,
  getRowLabel: (row: StockedParcel) => row.trackingId,
  caption: '温哥华主仓库存',
  captionHidden: true,
  pageSize: 10,
  onRowClick: fn(),
  labels: { paginator: { previous: '上一页', next: '下一页', page: '第 {n} 页', nav: '分页' } },
} satisfies StockTableProps;

function StockAt1280(args: StockTableProps) {
  return (
    <div style={{ width: PAGE_CONTENT_AT_1280 }}>
      <Table<StockedParcel> {...args} />
    </div>
  );
}

/** How many lines a cell's text takes (a wrapped id takes two or three). */
const linesOf = (cell: Element) => {
  const range = document.createRange();
  range.selectNodeContents(cell);
  const tops = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
  return tops.size;
};

async function expectInventoryFits(canvasElement: HTMLElement, idColumns: number[]) {
  const table = within(canvasElement).getByRole('table');
  const scroller = table.parentElement;
  if (!scroller) throw new Error('The table has no scroll container.');
  // Every column shows: nothing to scroll sideways, and no tab stop for a scroll there is none of.
  await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
  await expect(scroller).not.toHaveAttribute('tabindex');
  for (const row of bodyRows(table)) {
    const cells = within(row).getAllByRole('cell');
    for (const index of idColumns) {
      const cell = cells[index];
      if (!cell) throw new Error(`Row without column ${index}.`);
      await expect({ text: cell.textContent, lines: linesOf(cell) }).toEqual({
        text: cell.textContent,
        lines: 1,
      });
    }
  }
}

/**
 * The parcel inventory as the app shows it at 1280 px (compact, ADR 0055), in Chinese: 15–20
 * character tracking ids, shelves and dates stay on one line and all ten columns fit without
 * scrolling sideways.
 */
export const InventoryChinese: StockStory = {
  args: { ...stockMeta, density: 'compact' },
  render: (args) => <StockAt1280 {...args} />,
  play: async ({ canvasElement }) => {
    await expectInventoryFits(canvasElement, [0, 1, 2, 4, 5, 6, 7, 8, 9]);
  },
};

/** The same page in English, whose headings are longer: they wrap between words instead. */
export const InventoryEnglish: StockStory = {
  args: {
    ...stockMeta,
    density: 'compact',
    columns: stockColumns(englishHeaders, englishStatuses),
    caption: 'Vancouver Main Warehouse stock',
    labels: {},
  },
  render: (args) => <StockAt1280 {...args} />,
  play: async ({ canvasElement }) => {
    await expectInventoryFits(canvasElement, [0, 1, 2, 4, 5, 6, 7, 8, 9]);
  },
};

/**
 * A column that must shrink cuts its values with an ellipsis: the full value is the cell's title
 * on hover and wraps in full while the row has focus (the play focuses the first row).
 */
export const TruncatedIdentifiers: StockStory = {
  args: {
    ...stockMeta,
    rows: stock.slice(0, 4),
    columns: stockColumns(chineseHeaders, chineseStatuses).map((column) =>
      column.key === 'trackingId' ? { ...column, maxWidth: '9em' } : column,
    ),
  },
  render: (args) => <StockAt1280 {...args} />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    const value = within(table).getByText('YT7939694557326468');
    await expect(value).toHaveAttribute('title', 'YT7939694557326468');
    await expect(value.scrollWidth).toBeGreaterThan(value.clientWidth);
    await userEvent.tab();
    await expect(bodyRows(table)[0]).toHaveFocus();
    await expect(value.scrollWidth).toBeLessThanOrEqual(value.clientWidth);
    await expect(within(table).getByText('SF1402937785621')).toHaveAttribute(
      'title',
      'SF1402937785621',
    );
  },
};
