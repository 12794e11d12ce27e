import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ReturnOrderStatus } from '@jiyun/domain';
import { AppStoryScreen, freshPageLoad } from '../../../../test/AppStoryScreen';
import { laptop1280 } from '../../../../test/viewport';
import { RETURN_ID, returnIn, returnPage } from '../stories/fixtures';
import {
  resetStoryReturns,
  returnDetailHandlers,
  returnListHandler,
  type ReturnDetailApi,
} from '../stories/handlers';
import { leaveNoFocus } from '../../../../test/focus';

const sent: NonNullable<ReturnDetailApi['sent']> = { patch: [], packed: [], cancel: 0 };

const returnOf = (
  status: ReturnOrderStatus,
  api: ReturnDetailApi = {},
  withTracking?: boolean,
) => ({
  msw: {
    handlers: [
      ...returnDetailHandlers(returnIn(status, withTracking), { sent, ...api }),
      returnListHandler(returnPage),
    ],
  },
});

const meta = {
  title: 'Pages/Returns/Return Detail',
  component: AppStoryScreen,
  args: { entry: `/orders/returnOrder/${RETURN_ID}` },
  parameters: { layout: 'fullscreen', ...laptop1280.parameters, ...returnOf('unpacked') },
  globals: laptop1280.globals,
  loaders: [freshPageLoad({ signedIn: true })],
  beforeEach: () => {
    resetStoryReturns();
    sent.patch.length = 0;
    sent.packed.length = 0;
    sent.cancel = 0;
  },
} satisfies Meta<typeof AppStoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const heading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole(
    'heading',
    { level: 1, name: 'Return R2600012' },
    { timeout: 10_000 },
  );
/** A picked photo: a JPG's first bytes (the uploader looks at them), then zeros. */
const photo = (name: string, size = 2048) => {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return new File([bytes], name, { type: 'image/jpeg' });
};
const photoInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
const packageSection = (canvasElement: HTMLElement) =>
  within(
    within(canvasElement)
      .getByRole('heading', { level: 2, name: 'Package information' })
      .closest('section') as HTMLElement,
  );
/** Opens the packing form with the section's button ("Pack" or "Repack"). */
const openPacking = async (canvasElement: HTMLElement, button = 'Pack') => {
  await heading(canvasElement);
  await userEvent.click(packageSection(canvasElement).getByRole('button', { name: button }));
  return within(within(canvasElement).getByRole('form', { name: 'Pack the return' }));
};

/** Unpacked: Packing on the bar, the facts, Cancel, "Pack" to open the form; no tracking yet. */
export const Unpacked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement)).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Return progress: Packing' })).toBeVisible();
    await expect(canvas.getByText('TB20261101884512')).toBeVisible();
    await expect(canvas.getByText(/尺码不合适/)).toBeVisible();
    await expect(canvas.getByText('B-03-2')).toBeVisible();
    await expect(canvas.getByText('399.00 CNY')).toBeVisible();
    await expect(canvas.getByText('CN-YVR-AIR')).toBeVisible();
    await expect(canvas.getByText('Return Processing')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel return' })).toBeEnabled();
    await expect(packageSection(canvasElement).getByText('Not packed yet.')).toBeVisible();
    await expect(packageSection(canvasElement).getByRole('button', { name: 'Pack' })).toBeEnabled();
    await expect(canvas.queryByRole('form', { name: 'Pack the return' })).toBeNull();
    await expect(canvas.getByText('No note from customer support')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Tracking' })).toBeNull();
  },
};

/** Packed: the package and its price in CAD; still cancellable; no tracking editor. */
export const Packed: Story = {
  parameters: returnOf('packed'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Return progress: Packed' })).toBeVisible();
    await expect(canvas.getByText('46.80 CAD')).toBeVisible();
    await expect(canvas.getByText('2.35 kg')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel return' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Tracking' })).toBeNull();
    await expect(canvas.getByText('客户已确认运费，可直接打包发出。')).toBeVisible();
  },
};

