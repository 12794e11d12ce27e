import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { AppStoryScreen } from '../../../../test/AppStoryScreen';
import { draftThrough } from '../stories/fixtures';
import { wizardHandlers, wizardPageLoad } from '../stories/story-kit';

const meta = {
  title: 'Pages/Shipping Lines/New line/4 Warehouse',
  component: AppStoryScreen,
  args: { entry: '/shippingLines/new-shipping-line/warehouse' },
  parameters: { layout: 'fullscreen', msw: { handlers: wizardHandlers } },
  loaders: [wizardPageLoad(draftThrough('pricing'))],
} satisfies Meta<typeof AppStoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const shenzhen = /Shenzhen Bao’an Consolidation Centre/;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: shenzhen }, { timeout: 5000 }),
    ).toHaveAttribute('aria-pressed', 'false');
    await expect(
      within(canvas.getByRole('group', { name: 'Active warehouses' })).getAllByRole('button'),
    ).toHaveLength(3);
  },
};

export const ChooseOne: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('button', { name: shenzhen }, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Choose a warehouse.')).toBeVisible();

    await userEvent.click(card);
    await expect(card).toHaveAttribute('aria-pressed', 'true');
    // Clicking it again deselects it; another card replaces the choice.
    await userEvent.click(card);
    await expect(card).toHaveAttribute('aria-pressed', 'false');
    const yiwu = canvas.getByRole('button', { name: /义乌小商品海运仓/ });
    await userEvent.click(card);
    await userEvent.click(yiwu);
    await expect(card).toHaveAttribute('aria-pressed', 'false');
    await expect(yiwu).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Shipping line deposit' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** Guangzhou runs CN-CA-A-G already: shown as such and not offered (A49); Yiwu's sea line is no bar. */
export const RouteTakenElsewhere: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const guangzhou = await canvas.findByRole(
      'button',
      { name: /Guangzhou Baiyun Air Hub/ },
      { timeout: 5000 },
    );
    await expect(
      await within(guangzhou).findByText('Has a line for CN-CA-A-G already', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(guangzhou).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /义乌小商品海运仓/ })).toBeEnabled();
  },
};

export const NoActiveWarehouse: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/v1/merchants/warehouses', () => HttpResponse.json({ data: [] })),
        ...wizardHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No active warehouse' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create warehouse' })).toHaveAttribute(
      'href',
      '/warehouse/new-warehouse',
    );
  },
};
