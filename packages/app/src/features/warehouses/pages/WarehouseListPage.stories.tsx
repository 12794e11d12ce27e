import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { warehouses } from '../stories/fixtures';
import { AppStoryScreen, freshPageLoad } from '../../../test/AppStoryScreen';
import { ownerUser } from '../../../test/fixtures';

/** A team member with the warehouse permission and no admin: an operator. */
const operatorUser = {
  ...ownerUser,
  id: 'usr_operator',
  type: 'sub' as const,
  first_name: 'Lin',
  last_name: 'Chen',
  permissions: ['warehouse' as const, 'orders' as const],
};

const list = (data: unknown) =>
  http.get('/api/v1/merchants/warehouses', () => HttpResponse.json({ data }));

const meta = {
  title: 'Pages/Warehouses/List',
  component: AppStoryScreen,
  args: { entry: '/warehouse' },
  parameters: { layout: 'fullscreen', msw: { handlers: [list(warehouses)] } },
  loaders: [freshPageLoad({ signedIn: true })],
} satisfies Meta<typeof AppStoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole(
      'link',
      { name: 'Vancouver Main Warehouse' },
      { timeout: 5000 },
    );
    await expect(card).toHaveAttribute('href', `/warehouse/${warehouses[1]?.id ?? ''}`);
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(3);
    await expect(
      within(cards[1] as HTMLElement).getByText('Vancouver, British Columbia, Canada'),
    ).toBeVisible();
    await expect(within(cards[2] as HTMLElement).getByText('Suspended')).toBeVisible();
    await expect(within(cards[2] as HTMLElement).getByText('No operators assigned')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add warehouse' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [list([])] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No warehouses yet' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Add warehouse' })).toHaveLength(1);
  },
};

/** An operator sees the warehouses assigned to them and cannot create one. */
export const AsOperator: Story = {
  parameters: { msw: { handlers: [list(warehouses.slice(0, 2))] } },
  loaders: [freshPageLoad({ signedIn: true, user: operatorUser })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Vancouver Main Warehouse' }, { timeout: 5000 });
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: 'Add warehouse' })).toBeNull();
  },
};

export const EmptyAsOperator: Story = {
  parameters: { msw: { handlers: [list([])] } },
  loaders: [freshPageLoad({ signedIn: true, user: operatorUser })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No warehouses yet' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'No warehouse is assigned to you yet. Ask the owner to add you as an operator.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add warehouse' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/v1/merchants/warehouses', async () => {
          await delay('infinite');
          return HttpResponse.json({ data: [] });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole(
      'heading',
      { level: 1, name: 'Warehouse and Parcels' },
      { timeout: 5000 },
    );
    // Nothing for the first 500 ms, then the spinner's label.
    await expect(canvas.queryByText('Loading warehouses…')).toBeNull();
    await expect(
      await canvas.findByText('Loading warehouses…', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/v1/merchants/warehouses', () =>
          HttpResponse.json({ message: 'boom', code: 'INTERNAL' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Server errors are asked twice more before the page gives up.
    await expect(
      await canvas.findByText('Failed to load warehouses', {}, { timeout: 10000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
