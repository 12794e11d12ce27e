import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { isParcelInStock, PARCEL_MESSAGES, type Parcel } from '@jiyun/domain';
import { busyStock, parcels, vancouver } from '../stories/fixtures';
import { AppStoryScreen, freshPageLoad } from '../../../test/AppStoryScreen';
import { pdfAnswer, stubPdfTab } from '../../../test/pdf-tab';

const listed = fn<(query: string) => void>();
const patched = fn<(body: unknown) => void>();
const labelAsked = fn<(url: string) => void>();
const shelvesAsked = fn<(url: string) => void>();
let stock: Parcel[] = parcels;

const handlers = [
  http.get('/api/v1/merchants/warehouses/:id/shelf-labels', ({ request }) => {
    shelvesAsked(request.url);
    return pdfAnswer();
  }),
  http.get('/api/v1/merchants/warehouses/:id/parcels/:parcelId/label', ({ request }) => {
    labelAsked(request.url);
    return pdfAnswer();
  }),
  http.get('/api/v1/merchants/warehouses/:id/parcels/:parcelId', ({ params }) => {
    const parcel = stock.find((item) => String(item.parcel_id) === params.parcelId);
    return parcel
      ? HttpResponse.json({ data: parcel })
      : HttpResponse.json({ message: 'Parcel not found.', code: 'NOT_FOUND' }, { status: 404 });
  }),
  http.patch('/api/v1/merchants/warehouses/:id/parcels/:parcelId', async ({ params, request }) => {
    const body = (await request.json()) as Partial<Parcel>;
    patched(body);
    stock = stock.map((item) =>
      String(item.parcel_id) === params.parcelId
        ? { ...item, ...body, updated_at: new Date().toISOString() }
        : item,
    );
    return HttpResponse.json({
      data: stock.find((item) => String(item.parcel_id) === params.parcelId),
    });
  }),
  http.get('/api/v1/merchants/warehouses/:id/parcels', ({ request }) => {
    const query = new URL(request.url).searchParams;
    listed(query.toString());
    const statuses = query.getAll('status');
    const search = query.get('search') ?? '';
    const rows = stock.filter(
      (item) =>
        (statuses.length === 0 || statuses.includes(item.status)) &&
        item.tracking_id.includes(search) &&
        (query.get('problem') !== 'true' || item.is_problem) &&
        (query.get('overdue') !== 'true' ||
          (isParcelInStock(item.status) && item.overdue_days > 0)),
    );
    return HttpResponse.json({ data: rows, results: rows.length === 10 ? 57 : rows.length });
  }),
  http.get('/api/v1/merchants/warehouses/:id', () => HttpResponse.json({ data: vancouver })),
];

const meta = {
  title: 'Pages/Warehouses/Inventory',
  component: AppStoryScreen,
  args: { entry: `/warehouse/${vancouver.id}` },
  parameters: { layout: 'fullscreen', msw: { handlers } },
  loaders: [freshPageLoad({ signedIn: true })],
  beforeEach: () => {
    stock = parcels;
    listed.mockClear();
    patched.mockClear();
    labelAsked.mockClear();
    shelvesAsked.mockClear();
  },
} satisfies Meta<typeof AppStoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Vancouver Main Warehouse' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    const table = await canvas.findByRole('table');
    await expect(await within(table).findByText('YT880000')).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByText('57 parcels')).toBeVisible();
    // Spec 4 labels, MM/DD/YYYY dates.
    await expect(within(table).getAllByText('In Stock').length).toBeGreaterThan(0);
    await expect(within(table).getAllByText('Exception').length).toBeGreaterThan(0);
    await expect(within(table).getByText('11/10/2026')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Settings' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New parcel' })).toBeVisible();
    await expect(listed).toHaveBeenLastCalledWith('page=1&limit=10');
  },
};

export const WithFilters: Story = {
  args: { entry: `/warehouse/${vancouver.id}?status=error&search=YT88` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = await canvas.findByRole(
      'searchbox',
      { name: 'Search parcels' },
      { timeout: 5000 },
    );
    await expect(search).toHaveValue('YT88');
    await waitFor(() =>
      expect(listed).toHaveBeenLastCalledWith(
        'page=1&limit=10&status=error&search=YT88&search_field=tracking_number',
      ),
    );
    await expect(canvas.getByRole('button', { name: /Status/ })).toHaveTextContent('1');
    const table = canvas.getByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));

    // A search that matches nothing says so.
    await userEvent.clear(search);
    await userEvent.type(search, 'ZZZ');
    await expect(
      await canvas.findByRole('heading', { name: 'No parcels match' }, { timeout: 3000 }),
    ).toBeVisible();
  },
};

