import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppStoryScreen } from '../../../../test/AppStoryScreen';
import { draftThrough } from '../stories/fixtures';
import { wizardHandlers, wizardPageLoad } from '../stories/story-kit';

const meta = {
  title: 'Pages/Shipping Lines/New line/2 Coverage',
  component: AppStoryScreen,
  args: { entry: '/shippingLines/new-shipping-line/coverage' },
  parameters: { layout: 'fullscreen', msw: { handlers: wizardHandlers } },
  loaders: [wizardPageLoad(draftThrough('main'))],
} satisfies Meta<typeof AppStoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('checkbox', { name: 'Ontario' }, { timeout: 5000 }),
    ).not.toBeChecked();
    await expect(canvas.getByText('0 of 8 provinces chosen')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Provinces and cities' })).toBeVisible();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('checkbox', { name: 'Ontario' }, { timeout: 5000 });
    const selectAll = canvas.getByRole('checkbox', { name: 'Select all provinces and cities' });
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Choose at least one province.')).toBeVisible();

    // Select all, then deselecting Ontario drops its cities.
    await userEvent.click(selectAll);
    await expect(canvas.getByText('8 of 8 provinces chosen')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Toronto' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Ontario' }));
    await expect(canvas.getByText('7 of 8 provinces chosen')).toBeVisible();
    await expect(canvas.queryByRole('checkbox', { name: 'Toronto' })).toBeNull();
    await expect(selectAll).not.toBeChecked();

    // A province left without a city is named.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'All cities of Quebec' }));
    await expect(canvas.getByRole('checkbox', { name: 'Montreal' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Choose at least one city of this province.')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Montreal' }));
    await expect(canvas.queryByText('Choose at least one city of this province.')).toBeNull();
  },
};

export const SearchLongList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('checkbox', { name: 'Ontario' }, { timeout: 5000 });
    const search = canvas.getByRole('searchbox', { name: 'Search provinces and cities' });
    await userEvent.type(search, 'rich');
    // A city match shows its province with only that city, ready to choose.
    await expect(canvas.queryByRole('checkbox', { name: 'Ontario' })).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Richmond' }));
    await expect(canvas.getByRole('checkbox', { name: 'British Columbia' })).toBePartiallyChecked();
    await userEvent.clear(search);
    await expect(canvas.getByRole('checkbox', { name: 'Vancouver' })).not.toBeChecked();
    await expect(canvas.getByText('1 of 8 provinces chosen')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Global pricing' }, { timeout: 5000 }),
    ).toBeVisible();
    // Next sits below the long list; the next step opens at the top of the page, stepper first.
    await expect(window.scrollY).toBe(0);
  },
};
