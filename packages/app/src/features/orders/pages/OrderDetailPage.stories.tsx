import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { OrderStatus } from '@jiyun/domain';
import { AppStoryScreen, freshPageLoad } from '../../../test/AppStoryScreen';
import { laptop1280 } from '../../../test/viewport';
import { ORDER_ID, orderIn, orderPage, orderParcels } from '../stories/fixtures';
import { detailHandlers, listHandler, resetStoryOrders, type DetailApi } from '../stories/handlers';
import { leaveNoFocus } from '../../../test/focus';
import { pdfAnswer, stubPdfTab } from '../../../test/pdf-tab';

const sent: NonNullable<DetailApi['sent']> = { patch: [], cancel: 0, returned: [] };

const documentAsked = fn<(path: string) => void>();
const documentHandler = http.get(
  '/api/v1/merchants/orders/:orderId/documents/:kind',
  ({ request }) => {
    documentAsked(new URL(request.url).pathname);
    return pdfAnswer();
  },
);

const orderOf = (status: OrderStatus, api: DetailApi = {}, removed = false) => ({
  msw: {
    handlers: [
      documentHandler,
      ...detailHandlers(orderIn(status), orderParcels(status, removed), { sent, ...api }),
      listHandler(orderPage),
    ],
  },
});

const meta = {
  title: 'Pages/Orders/Order Detail',
  component: AppStoryScreen,
  args: { entry: `/orders/${ORDER_ID}` },
  parameters: { layout: 'fullscreen', ...laptop1280.parameters, ...orderOf('unpacked') },
  globals: laptop1280.globals,
  loaders: [freshPageLoad({ signedIn: true })],
  beforeEach: () => {
    resetStoryOrders();
    documentAsked.mockClear();
    sent.patch.length = 0;
    sent.returned.length = 0;
    sent.cancel = 0;
  },
} satisfies Meta<typeof AppStoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const heading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole(
    'heading',
    { level: 1, name: 'Order# 2600001' },
    { timeout: 10_000 },
  );

/** Unpacked: Packing on the bar, the receiver editable, Cancel, and the pick list to print. */
export const Unpacked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement)).toBeVisible();
    await expect(canvas.getAllByText('Unpacked').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('list', { name: 'Order progress: Packing' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Print pick list' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Download pick list' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Cancel order' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Edit receiver' })).toBeVisible();
    await expect(canvas.getByText('王小明')).toBeVisible();
    await expect(canvas.getByText('Not packed yet.')).toBeVisible();
    // No tracking before payment.
    await expect(canvas.queryByRole('heading', { name: 'Tracking' })).toBeNull();
    const parcels = await canvas.findByRole('table', { name: 'Parcels of the order' });
    await waitFor(() => expect(within(parcels).getAllByRole('row')).toHaveLength(4));
  },
};

