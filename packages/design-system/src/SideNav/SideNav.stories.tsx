import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Avatar } from '../Avatar';
import {
  AdminIcon,
  BillingIcon,
  OrdersIcon,
  SettingsIcon,
  ShippingLineIcon,
  WarehouseIcon,
} from '../icons';
import { theme } from '../tokens';
import { SideNav } from './SideNav';
import type { SideNavLinkProps, SideNavProps } from './SideNav';

const items: SideNavProps['items'] = [
  {
    key: 'warehouse',
    label: 'Warehouse and Parcels',
    icon: <WarehouseIcon />,
    href: '#/warehouse',
  },
  {
    key: 'shippingLines',
    label: 'Shipping Lines',
    icon: <ShippingLineIcon />,
    href: '#/shippingLines',
  },
  { key: 'orders', label: 'Orders', icon: <OrdersIcon />, href: '#/orders' },
  { key: 'billing', label: 'Billing', icon: <BillingIcon />, href: '#/billing' },
  { key: 'admin', label: 'Admin', icon: <AdminIcon />, href: '#/admin' },
];

const brand = (
  <span style={{ fontSize: theme.font.size.lg, fontWeight: theme.font.weight.semibold }}>
    Jiyun 集运
  </span>
);

const userArea = (
  <a
    href="#/settings"
    style={{
      display: 'flex',
      alignItems: 'center',
      gap: 12,
      padding: '4px 8px',
      color: 'inherit',
      textDecoration: 'none',
    }}
  >
    <Avatar name="Wang Xiaoming" size="md" />
    <span>Wang Xiaoming</span>
    <SettingsIcon style={{ marginLeft: 'auto' }} />
  </a>
);

function ControlledSideNav(args: SideNavProps) {
  const [collapsed, setCollapsed] = useState(args.collapsed);
  return (
    <SideNav
      {...args}
      collapsed={collapsed}
      onCollapsedChange={(next) => {
        setCollapsed(next);
        args.onCollapsedChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Navigation/SideNav',
  component: SideNav,
  tags: ['autodocs'],
  args: {
    items,
    activeKey: 'orders',
    collapsed: false,
    onCollapsedChange: fn(),
    header: brand,
    footer: userArea,
  },
  argTypes: {
    header: { control: false },
    footer: { control: false },
    linkComponent: { control: false },
  },
  parameters: { layout: 'fullscreen' },
  render: (args) => <ControlledSideNav {...args} />,
  decorators: [
    (Story) => (
      <div style={{ height: 560, display: 'flex' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

const widthOf = (el: HTMLElement) => el.getBoundingClientRect().width;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(widthOf(nav)).toBe(300);
    await expect(canvas.getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Billing' })).not.toHaveAttribute('aria-current');

    const toggle = canvas.getByRole('button', { name: 'Collapse navigation' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(true);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAccessibleName('Expand navigation');
    await waitFor(() => expect(widthOf(nav)).toBe(60));

    await userEvent.click(toggle);
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(widthOf(nav)).toBe(300));
  },
};

export const Collapsed: Story = {
  args: { collapsed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(widthOf(canvas.getByRole('navigation'))).toBe(60);
    const orders = canvas.getByRole('link', { name: 'Orders' });
    await expect(orders).toHaveAttribute('title', 'Orders');
    await expect(orders).toHaveAttribute('aria-current', 'page');
    await expect(orders).not.toHaveTextContent('Orders');
    await expect(canvas.getByRole('button', { name: 'Expand navigation' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

function RouterLikeLink({ href, children, ...rest }: SideNavLinkProps) {
  return (
    <a {...rest} href={href} data-router-link="">
      {children}
    </a>
  );
}

/** The app passes a component wrapping its router's Link; it receives the styles as className. */
export const WithLinkComponent: Story = {
  args: { linkComponent: RouterLikeLink, activeKey: 'warehouse' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Warehouse and Parcels' });
    await expect(link).toHaveAttribute('data-router-link');
    await expect(link).toHaveAttribute('href', '#/warehouse');
    await expect(link.className).not.toBe('');
  },
};

export const WithoutHeaderAndFooter: Story = {
  args: { header: undefined, footer: undefined, activeKey: undefined },
};

export const ChineseText: Story = {
  args: {
    label: '主导航',
    collapseLabel: '收起导航',
    expandLabel: '展开导航',
    activeKey: 'shippingLines',
    items: [
      { key: 'warehouse', label: '仓库与包裹', icon: <WarehouseIcon />, href: '#/warehouse' },
      {
        key: 'shippingLines',
        label: '物流专线',
        icon: <ShippingLineIcon />,
        href: '#/shippingLines',
      },
      { key: 'orders', label: '订单', icon: <OrdersIcon />, href: '#/orders' },
      { key: 'billing', label: '账单', icon: <BillingIcon />, href: '#/billing' },
      { key: 'admin', label: '管理', icon: <AdminIcon />, href: '#/admin' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: '主导航' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '收起导航' })).toBeVisible();
  },
};
