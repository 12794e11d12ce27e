import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AppStoryScreen } from '../../../../test/AppStoryScreen';
import { draftThrough, shenzhenWarehouse } from '../stories/fixtures';
import { appStore } from '../../../../state/store';
import { pngFile } from '../../../../test/png-file';
import { wizardImageAtom } from '../draft-atoms';
import { draftStorageKey, wizardHandlers, wizardPageLoad } from '../stories/story-kit';

const created = fn<(body: unknown) => void>();

const createHandler = http.post('/api/v1/merchants/shipping-lines', async ({ request }) => {
  // JSON, or multipart with the draft as `line` beside the picture (A49).
  if (request.headers.get('content-type')?.startsWith('multipart/form-data')) {
    const form = await request.formData();
    const image = form.get('image');
    created({
      ...(JSON.parse(String(form.get('line'))) as object),
      image: image instanceof File ? image.name : null,
    });
  } else {
    created(await request.json());
  }
  await delay(100);
  // The answer is not read (spec 7); the status says it worked.
  return HttpResponse.json(
    { data: { id: 'c0ffee00-0000-4000-8000-000000000001' } },
    { status: 201 },
  );
});

const meta = {
  title: 'Pages/Shipping Lines/New line/6 Review',
  component: AppStoryScreen,
  args: { entry: '/shippingLines/new-shipping-line/review' },
  parameters: { layout: 'fullscreen', msw: { handlers: [createHandler, ...wizardHandlers] } },
  loaders: [wizardPageLoad(draftThrough('deposit'))],
  beforeEach: () => {
    created.mockClear();
  },
} satisfies Meta<typeof AppStoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('USD 1,300.00', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('CN-CA-A-G')).toBeVisible();
    await expect(canvas.getByText('7 Days – 3 Weeks')).toBeVisible();
    await expect(canvas.getByText('Vancouver, Richmond')).toBeVisible();
    await expect(canvas.getByText('All cities (6)')).toBeVisible();
    // The warehouse's name comes with the warehouse list, which may answer after the deposit.
    await expect(
      await canvas.findByText(shenzhenWarehouse.warehouse_name, {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit Pricing' })).toHaveAttribute(
      'href',
      '/shippingLines/new-shipping-line/pricing',
    );
    await expect(canvas.queryByRole('list', { name: 'Steps of the new shipping line' })).toBeNull();
  },
};

export const SubmitSucceeds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('USD 1,300.00', {}, { timeout: 5000 });
    // The review is complete (the warehouse list may answer after the deposit) before Submit.
    await canvas.findByText(shenzhenWarehouse.warehouse_name, {}, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const dialog = await within(document.body).findByRole(
      'dialog',
      { name: 'Shipping line submitted' },
      { timeout: 5000 },
    );
    await expect(
      within(dialog).getByText(/pending approval\. Review takes 2–4 business days/),
    ).toBeVisible();
    await expect(created).toHaveBeenCalledTimes(1);
    await expect(created.mock.calls[0]?.[0]).toMatchObject({
      mainRoute: { departing_country: 'CN', arrival_country: 'CA', min_time: 7, max_time: 3 },
      coverage: {
        all_provinces: false,
        provinces: [
          {
            province_name: 'British Columbia',
            all_cities: false,
            city_names: ['Vancouver', 'Richmond'],
          },
          { province_name: 'Ontario', all_cities: true },
        ],
      },
      pricing: {
        currency: 'CNY',
        base_price: 45,
        volumetric_divisor: 6000,
        cities: [{ city_name: 'Toronto', province_name: 'Ontario', base_price: 0 }],
      },
      warehouse: { warehouse_id: shenzhenWarehouse.id },
      // The payment goes with the line, recorded in the same transaction (A49).
      deposit: { method: 'alipay' },
    });
    // The draft is forgotten; closing the modal goes to the list.
    await expect(sessionStorage.getItem(draftStorageKey('mer_maple'))).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to shipping lines' }));
    await waitFor(
      () => expect(canvas.queryByRole('heading', { name: 'New shipping line' })).toBeNull(),
      { timeout: 5000 },
    );
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Shipping Lines' }, { timeout: 5000 }),
    ).toBeVisible();
    // And it stays there: the emptied draft does not send the merchant back to step 1.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(canvas.queryByRole('heading', { name: 'New shipping line' })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Shipping Lines' })).toBeVisible();
  },
};

