import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { activeWarehouses, lineList } from '../stories/fixtures';
import { laptop1280 } from '../../../test/viewport';
import { AppStoryScreen, freshPageLoad } from '../../../test/AppStoryScreen';

const list = (data: unknown) =>
  http.get('/api/v1/merchants/shipping-lines', () => HttpResponse.json({ data }));

const warehouses = (data: unknown) =>
  http.get('/api/v1/merchants/warehouses', ({ request }) =>
    new URL(request.url).searchParams.get('status') === 'active'
      ? HttpResponse.json({ data })
      : HttpResponse.json({ data: [] }),
  );

const meta = {
  title: 'Pages/Shipping Lines/List',
  component: AppStoryScreen,
  args: { entry: '/shippingLines' },
  parameters: {
    layout: 'fullscreen',
    ...laptop1280.parameters,
    msw: { handlers: [list(lineList), warehouses(activeWarehouses)] },
  },
  globals: laptop1280.globals,
  loaders: [freshPageLoad({ signedIn: true })],
} satisfies Meta<typeof AppStoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every status, a long Chinese name and a line whose warehouse is gone. */
export const Default: Story = {};

export const EveryStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole(
      'link',
      { name: '温哥华空运普货物流专线' },
      { timeout: 5000 },
    );
    await expect(card).toHaveAttribute('href', `/shippingLines/${lineList[0]?.id ?? ''}`);
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(4);
    const [active, suspended, pending, orphan] = cards as HTMLElement[];
    await expect(within(active as HTMLElement).getByText('Active')).toBeVisible();
    await expect(within(active as HTMLElement).getByText('CN-CA-A-G')).toBeVisible();
    await expect(
      within(active as HTMLElement).getByText('深圳宝安国际集运中心（福永仓）'),
    ).toBeVisible();
    await expect(within(suspended as HTMLElement).getByText('Suspended')).toBeVisible();
    await expect(within(pending as HTMLElement).getByText('Pending Approval')).toBeVisible();
    await expect(within(orphan as HTMLElement).getByText('No warehouse linked')).toBeVisible();
    // The long name wraps inside its card: the page never scrolls sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const InChinese: Story = {
  loaders: [freshPageLoad({ signedIn: true, lang: 'zhHans' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '物流专线' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(await canvas.findByText('待审核')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '添加物流专线' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [list([]), warehouses(activeWarehouses)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No shipping lines yet' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Add shipping line' })).toHaveLength(1);
  },
};

/** Without an active warehouse, Add offers to create one first (spec 5). */
export const AddWithoutWarehouse: Story = {
  parameters: { msw: { handlers: [list(lineList), warehouses([])] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Add shipping line' }, { timeout: 5000 }),
    );
    const dialog = await body.findByRole('dialog', { name: 'Create a warehouse first' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create warehouse' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Add warehouse' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/v1/merchants/shipping-lines', async () => {
          await delay('infinite');
          return HttpResponse.json({ data: [] });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Shipping Lines' }, { timeout: 5000 });
    // Nothing for the first 500 ms, then the skeleton cards and the status.
    await expect(canvas.queryByText('Loading shipping lines…')).toBeNull();
    await expect(
      await canvas.findByText('Loading shipping lines…', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[data-skeleton]').length).toBeGreaterThan(0);
  },
};

export const Failed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/v1/merchants/shipping-lines', () =>
          HttpResponse.json({ message: 'boom', code: 'INTERNAL' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Failed to load shipping lines', {}, { timeout: 10000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
