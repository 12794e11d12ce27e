import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { OrderStatus } from '@jiyun/domain';
import { AppStoryScreen, freshPageLoad } from '../../../test/AppStoryScreen';
import { laptop1280 } from '../../../test/viewport';
import { ORDER_ID, orderIn, orderPage, orderParcels, packagePhoto } from '../stories/fixtures';
import {
  detailHandlers,
  listHandler,
  resetStoryOrders,
  type PackingApi,
} from '../stories/handlers';

const sent: NonNullable<PackingApi['sent']> = { checks: [], packs: [] };

const packing = (api: Omit<PackingApi, 'sent'> = {}, status: OrderStatus = 'unpacked') => ({
  msw: {
    handlers: [
      ...detailHandlers(orderIn(status), orderParcels(status), { packing: { sent, ...api } }),
      listHandler(orderPage),
    ],
  },
});

const meta = {
  title: 'Pages/Orders/Packing',
  component: AppStoryScreen,
  // The package form is at the foot of the detail page: its pictures show the whole page.
  tags: ['full-page'],
  args: { entry: `/orders/${ORDER_ID}` },
  parameters: { layout: 'fullscreen', ...laptop1280.parameters, ...packing() },
  globals: laptop1280.globals,
  loaders: [freshPageLoad({ signedIn: true })],
  beforeEach: () => {
    resetStoryOrders();
    sent.checks.length = 0;
    sent.packs.length = 0;
  },
} satisfies Meta<typeof AppStoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Opens the packing form with the section's button ("Pack all", or "Repack"). */
async function openForm(canvasElement: HTMLElement, button = 'Pack all') {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Order# 2600001' }, { timeout: 10_000 });
  await userEvent.click(await canvas.findByRole('button', { name: button }, { timeout: 5000 }));
  const form = within(canvas.getByRole('form', { name: 'Package information' }));
  const field = (name: string) => form.getByRole('textbox', { name: new RegExp(`^${name}`) });
  return { canvas, form, field };
}

type Form = Awaited<ReturnType<typeof openForm>>;

/** Weighs and measures the package and adds one fee, as a merchant at the bench would. */
async function fill({ form, field }: Form, measures = ['9.88', '60', '40', '35']) {
  const [weight = '', length = '', width = '', height = ''] = measures;
  await userEvent.type(field('Weight'), weight);
  await userEvent.type(field('Length'), length);
  await userEvent.type(field('Width'), width);
  await userEvent.type(field('Height'), height);
  await userEvent.click(form.getByRole('button', { name: 'Add fee' }));
  await userEvent.type(field('Fee 1 title'), '加固木架 Wooden crate reinforcement');
  await userEvent.type(field('Fee 1 price'), '17.50');
}

async function addPhotos(canvasElement: HTMLElement, count = 2) {
  const input = canvasElement.querySelector<HTMLInputElement>('input[name="package_photo"]');
  if (!input) throw new Error('no photo input');
  const colours = ['#c8a27a', '#7a9cc8', '#8fc87a', '#c87a9c'];
  const files = await Promise.all(
    colours
      .slice(0, count)
      .map((colour, index) => packagePhoto(`包裹照片-${index + 1}.png`, colour)),
  );
  await userEvent.upload(input, files);
}

async function checkPrice(form: Form['form']) {
  await userEvent.click(form.getByRole('button', { name: 'Check price' }));
}

/** An unpacked order with parcels: "Pack all" opens the empty package form. */
export const FormEmpty: Story = {
  play: async ({ canvasElement }) => {
    const { form, field } = await openForm(canvasElement);
    // The button that opened the form is gone: the keyboard goes on at the first field.
    await waitFor(() => expect(field('Weight')).toHaveFocus());
    await expect(field('Weight')).toHaveValue('');
    await expect(form.getByText('No additional fees.')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await expect(form.getByRole('button', { name: 'Check price' })).toBeEnabled();
  },
};

/** Cancel closes the form and gives the keyboard back to "Pack all". */
export const CancelReturnsToPackAll: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, form } = await openForm(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Pack all' })).toHaveFocus());
    await expect(canvas.queryByRole('form', { name: 'Package information' })).toBeNull();
  },
};

