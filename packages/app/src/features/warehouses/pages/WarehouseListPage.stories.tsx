import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import type { Warehouse, WarehouseFigures, WarehouseListItem } from '@jiyun/domain';
import { losAngeles, shenzhen, vancouver } from '../stories/fixtures';
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
  withFigures(shenzhen, { in_stock: 1284, overdue: 37, exceptions: 6 }),
  withFigures(vancouver, { in_stock: 312, overdue: 0, exceptions: 2 }),
  withFigures(losAngeles, { in_stock: 0, overdue: 0, exceptions: 0 }),
];

/** A warehouse far beyond what a card counts: the server stops at 10000. */
const huge = withFigures(
  {
    ...shenzhen,
    id: '0d9b8a1e-1111-4c2b-8f00-000000000004',
    warehouse_name: 'Guangzhou Baiyun Mega Hub',
  },
  { in_stock: 10_000, overdue: 10_000, exceptions: 412 },
);

const longChineseName = withFigures(
  {
    ...shenzhen,
    id: '0d9b8a1e-1111-4c2b-8f00-000000000005',
    warehouse_name: '深圳市宝安区福永街道跨境电商集运中心第三仓库（华南总仓·海运与空运合并处理区）',
  },
  { in_stock: 8765, overdue: 143, exceptions: 29 },
);

const list = (data: unknown) =>
  http.get('/api/v1/merchants/warehouses', () => HttpResponse.json({ data }));

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
          (card.querySelector('dl')?.getBoundingClientRect().top ?? 0),
      ),
    ),
  );
  await expect([...figuresFromBottom]).toHaveLength(1);
}

/** The figures of one card, as a merchant reads them: label → value. */
function figuresOf(card: HTMLElement): Record<string, string> {
  return Object.fromEntries(
    Array.from(card.querySelectorAll('dl > div')).map((item) => [
      item.querySelector('dt')?.textContent ?? '',
      item.querySelector('dd')?.textContent ?? '',
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
      Exceptions: '6',
    });
    await expect(figuresOf(cards[2] as HTMLElement)).toEqual({
      'In stock': '0',
      Overdue: '0',
      Exceptions: '0',
    });
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
      Exceptions: '412',
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
      异常: '29',
    });
    // The long name makes its card taller; the rest of the row grows with it.
    await expectEqualCardHeights(canvasElement, 4);
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
