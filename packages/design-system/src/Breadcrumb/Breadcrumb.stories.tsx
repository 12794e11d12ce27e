import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Breadcrumb } from './Breadcrumb';
import type { BreadcrumbLinkProps } from './Breadcrumb';

const navigate = fn();

/** What an app passes: a wrapper around its router's Link. */
function RouterLink({ href, children, ...rest }: BreadcrumbLinkProps) {
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

const meta = {
  title: 'Navigation/Breadcrumb',
  component: Breadcrumb,
  tags: ['autodocs'],
  args: {
    items: [
      { label: 'Warehouse', href: '/warehouse' },
      { label: 'Shenzhen Bao’an', href: '/warehouse/12' },
      { label: 'New parcel' },
    ],
    linkComponent: RouterLink,
  },
  argTypes: { linkComponent: { control: false } },
  beforeEach: () => navigate.mockClear(),
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    const inNav = within(nav);
    await expect(inNav.getAllByRole('listitem')).toHaveLength(3);
    await expect(inNav.getAllByRole('link')).toHaveLength(2);
    const current = inNav.getByText('New parcel');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(inNav.queryByRole('link', { name: 'New parcel' })).not.toBeInTheDocument();
    for (const separator of nav.querySelectorAll('svg')) {
      await expect(separator.closest('[aria-hidden="true"]')).not.toBeNull();
    }

    await userEvent.click(inNav.getByRole('link', { name: 'Shenzhen Bao’an' }));
    await expect(navigate).toHaveBeenCalledWith('/warehouse/12');
  },
};

export const WithPlainLinks: Story = {
  args: {
    linkComponent: undefined,
    items: [
      { label: 'Shipping Lines', href: '/shippingLines' },
      { label: 'Toronto Express Details' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Shipping Lines' }),
    ).toHaveAttribute('href', '/shippingLines');
  },
};

export const LongLabels: Story = {
  args: {
    items: [
      { label: 'Shipping Lines', href: '/shippingLines' },
      {
        label:
          'Shenzhen to Toronto express air freight for general goods and small electronics Details',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const current = within(canvasElement).getByText(/Shenzhen to Toronto express/);
    await expect(current).toHaveAttribute('title', current.textContent);
    await expect(current.scrollWidth).toBeGreaterThan(current.clientWidth);
  },
};

export const SingleItem: Story = {
  args: { items: [{ label: 'Warehouse', href: '/warehouse' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.getByText('Warehouse')).toHaveAttribute('aria-current', 'page');
  },
};

export const ChineseText: Story = {
  args: {
    label: '面包屑',
    items: [{ label: '物流专线', href: '/shippingLines' }, { label: '多伦多特快 详情' }],
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: '面包屑' });
    await expect(within(nav).getByRole('link', { name: '物流专线' })).toBeVisible();
  },
};
