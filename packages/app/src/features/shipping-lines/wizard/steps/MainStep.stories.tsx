import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { AppStoryScreen } from '../../../../test/AppStoryScreen';
import { appStore } from '../../../../state/store';
import { pngFile } from '../../../../test/png-file';
import { wizardImageAtom } from '../draft-atoms';
import { wizardHandlers, wizardPageLoad } from '../stories/story-kit';

const meta = {
  title: 'Pages/Shipping Lines/New line/1 Main route',
  component: AppStoryScreen,
  args: { entry: '/shippingLines/new-shipping-line/main' },
  parameters: { layout: 'fullscreen', msw: { handlers: wizardHandlers } },
  loaders: [wizardPageLoad()],
} satisfies Meta<typeof AppStoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('combobox', { name: 'Destination' }, { timeout: 5000 }),
    ).toHaveValue('');
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'New shipping line' }),
    ).toBeVisible();
    const steps = within(canvas.getByRole('list', { name: 'Steps of the new shipping line' }));
    await expect(steps.getAllByRole('listitem')).toHaveLength(5);
    await expect(steps.getByText('Main route')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Departing country' })).toHaveValue('China');
    await expect(canvas.getByRole('combobox', { name: 'Transport method' })).toBeDisabled();
  },
};

/**
 * The line's picture (A49): a real PNG is taken and kept for the submit; a program renamed .png
 * is refused by its first bytes, in words.
 */
export const ChoosesAnImage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('combobox', { name: 'Destination' }, { timeout: 5000 });
    const input = canvasElement.querySelector<HTMLInputElement>('input[name="image"]');
    if (!input) throw new Error('The line image has no file input.');
    const program = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03])], 'setup-cover.png', {
      type: 'image/png',
    });
    await userEvent.upload(input, program);
    await expect(
      await canvas.findByText('setup-cover.png is not a JPG or PNG image.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(appStore.get(wizardImageAtom)).toBeNull();
    await userEvent.upload(input, pngFile('加拿大空运普货-封面图片.png'));
    await expect(
      await canvas.findByRole('img', { name: '加拿大空运普货-封面图片.png' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(appStore.get(wizardImageAtom)?.name).toBe('加拿大空运普货-封面图片.png');
  },
};

export const InChinese: Story = {
  loaders: [wizardPageLoad(undefined, 'zhHans')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('combobox', { name: '目的地' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: '新建物流专线' })).toBeVisible();
    await expect(
      await canvas.findByRole('option', { name: '加拿大' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const destination = await canvas.findByRole(
      'combobox',
      { name: 'Destination' },
      { timeout: 5000 },
    );
    await canvas.findByRole('option', { name: 'Canada' }, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Enter the name customers see.')).toBeVisible();
    await expect(canvas.getByText('Choose a destination.')).toBeVisible();
    await expect(canvas.getByText('Choose a transport method.')).toBeVisible();
    await expect(canvas.getByText('Choose a goods type.')).toBeVisible();
    await expect(canvas.getAllByText('Enter a whole number greater than 0.')).toHaveLength(2);
    // The cursor goes to the first problem: the name (A49).
    await expect(canvas.getByRole('textbox', { name: /Display name/ })).toHaveFocus();

    // Transport follows the destination, goods type follows the transport.
    const transport = canvas.getByRole('combobox', { name: 'Transport method' });
    const goods = canvas.getByRole('combobox', { name: 'Goods type' });
    await userEvent.selectOptions(destination, 'CA');
    await userEvent.selectOptions(transport, 'sea');
    await expect(within(goods).queryByRole('option', { name: 'Sensitive goods' })).toBeNull();
    await userEvent.selectOptions(transport, 'air');
    await userEvent.selectOptions(goods, 'sensitive');
    await userEvent.selectOptions(transport, 'sea');
    await expect(goods).toHaveValue('');
    await userEvent.selectOptions(goods, 'general');
    await userEvent.selectOptions(destination, 'US');
    await expect(transport).toHaveValue('');
    await expect(goods).toHaveValue('');

    // Digits only; the shortest time must be shorter, in days (A18): 3 weeks is not < 10 days.
    const min = canvas.getByRole('textbox', { name: 'Shortest delivery time' });
    await userEvent.type(min, '3a');
    await expect(min).toHaveValue('3');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Unit of the shortest time' }),
      'weeks',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Longest delivery time' }), '10');
    await expect(
      canvas.getByText('The shortest time must be less than the longest time.'),
    ).toBeVisible();
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Unit of the longest time' }),
      'weeks',
    );
    await expect(
      canvas.queryByText('The shortest time must be less than the longest time.'),
    ).toBeNull();
  },
};

export const CompleteGoesToCoverage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const destination = await canvas.findByRole(
      'combobox',
      { name: 'Destination' },
      { timeout: 5000 },
    );
    await canvas.findByRole('option', { name: 'Canada' }, { timeout: 5000 });
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Display name/ }),
      '深圳—温哥华空运普货物流专线 Shenzhen–Vancouver Air Express',
    );
    await userEvent.selectOptions(destination, 'CA');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Transport method' }),
      'air',
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Goods type' }), 'general');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Shortest delivery time' }), '7');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Longest delivery time' }), '14');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(
      await canvas.findByRole(
        'heading',
        { name: 'Provinces and cities covered' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
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
  play: async () => {
    const body = within(document.body);
    const dialog = await body.findByRole(
      'dialog',
      { name: 'An active warehouse is needed' },
      { timeout: 5000 },
    );
    await expect(within(dialog).getByRole('button', { name: 'Create warehouse' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Back to list' })).toBeVisible();
  },
};

export const RoutesFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/v1/merchants/routes', () =>
          HttpResponse.json({ message: 'Boom', code: 'INTERNAL' }, { status: 500 }),
        ),
        ...wizardHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'Failed to load the available routes. Please try again.',
        {},
        { timeout: 8000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
