import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmModal } from './ConfirmModal';

const meta = {
  title: 'Overlays/ConfirmModal',
  component: ConfirmModal,
  tags: ['autodocs'],
  args: {
    open: true,
    title: 'Suspend shipping line?',
    message: 'Customers can no longer choose this line for new orders. Its data is kept.',
    onConfirm: fn(),
    onBack: fn(),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['default', 'danger'] },
    message: { control: 'text' },
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 360 } } },
} satisfies Meta<typeof ConfirmModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Suspend shipping line?' });
    const inDialog = within(dialog);
    await expect(inDialog.getByText(/no longer choose this line/)).toBeVisible();
    await waitFor(() => expect(inDialog.getByRole('button', { name: 'Back' })).toHaveFocus());

    await userEvent.click(inDialog.getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onBack).not.toHaveBeenCalled();

    await userEvent.click(inDialog.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const EscapeGoesBack: Story = {
  play: async ({ args }) => {
    await body().findByRole('dialog', { name: 'Suspend shipping line?' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const CloseIconGoesBack: Story = {
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Suspend shipping line?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const Confirming: Story = {
  args: { confirming: true },
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Suspend shipping line?' });
    const inDialog = within(dialog);
    const confirm = inDialog.getByRole('button', { name: 'Confirm' });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await expect(inDialog.getByRole('button', { name: 'Back' })).toBeDisabled();

    await expect(inDialog.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await expect(args.onBack).not.toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** How a page uses it: confirm starts the request, the dialog closes when it finishes. */
function DeleteFlow(args: Parameters<typeof ConfirmModal>[0]) {
  const [open, setOpen] = useState(true);
  const [confirming, setConfirming] = useState(false);
  return (
    <ConfirmModal
      {...args}
      open={open}
      confirming={confirming}
      onConfirm={() => {
        args.onConfirm();
        setConfirming(true);
        setTimeout(() => setOpen(false), 300);
      }}
      onBack={() => {
        args.onBack();
        setOpen(false);
      }}
    />
  );
}

export const Danger: Story = {
  args: {
    tone: 'danger',
    title: 'Delete shipping line?',
    message: 'This cannot be undone. Orders already placed keep their line.',
    confirmLabel: 'Delete',
  },
  render: (args) => <DeleteFlow {...args} />,
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Delete shipping line?' });
    const remove = within(dialog).getByRole('button', { name: 'Delete' });
    await userEvent.click(remove);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(remove).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Back' })).toBeDisabled();
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onBack).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    title: 'Cancel order JY2026112100012345 and return every parcel to its warehouse?',
    message:
      'The order is cancelled for good. Unpacked parcels go back to the warehouse at their original shelf location; a packed order needs new parcels, split or together, before it can ship again.',
    confirmLabel: 'Cancel order',
    backLabel: 'Keep order',
  },
};

export const ChineseText: Story = {
  args: {
    title: '暂停该物流专线？',
    message: '暂停后，客户将无法为新订单选择此物流专线，数据将被保留。',
    confirmLabel: '确认',
    backLabel: '返回',
    closeLabel: '关闭',
  },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: '暂停该物流专线？' });
    await expect(within(dialog).getByRole('button', { name: '确认' })).toBeVisible();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '返回' })).toHaveFocus());
  },
};
