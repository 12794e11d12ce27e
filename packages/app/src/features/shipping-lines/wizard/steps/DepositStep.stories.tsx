import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStoryScreen } from '../../../../test/AppStoryScreen';
import { draftThrough } from '../stories/fixtures';
import { draftStorageKey, wizardHandlers, wizardPageLoad } from '../stories/story-kit';

const meta = {
  title: 'Pages/Shipping Lines/New line/5 Deposit',
  component: AppStoryScreen,
  args: { entry: '/shippingLines/new-shipping-line/deposit' },
  parameters: { layout: 'fullscreen', msw: { handlers: wizardHandlers } },
  loaders: [wizardPageLoad(draftThrough('warehouse'))],
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
    // Nothing is recorded yet: the payment goes with the line when it is submitted (A49).
    const stored = JSON.parse(sessionStorage.getItem(draftStorageKey('mer_maple')) ?? '{}') as {
      deposit?: unknown;
    };
    await expect(stored.deposit).toEqual({ method: 'wechat', claimed_for: 'CA' });
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
        'Your payment will be recorded with the shipping line when you submit it, for platform staff to verify.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'I have completed payment' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(
      await canvas.findByRole('button', { name: 'Submit' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};
