import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStoryScreen, freshPageLoad } from '../../../../test/AppStoryScreen';
import { laptop1280 } from '../../../../test/viewport';
import { returnIn, returnPage } from '../stories/fixtures';
import {
  resetStoryReturns,
  returnDetailHandlers,
  returnListHandler,
  type ReturnListApi,
} from '../stories/handlers';

const sent: string[] = [];

const meta = {
  title: 'Pages/Returns/Return List',
  component: AppStoryScreen,
  args: { entry: '/orders/returnOrder' },
  parameters: {
    layout: 'fullscreen',
    ...laptop1280.parameters,
    msw: {
      handlers: [
        returnListHandler(returnPage, { results: 58, sent }),
        ...returnDetailHandlers(returnIn('unpacked')),
      ],
    },
  },
  globals: laptop1280.globals,
  loaders: [freshPageLoad({ signedIn: true })],
  beforeEach: () => {
    resetStoryReturns();
    sent.length = 0;
  },
} satisfies Meta<typeof AppStoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const withList = (rows: typeof returnPage, api: ReturnListApi) => ({
  msw: { handlers: [returnListHandler(rows, { sent, ...api })] },
});

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: 'Return orders' }, { timeout: 10_000 });

/** The returns tab of /orders: 12 returns, the spec's columns, the total of the counters. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(await table(canvasElement));
    await expect(await rows.findByText('R2600012', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Return parcel list' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // A heading row and 12 returns.
    await expect(rows.getAllByRole('row')).toHaveLength(13);
    await expect(rows.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Return number',
      'Original order number',
      'Return tracking number',
      'Customer username',
      'Creation date',
      'Status',
      'Manage',
    ]);
    for (const status of ['Unpacked', 'Packed', 'Paid', 'Shipped', 'Delivered', 'Completed']) {
      await expect(rows.getAllByText(status).length).toBeGreaterThan(0);
    }
    // A return not shipped yet has no tracking number of its own, and shows none of the parcel's.
    await expect(rows.getAllByText('Not shipped yet').length).toBeGreaterThan(0);
    await expect(rows.queryByText('SF143000000104729')).toBeNull();
    await expect(canvas.getByText('58 returns')).toBeVisible();
    // 58 returns make 5 pages of 12.
    const pages = canvas.getByRole('navigation', { name: 'Pages' });
    await expect(within(pages).getByRole('button', { name: 'Page 5' })).toBeVisible();
    await expect(sent.at(-1)).toBe('page=1&limit=12');
  },
};

/** Status, search field (A38) and page all go to the call and the URL; a filter resets the page. */
export const Filters: Story = {
  args: { entry: '/orders/returnOrder?page=2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await table(canvasElement);
    await waitFor(() => expect(sent.at(-1)).toBe('page=2&limit=12'), { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    const panel = within(await body.findByRole('dialog', { name: 'Status' }));
    await userEvent.click(panel.getByRole('checkbox', { name: 'Packed' }));
    await userEvent.click(panel.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(sent.at(-1)).toBe('page=1&limit=12&status=packed'), {
      timeout: 5000,
    });
    const field = canvas.getByRole('combobox', { name: 'Search in' });
    await expect(
      within(field)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All',
      'Return number',
      'Tracking number',
      'Customer username',
      'Original order number',
    ]);
    await userEvent.selectOptions(field, 'order_no');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search returns' }), 'TB20261101');
    await waitFor(
      () =>
        expect(sent.at(-1)).toBe(
          'page=1&limit=12&status=packed&search=TB20261101&search_field=order_no',
        ),
      { timeout: 5000 },
    );
  },
};

/** A link with filters opens on them (the state is in the URL), a comma list of statuses too. */
export const FromALink: Story = {
  args: {
    entry:
      '/orders/returnOrder?status=paid,shipped&from=2026-11-01&to=2026-11-15&search=R2600015&field=id',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await waitFor(
      () =>
        expect(sent.at(-1)).toBe(
          'page=1&limit=12&status=paid&status=shipped&search=R2600015&search_field=id&created_from=2026-11-01&created_to=2026-11-15',
        ),
      { timeout: 5000 },
    );
    await expect(canvas.getByRole('searchbox', { name: 'Search returns' })).toHaveValue('R2600015');
    await expect(canvas.getByRole('textbox', { name: 'Creation date' })).toHaveValue(
      '01/11/2026 – 15/11/2026',
    );
  },
};

/** A search past the cap counts no further: "10,000+". */
export const CappedTotal: Story = {
  args: { entry: '/orders/returnOrder?search=wang' },
  parameters: withList(returnPage, { results: 10_000 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('10,000+ returns', {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** The same page in Chinese. */
export const Chinese: Story = {
  loaders: [freshPageLoad({ signedIn: true, lang: 'zhHans' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(
      await canvas.findByRole('table', { name: '退件订单' }, { timeout: 10_000 }),
    );
    await expect(await canvas.findByText('共 58 个退件', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '退件列表' })).toBeVisible();
    await expect(rows.getAllByText('待打包').length).toBeGreaterThan(0);
    await expect(rows.getAllByRole('button', { name: /管理退件/ })).toHaveLength(12);
    // A Chinese page writes its days year first, in the table and in the picker (A50).
    await expect(rows.getByText('2026-11-01')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '创建日期' })).toHaveAttribute(
      'placeholder',
      'YYYY-MM-DD – YYYY-MM-DD',
    );
  },
};

/** Manage opens the return. */
export const Manage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(await table(canvasElement));
    await userEvent.click(await rows.findByRole('button', { name: 'Manage return R2600012' }));
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Return R2600012' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: withList([], {}),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No returns yet' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const NoMatch: Story = {
  args: { entry: '/orders/returnOrder?search=ZZZ9999' },
  parameters: withList(returnPage, {}),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No matching returns' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: withList(returnPage, { load: 'loading' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Orders' }, { timeout: 10_000 });
    await expect(
      await canvas.findByText('Loading returns…', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  },
};

/** A failed load shows the empty list with the failure and a retry (spec 8). */
export const Failed: Story = {
  parameters: withList(returnPage, { load: 'error' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Failed to fetch return orders', {}, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
