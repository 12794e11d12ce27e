import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AppStoryScreen, freshPageLoad } from '../../../test/AppStoryScreen';
import { laptop1280 } from '../../../test/viewport';
import { orderIn, orderPage, orderParcels } from '../stories/fixtures';
import {
  detailHandlers,
  exportHandler,
  listHandler,
  resetStoryOrders,
  type ListApi,
} from '../stories/handlers';
import { pdfAnswer, stubPdfTab } from '../../../test/pdf-tab';

const sent: string[] = [];
const exported: string[] = [];

const meta = {
  title: 'Pages/Orders/Order List',
  component: AppStoryScreen,
  args: { entry: '/orders' },
  parameters: {
    layout: 'fullscreen',
    ...laptop1280.parameters,
    msw: {
      handlers: [
        listHandler(orderPage, { results: 137, sent }),
        ...detailHandlers(orderIn('unpacked'), orderParcels('unpacked')),
      ],
    },
  },
  globals: laptop1280.globals,
  loaders: [freshPageLoad({ signedIn: true })],
  beforeEach: () => {
    resetStoryOrders();
    sent.length = 0;
    exported.length = 0;
  },
} satisfies Meta<typeof AppStoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const withList = (rows: typeof orderPage, api: ListApi) => ({
  msw: { handlers: [listHandler(rows, api)] },
});

/** A full page of 13 orders, the total of the counters, the tab bar. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Orders' }, { timeout: 10_000 });
    await expect(await within(table).findByText('2600001', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Order list' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // The returns list is the second tab (issue 15).
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Order list',
      'Return parcel list',
    ]);
    await expect(canvas.getByText('137 orders')).toBeVisible();
    await expect(sent.at(-1)).toBe('page=1&take=13');
  },
};

/** The spec's columns, MM/DD/YYYY dates, every status's tag, 13 rows and the pages. */
export const Columns: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Orders' }, { timeout: 10_000 });
    await within(table).findByText('2600001', {}, { timeout: 5000 });
    // A heading row and 13 orders.
    await expect(within(table).getAllByRole('row')).toHaveLength(14);
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent)
        .slice(1),
    ).toEqual([
      'Order number',
      'Tracking number',
      'Route code',
      'Customer username',
      'Creation date',
      'Status',
      'Manage',
    ]);
    await expect(within(table).getByText('11/01/2026')).toBeVisible();
    const statuses = [
      'Unpacked',
      'Packed',
      'Paid',
      'Shipped',
      'Delivered',
      'Completed',
      'Cancelled',
    ];
    for (const status of statuses) {
      await expect(within(table).getAllByText(status).length).toBeGreaterThan(0);
    }
    // 137 orders make 11 pages of 13.
    const pages = canvas.getByRole('navigation', { name: 'Pages' });
    await expect(within(pages).getByRole('button', { name: 'Page 11' })).toBeVisible();
  },
};