/** Packed without photos (A51): the package says so rather than leaving a gap. */
export const PackedWithoutPhotos: Story = {
  parameters: {
    msw: {
      handlers: [
        ...returnDetailHandlers({ ...returnIn('packed'), order_photos: [] }, { sent }),
        returnListHandler(returnPage),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await expect(packageSection(canvasElement).getByText('Packed without photos.')).toBeVisible();
    await expect(packageSection(canvasElement).queryByRole('img')).toBeNull();
  },
};

/** Paid without a number: Packed on the bar; the number is entered and ships the return. */
export const PaidEnterTracking: Story = {
  parameters: returnOf('paid'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Return progress: Packed' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel return' })).toBeNull();
    const save = canvas.getByRole('button', { name: 'Save and mark shipped' });
    await expect(save).toBeDisabled();
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Tracking number/ }),
      'YT9920100000000099',
    );
    await userEvent.click(save);
    await waitFor(
      () =>
        expect(sent.patch).toEqual([{ tracking_number: 'YT9920100000000099', status: 'shipped' }]),
      { timeout: 5000 },
    );
    await expect(
      await body(canvasElement).findByText(
        'Tracking number saved: the return is shipped.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

/** Paid with a tracking number: the bar shows Shipped (spec 4). */
export const PaidWithTracking: Story = {
  parameters: returnOf('paid', {}, true),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Return progress: Shipped' })).toBeVisible();
  },
};

/** Shipped: the number is still correctable; the parcel is Returned in the warehouse. */
export const Shipped: Story = {
  parameters: returnOf('shipped'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Return progress: Shipped' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Tracking number/ })).toHaveValue(
      'YT9920100000000012',
    );
    await expect(canvas.getByText('Returned')).toBeVisible();
  },
};

