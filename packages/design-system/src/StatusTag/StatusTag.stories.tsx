import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { theme } from '../tokens';
import { StatusTag } from './StatusTag';
import type { StatusTone } from './StatusTag';

const tones: StatusTone[] = ['neutral', 'info', 'success', 'warning', 'danger'];

const meta = {
  title: 'Display/StatusTag',
  component: StatusTag,
  tags: ['autodocs'],
  args: { tone: 'info', label: 'Shipped' },
  argTypes: { tone: { control: 'inline-radio', options: tones } },
} satisfies Meta<typeof StatusTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const tag = within(canvasElement).getByText(args.label);
    await expect(tag).toBeVisible();
    await expect(tag).toHaveAttribute('data-tone', args.tone);
  },
};

const toneStory = (tone: StatusTone, label: string): Story => ({
  args: { tone, label },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(label)).toHaveAttribute('data-tone', tone);
  },
});

/** Nothing to do and nothing wrong: cancelled, returned, inactive. */
export const Neutral = toneStory('neutral', 'Cancelled');
/** Moving along on its own: packed, shipped, pending approval. */
export const Info = toneStory('info', 'Pending Approval');
/** Done or fine: in stock, delivered, approved. */
export const Success = toneStory('success', 'In Stock');
/** Someone must act: unpacked, pending inbound, unconfirmed. */
export const Warning = toneStory('warning', 'Pending Inbound');
/** A fault: exception, suspended, rejected. */
export const Danger = toneStory('danger', 'Exception');

const chinese: { tone: StatusTone; label: string }[] = [
  { tone: 'neutral', label: '已取消' },
  { tone: 'info', label: '已出库' },
  { tone: 'success', label: '在库' },
  { tone: 'warning', label: '待入库' },
  { tone: 'danger', label: '异常' },
];

/** Every tone with a Chinese label, as the app shows them by default. */
export const ChineseText: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: theme.space[2] }}>
      {chinese.map(({ tone, label }) => (
        <StatusTag key={tone} tone={tone} label={label} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const { tone, label } of chinese) {
      await expect(canvas.getByText(label)).toHaveAttribute('data-tone', tone);
    }
  },
};

/** A long label stays on one line. */
export const LongText: Story = {
  args: { tone: 'info', label: 'Under review by the finance team' },
  play: async ({ canvasElement }) => {
    const tag = within(canvasElement).getByText('Under review by the finance team');
    await expect(tag.getBoundingClientRect().height).toBeLessThanOrEqual(22);
  },
};
