import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import type { MerchantNotification } from '@jiyun/domain';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStoryScreen, freshPageLoad } from '../../../test/AppStoryScreen';

const LIST = '/api/v1/merchants/notifications';
const UNREAD = `${LIST}/unread-count`;
const VANCOUVER = '5b7c2f0e-8a41-4c3e-9d6b-1f2a3b4c5d6e';

const sample: MerchantNotification[] = [
  {
    id: '6f1c2a8e-0000-4000-8000-000000000001',
    type: 'warning',
    title: 'Storage fees start soon',
    body: '4 parcels in Vancouver Main Warehouse will pass their free storage period within 3 days.',
    mainContent: null,
    time: '2026-11-21T09:30:00Z',
    read: false,
    subject: { type: 'warehouse', id: VANCOUVER, warehouse_id: null },
  },
  {
    id: '6f1c2a8e-0000-4000-8000-000000000004',
    type: 'warning',
    title: 'Parcel exception',
    body: 'Parcel YT2291834756012CN at Vancouver Main Warehouse was marked damaged on arrival.',
    mainContent: null,
    time: '2026-11-20T17:45:00Z',
    read: true,
    subject: { type: 'parcel', id: '100234', warehouse_id: VANCOUVER },
  },
  {
    id: '6f1c2a8e-0000-4000-8000-000000000002',
    type: 'info',
    title: 'Shipping line approved',
    body: 'Your shipping line CN-CA-A-G (Air, general goods) is now active.',
    mainContent: 'Customers can now choose CN-CA-A-G when they create orders.',
    time: '2026-11-18T15:00:00Z',
    read: false,
    subject: {
      type: 'shipping_line',
      id: '9c4e1d7a-2b3f-4a5c-8d6e-7f8091a2b3c4',
      warehouse_id: null,
    },
  },
  {
    id: '6f1c2a8e-0000-4000-8000-000000000003',
    type: 'error',
    title: 'Settlement rejected',
    body: 'Settlement S2600011 was rejected.',
    mainContent: null,
    time: '2026-11-12T08:00:00Z',
    read: true,
    subject: { type: 'settlement', id: 'S2600011', warehouse_id: null },
  },
  {
    id: '6f1c2a8e-0000-4000-8000-000000000005',
    type: 'info',
    title: 'Welcome to Jiyun',
    body: 'Your merchant account is active.',
    mainContent: null,
    time: '2026-10-27T10:00:00Z',
    read: true,
    subject: null,
  },
];

const unreadOf = (count: number) =>
  http.get(UNREAD, () => HttpResponse.json({ data: { unread: count } }));

const listOf = (data: MerchantNotification[], results = data.length) =>
  http.get(LIST, () => HttpResponse.json({ data, results }));

const meta = {
  title: 'Pages/Notifications',
  component: AppStoryScreen,
  args: { entry: '/notifications' },
  parameters: { layout: 'fullscreen', msw: { handlers: [listOf(sample), unreadOf(2)] } },
  loaders: [freshPageLoad({ signedIn: true })],
} satisfies Meta<typeof AppStoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Mark all as read": the person's unread marks go, and the list and the bell follow (40.13). */
export const MarkAllRead: Story = {
  parameters: {
    msw: {
      handlers: (() => {
        let read = false;
        return [
          http.post(`${LIST}/read-all`, () => {
            read = true;
            return HttpResponse.json({ data: { unread: 0 } });
          }),
          http.get(UNREAD, () => HttpResponse.json({ data: { unread: read ? 0 : 2 } })),
          http.get(LIST, () =>
            HttpResponse.json({
              data: sample.map((one) => ({ ...one, read: read || one.read })),
              results: sample.length,
            }),
          ),
        ];
      })(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Mark all as read' });
    await waitFor(() => expect(button).toBeEnabled(), { timeout: 5000 });
    await userEvent.click(button);
    await expect(
      await canvas.findByRole('link', { name: 'Notifications' }, { timeout: 5000 }),
    ).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'Notifications' });
    await waitFor(() => {
      for (const row of within(list).getAllByRole('button')) {
        expect(row).not.toHaveAccessibleName(/Unread$/);
      }
    });
    await waitFor(() => expect(button).toBeDisabled());
  },
};

