import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Timeline } from './Timeline';
import type { TimelineItem } from './Timeline';

const orderEvents: TimelineItem[] = [
  { key: 'created', title: 'Order created', time: '2026-11-02 9:14 AM' },
  { key: 'paid', title: 'Payment received', time: '2026-11-04 3:40 PM', tone: 'info' },
  {
    key: 'completed',
    title: 'Order completed',
    time: '2026-11-21 11:05 AM',
    tone: 'success',
    description: 'Delivered to the receiver in Toronto.',
  },
];

const meta = {
  title: 'Display/Timeline',
  component: Timeline,
  tags: ['autodocs'],
  args: { items: orderEvents, label: 'Order timeline' },
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Order timeline' });
    const items = within(list).getAllByRole('listitem');
    await expect(list.tagName).toBe('OL');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Order created2026-11-02 9:14 AM');
    await expect(items[2]).toHaveTextContent('Delivered to the receiver in Toronto.');
  },
};

export const Tones: Story = {
  args: {
    items: [
      { key: 'n', title: 'Neutral event', time: '2026-11-01 8:00 AM', tone: 'neutral' },
      { key: 'i', title: 'Information', time: '2026-11-02 8:00 AM', tone: 'info' },
      { key: 's', title: 'Success', time: '2026-11-03 8:00 AM', tone: 'success' },
      { key: 'w', title: 'Warning', time: '2026-11-04 8:00 AM', tone: 'warning' },
      { key: 'd', title: 'Problem', time: '2026-11-05 8:00 AM', tone: 'danger' },
    ],
  },
};

export const WithoutTimes: Story = {
  args: {
    items: [
      { key: 'a', title: 'Parcel received at the warehouse' },
      { key: 'b', title: 'Parcel packed' },
    ],
  },
};

/** With `emptyLabel`, an empty timeline says so. */
export const Empty: Story = {
  args: { items: [], emptyLabel: 'No events yet' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No events yet')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Without `emptyLabel`, an empty timeline renders nothing. */
export const EmptyRendersNothing: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
    await expect(canvasElement).toHaveTextContent('');
  },
};

export const LongText: Story = {
  args: {
    items: [
      {
        key: 'note',
        title: 'Customer support added a note to the order about the receiver address',
        time: '2026-11-10 4:22 PM',
        description:
          'The receiver asked to deliver the parcel to the building reception at 1200-100-Queen-Street-West-Toronto-Ontario instead of the apartment door.',
      },
      ...orderEvents,
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
};

export const ChineseText: Story = {
  args: {
    label: '订单时间线',
    items: [
      { key: 'created', title: '订单已创建', time: '2026-11-02 9:14 AM' },
      { key: 'paid', title: '已付款', time: '2026-11-04 3:40 PM' },
      { key: 'completed', title: '订单已完成', time: '2026-11-21 11:05 AM', tone: 'success' },
    ],
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: '订单时间线' });
    await expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('已付款');
  },
};
