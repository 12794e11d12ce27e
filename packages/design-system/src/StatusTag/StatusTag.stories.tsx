import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { theme } from '../tokens';
import { statusTable } from './model';
import type { StatusKind } from './model';
import { StatusTag } from './StatusTag';

const meta = {
  title: 'Display/StatusTag',
  component: StatusTag,
  tags: ['autodocs'],
  args: { kind: 'order', status: 'shipped' },
  argTypes: {
    kind: {
      control: 'select',
      options: ['order', 'return', 'parcel', 'warehouse', 'shippingLine', 'settlement'],
    },
  },
} satisfies Meta<typeof StatusTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const tag = within(canvasElement).getByText('Shipped');
    await expect(tag).toBeVisible();
    await expect(tag).toHaveAttribute('data-tone', 'info');
  },
};

const kindNames: Record<StatusKind, string> = {
  order: 'Order',
  return: 'Return order',
  parcel: 'Parcel',
  warehouse: 'Warehouse',
  shippingLine: 'Shipping line',
  settlement: 'Settlement',
};

/** Every status of every kind, with its tone. */
export const AllStatuses: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: theme.space[4] }}>
      {(Object.keys(statusTable) as StatusKind[]).map((kind) => (
        <section key={kind} aria-label={kindNames[kind]}>
          <h3
            style={{
              fontSize: theme.font.size.sm,
              color: theme.color.text.secondary,
              marginBottom: theme.space[2],
            }}
          >
            {kindNames[kind]}
          </h3>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: theme.space[2] }}>
            {Object.keys(statusTable[kind]).map((status) => (
              <StatusTag key={status} kind={kind} status={status} />
            ))}
          </div>
        </section>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const parcel = within(canvas.getByRole('region', { name: 'Parcel' }));
    await expect(parcel.getByText('In Stock')).toHaveAttribute('data-tone', 'success');
    await expect(parcel.getByText('Exception')).toHaveAttribute('data-tone', 'danger');
    const settlement = within(canvas.getByRole('region', { name: 'Settlement' }));
    await expect(settlement.getByText('Under Review')).toHaveAttribute('data-tone', 'info');
  },
};

export const UnknownStatus: Story = {
  args: { kind: 'order', status: 'on_hold' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('on_hold')).toHaveAttribute(
      'data-tone',
      'neutral',
    );
  },
};

export const ChineseText: Story = {
  args: { kind: 'parcel', status: 'stored', label: '在库' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('在库')).toHaveAttribute('data-tone', 'success');
  },
};

export const LongText: Story = {
  args: { kind: 'settlement', status: 'under_review', label: 'Under review by the finance team' },
};