export const SubmitFails: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/v1/merchants/shipping-lines', () =>
          HttpResponse.json({ message: 'Boom', code: 'INTERNAL' }, { status: 500 }),
        ),
        ...wizardHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('USD 1,300.00', {}, { timeout: 5000 });
    // The review is complete (the warehouse list may answer after the deposit) before Submit.
    await canvas.findByText(shenzhenWarehouse.warehouse_name, {}, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(
      await canvas.findByText(
        'Failed to create the shipping line. Your entries are kept; please try again.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByText('CN-CA-A-G')).toBeVisible();
    await expect(sessionStorage.getItem(draftStorageKey('mer_maple'))).not.toBeNull();
  },
};

/** The server refuses a second line of the route at the warehouse: the page says what to change. */
export const RouteTaken: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/v1/merchants/shipping-lines', () =>
          HttpResponse.json(
            {
              message: 'This warehouse already has a shipping line for the route CN-CA-A-G.',
              code: 'CONFLICT',
            },
            { status: 409 },
          ),
        ),
        ...wizardHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('USD 1,300.00', {}, { timeout: 5000 });
    await canvas.findByText(shenzhenWarehouse.warehouse_name, {}, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(
      await canvas.findByText(
        /already has a shipping line for this route\. Choose another warehouse; nothing was submitted and no payment was recorded\./,
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.queryByText(/Your entries are kept; please try again/)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Edit Warehouse' })).toBeVisible();
  },
};

/** The picture chosen on the first step goes with the draft, as multipart (A49). */
export const SubmitsItsImage: Story = {
  loaders: [
    wizardPageLoad(draftThrough('deposit')),
    () => {
      appStore.set(wizardImageAtom, pngFile('加拿大空运普货-封面图片.png'));
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('USD 1,300.00', {}, { timeout: 5000 });
    await canvas.findByText(shenzhenWarehouse.warehouse_name, {}, { timeout: 5000 });
    await expect(canvas.getByText('加拿大空运普货-封面图片.png')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await within(document.body).findByRole(
      'dialog',
      { name: 'Shipping line submitted' },
      { timeout: 5000 },
    );
    await expect(created).toHaveBeenCalledTimes(1);
    await expect(created.mock.calls[0]?.[0]).toMatchObject({
      mainRoute: { arrival_country: 'CA' },
      warehouse: { warehouse_id: shenzhenWarehouse.id },
      image: '加拿大空运普货-封面图片.png',
    });
    // Forgotten with the draft.
    await expect(appStore.get(wizardImageAtom)).toBeNull();
  },
};

/** The server refuses the picture (415): the page says which step to go back to. */
export const ImageRefused: Story = {
  loaders: [
    wizardPageLoad(draftThrough('deposit')),
    () => {
      appStore.set(wizardImageAtom, pngFile('line-cover.png'));
      return {};
    },
  ],
  parameters: {
    msw: {
      handlers: [
        http.post('/api/v1/merchants/shipping-lines', () =>
          HttpResponse.json(
            {
              message: 'The image must be a JPG or PNG file.',
              code: 'UNSUPPORTED_MEDIA_TYPE',
              details: [{ field: 'image', message: 'The image must be a JPG or PNG file.' }],
            },
            { status: 415 },
          ),
        ),
        ...wizardHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('USD 1,300.00', {}, { timeout: 5000 });
    await canvas.findByText(shenzhenWarehouse.warehouse_name, {}, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(
      await canvas.findByText(
        'The server refused the line image: it is not a JPG or PNG image. Go back to the first step and choose another.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(appStore.get(wizardImageAtom)?.name).toBe('line-cover.png');
  },
};

export const OpenedTooEarly: Story = {
  loaders: [wizardPageLoad(draftThrough('pricing'))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The warehouse is not chosen yet: the review address opens the warehouse step.
    await expect(
      await canvas.findByRole('heading', { name: 'Linked warehouse' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Submit' })).toBeNull();
  },
};

export const BackToListAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Back to list' }, { timeout: 5000 }),
    );
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Discard this shipping line?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await expect(sessionStorage.getItem(draftStorageKey('mer_maple'))).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to list' }));
    await userEvent.click(
      within(
        await within(document.body).findByRole('dialog', { name: 'Discard this shipping line?' }),
      ).getByRole('button', { name: 'Discard and leave' }),
    );
    await waitFor(
      () => expect(canvas.queryByRole('heading', { name: 'New shipping line' })).toBeNull(),
      { timeout: 5000 },
    );
    // Forgotten as the wizard leaves the screen (its effect's clean-up, just after the list shows).
    await waitFor(() => expect(sessionStorage.getItem(draftStorageKey('mer_maple'))).toBeNull());
  },
};