/** The status filter offers all seven statuses (A26); the search goes with its field. */
export const FilterAndSearch: Story = {
  args: { entry: '/orders?page=3' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('table', { name: 'Orders' }, { timeout: 10_000 });
    await waitFor(() => expect(sent.at(-1)).toBe('page=3&take=13'), { timeout: 5000 });

    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    const panel = within(await body.findByRole('dialog', { name: 'Status' }));
    const options = panel.getAllByRole('checkbox');
    await expect(options.map((option) => option.closest('label')?.textContent)).toEqual([
      'Unpacked',
      'Packed',
      'Paid',
      'Shipped',
      'Delivered',
      'Completed',
      'Cancelled',
    ]);
    await userEvent.click(panel.getByRole('checkbox', { name: 'Shipped' }));
    await userEvent.click(panel.getByRole('button', { name: 'Apply' }));
    // A new filter starts again at page 1.
    await waitFor(() => expect(sent.at(-1)).toBe('page=1&take=13&status=shipped'), {
      timeout: 5000,
    });

    const field = canvas.getByRole('combobox', { name: 'Search in' });
    await expect(
      within(field)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Order ID', 'Tracking number', 'Route code', 'Customer username']);
    await userEvent.selectOptions(field, 'username');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search orders' }), 'li.na');
    await waitFor(
      () =>
        expect(sent.at(-1)).toBe(
          'page=1&take=13&status=shipped&search=li.na&search_field=username',
        ),
      { timeout: 5000 },
    );
  },
};

/** A link with filters opens on them (the state is in the URL). */
export const FromALink: Story = {
  args: { entry: '/orders?status=unpacked&from=2026-11-01&to=2026-11-15&search=2600008&field=id' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Orders' }, { timeout: 10_000 });
    await waitFor(
      () =>
        expect(sent.at(-1)).toBe(
          'page=1&take=13&status=unpacked&search=2600008&search_field=id&created_from=2026-11-01&created_to=2026-11-15',
        ),
      { timeout: 5000 },
    );
    await expect(canvas.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('2600008');
    await expect(canvas.getByRole('textbox', { name: 'Creation date' })).toHaveValue(
      '01/11/2026 – 15/11/2026',
    );
  },
};

/** A search past the cap counts no further: "10,000+". */
export const CappedTotal: Story = {
  args: { entry: '/orders?search=wang' },
  parameters: withList(orderPage, { results: 10_000 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('10,000+ orders', {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** Without a search or dates the total comes from counters: exact, however large. */
export const LargeExactTotal: Story = {
  parameters: withList(orderPage, { results: 1_234_567 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('1,234,567 orders', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** The same page in Chinese, a search past the cap: the same "10,000+" rule. */
/**
 * The server cannot reach its database (503 UNAVAILABLE): the list says it failed, and a toast
 * says why, once, in the page's language.
 */
export const ServiceUnavailable: Story = {
  loaders: [freshPageLoad({ signedIn: true, lang: 'zhHans' })],
  parameters: {
    msw: {
      handlers: [
        http.get('/api/v1/merchants/orders', () =>
          HttpResponse.json(
            {
              message: 'The service is unavailable for a moment. Please try again shortly.',
              code: 'UNAVAILABLE',
            },
            { status: 503, headers: { 'retry-after': '5' } },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByText('服务暂时不可用，请稍后重试。', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(body.getAllByText('服务暂时不可用，请稍后重试。')).toHaveLength(1);
  },
};

export const Chinese: Story = {
  args: { entry: '/orders?search=26000' },
  loaders: [freshPageLoad({ signedIn: true, lang: 'zhHans' })],
  parameters: withList(orderPage, { results: 10_000 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '订单' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(await canvas.findByText('共 10,000+ 个订单', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '导出' })).toBeVisible();
    const table = canvas.getByRole('table', { name: '订单' });
    await expect(within(table).getAllByText('待打包').length).toBeGreaterThan(0);
    await expect(within(table).getAllByRole('button', { name: /管理订单/ })).toHaveLength(13);
  },
};

/** Rows are selected for the export: the button says how many it downloads. */
export const Selection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Orders' }, { timeout: 10_000 });
    await userEvent.click(
      await within(table).findByRole('checkbox', { name: 'Select order 2600001' }),
    );
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select order 2600002' }));
    await expect(canvas.getByText(/orders · 2 selected/)).toBeVisible();
    await userEvent.click(
      within(table).getByRole('checkbox', { name: 'Select all orders on this page' }),
    );
    await expect(canvas.getByText(/orders · 13 selected/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export 13 selected' })).toBeVisible();
  },
};

const withExport = (api: { fail?: boolean } = {}) => ({
  msw: {
    handlers: [
      listHandler(orderPage, { results: 137, sent }),
      exportHandler(orderPage, { ...api, sent: exported }),
    ],
  },
});

/** Two checked rows: Export downloads export.csv of those two, whatever the filters. */
export const ExportSelected: Story = {
  args: { entry: '/orders?status=packed&status=paid' },
  parameters: withExport(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Orders' }, { timeout: 10_000 });
    await userEvent.click(
      await within(table).findByRole('checkbox', { name: 'Select order 2600002' }),
    );
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select order 2600003' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Export 2 selected' }));
    const ids = [orderPage[1]?.id, orderPage[2]?.id].map((id) => `ids=${id ?? ''}`).join('&');
    await waitFor(() => expect(exported).toEqual([ids]), { timeout: 5000 });
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Export 2 selected' })).not.toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  },
};

const documentsAsked = fn<(query: string) => void>();

/**
 * Two checked rows, Print: package labels are refused while one of them is not packed (said in the
 * dialog), their pick lists print as one PDF in a tab opened at the click.
 */
export const PrintSelected: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/v1/merchants/orders/documents', ({ request }) => {
          const query = new URL(request.url).searchParams;
          documentsAsked(query.toString());
          if (query.get('kind') === 'package-label') {
            return HttpResponse.json(
              {
                message: 'The package label is printed once the order is packed.',
                code: 'CONFLICT',
              },
              { status: 409 },
            );
          }
          return pdfAnswer();
        }),
        listHandler(orderPage, { results: 137, sent }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    documentsAsked.mockClear();
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Orders' }, { timeout: 10_000 });
    await userEvent.click(
      await within(table).findByRole('checkbox', { name: 'Select order 2600001' }),
    );
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select order 2600002' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Print 2 orders' }));
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Print 2 orders' }),
    );
    const { tab, open } = stubPdfTab();
    try {
      await userEvent.click(dialog.getByRole('radio', { name: 'Package labels (packed orders)' }));
      await userEvent.click(dialog.getByRole('button', { name: 'Print' }));
      await expect(
        await dialog.findByText(
          'Not every selected order is packed yet: package labels are printed once an order is packed.',
        ),
      ).toBeVisible();
      await expect(tab.close).toHaveBeenCalledTimes(1);

      await userEvent.click(dialog.getByRole('radio', { name: 'Pick lists (before packing)' }));
      await userEvent.click(dialog.getByRole('button', { name: 'Print' }));
      await waitFor(() => expect(tab.location.href).toMatch(/^blob:/));
      const ids = [orderPage[0]?.id, orderPage[1]?.id].map((id) => `ids=${id ?? ''}`).join('&');
      await expect(documentsAsked).toHaveBeenLastCalledWith(`kind=pick-list&${ids}`);
      await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    } finally {
      open.mockRestore();
    }
  },
};

/** Nothing checked: Export downloads the whole filtered list (every page), not one page. */
export const ExportFiltered: Story = {
  args: {
    entry: '/orders?status=packed&from=2026-11-01&to=2026-11-30&search=li.na&field=username&page=2',
  },
  parameters: withExport(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Orders' }, { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    await waitFor(
      () =>
        expect(exported).toEqual([
          'status=packed&search=li.na&search_field=username&created_from=2026-11-01&created_to=2026-11-30',
        ]),
      { timeout: 5000 },
    );
  },
};

/** A failed export says so, in the page's language; the selection stays for another try. */
export const ExportFails: Story = {
  parameters: withExport({ fail: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const table = await canvas.findByRole('table', { name: 'Orders' }, { timeout: 10_000 });
    await userEvent.click(
      await within(table).findByRole('checkbox', { name: 'Select order 2600001' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Export 1 selected' }));
    await expect(
      await body.findByText('Failed to export orders. Please try again.', {}, { timeout: 5000 }),
    ).toBeVisible();
    // The button is free again once the failed export has settled.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Export 1 selected' })).toBeEnabled(),
    );
  },
};

/** The failure in Chinese. */
export const ExportFailsChinese: Story = {
  loaders: [freshPageLoad({ signedIn: true, lang: 'zhHans' })],
  parameters: withExport({ fail: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('table', { name: '订单' }, { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('button', { name: '导出' }));
    await expect(
      await body.findByText('导出订单失败，请重试。', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** Manage opens the order. */
export const Manage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Orders' }, { timeout: 10_000 });
    await userEvent.click(
      await within(table).findByRole('button', { name: 'Manage order 2600001' }),
    );
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Order# 2600001' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: withList([], {}),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No orders yet' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const NoMatch: Story = {
  args: { entry: '/orders?search=ZZZ9999' },
  parameters: withList(orderPage, {}),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No matching orders' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: withList(orderPage, { load: 'loading' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Orders' }, { timeout: 10_000 });
    await expect(
      await canvas.findByText('Loading orders…', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  },
};

/** A failed load says so (spec 8) with a retry. */
export const Failed: Story = {
  parameters: withList(orderPage, { load: 'error' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Failed to fetch orders', {}, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