/** The All tab: an icon per type, title, time and the unread mark. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('tab', { name: 'All' }, { timeout: 5000 }),
    ).toHaveAttribute('aria-selected', 'true');
    const list = await canvas.findByRole('list', { name: 'Notifications' }, { timeout: 5000 });
    const rows = within(list).getAllByRole('button');
    await expect(rows).toHaveLength(5);
    await expect(rows[0]).toHaveAccessibleName(/^Warning Storage fees start soon .* Unread$/);
    await expect(rows[1]).toHaveAccessibleName(/^Warning Parcel exception/);
    await expect(rows[2]).toHaveAccessibleName(/^Information Shipping line approved/);
    await expect(rows[3]).toHaveAccessibleName(/^Error Settlement rejected/);
    await expect(rows[3]).not.toHaveAccessibleName(/Unread$/);
    // Each one links to what it is about; the welcome is about nothing in particular.
    const links = within(list).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Open warehouse: Storage fees start soon',
      'Open parcel: Parcel exception',
      'Open shipping line: Shipping line approved',
      'Open settlement: Settlement rejected',
    ]);
    await expect(links[1]).toHaveAttribute('href', `/warehouse/${VANCOUVER}?parcel=100234`);
    // The header's bell says how many are unread, and leads here. Its count is a request of
    // its own, which may answer after the list on a busy machine.
    const bell = await canvas.findByRole(
      'link',
      { name: 'Notifications, 2 unread' },
      { timeout: 5000 },
    );
    await expect(bell).toHaveAttribute('href', '/notifications');
    // A single page: no pagination.
    await expect(canvas.queryByRole('navigation', { name: 'Notification pages' })).toBeNull();
  },
};

let marked: string[] = [];

/** Opening one shows it in the side panel (with its extra content) and marks it read. */
export const SidePanelOpen: Story = {
  parameters: {
    msw: {
      handlers: [
        listOf(sample),
        http.get(UNREAD, () => HttpResponse.json({ data: { unread: 2 - marked.length } })),
        http.patch(`${LIST}/:id/read`, ({ params }) => {
          marked.push(String(params.id));
          const found = sample.find((item) => item.id === params.id);
          return HttpResponse.json({ data: { ...found, read: true } });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    marked = [];
    const canvas = within(canvasElement);
    const body = within(document.body);
    await expect(
      await canvas.findByRole('link', { name: 'Notifications, 2 unread' }, { timeout: 5000 }),
    ).toBeVisible();
    await userEvent.click(
      await canvas.findByRole('button', { name: /Shipping line approved/ }, { timeout: 5000 }),
    );
    const panel = await body.findByRole('dialog', { name: 'Shipping line approved' });
    await expect(
      within(panel).getByText('Your shipping line CN-CA-A-G (Air, general goods) is now active.'),
    ).toBeVisible();
    await expect(
      within(panel).getByText('Customers can now choose CN-CA-A-G when they create orders.'),
    ).toBeVisible();
    await expect(within(panel).getByText(/^Received:/)).toBeVisible();
    await expect(within(panel).getByRole('link', { name: 'Open shipping line' })).toHaveAttribute(
      'href',
      '/shippingLines/9c4e1d7a-2b3f-4a5c-8d6e-7f8091a2b3c4',
    );
    await waitFor(() => expect(marked).toEqual(['6f1c2a8e-0000-4000-8000-000000000002']));
    // Marking it read brings the bell's count down without a reload.
    await expect(
      await canvas.findByRole('link', { name: 'Notifications, 1 unread' }, { timeout: 5000 }),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

let unreadNow = 2;

/** News that arrived while the merchant was in another tab shows when they come back. */
export const RefreshedOnFocus: Story = {
  parameters: {
    msw: {
      handlers: [
        listOf(sample),
        http.get(UNREAD, () => HttpResponse.json({ data: { unread: unreadNow } })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    unreadNow = 2;
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: 'Notifications, 2 unread' }, { timeout: 5000 }),
    ).toBeVisible();
    unreadNow = 3;
    // What the browser sends as the tab comes back into view.
    window.dispatchEvent(new Event('visibilitychange'));
    await expect(
      await canvas.findByRole('link', { name: 'Notifications, 3 unread' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** A long-neglected inbox: the server counts to 100, the bell says 99+. */
export const ManyUnread: Story = {
  parameters: { msw: { handlers: [listOf(sample), unreadOf(100)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bell = await canvas.findByRole(
      'link',
      { name: 'Notifications, 99+ unread' },
      { timeout: 5000 },
    );
    await expect(bell).toHaveTextContent('99+');
  },
};

/** Nothing yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: [listOf([]), unreadOf(0)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No notifications yet' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** The list could not be loaded: the spec's message and a way to try again. */
export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(LIST, () =>
          HttpResponse.json({ message: 'Server error', code: 'INTERNAL' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // 5xx answers are tried three times before the page gives up.
    await expect(
      await canvas.findByRole(
        'heading',
        { name: 'Failed to load data. Please try again' },
        { timeout: 10000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** Loading shows only after the 500 ms delay. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(LIST, async () => {
          await delay('infinite');
          return HttpResponse.json({ data: [], results: 0 });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'All' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByText('Loading notifications…')).toBeNull();
    await expect(
      await canvas.findByText('Loading notifications…', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  },
};

/** More than a page: the paginator moves through them. */
export const Paginated: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(LIST, ({ request }) => {
          const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
          const rows = sample.map((item) => ({
            ...item,
            // Unique per row and page, still shaped like the API's ids.
            id: `${item.id.slice(0, -2)}${page}${item.id.slice(-1)}`,
            title: `${item.title} (page ${page})`,
          }));
          return HttpResponse.json({ data: rows, results: 23 });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pages = await canvas.findByRole(
      'navigation',
      { name: 'Notification pages' },
      { timeout: 5000 },
    );
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await expect(
      await canvas.findByRole(
        'button',
        { name: /Storage fees start soon \(page 3\)/ },
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};