/** Packed: the package as measured, its price in CAD, fees (a discount too) and photos. */
export const Packed: Story = {
  parameters: orderOf('packed'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Order progress: Packed' })).toBeVisible();
    await expect(canvas.getByText('128.37 CAD')).toBeVisible();
    await expect(canvas.getByText('-3.00 CAD')).toBeVisible();
    await expect(canvas.getByText('加固木架 Wooden crate reinforcement')).toBeVisible();
    await expect(canvas.getAllByText('9.88 kg')).toHaveLength(2);
    // The rate's date is kept whole in a span of its own: read the value as a whole.
    await expect(
      canvas.getByText(
        (_text, element) =>
          element?.tagName === 'DD' && element.textContent === '1 CNY = 0.1923 CAD (2026-11-20)',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel order' })).toBeVisible();
  },
};

/** Packed: Print gives the package's label, made by the server, in a tab opened at the click. */
export const PrintsThePackageLabel: Story = {
  parameters: orderOf('packed'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    const { tab, open } = stubPdfTab();
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Print package label' }));
      await waitFor(() => expect(tab.location.href).toMatch(/^blob:/));
      await expect(documentAsked).toHaveBeenCalledWith(
        `/api/v1/merchants/orders/${ORDER_ID}/documents/package-label`,
      );
    } finally {
      open.mockRestore();
    }
  },
};

/** Paid: the tracking number is entered; saving ships the order (spec 4). */
export const PaidEnterTracking: Story = {
  parameters: orderOf('paid'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    const save = canvas.getByRole('button', { name: 'Save and mark shipped' });
    await expect(save).toBeDisabled();
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Tracking number/ }),
      'YT7788100000000099',
    );
    await userEvent.click(save);
    await waitFor(
      () =>
        expect(sent.patch).toEqual([{ tracking_number: 'YT7788100000000099', status: 'shipped' }]),
      { timeout: 5000 },
    );
    await expect(
      await body(canvasElement).findByText(
        'Tracking number saved: the order is shipped.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

/** Shipped: the number is still correctable. */
export const Shipped: Story = {
  parameters: orderOf('shipped'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Order progress: Shipped' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Tracking number/ })).toHaveValue(
      'YT7788100000000012',
    );
  },
};

/** Delivered: tracking read-only, the receiver no longer editable, no Cancel. */
export const Delivered: Story = {
  parameters: orderOf('delivered'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Order progress: Delivered' })).toBeVisible();
    await expect(canvas.getByText('YT7788100000000012')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /Tracking number/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Edit receiver' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  },
};

/** Completed: the timeline has creation, payment and completion. */
export const Completed: Story = {
  parameters: orderOf('completed'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    const timeline = canvas.getByRole('list', { name: 'Order timeline' });
    await expect(within(timeline).getByText('Order created')).toBeVisible();
    await expect(within(timeline).getByText('Payment received')).toBeVisible();
    await expect(within(timeline).getByText('Order completed')).toBeVisible();
  },
};

/** Cancelled: the parcels are in the cancelled (restored) table, nothing is editable. */
export const Cancelled: Story = {
  parameters: orderOf('cancelled'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    const removed = await canvas.findByRole(
      'table',
      { name: 'Parcels taken out of the order' },
      { timeout: 5000 },
    );
    await expect(within(removed).getAllByRole('row')).toHaveLength(4);
    await expect(canvas.queryByRole('button', { name: 'Edit receiver' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  },
};

/** Only the changed receiver field is sent (spec 4). */
export const EditReceiver: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit receiver' }));
    const form = within(canvas.getByRole('form', { name: 'Edit receiver' }));
    const save = form.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    const name = form.getByRole('textbox', { name: /Receiver name/ });
    await userEvent.clear(name);
    await userEvent.type(name, '王大明（收）');
    await userEvent.click(save);
    await waitFor(() => expect(sent.patch).toEqual([{ receiver_name: '王大明（收）' }]), {
      timeout: 5000,
    });
    await expect(await canvas.findByText('王大明（收）', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** A name longer than its limit is kept whole and told as too long, with the limit (issue 40.4). */
export const ReceiverNameTooLong: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit receiver' }));
    const form = within(canvas.getByRole('form', { name: 'Edit receiver' }));
    const name = form.getByRole('textbox', { name: /Receiver name/ });
    const tooLong = `${'Maple Forwarding Customer Service Desk, Richmond '.repeat(4)}Unit 1207`;
    await userEvent.clear(name);
    await userEvent.click(name);
    await userEvent.paste(tooLong);
    await userEvent.tab();
    await expect(name).toHaveValue(tooLong);
    await expect(
      form.getByText(`Too long: at most 100 characters (${tooLong.length} now).`),
    ).toBeVisible();
    await expect(form.getByText(`${tooLong.length}/100`)).toBeVisible();
    await expect(form.queryByText('Fill in this field.')).toBeNull();
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(sent.patch).toEqual([]);
    leaveNoFocus(canvasElement);
  },
};

/** A failed save says so (spec 8) and keeps what was typed (A29). */
export const EditReceiverFails: Story = {
  parameters: orderOf('unpacked', { failWrites: 'internal' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit receiver' }));
    const phone = canvas.getByRole('textbox', { name: /Receiver phone/ });
    await userEvent.clear(phone);
    await userEvent.type(phone, '+1 778-555-0100');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByText('Failed to update order information', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(phone).toHaveValue('+1 778-555-0100');
    // Whether Save shows its focus ring after the failed save depends on timing in Chromium
    // (seen both ways on one build): the picture is of the failure, not of the ring.
    leaveNoFocus(canvasElement);
  },
};

/** Cancel asks first; an unpacked order's parcels go back to their shelves. */
export const CancelUnpacked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel order' }));
    const dialog = within(await body(canvasElement).findByRole('dialog'));
    await expect(dialog.getByText(/each on its original shelf/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(sent.cancel).toBe(1), { timeout: 5000 });
    await expect(
      await body(canvasElement).findByText('Order cancelled.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(await canvas.findAllByText('Cancelled', {}, { timeout: 5000 })).not.toHaveLength(
      0,
    );
    await expect(
      // The order is fetched again after the cancel: on a loaded machine that takes a while.
      await canvas.findByRole(
        'table',
        { name: 'Parcels taken out of the order' },
        { timeout: 15_000 },
      ),
    ).toBeVisible();
  },
};

/** A packed order's cancel says its parcels become restored; a refusal says why. */
export const CancelPackedRefused: Story = {
  parameters: orderOf('packed', { failWrites: 'status_changed' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel order' }));
    const dialog = within(await body(canvasElement).findByRole('dialog'));
    await expect(dialog.getByText(/become restored/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel order' }));
    await expect(
      await dialog.findByText(/The order has moved on meanwhile/, {}, { timeout: 5000 }),
    ).toBeVisible();
    // As in EditReceiverFails: whether the refused button keeps its focus ring varies between
    // runs of one build (CI saw 608 px differ); the picture is of the refusal.
    leaveNoFocus(canvasElement);
  },
};

/** A5: a parcel of an unpacked order goes back to stock from its side panel. */
export const ReturnParcel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = body(canvasElement);
    await heading(canvasElement);
    const parcels = await canvas.findByRole(
      'table',
      { name: 'Parcels of the order' },
      { timeout: 5000 },
    );
    const first = await within(parcels).findByText('SF143000010577629', {}, { timeout: 5000 });
    await userEvent.click(first);
    const panel = within(await page.findByRole('dialog', { name: 'Parcel SF143000010577629' }));
    await expect(panel.getByText('机械键盘（87 键）', { exact: false })).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: 'Return parcel' }));
    const confirm = within(
      await page.findByRole('dialog', { name: 'Return this parcel to the warehouse?' }),
    );
    await userEvent.click(confirm.getByRole('button', { name: 'Return parcel' }));
    await waitFor(() => expect(sent.returned).toEqual(['101']), { timeout: 5000 });
    const removed = await canvas.findByRole(
      'table',
      { name: 'Parcels taken out of the order' },
      { timeout: 5000 },
    );
    await expect(within(removed).getByText('SF143000010577629')).toBeVisible();
  },
};

/** A packed order's parcel panel has no Return parcel (A5). */
export const ParcelPanelPacked: Story = {
  parameters: orderOf('packed', {}, true),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    const parcels = await canvas.findByRole(
      'table',
      { name: 'Parcels of the order' },
      { timeout: 5000 },
    );
    await userEvent.click(
      await within(parcels).findByText('SF143000010577629', {}, { timeout: 5000 }),
    );
    const panel = within(
      await body(canvasElement).findByRole('dialog', { name: 'Parcel SF143000010577629' }),
    );
    await expect(panel.queryByRole('button', { name: 'Return parcel' })).toBeNull();
    await expect(
      canvas.getByRole('table', { name: 'Parcels taken out of the order' }),
    ).toBeVisible();
  },
};

/** An unknown id goes back to the list with "Order ID not found". */
export const NotFound: Story = {
  parameters: orderOf('unpacked', { load: 'missing' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Orders' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(
      await body(canvasElement).findByText('Order ID not found', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: orderOf('unpacked', { load: 'error' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Failed to fetch order data', {}, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: orderOf('unpacked', { load: 'loading' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Loading the order…', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  },
};

/** The packed order in Chinese. */
export const Chinese: Story = {
  loaders: [freshPageLoad({ signedIn: true, lang: 'zhHans' })],
  parameters: orderOf('packed'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '订单# 2600001' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: '取消订单' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '包裹信息' })).toBeVisible();
    // Year first and the 24-hour clock (A50): created 02:30 UTC is 10:30 in Shanghai.
    await expect(canvas.getByText('2026-11-18 10:30')).toBeVisible();
  },
};
