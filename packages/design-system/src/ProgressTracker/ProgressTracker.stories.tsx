import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressTracker } from './ProgressTracker';

const meta = {
  title: 'Display/ProgressTracker',
  component: ProgressTracker,
  tags: ['autodocs'],
  args: { stage: 'shipped' },
  argTypes: {
    stage: { control: 'inline-radio', options: ['packing', 'packed', 'shipped', 'delivered'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressTracker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Order progress: Shipped' });
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Packing',
      'Packed',
      'Shipped',
      'Delivered',
    ]);
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
    await expect(items.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(1);
  },
};

export const Packing: Story = {
  args: { stage: 'packing' },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Order progress: Packing' });
    await expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
  },
};

export const Packed: Story = { args: { stage: 'packed' } };

export const Delivered: Story = {
  args: { stage: 'delivered' },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Order progress: Delivered' });
    await expect(within(list).getAllByRole('listitem')[3]).toHaveAttribute('aria-current', 'step');
  },
};

export const ChineseText: Story = {
  args: {
    stage: 'packed',
    labels: {
      packing: '打包中',
      packed: '已打包',
      shipped: '已发货',
      delivered: '已送达',
      summary: '订单进度：{stage}',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('list', { name: '订单进度：已打包' }),
    ).toBeVisible();
  },
};

export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 280 }}>
        <Story />
      </div>
    ),
  ],
};