export const SearchFieldsAndReceivedRange: Story = {
  args: { entry: `/warehouse/${vancouver.id}?from=2026-11-01&to=2026-11-15` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const received = await canvas.findByRole('textbox', { name: 'Received' }, { timeout: 5000 });
    // A link with a range opens on it, and the list asks for it.
    await expect(received).toHaveValue('01/11/2026 – 15/11/2026');
    await waitFor(() =>
      expect(listed).toHaveBeenLastCalledWith(
        'page=1&limit=10&created_from=2026-11-01&created_to=2026-11-15',
      ),
    );

    // Every field of decisions.md A4 can be chosen.
    const field = canvas.getByRole('combobox', { name: 'Search in' });
    await expect(
      within(field)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Parcel ID',
      'Tracking ID',
      'Customer ID',
      'Stored on (date)',
      'Shelf location',
      'Weight (kg)',
      'Status',
      'All fields',
    ]);
    await userEvent.selectOptions(field, 'storage_status');
    const search = canvas.getByRole('searchbox', { name: 'Search parcels' });
    await userEvent.type(search, 'In Stock');
    await waitFor(() =>
      expect(listed).toHaveBeenLastCalledWith(
        'page=1&limit=10&search=In+Stock&search_field=storage_status&created_from=2026-11-01&created_to=2026-11-15',
      ),
    );

    // A typed range replaces the one of the link.
    await userEvent.clear(received);
    await userEvent.type(received, '03/11/2026 – 04/11/2026');
    await waitFor(() =>
      expect(listed).toHaveBeenLastCalledWith(
        'page=1&limit=10&search=In+Stock&search_field=storage_status&created_from=2026-11-03&created_to=2026-11-04',
      ),
    );
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/v1/merchants/warehouses/:id/parcels', () =>
          HttpResponse.json({ data: [], results: 0 }),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No parcels yet' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const ParcelsLoading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/v1/merchants/warehouses/:id/parcels', async () => {
          await delay('infinite');
          return HttpResponse.json({ data: [], results: 0 });
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole(
      'heading',
      { level: 1, name: vancouver.warehouse_name },
      { timeout: 5000 },
    );
    // The header is there at once; the table says it is loading only after 500 ms.
    await expect(canvas.queryByText('Loading parcels…')).toBeNull();
    await expect(
      await canvas.findByText('Loading parcels…', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  },
};

export const ParcelsFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/v1/merchants/warehouses/:id/parcels', () =>
          HttpResponse.json({ message: 'boom', code: 'INTERNAL' }, { status: 500 }),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Failed to fetch parcels', {}, { timeout: 10000 }),
    ).toBeVisible();
  },
};

