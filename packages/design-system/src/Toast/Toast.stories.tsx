import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Toast } from './Toast';
import { ToastProvider, useToast } from './ToastProvider';
import type { ToastOptions } from './ToastProvider';

const meta = {
  title: 'Feedback/Toast',
  component: Toast,
  tags: ['autodocs'],
  args: {
    tone: 'success',
    title: 'Warehouse saved',
    message: 'Shenzhen Bao’an warehouse is ready for parcels.',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['success', 'error', 'info', 'warning'] },
    message: { control: 'text' },
  },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Warehouse saved');
  },
};

export const ErrorTone: Story = {
  name: 'Error',
  args: { tone: 'error', title: 'Could not save', message: 'Check your connection and try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Could not save');
  },
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Toast tone="success" message="Shipping line submitted for review." />
      <Toast tone="info" message="A new code was sent." />
      <Toast tone="warning" message="Deposit balance is low." />
      <Toast tone="error" message="The parcel could not be returned." />
    </div>
  ),
};

export const Dismissible: Story = {
  args: { onDismiss: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: {
    title: 'Order JY2026112100012345 could not be cancelled because it has already shipped',
    message:
      'Orders can be cancelled only while unpacked or packed. Contact the shipping line to stop a parcel that is already on its way to Toronto.',
    tone: 'warning',
  },
};

export const ChineseText: Story = {
  args: {
    title: '仓库已保存',
    message: '深圳宝安仓库已可接收包裹。',
    dismissLabel: '关闭',
    onDismiss: fn(),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '关闭' })).toBeVisible();
  },
};

function ShowButtons({ options }: { options: ToastOptions[] }) {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: 12 }}>
      {options.map((o) => (
        <Button key={o.message} variant="secondary" onClick={() => toast.show(o)}>
          Show {o.tone}
        </Button>
      ))}
    </div>
  );
}

const withProvider = (options: ToastOptions[]) => () => (
  <ToastProvider>
    <ShowButtons options={options} />
  </ToastProvider>
);

const region = () => body().getByRole('region', { name: 'Notifications' });

export const AutoDismisses: Story = {
  render: withProvider([{ tone: 'success', message: 'Parcel saved.', duration: 600 }]),
  play: async () => {
    await userEvent.click(body().getByRole('button', { name: 'Show success' }));
    const status = await within(region()).findByRole('status');
    await expect(status).toHaveTextContent('Parcel saved.');
    await waitFor(() => expect(within(region()).queryByRole('status')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  },
};

export const ErrorIsAnAlert: Story = {
  render: withProvider([
    { tone: 'error', title: 'Upload failed', message: 'Images must be 4 MB or less.' },
  ]),
  play: async () => {
    await userEvent.click(body().getByRole('button', { name: 'Show error' }));
    const alert = await within(region()).findByRole('alert');
    await expect(alert).toHaveTextContent('Upload failed');
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await expect(within(region()).queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const PausesOnHover: Story = {
  render: withProvider([{ tone: 'info', message: 'A new code was sent.', duration: 500 }]),
  play: async () => {
    await userEvent.click(body().getByRole('button', { name: 'Show info' }));
    const status = await within(region()).findByRole('status');
    await userEvent.hover(status);
    await new Promise((resolve) => setTimeout(resolve, 900));
    await expect(status).toBeInTheDocument();
    await userEvent.unhover(status);
    await waitFor(() => expect(status).not.toBeInTheDocument(), { timeout: 3000 });
  },
};

export const PausesOnFocus: Story = {
  render: withProvider([{ tone: 'info', message: 'A new code was sent.', duration: 500 }]),
  play: async () => {
    await userEvent.click(body().getByRole('button', { name: 'Show info' }));
    const status = await within(region()).findByRole('status');
    within(status).getByRole('button', { name: 'Dismiss' }).focus();
    await new Promise((resolve) => setTimeout(resolve, 900));
    await expect(status).toBeInTheDocument();
    body().getByRole('button', { name: 'Show info' }).focus();
    await waitFor(() => expect(status).not.toBeInTheDocument(), { timeout: 3000 });
  },
};

export const Stacked: Story = {
  render: withProvider([
    { tone: 'success', message: 'Warehouse saved.', duration: 0 },
    { tone: 'warning', message: 'Deposit balance is low.', duration: 0 },
  ]),
  play: async () => {
    await userEvent.click(body().getByRole('button', { name: 'Show success' }));
    await userEvent.click(body().getByRole('button', { name: 'Show warning' }));
    const items = within(region()).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('Warehouse saved.');
    await expect(items[1]).toHaveTextContent('Deposit balance is low.');
    const rect = region().getBoundingClientRect();
    await expect(rect.right).toBeGreaterThan(window.innerWidth / 2);
    await expect(rect.bottom).toBeGreaterThan(window.innerHeight / 2);
  },
};
