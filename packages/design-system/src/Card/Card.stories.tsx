import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Card } from './Card';
import type { CardLinkProps } from './Card';

const navigate = fn();

/** What an app passes: a wrapper around its router's Link. */
function RouterLink({ href, children, ...rest }: CardLinkProps) {
  return (
    <a
      href={href}
      {...rest}
      onClick={(event) => {
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}

/** Clicks where a pointer would: on whatever is drawn at the middle of `el` (the stretched target). */
async function clickOver(el: HTMLElement) {
  const box = el.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  await userEvent.click(hit as HTMLElement);
}

const warehouse = (
  <>
    <p>1288 Baoan Avenue, Shenzhen, Guangdong</p>
    <p>Free storage 30 days · 3 operators</p>
  </>
);

const meta = {
  title: 'Display/Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    title: 'Shenzhen Baoan',
    children: warehouse,
    padding: 'md',
  },
  argTypes: {
    padding: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    as: { control: 'inline-radio', options: ['section', 'article', 'div'] },
    children: { control: false },
    actions: { control: false },
    footer: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: () => navigate.mockClear(),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Shenzhen Baoan' })).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const Clickable: Story = {
  args: { onClick: fn(), as: 'article' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const target = canvas.getByRole('button', { name: 'Shenzhen Baoan' });
    await expect(canvas.getByRole('heading', { name: 'Shenzhen Baoan' })).toContainElement(target);

    await userEvent.tab();
    await expect(target).toHaveFocus();
    const card = canvasElement.querySelector('article') as HTMLElement;
    await expect(getComputedStyle(card).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);

    // A click anywhere on the card, not only on the title.
    await clickOver(canvas.getByText(/Free storage/));
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const AsLink: Story = {
  args: { href: '/warehouse/12', linkComponent: RouterLink, as: 'article' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Shenzhen Baoan' });
    await expect(link).toHaveAttribute('href', '/warehouse/12');
    await clickOver(canvas.getByText(/Baoan Avenue/));
    await expect(navigate).toHaveBeenCalledWith('/warehouse/12');
  },
};

export const WithActionsAndFooter: Story = {
  args: {
    onClick: fn(),
    actions: (
      <Button variant="text" size="sm" aria-label="Edit Shenzhen Baoan">
        Edit
      </Button>
    ),
    footer: (
      <Button variant="secondary" size="sm">
        Settings
      </Button>
    ),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await clickOver(canvas.getByRole('button', { name: 'Edit Shenzhen Baoan' }));
    await clickOver(canvas.getByRole('button', { name: 'Settings' }));
    await expect(args.onClick).not.toHaveBeenCalled();
    await clickOver(canvas.getByText(/Baoan Avenue/));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Paddings: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Card {...args} padding="sm" title="Small padding" />
      <Card {...args} padding="md" title="Medium padding" />
      <Card {...args} padding="lg" title="Large padding" />
    </div>
  ),
};

export const WithoutTitle: Story = {
  args: { title: undefined, children: 'Volumetric weight = L × W × H ÷ 5000.' },
};

export const LongText: Story = {
  args: {
    title: 'Shenzhen Baoan International Consolidation Warehouse for Oversized Parcels',
    children:
      'Building 7, Fuyong Logistics Park, 1288 Baoan Avenue, Baoan District, Shenzhen, Guangdong 518103, China',
    onClick: fn(),
  },
};

export const ChineseText: Story = {
  args: {
    title: '深圳宝安仓',
    children: '广东省深圳市宝安区宝安大道1288号',
    footer: <span>免费仓储 30 天</span>,
    href: '/warehouse/12',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '深圳宝安仓' })).toBeVisible();
  },
};