export const WarehouseNotFound: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/v1/merchants/warehouses/:id', () =>
          HttpResponse.json(
            { message: 'Warehouse not found.', code: 'NOT_FOUND' },
            { status: 404 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Warehouse not found' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

export const SidePanelEdit: Story = {
  args: { entry: `/warehouse/${vancouver.id}?parcel=1002` },
  play: async () => {
    const body = within(document.body);
    const panel = await body.findByRole('dialog', { name: 'Parcel 1002' }, { timeout: 5000 });
    await expect(await within(panel).findByText('YT880001')).toBeVisible();
    // No declared content and no route: the spec's fallbacks.
    await expect(within(panel).getAllByText('Not provided')).toHaveLength(3);
    await userEvent.click(within(panel).getByRole('button', { name: 'Edit' }));

    // The problem flag needs a type and a description.
    await userEvent.selectOptions(within(panel).getByRole('combobox', { name: 'Status' }), 'error');
    await userEvent.click(within(panel).getByRole('switch', { name: 'Problem parcel' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await expect(within(panel).getByText('Choose the problem type.')).toBeVisible();
    await expect(within(panel).getByText('Describe the problem.')).toBeVisible();
    await expect(patched).not.toHaveBeenCalled();

    await userEvent.selectOptions(
      within(panel).getByRole('combobox', { name: 'Problem type' }),
      'damaged',
    );
    await userEvent.type(
      within(panel).getByRole('textbox', { name: 'Problem description' }),
      'Torn box',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patched).toHaveBeenCalledTimes(1));
    // Only what changed goes out.
    await expect(patched).toHaveBeenCalledWith({
      status: 'error',
      is_problem: true,
      problem_type: 'damaged',
      description: 'Torn box',
    });
    await expect(await body.findByText('Parcel updated.')).toBeVisible();
    await expect(within(panel).getByText('Damaged')).toBeVisible();
    await expect(within(panel).getByText('Exception')).toBeVisible();
  },
};

/** Print label: the server's PDF, fetched with the session, shown in a tab opened at the click. */
export const SidePanelPrintsTheLabel: Story = {
  args: { entry: `/warehouse/${vancouver.id}?parcel=1002` },
  play: async () => {
    const panel = await within(document.body).findByRole(
      'dialog',
      { name: 'Parcel 1002' },
      { timeout: 5000 },
    );
    await within(panel).findByText('YT880001');
    const { tab, open } = stubPdfTab();
    try {
      await userEvent.click(within(panel).getByRole('button', { name: 'Print label' }));
      await waitFor(() => expect(tab.location.href).toMatch(/^blob:/));
      await expect(open).toHaveBeenCalledWith('', '_blank');
      await expect(labelAsked).toHaveBeenCalledTimes(1);
      const asked = new URL(labelAsked.mock.calls[0]?.[0] ?? '');
      await expect(asked.pathname).toBe(
        `/api/v1/merchants/warehouses/${vancouver.id}/parcels/1002/label`,
      );
      // The warehouse's own label size, chosen in its settings.
      await expect(asked.search).toBe('');
      await expect(tab.close).not.toHaveBeenCalled();
    } finally {
      open.mockRestore();
    }
  },
};

/**
 * Shelf labels: a range of locations, said wrong before anything is asked (backwards), then
 * printed as one PDF with the count on the button.
 */
export const PrintsShelfLabels: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Shelf labels' }, { timeout: 5000 }),
    );
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Print shelf labels' }),
    );
    await userEvent.type(dialog.getByRole('textbox', { name: /First location/ }), 'A-03-10');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Last location' }), 'A-01-01');
    await userEvent.click(dialog.getByRole('button', { name: 'Print labels' }));
    await expect(
      dialog.getByText('The first location must not come after the last.'),
    ).toBeVisible();
    await expect(shelvesAsked).not.toHaveBeenCalled();

    await userEvent.clear(dialog.getByRole('textbox', { name: /First location/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: /First location/ }), 'a-01-01');
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Last location' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Last location' }), 'A-03-10');
    const { tab, open } = stubPdfTab();
    try {
      await userEvent.click(dialog.getByRole('button', { name: 'Print 30 labels' }));
      await waitFor(() => expect(tab.location.href).toMatch(/^blob:/));
      const asked = new URL(shelvesAsked.mock.calls[0]?.[0] ?? '');
      await expect(asked.searchParams.get('from')).toBe('a-01-01');
      await expect(asked.searchParams.get('to')).toBe('A-03-10');
      await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    } finally {
      open.mockRestore();
    }
  },
};

/** The label cannot be made: the tab opened for it closes again and the page says so. */
export const SidePanelPrintFails: Story = {
  args: { entry: `/warehouse/${vancouver.id}?parcel=1002` },
  parameters: {
    msw: {
      handlers: [
        http.get('/api/v1/merchants/warehouses/:id/parcels/:parcelId/label', () =>
          HttpResponse.json({ message: 'Boom', code: 'INTERNAL' }, { status: 500 }),
        ),
        ...handlers,
      ],
    },
  },
  play: async () => {
    const body = within(document.body);
    const panel = await body.findByRole('dialog', { name: 'Parcel 1002' }, { timeout: 5000 });
    await within(panel).findByText('YT880001');
    const { tab, open } = stubPdfTab();
    try {
      await userEvent.click(within(panel).getByRole('button', { name: 'Print label' }));
      await expect(
        await body.findByText(
          'The label could not be made. Please try again.',
          {},
          { timeout: 5000 },
        ),
      ).toBeVisible();
      await expect(tab.close).toHaveBeenCalledTimes(1);
    } finally {
      open.mockRestore();
    }
  },
};

