import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ParcelCreateRequest, WarehouseShippingLine } from '@jiyun/domain';
import { parcels, vancouver, vancouverLines } from '../stories/fixtures';
import { AppStoryScreen, freshPageLoad } from '../../../test/AppStoryScreen';

const created = fn<(body: Partial<ParcelCreateRequest>) => void>();

const lines = (data: unknown) =>
  http.get('/api/v1/merchants/warehouses/shipping-lines', () => HttpResponse.json({ data }));

const handlers = [
  http.post('/api/v1/merchants/warehouses/:id/parcels', async ({ request }) => {
    const body = (await request.json()) as Partial<ParcelCreateRequest>;
    created(body);
    if (body.tracking_id === 'DUP1' && body.confirm_duplicate !== true) {
      return HttpResponse.json(
        { message: 'This tracking ID is already in this warehouse.', code: 'CONFLICT' },
        { status: 409 },
      );
    }
    return HttpResponse.json({ data: { ...parcels[0], ...body } }, { status: 201 });
  }),
  http.get('/api/v1/merchants/warehouses/:id', () => HttpResponse.json({ data: vancouver })),
];

const meta = {
  title: 'Pages/Warehouses/New parcel',
  component: AppStoryScreen,
  args: { entry: `/warehouse/${vancouver.id}/new-parcel` },
  parameters: { layout: 'fullscreen', msw: { handlers: [lines(vancouverLines), ...handlers] } },
  loaders: [freshPageLoad({ signedIn: true })],
  beforeEach: () => {
    created.mockClear();
  },
} satisfies Meta<typeof AppStoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page as it opens: the cursor waits in the tracking field, the shortcut is said. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tracking = await canvas.findByRole('textbox', { name: 'Tracking ID' }, { timeout: 5000 });
    await expect(tracking).toHaveFocus();
    await expect(canvas.getByText(/Ctrl\+Enter/)).toBeVisible();
  },
};

export const SubmitAndScan: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tracking = await canvas.findByRole('textbox', { name: 'Tracking ID' }, { timeout: 5000 });
    await expect(tracking).toHaveFocus();
    await expect(canvas.getByText(/Ctrl\+Enter/)).toBeVisible();

    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await userEvent.keyboard('A-01{Tab}');
    await expect(tracking).toHaveFocus();
    // The scanner's Enter moves on; the last field's Enter saves and starts the next scan.
    await userEvent.keyboard('YT1{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Customer ID' })).toHaveFocus();
    await userEvent.keyboard('C7{Enter}2.5{Enter}30{Enter}20{Enter}1a0{Enter}');
    await expect(canvas.getByRole('combobox', { name: 'Shipping line' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    await expect(created.mock.calls[0]?.[0]).toMatchObject({
      tracking_id: 'YT1',
      personal_id: 'C7',
      shelf_location: 'A-01',
      weight: 2.5,
      length: 30,
      width: 20,
      height: 10,
      // The warehouse's only line is taken without asking.
      shipping_route_code: 'CN-CA-A-G',
    });
    await waitFor(() => expect(tracking).toHaveFocus());
    await expect(tracking).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Shelf location' })).toHaveValue('A-01');
    await expect(canvas.getByRole('textbox', { name: 'Customer ID' })).toHaveValue('');
  },
};

export const DuplicateTracking: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: 'Tracking ID' }, { timeout: 5000 });
    await userEvent.keyboard('DUP1{Enter}C7{Enter}1{Enter}1{Enter}1{Enter}1{Enter}');
    await userEvent.click(canvas.getByRole('textbox', { name: 'Shelf location' }));
    await userEvent.keyboard('A-02{Control>}{Enter}{/Control}');
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Tracking ID already received' });
    await expect(
      within(dialog).getByText('DUP1 is already in this warehouse — receive again?'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Receive again' }));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(2));
    await expect(created.mock.calls[1]?.[0]).toMatchObject({
      tracking_id: 'DUP1',
      confirm_duplicate: true,
    });
  },
};

export const NoShippingLines: Story = {
  parameters: { msw: { handlers: [lines([]), ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const line = await canvas.findByRole('combobox', { name: 'Shipping line' }, { timeout: 5000 });
    await waitFor(() => expect(line).toBeDisabled());
    await expect(
      canvas.getByText(
        'This warehouse has no active shipping line. Link an active shipping line to it before receiving parcels; suspended and pending lines take no new parcels.',
      ),
    ).toBeVisible();
    // Saving names what is missing instead of sending.
    await userEvent.click(canvas.getByRole('button', { name: 'Submit and scan' }));
    await expect(canvas.getAllByText('Required.').length).toBeGreaterThan(0);
    await expect(created).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: 'Shelf location' })).toHaveFocus();
  },
};

const lineOf = (
  id: string,
  name: string,
  route_code: string,
  status: WarehouseShippingLine['status'],
): WarehouseShippingLine => ({
  id,
  name,
  route_code,
  status,
  warehouse_id: vancouver.id,
  warehouse_name: vancouver.warehouse_name,
});

export const OnlyActiveLines: Story = {
  parameters: {
    msw: {
      handlers: [
        lines([
          lineOf('line-1', 'Vancouver Air Standard', 'CN-CA-A-G', 'active'),
          lineOf('line-2', 'Vancouver Sea Saver', 'CN-CA-S-G', 'suspended'),
          lineOf('line-3', 'Vancouver Air Sensitive', 'CN-CA-A-S', 'pending'),
          lineOf('line-4', 'Vancouver Sea Sensitive', 'CN-CA-S-S', 'active'),
        ]),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const line = await canvas.findByRole('combobox', { name: 'Shipping line' }, { timeout: 5000 });
    // Suspended and pending lines take no new parcel (A40): only the active ones are offered.
    await waitFor(() =>
      expect(
        within(line)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([
        'Choose a shipping line',
        'Vancouver Air Standard (CN-CA-A-G)',
        'Vancouver Sea Sensitive (CN-CA-S-S)',
      ]),
    );
  },
};

export const NoActiveLines: Story = {
  parameters: {
    msw: {
      handlers: [
        lines([
          lineOf('line-2', 'Vancouver Sea Saver', 'CN-CA-S-G', 'suspended'),
          lineOf('line-3', 'Vancouver Air Sensitive', 'CN-CA-A-S', 'pending'),
        ]),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const line = await canvas.findByRole('combobox', { name: 'Shipping line' }, { timeout: 5000 });
    await waitFor(() => expect(line).toBeDisabled());
    await expect(
      canvas.getByText(
        'This warehouse has no active shipping line. Link an active shipping line to it before receiving parcels; suspended and pending lines take no new parcels.',
      ),
    ).toBeVisible();
  },
};

export const ShippingLinesFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/v1/merchants/warehouses/shipping-lines', () =>
          HttpResponse.json({ message: 'boom', code: 'INTERNAL' }, { status: 500 }),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const line = await canvas.findByRole('combobox', { name: 'Shipping line' }, { timeout: 5000 });
    await waitFor(() => expect(line).toBeDisabled(), { timeout: 5000 });
    await expect(await canvas.findByText('Failed to load shipping lines')).toBeVisible();
    await expect(created).not.toHaveBeenCalled();
  },
};
