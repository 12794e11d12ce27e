import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { WithOpener } from '../internal/overlay/overlay.story-kit';
import { Modal } from './Modal';

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  tags: ['autodocs'],
  args: {
    open: true,
    title: 'Change shipping line status',
    children: 'Customers can no longer choose a suspended line for new orders.',
    onClose: fn(),
    footer: (
      <>
        <Button variant="secondary">Back</Button>
        <Button>Confirm</Button>
      </>
    ),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    footer: { control: false },
  },
  render: (args) => <WithOpener overlay={Modal} openLabel="Open dialog" args={args} />,
  // Each story in its own iframe on the docs page, so open dialogs do not cover the docs.
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Default: Story = {
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Change shipping line status' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.parentElement?.parentElement).toBe(document.body);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Back' })).toHaveFocus());
    await expect(document.body.style.overflow).toBe('hidden');
  },
};

/**
 * Opened while its host still hides everything (as Storybook's preview does while it prepares a
 * story, or a page behind a transition): focus cannot land then, and does in the first frame the
 * dialog shows.
 */
export const OpensWhileHidden: Story = {
  args: { open: false },
  play: async () => {
    const opener = body().getByRole('button', { name: 'Open dialog' });
    const hide = document.createElement('style');
    hide.textContent = 'body > * { display: none !important; }';
    document.head.append(hide);
    try {
      // A hidden button takes no pointer; the page's own code opens the dialog here.
      opener.click();
      const dialog = await body().findByRole('dialog', { hidden: true });
      const back = within(dialog).getByRole('button', { name: 'Back', hidden: true });
      await expect(back).not.toHaveFocus();
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      hide.remove();
    }
    await waitFor(() => expect(body().getByRole('button', { name: 'Back' })).toHaveFocus());
  },
};

/** Escape closes it and gives the page its scroll back. */
export const ClosesOnEscape: Story = {
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Change shipping line status' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.parentElement?.parentElement).toBe(document.body);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Back' })).toHaveFocus());
    await expect(document.body.style.overflow).toBe('hidden');

    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onClose).toHaveBeenCalledWith('escape');
    await expect(body().queryByRole('dialog')).not.toBeInTheDocument();
    await expect(document.body.style.overflow).toBe('');
  },
};

export const ClosesWithCloseButton: Story = {
  args: { open: false },
  play: async ({ args }) => {
    const opener = body().getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);
    const dialog = await body().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onClose).toHaveBeenCalledWith('close-button');
    await expect(body().queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const ClosesOnBackdropClick: Story = {
  args: { open: false },
  play: async ({ args }) => {
    const opener = body().getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);
    const dialog = await body().findByRole('dialog');
    // A click inside the dialog is not a backdrop click.
    await userEvent.click(within(dialog).getByText(/no longer choose/));
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(dialog.parentElement as HTMLElement);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onClose).toHaveBeenCalledWith('backdrop');
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const RestoresFocusAndScroll: Story = {
  args: { open: false },
  play: async ({ args }) => {
    const opener = body().getByRole('button', { name: 'Open dialog' });
    const overflowBefore = document.body.style.overflow;
    await userEvent.click(opener);
    await body().findByRole('dialog');
    await expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledWith('escape');
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(document.body.style.overflow).toBe(overflowBefore);
  },
};

export const TrapsFocus: Story = {
  args: {
    title: 'Add team member',
    children: (
      <div style={{ display: 'grid', gap: 16 }}>
        <TextField label="Full name" />
        <TextField label="Email" type="email" />
      </div>
    ),
    footer: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Add member</Button>
      </>
    ),
  },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Add team member' });
    const inDialog = within(dialog);
    const name = inDialog.getByRole('textbox', { name: 'Full name' });
    const close = inDialog.getByRole('button', { name: 'Close' });
    const add = inDialog.getByRole('button', { name: 'Add member' });
    await waitFor(() => expect(name).toHaveFocus());

    await userEvent.tab();
    await expect(inDialog.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(add).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(add).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(name).toHaveFocus();
  },
};

export const NotDismissible: Story = {
  args: {
    dismissible: false,
    title: 'Password changed',
    children: 'Log in again with your new password.',
    footer: <Button>Back to login</Button>,
  },
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Password changed' });
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(dialog.parentElement as HTMLElement);
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
  },
};

export const Small: Story = {
  args: { size: 'sm', title: 'Delete member?', children: 'They lose access at once.' },
};

export const Large: Story = { args: { size: 'lg' } };

export const LongContent: Story = {
  args: {
    title: 'Terms of the shipping line deposit, which are long enough to wrap onto a second line',
    children: (
      <div style={{ display: 'grid', gap: 12 }}>
        {Array.from({ length: 24 }, (_, i) => (
          <p key={i}>
            Clause {i + 1}. The deposit secures claims for lost or damaged parcels and is refunded
            within 30 days after the line is closed.
          </p>
        ))}
      </div>
    ),
  },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    await waitFor(() =>
      expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight),
    );
    // The body scrolls, so keyboard users can reach it from the first frame.
    const scroller = within(dialog).getByText(/^Clause 1\./).parentElement?.parentElement;
    await expect(scroller).toHaveAttribute('tabindex', '0');
  },
};

export const ChineseText: Story = {
  args: {
    title: '更改物流专线状态',
    children: '暂停后，客户将无法为新订单选择此物流专线。',
    closeLabel: '关闭',
    footer: (
      <>
        <Button variant="secondary">返回</Button>
        <Button>确认</Button>
      </>
    ),
  },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: '更改物流专线状态' });
    await expect(within(dialog).getByRole('button', { name: '关闭' })).toBeVisible();
  },
};
