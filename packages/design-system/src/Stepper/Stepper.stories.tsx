import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stepper } from './Stepper';
import type { StepperStep } from './Stepper';

const wizardSteps: StepperStep[] = [
  { key: 'main', label: 'Main route' },
  { key: 'coverage', label: 'Coverage' },
  { key: 'pricing', label: 'Pricing' },
  { key: 'warehouse', label: 'Warehouse' },
  { key: 'deposit', label: 'Deposit' },
];

const meta = {
  title: 'Navigation/Stepper',
  component: Stepper,
  tags: ['autodocs'],
  args: { steps: wizardSteps, current: 'pricing' },
  argTypes: {
    current: { control: 'select', options: wizardSteps.map((step) => step.key) },
  },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Progress' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveTextContent('Main route (Completed)');
    await expect(items[1]).toHaveTextContent('Coverage (Completed)');
    await expect(items[2]).toHaveTextContent('Pricing (Current)');
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
    await expect(items[3]).toHaveTextContent('Warehouse (Upcoming)');
    await expect(items[4]).toHaveTextContent('Deposit (Upcoming)');
    await expect(items.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(1);
  },
};

export const FirstStep: Story = {
  args: { current: 'main' },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[0]).toHaveAttribute('aria-current', 'step');
    await expect(items[0]).toHaveTextContent('Main route (Current)');
    await expect(canvasElement).not.toHaveTextContent('Completed');
  },
};

export const LastStep: Story = {
  args: { current: 'deposit' },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[4]).toHaveAttribute('aria-current', 'step');
    await expect(canvasElement).not.toHaveTextContent('Upcoming');
  },
};

export const WithDescriptions: Story = {
  args: {
    current: 'coverage',
    steps: [
      { key: 'main', label: 'Main route', description: 'Origin, destination, method' },
      { key: 'coverage', label: 'Coverage', description: 'Provinces and cities' },
      { key: 'pricing', label: 'Pricing', description: 'Base and additional weight' },
      { key: 'warehouse', label: 'Warehouse', description: 'Where parcels are packed' },
      { key: 'deposit', label: 'Deposit', description: 'Paid offline, checked by staff' },
    ],
  },
};

/** On a narrow screen the steps wrap onto further rows. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    const tops = new Set(items.map((item) => Math.round(item.getBoundingClientRect().top)));
    await expect(tops.size).toBeGreaterThan(1);
    for (const item of items) {
      await expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(
        canvasElement.getBoundingClientRect().right,
      );
    }
  },
};

export const ChineseText: Story = {
  args: {
    current: 'warehouse',
    steps: [
      { key: 'main', label: '主要路线' },
      { key: 'coverage', label: '覆盖范围' },
      { key: 'pricing', label: '价格设置' },
      { key: 'warehouse', label: '仓库' },
      { key: 'deposit', label: '保证金' },
    ],
    labels: { completed: '已完成', current: '当前', upcoming: '未开始', list: '进度' },
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: '进度' });
    const items = within(list).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('主要路线 (已完成)');
    await expect(items[3]).toHaveTextContent('仓库 (当前)');
  },
};

export const LongText: Story = {
  args: {
    steps: [
      { key: 'main', label: 'Main route and transport method of the new line' },
      { key: 'coverage', label: 'Province and city coverage' },
      { key: 'pricing', label: 'Pricing with exceptions for particular cities' },
      { key: 'warehouse', label: 'Linked warehouse' },
      { key: 'deposit', label: 'Deposit' },
    ],
  },
};
