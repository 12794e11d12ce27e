import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppStoryScreen, freshPageLoad } from '../../../test/AppStoryScreen';
import { laptop1280 } from '../../../test/viewport';
import { REJECTION_REASON, settlementDetail } from '../stories/fixtures';
import { resetStoryBilling, settlementHandlers, type SettlementApi } from '../stories/handlers';

const meta = {
  title: 'Pages/Billing/Settlement Detail',
  component: AppStoryScreen,
  args: { entry: '/billing/overview/S2600012' },
  parameters: {
    layout: 'fullscreen',
    ...laptop1280.parameters,
    msw: { handlers: settlementHandlers(settlementDetail('under_review')) },
  },
  globals: laptop1280.globals,
  loaders: [freshPageLoad({ signedIn: true })],
  beforeEach: () => {
    resetStoryBilling();
  },
} satisfies Meta<typeof AppStoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const statementOf = (status: Parameters<typeof settlementDetail>[0], api: SettlementApi = {}) => ({
  msw: { handlers: settlementHandlers(settlementDetail(status), api) },
});
const heading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole(
    'heading',
    { level: 1, name: 'Settlement S2600012' },
    { timeout: 10_000 },
  );

/** Under review: the figures, the itemised orders and returns, the documents to download. */
export const UnderReview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement)).toBeVisible();
    await expect(canvas.getByText('Under Review')).toBeVisible();
    const lines = within(canvas.getByRole('table', { name: 'Itemised orders and returns' }));
    await expect(lines.getAllByRole('row')).toHaveLength(6);
    await expect(lines.getByText('R2600033')).toBeVisible();
    await expect(canvas.getByText('1827.40 CAD')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Download 枫叶集运-2026年11月-发票-INV20261125.pdf' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Confirm' })).toBeNull();
  },
};

/** Unconfirmed: no documents yet, Confirm offered. */
export const Unconfirmed: Story = {
  parameters: statementOf('unconfirmed'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(canvas.getByText('No documents uploaded yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Confirm' })).toBeVisible();
  },
};

/** Rejected: staff's reason on top, Upload again offered. */
export const Rejected: Story = {
  parameters: statementOf('rejected'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(canvas.getByText(REJECTION_REASON)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upload again' })).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: statementOf('approved', { load: 'missing' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Settlement not found.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

export const LoadFailed: Story = {
  parameters: statementOf('approved', { load: 'error' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Failed to load the settlement.', {}, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: statementOf('approved', { load: 'loading' }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Loading settlement…', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  },
};