export const SidePanelSaveFails: Story = {
  args: { entry: `/warehouse/${vancouver.id}?parcel=1001` },
  parameters: {
    msw: {
      handlers: [
        http.patch('/api/v1/merchants/warehouses/:id/parcels/:parcelId', () =>
          HttpResponse.json({ message: 'boom', code: 'INTERNAL' }, { status: 500 }),
        ),
        ...handlers,
      ],
    },
  },
  play: async () => {
    const body = within(document.body);
    const panel = await body.findByRole('dialog', { name: 'Parcel 1001' }, { timeout: 5000 });
    await userEvent.click(await within(panel).findByRole('button', { name: 'Edit' }));
    const shelf = within(panel).getByRole('textbox', { name: 'Shelf location' });
    await userEvent.clear(shelf);
    await userEvent.type(shelf, 'B-07');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await expect(
      await within(panel).findByText('Failed to update parcel. Please try again.'),
    ).toBeVisible();
  },
};

export const ParcelNotFound: Story = {
  args: { entry: `/warehouse/${vancouver.id}?parcel=999` },
  play: async () => {
    const body = within(document.body);
    const panel = await body.findByRole('dialog', { name: 'Parcel 999' }, { timeout: 5000 });
    await expect(await within(panel).findByText('Parcel not found')).toBeVisible();
  },
};

const ORDER_OF_STOCK = {
  id: '0b6f6a54-3f2c-4d6e-9a51-6e0f8d1c2a01',
  orderNo: '2600017',
  status: 'unpacked',
} as const;

/**
 * Parcels in a customer's order: one still on its shelf (unpacked order, In Stock), one packed
 * (Dispatched); each links to its order (ADR 0060).
 */
