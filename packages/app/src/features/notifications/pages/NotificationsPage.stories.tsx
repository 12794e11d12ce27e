import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import type { MerchantNotification } from '@jiyun/domain';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStoryScreen, freshPageLoad } from '../../../test/AppStoryScreen';

const LIST = '/api/v1/merchants/notifications';

const sample: MerchantNotification[] = [
  {
    id: '6f1c2a8e-0000-4000-8000-000000000001',
    type: 'warning',
    title: 'Storage fees start soon',
    body: '4 parcels will pass their free storage period in 3 days.',
    mainContent: null,
    time: '2026-11-21T09:30:00Z',
    read: false,
  },
  {
    id: '6f1c2a8e-0000-4000-8000-000000000002',
    type: 'info',
    title: 'Shipping line approved',
    body: 'Your shipping line CN-CA-A-G (Air, general goods) is now active.',
    mainContent: 'Customers can now choose CN-CA-A-G when they create orders.',
    time: '2026-11-18T15:00:00Z',
    read: false,
  },
  {
    id: '6f1c2a8e-0000-4000-8000-000000000003',
    type: 'error',
    title: 'Settlement rejected',
    body: 'Settlement ST-202610-0007 was rejected.',
    mainContent: null,
    time: '2026-11-12T08:00:00Z',
    read: true,
  },
];

const listOf = (data: MerchantNotification[], results = data.length) =>
  http.get(LIST, () => HttpResponse.json({ data, results }));

const meta = {
  title: 'Pages/Notifications',
  component: AppStoryScreen,
  args: { entry: '/notifications' },
  parameters: { layout: 'fullscreen', msw: { handlers: [listOf(sample)] } },
  loaders: [freshPageLoad({ signedIn: true })],
} satisfies Meta<typeof AppStoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The All tab: an icon per type, title, time and the unread mark. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('tab', { name: 'All' }, { timeout: 5000 }),
    ).toHaveAttribute('aria-selected', 'true');
    const list = await canvas.findByRole('list', { name: 'Notifications' }, { timeout: 5000 });
    const rows = within(list).getAllByRole('button');
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveAccessibleName(/^Warning Storage fees start soon .* Unread$/);
    await expect(rows[1]).toHaveAccessibleName(/^Information Shipping line approved/);
    await expect(rows[2]).toHaveAccessibleName(/^Error Settlement rejected/);
    await expect(rows[2]).not.toHaveAccessibleName(/Unread$/);
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
    await waitFor(() => expect(marked).toEqual(['6f1c2a8e-0000-4000-8000-000000000002']));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** Nothing yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: [listOf([])] } },
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
            id: `${item.id.slice(0, -1)}${page}`,
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