/** Check price with nothing measured and a fee without a price: each field says what is wrong. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const opened = await openForm(canvasElement);
    const { form, field } = opened;
    await userEvent.type(field('Height'), '0');
    await userEvent.click(form.getByRole('button', { name: 'Add fee' }));
    await userEvent.type(field('Fee 1 title'), '打包费');
    await userEvent.type(field('Fee 1 price'), '0');
    await checkPrice(form);
    await expect(form.getAllByText('Enter a number greater than 0.')).toHaveLength(4);
    await expect(form.getByText('The price must not be 0.')).toBeVisible();
    await expect(field('Weight')).toHaveFocus();
    await expect(sent.checks).toHaveLength(0);
  },
};

/** The quote for the package: total, shipping, storage and the three weights, in CAD. */
export const QuoteShown: Story = {
  play: async ({ canvasElement }) => {
    const opened = await openForm(canvasElement);
    await fill(opened);
    await checkPrice(opened.form);
    const quote = within(await opened.form.findByRole('region', { name: 'Price' }));
    await expect(quote.getByText('133.87 CAD')).toBeVisible();
    await expect(quote.getByText('112.50 CAD')).toBeVisible();
    // Volumetric and chargeable: the volumetric weight is charged.
    await expect(quote.getAllByText('16.80 kg')).toHaveLength(2);
    await expect(sent.checks).toEqual([
      {
        weight: 9.88,
        length: 60,
        width: 40,
        height: 35,
        additional_fees: [{ title: '加固木架 Wooden crate reinforcement', price: 17.5 }],
      },
    ]);
    await expect(opened.form.getByRole('button', { name: 'Submit' })).toBeEnabled();
  },
};