export const ParcelsInOrders: Story = {
  beforeEach: () => {
    stock = parcels.map((parcel, index) =>
      index === 0 || index === 4 ? { ...parcel, order: ORDER_OF_STOCK } : parcel,
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', {}, { timeout: 5000 });
    const links = await within(table).findAllByRole('link', { name: 'Order #2600017' });
    await expect(links).toHaveLength(2);
    for (const link of links) {
      await expect(link).toHaveAttribute('href', `/orders/${ORDER_OF_STOCK.id}`);
    }
    const [first] = within(table).getAllByRole('row').slice(1);
    await expect(within(first as HTMLElement).getByText('In Stock')).toBeVisible();
  },
};

const cappedSearch = [
  http.get('/api/v1/merchants/warehouses/:id/parcels', () =>
    HttpResponse.json({ data: parcels, results: 10_000 }),
  ),
  ...handlers,
];

/** A search past the cap counts no further: "10,000+", the orders list's rule. */
export const CappedSearchTotal: Story = {
  args: { entry: `/warehouse/${vancouver.id}?search=YT` },
  parameters: { msw: { handlers: cappedSearch } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('10,000+ parcels', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const CappedSearchTotalChinese: Story = {
  args: { entry: `/warehouse/${vancouver.id}?search=YT` },
  parameters: { msw: { handlers: cappedSearch } },
  loaders: [freshPageLoad({ signedIn: true, lang: 'zhHans' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('共 10,000+ 个包裹', {}, { timeout: 5000 })).toBeVisible();
  },
};

/**
 * The filters a warehouse card's figures open, under the card's words: overdue parcels (on a
 * shelf, past free storage), problem parcels (flagged, whatever their status), or both.
 */
export const FigureFilters: Story = {
  args: { entry: `/warehouse/${vancouver.id}?overdue=true` },
  beforeEach: () => {
    // Old stock of every status, three of it flagged with a problem.
    stock = busyStock.map((parcel, index) =>
      [0, 3, 6].includes(index)
        ? {
            ...parcel,
            is_problem: true,
            problem_type: 'damaged',
            description: 'Outer carton crushed on one corner.',
          }
        : parcel,
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const overdue = await canvas.findByRole('checkbox', { name: 'Overdue' }, { timeout: 5000 });
    const problem = canvas.getByRole('checkbox', { name: 'Problem parcels' });
    await expect(overdue).toBeChecked();
    await expect(problem).not.toBeChecked();
    await waitFor(() => expect(listed).toHaveBeenLastCalledWith('page=1&limit=10&overdue=true'));
    const table = await canvas.findByRole('table');
    // Only what is on a shelf: In Stock and Restored, never Dispatched or Exception.
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    await expect(canvas.getByText('3 parcels')).toBeVisible();
    await expect(within(table).queryByText('Exception')).toBeNull();

    await userEvent.click(problem);
    await waitFor(() =>
      expect(listed).toHaveBeenLastCalledWith('page=1&limit=10&problem=true&overdue=true'),
    );
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));

    // Problem parcels alone: whatever their status, Exception among them.
    await userEvent.click(overdue);
    await waitFor(() => expect(listed).toHaveBeenLastCalledWith('page=1&limit=10&problem=true'));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    await expect(within(table).getByText('Exception')).toBeVisible();
    await expect(problem).toBeChecked();
    await expect(overdue).not.toBeChecked();
  },
};

/** The panel of a parcel in an order links to the order too. */
export const ParcelInOrderPanel: Story = {
  args: { entry: `/warehouse/${vancouver.id}?parcel=1001` },
  beforeEach: () => {
    stock = parcels.map((parcel, index) =>
      index === 0 ? { ...parcel, order: ORDER_OF_STOCK } : parcel,
    );
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const panel = await body.findByRole('dialog', { name: 'Parcel 1001' }, { timeout: 5000 });
    await expect(
      await within(panel).findByRole('link', { name: 'Order #2600017' }),
    ).toHaveAttribute('href', `/orders/${ORDER_OF_STOCK.id}`);

    // The open order sets the status, line, weight and size: Edit shows them and why; the other
    // fields stay editable.
    await userEvent.click(within(panel).getByRole('button', { name: 'Edit' }));
    await expect(within(panel).queryByRole('combobox', { name: 'Status' })).toBeNull();
    const status = within(panel).getByRole('group', { name: 'Status' });
    await expect(
      within(status).getByText(
        'Status, line, weight and size follow order #2600017 until it ships or is cancelled.',
      ),
    ).toBeVisible();
    // What the order's price was worked out from is shown, not edited.
    for (const name of [/^Weight/, /^Length/, /^Width/, /^Height/]) {
      await expect(within(panel).getByRole('textbox', { name })).toHaveAttribute('readonly');
    }
    // A changed shelf can be saved (the picture is of the form, before any toast).
    const save = within(panel).getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    const shelf = within(panel).getByRole('textbox', { name: 'Shelf location' });
    await userEvent.clear(shelf);
    await userEvent.type(shelf, 'B-07-3');
    await expect(save).toBeEnabled();
  },
};

/** A parcel in an open return: its status and size are the return's (退货处理中), in Chinese. */
export const ParcelInReturnPanelChinese: Story = {
  args: { entry: `/warehouse/${vancouver.id}?parcel=1001` },
  loaders: [freshPageLoad({ signedIn: true, lang: 'zhHans' })],
  beforeEach: () => {
    stock = parcels.map((parcel, index) =>
      index === 0 ? { ...parcel, status: 'return_processing' } : parcel,
    );
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const panel = await body.findByRole('dialog', { name: '包裹 1001' }, { timeout: 5000 });
    await userEvent.click(await within(panel).findByRole('button', { name: '编辑' }));
    await expect(within(panel).queryByRole('combobox', { name: '状态' })).toBeNull();
    const status = within(panel).getByRole('group', { name: '状态' });
    await expect(within(status).getByText('退货处理中')).toBeVisible();
    await expect(
      within(status).getByText(
        '状态、物流专线、重量和尺寸随包裹的退货单确定，发货或取消前不能手动修改。',
      ),
    ).toBeVisible();
  },
};

/**
 * An order took the parcel after the panel was opened: the server refuses the status (409) and
 * the panel says why in the merchant's language, not "failed".
 */
export const StatusRefusedByServer: Story = {
  args: { entry: `/warehouse/${vancouver.id}?parcel=1002` },
  parameters: {
    msw: {
      handlers: [
        http.patch('/api/v1/merchants/warehouses/:id/parcels/:parcelId', () =>
          HttpResponse.json(
            {
              message: PARCEL_MESSAGES.heldByOrder,
              code: 'CONFLICT',
              details: [{ field: 'status', message: PARCEL_MESSAGES.heldByOrder }],
            },
            { status: 409 },
          ),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const panel = await body.findByRole('dialog', { name: 'Parcel 1002' }, { timeout: 5000 });
    await userEvent.click(await within(panel).findByRole('button', { name: 'Edit' }));
    await userEvent.selectOptions(
      within(panel).getByRole('combobox', { name: 'Status' }),
      'restored',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await expect(
      await within(panel).findByText(
        'The parcel is now in an open order; its status, line, weight and size cannot be changed by hand.',
      ),
    ).toBeVisible();
    await expect(
      within(panel).queryByText('Failed to update parcel. Please try again.'),
    ).toBeNull();
  },
};
