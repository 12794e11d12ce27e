import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TabPanel } from './TabPanel';
import { Tabs } from './Tabs';
import type { TabLinkProps, TabsProps } from './Tabs';

const lineTabs = [
  { value: 'index', label: 'Basic information' },
  { value: 'size', label: 'Parcel size' },
  { value: 'price', label: 'Price settings' },
];

/** Tabs are controlled; the stories own `value` like a page would, and show the current panel. */
function TabsWithPanels(args: TabsProps) {
  const [value, setValue] = useState(args.value);
  const current = args.items.find((item) => item.value === value);
  return (
    <>
      <Tabs
        {...args}
        value={value}
        onChange={(next) => {
          args.onChange(next);
          setValue(next);
        }}
      />
      <TabPanel tabsId={args.id} value={value}>
        {current?.label} of the Shenzhen → Toronto express line.
      </TabPanel>
    </>
  );
}

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: {
    id: 'shipping-line',
    label: 'Shipping line sections',
    value: 'index',
    items: lineTabs,
    onChange: fn(),
  },
  render: (args) => <TabsWithPanels {...args} />,
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist', { name: 'Shipping line sections' });
    const basic = within(list).getByRole('tab', { name: 'Basic information' });
    await expect(basic).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Basic information' })).toHaveTextContent(
      'Basic information of the Shenzhen',
    );
  },
};

/** A click on a tab shows its panel. */
export const SwitchingTabs: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist', { name: 'Shipping line sections' });
    const basic = within(list).getByRole('tab', { name: 'Basic information' });
    await expect(basic).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Basic information' })).toHaveTextContent(
      'Basic information of the Shenzhen',
    );

    await userEvent.click(within(list).getByRole('tab', { name: 'Price settings' }));
    await expect(args.onChange).toHaveBeenCalledWith('price');
    await expect(within(list).getByRole('tab', { name: 'Price settings' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(basic).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByRole('tabpanel', { name: 'Price settings' })).toBeVisible();
  },
};

export const KeyboardNavigation: Story = {
  args: {
    items: [
      { value: 'index', label: 'Basic information' },
      { value: 'size', label: 'Parcel size', disabled: true },
      { value: 'price', label: 'Price settings' },
      { value: 'history', label: 'History' },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const tab = (name: string) => canvas.getByRole('tab', { name });
    await expect(tab('Basic information')).toHaveAttribute('tabindex', '0');
    await expect(tab('Price settings')).toHaveAttribute('tabindex', '-1');

    await userEvent.tab();
    await expect(tab('Basic information')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Price settings')).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('price');
    await expect(tab('Price settings')).toHaveAttribute('aria-selected', 'true');
    await expect(tab('Price settings')).toHaveAttribute('tabindex', '0');

    await userEvent.keyboard('{End}');
    await expect(tab('History')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Basic information')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tab('History')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(tab('Basic information')).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('index');
    await expect(args.onChange).not.toHaveBeenCalledWith('size');

    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const WithDisabledTab: Story = {
  args: {
    items: [
      { value: 'index', label: 'Basic information' },
      { value: 'size', label: 'Parcel size', disabled: true },
      { value: 'price', label: 'Price settings' },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const size = within(canvasElement).getByRole('tab', { name: 'Parcel size' });
    await expect(size).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(size);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Route tabs render links through `linkComponent`, e.g. a wrapper around the router's Link. */
function RouterLink({ href, children, onClick, ...rest }: TabLinkProps) {
  return (
    <a
      href={href}
      data-router-link=""
      {...rest}
      onClick={(event) => {
        // A router's Link navigates in the page instead of loading it.
        event.preventDefault();
        onClick(event);
      }}
    >
      {children}
    </a>
  );
}

export const RouteTabs: Story = {
  args: {
    id: 'orders',
    label: 'Order lists',
    value: 'orders',
    items: [
      { value: 'orders', label: 'Order list', href: '/orders' },
      { value: 'returnOrder', label: 'Return parcel list', href: '/orders/returnOrder' },
    ],
    linkComponent: RouterLink,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const orders = canvas.getByRole('tab', { name: 'Order list' });
    const returns = canvas.getByRole('tab', { name: 'Return parcel list' });
    await expect(returns).toHaveAttribute('href', '/orders/returnOrder');
    await expect(returns).toHaveAttribute('data-router-link');

    // Arrowing over link tabs moves focus only; it does not navigate.
    orders.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(returns).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();

    await userEvent.click(returns);
    await expect(args.onChange).toHaveBeenCalledWith('returnOrder');
    await expect(returns).toHaveAttribute('aria-selected', 'true');
  },
};

export const ManyTabs: Story = {
  args: {
    id: 'warehouse',
    label: 'Parcel statuses',
    value: 'stored',
    items: [
      'Pending Inbound',
      'In Stock',
      'Exception',
      'Dispatched',
      'In Transit',
      'Delivered',
      'Returned',
      'Return processing',
      'Restored',
      'Undeclared',
      'Missing Owner',
    ].map((label, i) => ({ value: i === 1 ? 'stored' : `s${i}`, label })),
  },
};

export const ChineseText: Story = {
  args: {
    label: '物流专线信息',
    items: [
      { value: 'index', label: '基本信息' },
      { value: 'size', label: '包裹尺寸' },
      { value: 'price', label: '价格设置' },
    ],
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('tablist', { name: '物流专线信息' });
    await expect(within(list).getByRole('tab', { name: '基本信息' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