/** A measure changed after the check: the quote is set aside and Submit waits for a new one. */
export const QuoteOutdated: Story = {
  play: async ({ canvasElement }) => {
    const opened = await openForm(canvasElement);
    await fill(opened);
    await checkPrice(opened.form);
    await opened.form.findByText('133.87 CAD');
    await userEvent.type(opened.field('Weight'), '5');
    await expect(
      opened.form.getByText(/The measures or fees changed since the price was checked/),
    ).toBeVisible();
    await expect(opened.form.queryByText('133.87 CAD')).toBeNull();
    await expect(opened.form.getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};

/** The line refuses the package: the size rules it breaks are listed. */
export const SizeRefusal: Story = {
  parameters: packing({ check: 'size' }),
  play: async ({ canvasElement }) => {
    const opened = await openForm(canvasElement);
    await fill(opened, ['48', '120', '60', '90']);
    await checkPrice(opened.form);
    await expect(
      await opened.form.findByText(
        "The package does not meet the shipping line's size constraints.",
      ),
    ).toBeVisible();
    await expect(
      opened.form.getByText("The package is heavier than the line's maximum weight."),
    ).toBeVisible();
    await expect(opened.form.getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};

/** check-price fails: "Failed to check price", the form as typed. */
export const CheckPriceFailure: Story = {
  parameters: packing({ check: 'error' }),
  play: async ({ canvasElement }) => {
    const opened = await openForm(canvasElement);
    await fill(opened);
    await checkPrice(opened.form);
    await expect(await opened.form.findByText('Failed to check price')).toBeVisible();
    await expect(opened.field('Weight')).toHaveValue('9.88');
  },
};

async function toConfirmation(canvasElement: HTMLElement) {
  const opened = await openForm(canvasElement);
  await fill(opened);
  await addPhotos(canvasElement);
  await checkPrice(opened.form);
  await opened.form.findByText('133.87 CAD');
  await userEvent.click(opened.form.getByRole('button', { name: 'Submit' }));
  const dialog = within(
    await page(canvasElement).findByRole('dialog', { name: 'Submit the package information?' }),
  );
  return { ...opened, dialog };
}

/** Submit asks first, with a summary of what will be saved. */
export const ConfirmModal: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await toConfirmation(canvasElement);
    await expect(dialog.getByText('1 fee, 17.50 CAD')).toBeVisible();
    await expect(dialog.getByText('2 photos')).toBeVisible();
    await expect(dialog.getByText('133.87 CAD')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Confirm and proceed' })).toBeEnabled();
  },
};

/** Confirm and proceed while the server is still saving. */
export const Submitting: Story = {
  parameters: packing({ pack: 'pending' }),
  play: async ({ canvasElement }) => {
    const { dialog } = await toConfirmation(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm and proceed' }));
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: 'Confirm and proceed' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    await waitFor(() => expect(sent.packs).toHaveLength(1));
    await expect(sent.packs[0]).toEqual([
      ['weight', '9.88'],
      ['length', '60'],
      ['width', '40'],
      ['height', '35'],
      ['status', 'packed'],
      ['additional_fees', '[{"title":"加固木架 Wooden crate reinforcement","price":17.5}]'],
      ['package_photo', '包裹照片-1.png'],
      ['package_photo', '包裹照片-2.png'],
    ]);
  },
};

/** Saved: the success modal, and the detail shows the order packed. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, canvas } = await toConfirmation(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm and proceed' }));
    const success = await page(canvasElement).findByRole(
      'dialog',
      { name: 'Package information saved' },
      { timeout: 5000 },
    );
    await expect(within(success).getByText(/Order# 2600001 is packed/)).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Order progress: Packed' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Repack' })).toBeVisible();
  },
};

/** Saving fails: the sentence of spec 8, nothing typed lost. */
export const SubmitFailure: Story = {
  parameters: packing({ pack: 'error' }),
  play: async ({ canvasElement }) => {
    const { dialog, field } = await toConfirmation(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm and proceed' }));
    await expect(
      await dialog.findByText('Failed to update package information. Please try again.'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Back' }));
    await expect(field('Weight')).toHaveValue('9.88');
    await expect(field('Fee 1 title')).toHaveValue('加固木架 Wooden crate reinforcement');
  },
};

/** The server refuses a photo by its content (415): said at the photos, the question closed. */
export const PhotoRefused: Story = {
  parameters: packing({ pack: 'photoRefused' }),
  play: async ({ canvasElement }) => {
    const { dialog, form, field } = await toConfirmation(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm and proceed' }));
    const photos = within(form.getByRole('group', { name: /^Package photos/ }));
    await expect(
      await photos.findByText('Package photos must be JPG or PNG images.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
    await expect(field('Weight')).toHaveValue('9.88');
  },
};

/** Repack: the saved measures and fees come back, the photos start empty. */
export const Repack: Story = {
  parameters: packing({}, 'packed'),
  play: async ({ canvasElement }) => {
    const { form, field } = await openForm(canvasElement, 'Repack');
    await expect(field('Weight')).toHaveValue('6.45');
    await expect(field('Length')).toHaveValue('52');
    await expect(field('Fee 2 price')).toHaveValue('-3');
    await expect(form.queryAllByRole('img')).toHaveLength(0);
  },
};

/** The quote in Chinese. */
export const Chinese: Story = {
  loaders: [freshPageLoad({ signedIn: true, lang: 'zhHans' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: '订单# 2600001' }, { timeout: 10_000 });
    await userEvent.click(await canvas.findByRole('button', { name: '全部打包' }));
    const form = within(canvas.getByRole('form', { name: '包裹信息' }));
    await userEvent.type(form.getByRole('textbox', { name: /^重量/ }), '9.88');
    await userEvent.type(form.getByRole('textbox', { name: /^长/ }), '60');
    await userEvent.type(form.getByRole('textbox', { name: /^宽/ }), '40');
    await userEvent.type(form.getByRole('textbox', { name: /^高/ }), '35');
    await userEvent.click(form.getByRole('button', { name: '查询价格' }));
    await expect(await form.findByText('133.87 CAD')).toBeVisible();
    await expect(form.getByText('计费重量')).toBeVisible();
  },
};
