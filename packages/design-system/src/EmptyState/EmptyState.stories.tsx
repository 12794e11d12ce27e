import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { SearchIllustration } from './illustrations';
import { EmptyState } from './EmptyState';

const addWarehouse = fn();

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    title: 'No warehouses yet',
    description: 'Add a warehouse to start receiving parcels.',
    illustration: 'box',
    action: <Button onClick={addWarehouse}>Add warehouse</Button>,
  },
  argTypes: {
    illustration: { control: 'inline-radio', options: ['box', 'search', 'error'] },
    action: { control: false },
  },
  beforeEach: () => addWarehouse.mockClear(),
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'No warehouses yet' }),
    ).toBeVisible();
    await expect(canvas.getByText('Add a warehouse to start receiving parcels.')).toBeVisible();
    await expect(
      canvasElement.querySelector('svg')?.closest('[aria-hidden="true"]'),
    ).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Add warehouse' }));
    await expect(addWarehouse).toHaveBeenCalledTimes(1);
  },
};

export const NoSearchResults: Story = {
  args: {
    illustration: 'search',
    title: 'No results found',
    description: 'Try another tracking number or clear the filters.',
    action: undefined,
  },
};

export const LoadError: Story = {
  args: {
    illustration: 'error',
    title: 'Could not load shipping lines',
    description: 'Check your connection, then try again.',
    action: <Button variant="secondary">Try again</Button>,
  },
};

export const WithoutIllustration: Story = {
  args: {
    illustration: null,
    headingLevel: 3,
    title: 'No notifications',
    description: undefined,
    action: undefined,
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toBeNull();
    await expect(within(canvasElement).getByRole('heading', { level: 3 })).toHaveTextContent(
      'No notifications',
    );
  },
};

export const CustomIllustration: Story = {
  args: { illustration: <SearchIllustration />, title: 'Nothing matches “Toronto express”' },
};

export const LongText: Story = {
  args: {
    title: 'No shipping lines from China to Canada for oversized furniture parcels yet',
    description:
      'Create a shipping line with a route, coverage, pricing and a linked warehouse. New lines are reviewed within 2-4 business days before customers can choose them.',
    action: <Button>Add shipping line</Button>,
  },
};

export const ChineseText: Story = {
  args: {
    title: '暂无仓库',
    description: '添加仓库后即可开始接收包裹。',
    action: <Button onClick={addWarehouse}>添加仓库</Button>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '暂无仓库' })).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: '添加仓库' })).toBeVisible();
  },
};
