import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  isParcelInStock,
  type Parcel,
  type ParcelProblemType,
  type ParcelStatus,
  type Warehouse,
  type WarehouseFigures,
  type WarehouseListItem,
} from '@jiyun/domain';
import { busyStock, losAngeles, shenzhen, vancouver } from '../stories/fixtures';
import { AppStoryScreen, freshPageLoad } from '../../../test/AppStoryScreen';
import { ownerUser } from '../../../test/fixtures';

/** A team member with the warehouse permission and no admin: an operator. */
const operatorUser = {
  ...ownerUser,
  id: 'usr_operator',
  type: 'sub' as const,
  first_name: 'Lin',
  last_name: 'Chen',
  permissions: ['warehouse' as const, 'orders' as const],
};

const withFigures = (warehouse: Warehouse, figures: WarehouseFigures): WarehouseListItem => ({
  ...warehouse,
  figures,
});

/** The list answer: each warehouse with its card's figures. */
const warehouses: WarehouseListItem[] = [
  withFigures(shenzhen, { in_stock: 1284, overdue: 37, problem_parcels: 6 }),
  withFigures(vancouver, { in_stock: 312, overdue: 0, problem_parcels: 2 }),
  withFigures(losAngeles, { in_stock: 0, overdue: 0, problem_parcels: 0 }),
];

/** A warehouse far beyond what a card counts: the server stops at 10000. */
const huge = withFigures(
  {
    ...shenzhen,
    id: '0d9b8a1e-1111-4c2b-8f00-000000000004',
    warehouse_name: 'Guangzhou Baiyun Mega Hub',
  },
  { in_stock: 10_000, overdue: 10_000, problem_parcels: 412 },
);

const longChineseName = withFigures(
  {
    ...shenzhen,
    id: '0d9b8a1e-1111-4c2b-8f00-000000000005',
    warehouse_name: '深圳市宝安区福永街道跨境电商集运中心第三仓库（华南总仓·海运与空运合并处理区）',
  },
  { in_stock: 8765, overdue: 143, problem_parcels: 29 },
);

const list = (data: unknown) =>
  http.get('/api/v1/merchants/warehouses', () => HttpResponse.json({ data }));

/** A warehouse of the Greater Bay Area whose figures open their lists in the stories below. */
const baoan = withFigures(
  {
    ...shenzhen,
    id: '0d9b8a1e-1111-4c2b-8f00-000000000006',
    warehouse_name: '深圳宝安国际集运中心',
  },
  { in_stock: 1284, overdue: 37, problem_parcels: 6 },
);

const carriers = ['YT', 'SF', 'JDV', 'ZTO', 'JT'];
// The pictures' clock (visual/frozen-clock.ts): storage days count to this day.
const STORY_TODAY = Date.UTC(2026, 10, 20);
const DAY_MS = 24 * 60 * 60 * 1000;
const problemTypes: ParcelProblemType[] = ['damaged', 'missing_owner', 'empty', 'other'];
const someStatuses: ParcelStatus[] = ['stored', 'error', 'packed', 'restored', 'pending', 'stored'];

/**
 * Baoan's parcels as the inventory answers them: six problem parcels in several statuses (a
 * problem parcel is not the status "Exception"), then 37 in stock past free storage, newest first.
 * Tracking ids are the couriers' 15–20 characters.
 */
const baoanStock: Parcel[] = Array.from({ length: 43 }, (_, index) => {
  const problem = index < 6;
  const template = busyStock[index % busyStock.length] ?? busyStock[0];
  if (!template) throw new Error('no parcel to copy');
  // Problem parcels received lately, the rest past the month of free storage, oldest last.
  const storageDays = problem ? 12 + index : 45 + index;
  const overdueDays = Math.max(0, storageDays - 30);
  return {
    ...template,
    parcel_id: 104820 - index * 3,
    tracking_id: `${carriers[index % carriers.length] ?? 'YT'}${String(7_939_694_557_326 + index * 7919)}`,
    status: problem ? (someStatuses[index] ?? 'stored') : index % 4 === 0 ? 'restored' : 'stored',
    is_problem: problem,
    problem_type: problem ? (problemTypes[index % problemTypes.length] ?? 'other') : null,
    description: problem ? '外箱一角压损，内物待核对。' : null,
    inbound_date: new Date(STORY_TODAY - storageDays * DAY_MS).toISOString().slice(0, 10),
    storage_days: storageDays,
    overdue_days: overdueDays,
    // The fixture warehouses charge 8 CNY a week past a month of free storage.
    overdue_fee: 8 * Math.ceil(overdueDays / 7),
    warehouse_id: baoan.id,
    warehouse_name: baoan.warehouse_name,
  };
});

