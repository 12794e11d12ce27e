import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { variant: 'text', width: 240 },
  argTypes: { variant: { control: 'inline-radio', options: ['text', 'rect', 'circle'] } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

const bones = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLElement>('[data-skeleton]'));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const [bone] = bones(canvasElement);
    await expect(bone).toHaveAttribute('aria-hidden', 'true');
    await expect(bone?.getBoundingClientRect().width).toBe(240);
    // The test browser asks for reduced motion: no shimmer then.
    await expect(getComputedStyle(bone as HTMLElement).animationName).toBe('none');
  },
};

export const Paragraph: Story = {
  args: { lines: 3, width: undefined },
  play: async ({ canvasElement }) => {
    const [block] = bones(canvasElement);
    await expect(block).toHaveAttribute('aria-hidden', 'true');
    const bars = Array.from(block?.children ?? []);
    await expect(bars).toHaveLength(3);
    const [first, , last] = bars.map((bar) => bar.getBoundingClientRect().width);
    await expect(last).toBeCloseTo((first ?? 0) * 0.6, 0);
  },
};

export const Rect: Story = { args: { variant: 'rect', width: 320, height: 180 } };

export const Circle: Story = {
  args: { variant: 'circle', width: undefined },
  play: async ({ canvasElement }) => {
    const rect = bones(canvasElement)[0]?.getBoundingClientRect();
    await expect(rect?.width).toBe(40);
    await expect(rect?.height).toBe(40);
  },
};

/** A shipping line card while its data loads. */
export const CardPlaceholder: Story = {
  render: () => (
    <div
      aria-busy="true"
      style={{
        display: 'grid',
        gap: 16,
        width: 320,
        padding: 16,
        borderRadius: 10,
        background: 'var(--jy-color-surface-raised)',
      }}
    >
      <Skeleton variant="rect" height={140} />
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <Skeleton variant="circle" width={32} />
        <Skeleton width="60%" />
      </div>
      <Skeleton lines={2} />
    </div>
  ),
};