/** Delivered: the number read-only; nothing to edit. */
export const Delivered: Story = {
  parameters: returnOf('delivered'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Return progress: Delivered' })).toBeVisible();
    await expect(canvas.getByText('YT9920100000000012')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /Tracking number/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Edit receiver' })).toBeNull();
  },
};

export const Completed: Story = {
  parameters: returnOf('completed'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(canvas.getAllByText('Completed').length).toBeGreaterThan(0);
  },
};

/** Cancelled: the tracking editor shows (read-only, none); the parcel is back In Stock. */
export const Cancelled: Story = {
  parameters: returnOf('cancelled'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Return progress: Packing' })).toBeVisible();
    await expect(canvas.getByText('No tracking number yet')).toBeVisible();
    await expect(canvas.getByText('In Stock')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel return' })).toBeNull();
  },
};

/** Only the changed receiver field is sent (non-blank and changed). */
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
    await userEvent.tab();
    // Blank is refused (non-blank and changed).
    await expect(await form.findByText('Fill in this field.')).toBeVisible();
    await userEvent.type(name, '深圳优品电子商行（售后部）');
    await userEvent.click(save);
    await waitFor(
      () => expect(sent.patch).toEqual([{ receiver_name: '深圳优品电子商行（售后部）' }]),
      { timeout: 5000 },
    );
    await expect(
      await canvas.findByText('深圳优品电子商行（售后部）', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** Cancel asks first (irreversible); the parcel goes back in stock on its shelf. */
export const CancelConfirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel return' }));
    const dialog = within(await body(canvasElement).findByRole('dialog'));
    await expect(dialog.getByText(/cannot be undone.*\(B-03-2\)/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel return' }));
    await waitFor(() => expect(sent.cancel).toBe(1), { timeout: 5000 });
    await expect(
      await body(canvasElement).findByText('Return cancelled.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(await canvas.findByText('In Stock', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** A refused cancel (the return moved on) says why inside the confirmation. */
export const CancelRefused: Story = {
  parameters: returnOf('packed', { failWrites: 'status_changed' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel return' }));
    const dialog = within(await body(canvasElement).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel return' }));
    await expect(
      await dialog.findByText(/The return has moved on meanwhile/, {}, { timeout: 5000 }),
    ).toBeVisible();
    // Whether focus outlives the button's busy moment depends on timing: the picture shows none.
    leaveNoFocus(canvasElement);
  },
};

/** Packing with nothing filled: each field says what is missing; photos are optional (A51). */
export const PackingInvalid: Story = {
  play: async ({ canvasElement }) => {
    const form = await openPacking(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Review and pack' }));
    await expect(form.getAllByText('Fill in this field.')).toHaveLength(5);
    await expect(form.queryByText('Add at least one package photo.')).toBeNull();
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/** The five numbers without a photo are enough to pack (A51). */
export const PackWithoutPhotos: Story = {
  play: async ({ canvasElement }) => {
    const form = await openPacking(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: /Weight/ }), '2.35');
    await userEvent.type(form.getByRole('textbox', { name: /Total price/ }), '46.80');
    await userEvent.type(form.getByRole('textbox', { name: /Length/ }), '42');
    await userEvent.type(form.getByRole('textbox', { name: /Width/ }), '30');
    await userEvent.type(form.getByRole('textbox', { name: /Height/ }), '18');
    await userEvent.click(form.getByRole('button', { name: 'Review and pack' }));
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: 'Pack this return?' }),
    );
    await expect(dialog.getByText('No photos')).toBeVisible();
  },
};

const fillPacking = async (canvasElement: HTMLElement) => {
  const form = await openPacking(canvasElement);
  await userEvent.type(form.getByRole('textbox', { name: /Weight/ }), '2.35');
  await userEvent.type(form.getByRole('textbox', { name: /Total price/ }), '46.80');
  await userEvent.type(form.getByRole('textbox', { name: /Length/ }), '42');
  await userEvent.type(form.getByRole('textbox', { name: /Width/ }), '30');
  await userEvent.type(form.getByRole('textbox', { name: /Height/ }), '18');
  await userEvent.upload(photoInput(canvasElement), [
    photo('box-front.jpg'),
    photo('box-label.jpg'),
  ]);
  await expect(await form.findByRole('img', { name: 'box-label.jpg' })).toBeVisible();
  await userEvent.click(form.getByRole('button', { name: 'Review and pack' }));
  return within(await body(canvasElement).findByRole('dialog', { name: 'Pack this return?' }));
};

/** The packing form filled, with its photos. */
export const PackingForm: Story = {
  // The form is at the foot of the page: the picture is the whole page.
  tags: ['full-page'],
  play: async ({ canvasElement }) => {
    const form = await openPacking(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: /Weight/ }), '2.35');
    await userEvent.type(form.getByRole('textbox', { name: /Total price/ }), '46.80');
    await userEvent.upload(photoInput(canvasElement), [
      photo('box-front.jpg'),
      photo('box-label.jpg'),
      photo('box-side.jpg'),
    ]);
    await expect(await form.findByRole('img', { name: 'box-side.jpg' })).toBeVisible();
    leaveNoFocus(canvasElement);
  },
};

/**
 * Focus as the orders' packing form handles it: "Pack" opens the form at Weight; Cancel closes
 * it and gives focus back to "Pack", so the keyboard stays where the merchant was.
 */
export const PackingFocus: Story = {
  // The form is at the foot of the page: the picture is the whole page.
  tags: ['full-page'],
  play: async ({ canvasElement }) => {
    const form = await openPacking(canvasElement);
    await waitFor(() => expect(form.getByRole('textbox', { name: /Weight/ })).toHaveFocus());
    await userEvent.type(form.getByRole('textbox', { name: /Weight/ }), '2.35');
    await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
    const pack = packageSection(canvasElement).getByRole('button', { name: 'Pack' });
    await waitFor(() => expect(pack).toHaveFocus());
    await expect(within(canvasElement).queryByRole('form', { name: 'Pack the return' })).toBeNull();
    // Opened again, the form starts blank: Cancel saved nothing.
    await userEvent.keyboard('{Enter}');
    const again = within(within(canvasElement).getByRole('form', { name: 'Pack the return' }));
    await waitFor(() => expect(again.getByRole('textbox', { name: /Weight/ })).toHaveFocus());
    await expect(again.getByRole('textbox', { name: /Weight/ })).toHaveValue('');
    await userEvent.click(again.getByRole('button', { name: 'Cancel' }));
    // The button is a new element each time the form closes.
    await waitFor(() =>
      expect(packageSection(canvasElement).getByRole('button', { name: 'Pack' })).toHaveFocus(),
    );
    await expect(sent.packed).toHaveLength(0);
    leaveNoFocus(canvasElement);
  },
};

/**
 * Repack (spec 4/5): a packed return's "Repack" opens the form with the saved measures and
 * price; the photos start empty, the new ones replace the old.
 */
export const Repack: Story = {
  // The form is at the foot of the page: the picture is the whole page.
  tags: ['full-page'],
  parameters: returnOf('packed'),
  play: async ({ canvasElement }) => {
    const form = await openPacking(canvasElement, 'Repack');
    await expect(form.getByRole('textbox', { name: /Weight/ })).toHaveValue('2.35');
    await expect(form.getByRole('textbox', { name: /Total price/ })).toHaveValue('46.80');
    await expect(form.getByRole('textbox', { name: /Length/ })).toHaveValue('42');
    await expect(form.getByRole('textbox', { name: /Width/ })).toHaveValue('30');
    await expect(form.getByRole('textbox', { name: /Height/ })).toHaveValue('18');
    await expect(form.queryByRole('img')).toBeNull();
    await userEvent.upload(photoInput(canvasElement), [photo('repacked-box-front.jpg')]);
    await expect(await form.findByRole('img', { name: 'repacked-box-front.jpg' })).toBeVisible();
    leaveNoFocus(canvasElement);
  },
};

/** Repacking sends the changed package with its new photos and goes back to the list. */
export const RepackConfirm: Story = {
  parameters: returnOf('packed'),
  play: async ({ canvasElement }) => {
    const form = await openPacking(canvasElement, 'Repack');
    const weight = form.getByRole('textbox', { name: /Weight/ });
    await userEvent.clear(weight);
    await userEvent.type(weight, '2.6');
    await userEvent.upload(photoInput(canvasElement), [photo('repacked-box-front.jpg')]);
    await expect(await form.findByRole('img', { name: 'repacked-box-front.jpg' })).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Review and pack' }));
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: 'Pack this return?' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Pack' }));
    await waitFor(() => expect(sent.packed).toHaveLength(1), { timeout: 5000 });
    await expect(sent.packed[0]).toEqual({
      weight: '2.6',
      length: '42',
      width: '30',
      height: '18',
      total_price: '46.80',
      status: 'packed',
      package_photo: ['repacked-box-front.jpg'],
    });
    await expect(
      await body(canvasElement).findByText('Return R2600012 packed.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** The confirmation sums the package up; confirming packs it and goes back to the list. */
export const PackingConfirm: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await fillPacking(canvasElement);
    await expect(dialog.getByText('46.80 CAD')).toBeVisible();
    await expect(dialog.getByText('2 photos')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Pack' }));
    await waitFor(() => expect(sent.packed).toHaveLength(1), { timeout: 5000 });
    await expect(sent.packed[0]).toEqual({
      weight: '2.35',
      length: '42',
      width: '30',
      height: '18',
      total_price: '46.80',
      status: 'packed',
      package_photo: ['box-front.jpg', 'box-label.jpg'],
    });
    await expect(
      await body(canvasElement).findByText('Return R2600012 packed.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(
      await within(canvasElement).findByRole(
        'table',
        { name: 'Return orders' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

/** A failed pack says so in the confirmation and keeps the form. */
export const PackingFailure: Story = {
  parameters: returnOf('unpacked', { failWrites: 'internal' }),
  play: async ({ canvasElement }) => {
    const dialog = await fillPacking(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Pack' }));
    await expect(
      await dialog.findByText(
        'Failed to update package information. Please try again.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    leaveNoFocus(canvasElement);
  },
};

/** An unknown return says "Return order not found" (spec 8). */
export const NotFound: Story = {
  parameters: returnOf('unpacked', { load: 'missing' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Return order not found', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};

/** A failed load says "Failed to load return order details" with a retry. */
export const LoadFailed: Story = {
  parameters: returnOf('unpacked', { load: 'error' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Failed to load return order details', {}, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** An address without an id says "Return ID is required". */
export const MissingId: Story = {
  args: { entry: '/orders/returnOrder/%20' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Return ID is required', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: returnOf('unpacked', { load: 'loading' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Loading the return…', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  },
};

/** The packed return in Chinese. */
export const Chinese: Story = {
  loaders: [freshPageLoad({ signedIn: true, lang: 'zhHans' })],
  parameters: returnOf('packed'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '退件 R2600012' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: '取消退件' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '包裹信息' })).toBeVisible();
    await expect(canvas.getAllByText('物流专线')[0]).toBeVisible();
  },
};