const listed = fn<(query: string) => void>();

/** The inventory of Baoan, answering its figure filters as the server does. */
const inventoryHandlers = [
  http.get('/api/v1/merchants/warehouses/:id/parcels', ({ request }) => {
    const query = new URL(request.url).searchParams;
    listed(query.toString());
    const rows = baoanStock.filter(
      (parcel) =>
        (query.get('problem') !== 'true' || parcel.is_problem) &&
        (query.get('overdue') !== 'true' ||
          (isParcelInStock(parcel.status) && parcel.overdue_days > 0)),
    );
    return HttpResponse.json({ data: rows.slice(0, 10), results: rows.length });
  }),
  http.get('/api/v1/merchants/warehouses/:id', () => HttpResponse.json({ data: baoan })),
];

/** Every card of the grid is as tall as the others, and the figures sit on its bottom edge. */
async function expectEqualCardHeights(canvasElement: HTMLElement, count: number) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(count));
  const cards = canvas.getAllByRole('article');
  const heights = new Set(cards.map((card) => Math.round(card.getBoundingClientRect().height)));
  await expect([...heights]).toHaveLength(1);
  const figuresFromBottom = new Set(
    cards.map((card) =>
      Math.round(
        card.getBoundingClientRect().bottom -
          (figuresListOf(card)?.getBoundingClientRect().top ?? 0),
      ),
    ),
  );
  await expect([...figuresFromBottom]).toHaveLength(1);
}

const figuresListOf = (card: HTMLElement) =>
  card.querySelector<HTMLElement>('[data-testid="warehouse-figures"]');

/** The figures of one card, as a merchant reads them: label → value. */
function figuresOf(card: HTMLElement): Record<string, string> {
  return Object.fromEntries(
    Array.from(figuresListOf(card)?.querySelectorAll('a') ?? []).map((link) => [
      link.children[0]?.textContent ?? '',
      link.children[1]?.textContent ?? '',
    ]),
  );
}

/** Where each figure of one card leads: label → the inventory it opens. */
function figureLinksOf(card: HTMLElement): Record<string, string> {
  return Object.fromEntries(
    Array.from(figuresListOf(card)?.querySelectorAll('a') ?? []).map((link) => [
      link.children[0]?.textContent ?? '',
      link.getAttribute('href') ?? '',
    ]),
  );
}
const meta = {
  title: 'Pages/Warehouses/List',
  component: AppStoryScreen,
  args: { entry: '/warehouse' },
  parameters: { layout: 'fullscreen', msw: { handlers: [list(warehouses)] } },
  loaders: [freshPageLoad({ signedIn: true })],
} satisfies Meta<typeof AppStoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole(
      'link',
      { name: 'Vancouver Main Warehouse' },
      { timeout: 5000 },
    );
    await expect(card).toHaveAttribute('href', `/warehouse/${warehouses[1]?.id ?? ''}`);
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(3);
    await expect(
      within(cards[1] as HTMLElement).getByText('Vancouver, British Columbia, Canada'),
    ).toBeVisible();
    await expect(within(cards[2] as HTMLElement).getByText('Suspended')).toBeVisible();
    await expect(within(cards[2] as HTMLElement).getByText('No operators assigned')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add warehouse' })).toBeVisible();
    await expect(figuresOf(cards[0] as HTMLElement)).toEqual({
      'In stock': '1284',
      Overdue: '37',
      'Problem parcels': '6',
    });
    await expect(figuresOf(cards[2] as HTMLElement)).toEqual({
      'In stock': '0',
      Overdue: '0',
      'Problem parcels': '0',
    });
    // Each figure opens the inventory on exactly what it counts, beside the card's own link.
    const inventory = `/warehouse/${shenzhen.id}`;
    await expect(figureLinksOf(cards[0] as HTMLElement)).toEqual({
      'In stock': `${inventory}?status=stored&status=restored`,
      Overdue: `${inventory}?overdue=true`,
      'Problem parcels': `${inventory}?problem=true`,
    });
    await expect(
      within(cards[0] as HTMLElement).getByRole('link', { name: 'Problem parcels 6' }),
    ).toBeVisible();
    // No picture: no grey block as large as one, only the small drawn warehouse.
    await expect((cards[1] as HTMLElement).querySelector('img')).toBeNull();
    await expectEqualCardHeights(canvasElement, 3);
  },
};

