import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppStoryScreen } from '../../../../test/AppStoryScreen';
import { draftThrough } from '../stories/fixtures';
import { wizardHandlers, wizardPageLoad } from '../stories/story-kit';

const meta = {
  title: 'Pages/Shipping Lines/New line/3 Pricing',
  component: AppStoryScreen,
  args: { entry: '/shippingLines/new-shipping-line/pricing' },
  parameters: { layout: 'fullscreen', msw: { handlers: wizardHandlers } },
  loaders: [wizardPageLoad(draftThrough('coverage'))],
} satisfies Meta<typeof AppStoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('textbox', { name: 'Base price' }, { timeout: 5000 }),
    ).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Currency' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Dimensional factor' })).toHaveValue('5000');
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const base = await canvas.findByRole('textbox', { name: 'Base price' }, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getAllByText('Enter a value.')).toHaveLength(2);
    await expect(base).toHaveFocus();

    // One decimal point, leading zeros dropped; 0 is not a price.
    await userEvent.type(base, '007.5.0');
    await expect(base).toHaveValue('7.50');
    const additional = canvas.getByRole('textbox', { name: 'Additional weight price' });
    await userEvent.type(additional, '0');
    await expect(canvas.getByText('Enter a number greater than 0.')).toBeVisible();
    await userEvent.type(additional, '.5');
    await expect(canvas.queryByText('Enter a number greater than 0.')).toBeNull();
    // The dimensional factor keeps what was typed.
    const divisor = canvas.getByRole('textbox', { name: 'Dimensional factor' });
    await userEvent.clear(divisor);
    await userEvent.type(divisor, '06000');
    await expect(divisor).toHaveValue('06000');
  },
};

export const ExceptionCity: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const add = await canvas.findByRole(
      'combobox',
      { name: 'Add an exception city' },
      { timeout: 5000 },
    );
    await userEvent.click(add);
    // The spec's suggestions come first among the covered cities.
    const options = within(await within(document.body).findByRole('listbox')).getAllByRole(
      'option',
    );
    await expect(options[0]).toHaveTextContent('Toronto');
    await expect(options[0]).toHaveTextContent('Suggested');
    await userEvent.click(options[0] as HTMLElement);

    // A19: a new exception starts at base 0, additional 0, 1 kg, per kg, factor 5000.
    const toronto = canvas.getByRole('region', { name: 'Toronto' });
    const row = within(toronto);
    await expect(row.getByRole('textbox', { name: 'Base price · Toronto' })).toHaveValue('0');
    await expect(row.getByRole('combobox', { name: 'First weight · Toronto' })).toHaveValue('1');
    await expect(
      row.getByRole('combobox', { name: 'Additional weight unit · Toronto' }),
    ).toHaveValue('per_kg');
    await expect(row.getByRole('textbox', { name: 'Dimensional factor · Toronto' })).toHaveValue(
      '5000',
    );

    await userEvent.type(canvas.getByRole('textbox', { name: 'Base price' }), '45');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Additional weight price' }), '12');
    await userEvent.clear(row.getByRole('textbox', { name: 'Dimensional factor · Toronto' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(row.getByText('Enter a value.')).toBeVisible();
    await userEvent.click(row.getByRole('button', { name: 'Remove Toronto' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Linked warehouse' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};
