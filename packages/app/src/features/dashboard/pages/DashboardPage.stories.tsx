import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppStoryScreen, freshPageLoad } from '../../../test/AppStoryScreen';
import { laptop1280 } from '../../../test/viewport';
import {
  dashboardLoaded,
  dashboardNewCompany,
  dashboardOrdersMember,
  dashboardPartlySetUp,
} from '../stories/fixtures';
import { dashboardHandler, type DashboardLoad } from '../stories/handlers';

const meta = {
  title: 'Pages/Dashboard/Dashboard',
  component: AppStoryScreen,
  args: { entry: '/' },
  parameters: {
    layout: 'fullscreen',
    ...laptop1280.parameters,
    msw: { handlers: [dashboardHandler(dashboardLoaded)] },
  },
  globals: laptop1280.globals,
  loaders: [freshPageLoad({ signedIn: true })],
} satisfies Meta<typeof AppStoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const answering = (dashboard = dashboardLoaded, load: DashboardLoad = 'ok') => ({
  msw: { handlers: [dashboardHandler(dashboard, { load })] },
});

const welcome = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('heading', { level: 1, name }, { timeout: 10_000 });

/** The owner's home at work: money tiles, order counts, stock per warehouse, latest news. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await welcome(canvasElement, 'Welcome, 枫叶国际货运代理（深圳）有限公司'),
    ).toBeVisible();
    await expect(canvas.getByTestId('settlement-total')).toHaveTextContent('18426.50 CAD');
    await expect(canvas.getByText('Cycle 10/28/2026 – 11/26/2026')).toBeVisible();
    await expect(canvas.getByTestId('deposit-balance')).toHaveTextContent('1500.00 USD');
    // Each order count opens the list filtered to the status it counts.
    for (const [name, href] of [
      ['Unpacked orders', '/orders?status=unpacked'],
      ['Orders to ship', '/orders?status=paid'],
      ['Cancelled orders', '/orders?status=cancelled'],
      ['Completed orders', '/orders?status=completed'],
    ]) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(canvas.getByTestId('orders-completed')).toHaveTextContent('1284');
    const stock = canvas.getByRole('table');
    await expect(
      within(stock).getByRole('link', { name: '广州白云空港物流园华南分拨仓' }),
    ).toHaveAttribute('href', '/warehouse/7d8e9f00-1a2b-4c3d-8e4f-5a6b7c8d9e0f');
    // Each figure opens the inventory on exactly the parcels it counts.
    const baoan = '深圳宝安国际集运中心一号仓（跨境电商专用）';
    const baoanInventory = '/warehouse/5b7c2f0e-8a41-4c3e-9d6b-1f2a3b4c5d6e';
    await expect(
      within(stock).getByRole('link', { name: `In stock at ${baoan}: 1842` }),
    ).toHaveAttribute('href', `${baoanInventory}?status=stored&status=restored`);
    await expect(
      within(stock).getByRole('link', { name: `Overdue at ${baoan}: 96` }),
    ).toHaveAttribute('href', `${baoanInventory}?overdue=true`);
    // At the warehouse cards' cap the figure reads as they do.
    await expect(within(stock).getByText('9999+')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: '结算单 S2600012 已生成，请上传发票确认' }),
    ).toHaveAttribute('href', '/billing/overview/S2600012');
    // A notification about the account as a whole opens the notifications page.
    await expect(
      canvas.getByRole('link', { name: '保证金已确认：中国 → 加拿大 500.00 USD' }),
    ).toHaveAttribute('href', '/notifications');
    await expect(canvas.queryByRole('heading', { name: 'Get started' })).toBeNull();
  },
};

/** The same in Chinese, the merchant's default language. */
export const Chinese: Story = {
  loaders: [freshPageLoad({ signedIn: true, lang: 'zhHans' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await welcome(canvasElement, '欢迎，枫叶国际货运代理（深圳）有限公司'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: '待打包订单' })).toBeVisible();
    // Called what it counts, as the orders list's status filter calls them.
    await expect(canvas.getByRole('link', { name: '已取消订单' })).toHaveAttribute(
      'href',
      '/orders?status=cancelled',
    );
    await expect(
      canvas.getByRole('link', { name: '义乌国际商贸城小商品集货仓超期：0' }),
    ).toHaveAttribute('href', '/warehouse/2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f?overdue=true');
    await expect(canvas.getByRole('link', { name: '物流专线保证金余额' })).toBeVisible();
    await expect(canvas.getByText('结算周期 2026-10-28 至 2026-11-26')).toBeVisible();
  },
};

/** A company that just signed up: zeros, no statement yet, and every first step. */
export const NewCompany: Story = {
  parameters: answering(dashboardNewCompany),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await welcome(canvasElement, 'Welcome, 深圳新星国际物流有限公司')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Get started' })).toBeVisible();
    for (const [name, href] of [
      ['Add a warehouse', '/warehouse/new-warehouse'],
      ['Create a shipping line', '/shippingLines/new-shipping-line/main'],
      ['Add a team member', '/admin/team-member'],
    ]) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(canvas.getByText('No settlement issued yet')).toBeVisible();
    await expect(canvas.getByText('No warehouse yet')).toBeVisible();
    await expect(canvas.getByText('No notifications yet')).toBeVisible();
  },
};

/** A warehouse added: its prompt is gone, the other two remain. */
export const PartlySetUp: Story = {
  parameters: answering(dashboardPartlySetUp),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await welcome(canvasElement, 'Welcome, 深圳新星国际物流有限公司');
    await expect(canvas.queryByRole('link', { name: 'Add a warehouse' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Create a shipping line' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add a team member' })).toBeVisible();
  },
};

/**
 * The sections the server leaves out (null) draw nothing: what a caller without billing,
 * shipping lines or warehouses would see, had they the page.
 */
export const SectionsLeftOut: Story = {
  parameters: answering(dashboardOrdersMember),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await welcome(canvasElement, 'Welcome, 枫叶国际货运代理（深圳）有限公司');
    await expect(canvas.getByRole('link', { name: 'Unpacked orders' })).toBeVisible();
    await expect(canvas.queryByText('Settlement this cycle')).toBeNull();
    await expect(canvas.queryByText('Shipping line deposit balance')).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** While the figures load: the design system's skeletons in the page's shape. */
export const Loading: Story = {
  parameters: answering(dashboardLoaded, 'loading'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await welcome(canvasElement, 'Welcome')).toBeVisible();
    await expect(
      await canvas.findByTestId('dashboard-skeleton', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('Loading the dashboard')).toBeInTheDocument();
  },
};

/** A failed load says so and offers to try again. */
export const Failed: Story = {
  parameters: answering(dashboardLoaded, 'error'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Failed to load the dashboard', {}, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