/** A huge warehouse: counts stop at the server's cap and read 9999+. */
export const CappedFigures: Story = {
  parameters: { msw: { handlers: [list([huge, ...warehouses])] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Guangzhou Baiyun Mega Hub' }, { timeout: 5000 });
    const [first] = canvas.getAllByRole('article');
    await expect(figuresOf(first as HTMLElement)).toEqual({
      'In stock': '9999+',
      Overdue: '9999+',
      'Problem parcels': '412',
    });
    await expectEqualCardHeights(canvasElement, 4);
  },
};

/** In Chinese, with a very long warehouse name that wraps over several lines. */
export const LongChineseName: Story = {
  parameters: { msw: { handlers: [list([longChineseName, ...warehouses])] } },
  loaders: [freshPageLoad({ signedIn: true, lang: 'zhHans' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: longChineseName.warehouse_name }, { timeout: 5000 });
    const [first] = canvas.getAllByRole('article');
    await expect(figuresOf(first as HTMLElement)).toEqual({
      在库: '8765',
      超期: '143',
      问题包裹: '29',
    });
    // The long name makes its card taller; the rest of the row grows with it.
    await expectEqualCardHeights(canvasElement, 4);
  },
};

/**
 * A card's problem parcels open the inventory on them: the list shows the card's 6, under the
 * card's word, ticked; Exception is a status like any other among them.
 */
export const ProblemParcelsOpenTheirList: Story = {
  parameters: { msw: { handlers: [list([baoan, ...warehouses]), ...inventoryHandlers] } },
  loaders: [freshPageLoad({ signedIn: true, lang: 'zhHans' })],
  beforeEach: () => {
    listed.mockClear();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: baoan.warehouse_name }, { timeout: 5000 });
    const [card] = canvas.getAllByRole('article');
    await userEvent.click(within(card as HTMLElement).getByRole('link', { name: '问题包裹 6' }));

    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: baoan.warehouse_name },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: '问题包裹' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '超期' })).not.toBeChecked();
    await expect(await canvas.findByText('共 6 个包裹', {}, { timeout: 5000 })).toBeVisible();
    await expect(listed).toHaveBeenLastCalledWith('page=1&limit=10&problem=true');
    const table = canvas.getByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(7));
    await expect(within(table).getByText('异常')).toBeVisible();
  },
};

/** A card's overdue figure opens the inventory on the parcels past free storage: 37 of them. */
export const OverdueOpensItsList: Story = {
  parameters: { msw: { handlers: [list([baoan, ...warehouses]), ...inventoryHandlers] } },
  beforeEach: () => {
    listed.mockClear();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: baoan.warehouse_name }, { timeout: 5000 });
    const [card] = canvas.getAllByRole('article');
    await userEvent.click(within(card as HTMLElement).getByRole('link', { name: 'Overdue 37' }));

    await expect(await canvas.findByText('37 parcels', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Overdue' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Problem parcels' })).not.toBeChecked();
    await expect(listed).toHaveBeenLastCalledWith('page=1&limit=10&overdue=true');
    const table = canvas.getByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    await expect(within(table).queryByText('Exception')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [list([])] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No warehouses yet' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Add warehouse' })).toHaveLength(1);
  },
};

/** An operator sees the warehouses assigned to them and cannot create one. */
export const AsOperator: Story = {
  parameters: { msw: { handlers: [list(warehouses.slice(0, 2))] } },
  loaders: [freshPageLoad({ signedIn: true, user: operatorUser })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Vancouver Main Warehouse' }, { timeout: 5000 });
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: 'Add warehouse' })).toBeNull();
  },
};

export const EmptyAsOperator: Story = {
  parameters: { msw: { handlers: [list([])] } },
  loaders: [freshPageLoad({ signedIn: true, user: operatorUser })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No warehouses yet' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'No warehouse is assigned to you yet. Ask the owner to add you as an operator.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add warehouse' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/v1/merchants/warehouses', async () => {
          await delay('infinite');
          return HttpResponse.json({ data: [] });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole(
      'heading',
      { level: 1, name: 'Warehouse and Parcels' },
      { timeout: 5000 },
    );
    // Nothing for the first 500 ms, then the grid's skeleton and the status's words.
    await expect(canvas.queryByText('Loading warehouses…')).toBeNull();
    await expect(canvas.queryByTestId('warehouse-skeleton')).toBeNull();
    await expect(
      await canvas.findByText('Loading warehouses…', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    const skeleton = canvas.getByTestId('warehouse-skeleton');
    await expect(skeleton).toHaveAttribute('aria-busy', 'true');
    await expect(skeleton.querySelectorAll('li')).toHaveLength(4);
  },
};

export const Failed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/v1/merchants/warehouses', () =>
          HttpResponse.json({ message: 'boom', code: 'INTERNAL' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Server errors are asked twice more before the page gives up.
    await expect(
      await canvas.findByText('Failed to load warehouses', {}, { timeout: 10000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
