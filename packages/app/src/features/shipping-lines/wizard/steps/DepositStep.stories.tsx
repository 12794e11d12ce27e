import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { DEPOSIT_CLAIM_OPEN } from '@jiyun/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AppStoryScreen } from '../../../../test/AppStoryScreen';
import { draftThrough } from '../stories/fixtures';
import { draftStorageKey, wizardHandlers, wizardPageLoad } from '../stories/story-kit';

const claimed = fn<(body: unknown) => void>();

const claimHandler = http.post('/api/v1/merchants/route-deposit/claims', async ({ request }) => {
  const body = (await request.json()) as { method: string };
  claimed(body);
  return HttpResponse.json(
    {
      data: {
        id: '5c1d2e3f-0000-4000-8000-00000000c1a1',
        ...body,
        amount: 1300,
        currency: 'USD',
        status: 'claimed',
        claimed_at: '2026-11-22T10:00:00.000Z',
      },
    },
    { status: 201 },
  );
});

const meta = {
  title: 'Pages/Shipping Lines/New line/5 Deposit',
  component: AppStoryScreen,
  args: { entry: '/shippingLines/new-shipping-line/deposit' },
  parameters: { layout: 'fullscreen', msw: { handlers: [claimHandler, ...wizardHandlers] } },
  loaders: [wizardPageLoad(draftThrough('warehouse'))],
  beforeEach: () => {
    claimed.mockClear();
  },
} satisfies Meta<typeof AppStoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A20: the fetched amount less the first discount, in USD.
    await expect(await canvas.findByText('USD 1,300.00', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Alipay' })).toBeChecked();
    await expect(
      await canvas.findByRole('img', { name: 'Alipay payment code' }, { timeout: 5000 }),
    ).toHaveAttribute('data-reference', 'JIYUN-DEPOSIT|CN-CA|mer_maple|130000USD|ALIPAY');
  },
};

export const PayWithWeChat: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('radio', { name: 'WeChat Pay' }, { timeout: 5000 }),
    );
    await expect(
      await canvas.findByRole('img', { name: 'WeChat Pay payment code' }, { timeout: 5000 }),
    ).toHaveAttribute('data-reference', 'JIYUN-DEPOSIT|CN-CA|mer_maple|130000USD|WECHAT');
    await userEvent.click(canvas.getByRole('button', { name: 'I have completed payment' }));
    await expect(
      await canvas.findByRole('button', { name: 'Submit' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(claimed).toHaveBeenCalledWith({
      method: 'wechat',
      departing_country: 'CN',
      arriving_country: 'CA',
    });
  },
};

export const ClaimFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/v1/merchants/route-deposit/claims', () =>
          HttpResponse.json({ message: 'Boom', code: 'INTERNAL' }, { status: 500 }),
        ),
        ...wizardHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('USD 1,300.00', {}, { timeout: 5000 });
    // The merchant pays with the code before saying so; the button sits below it.
    await canvas.findByRole('img', { name: 'Alipay payment code' }, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'I have completed payment' }));
    await expect(
      await canvas.findByText(
        'Your payment could not be recorded. Please try again.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Shipping line deposit' })).toBeVisible();
  },
};

/** The route's payment was claimed before and still waits: this draft goes on with that claim. */
export const ClaimedBefore: Story = {
  // The answer is shown below the payment code.
  tags: ['full-page'],
  parameters: {
    msw: {
      handlers: [
        http.post('/api/v1/merchants/route-deposit/claims', () =>
          HttpResponse.json({ message: DEPOSIT_CLAIM_OPEN, code: 'CONFLICT' }, { status: 409 }),
        ),
        ...wizardHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('img', { name: 'Alipay payment code' }, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'I have completed payment' }));
    await expect(
      await canvas.findByText(
        /A payment for this route was already recorded/,
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(
      canvas.queryByText('Your payment could not be recorded. Please try again.'),
    ).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'I have completed payment' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

export const NoDepositForRoute: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/v1/merchants/route-deposit', () =>
          HttpResponse.json(
            {
              message: 'No deposit amount for this route found. Please contact support',
              code: 'NOT_FOUND',
            },
            { status: 404 },
          ),
        ),
        ...wizardHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await within(document.body).findByText(
        'No deposit amount for this route found. Please contact support',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    // Back on the list, the draft kept for when support has set the deposit.
    await waitFor(
      () => expect(canvas.queryByRole('heading', { name: 'New shipping line' })).toBeNull(),
      { timeout: 5000 },
    );
    await expect(sessionStorage.getItem(draftStorageKey('mer_maple'))).not.toBeNull();
  },
};

export const DepositLookupFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/v1/merchants/route-deposit', () =>
          HttpResponse.json({ message: 'Boom', code: 'INTERNAL' }, { status: 500 }),
        ),
        ...wizardHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await within(document.body).findByText(
        'Something went wrong. Please try again later.',
        {},
        { timeout: 10000 },
      ),
    ).toBeVisible();
    await waitFor(
      () => expect(canvas.queryByRole('heading', { name: 'New shipping line' })).toBeNull(),
      { timeout: 5000 },
    );
  },
};

export const BackFromReview: Story = {
  loaders: [wizardPageLoad(draftThrough('deposit'))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'Your payment is recorded and waits for verification by platform staff.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'I have completed payment' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(
      await canvas.findByRole('button', { name: 'Submit' }, { timeout: 5000 }),
    ).toBeVisible();
    // No second claim for the same payment.
    await expect(claimed).not.toHaveBeenCalled();
  },
};
