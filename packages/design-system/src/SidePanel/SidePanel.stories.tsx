import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { WithOpener } from '../internal/overlay/overlay.story-kit';
import { SidePanel } from './SidePanel';

const details = (
  <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '8px 24px', margin: 0 }}>
    <dt>Tracking number</dt>
    <dd style={{ margin: 0 }}>YT2611210001</dd>
    <dt>Shelf location</dt>
    <dd style={{ margin: 0 }}>A-03-12</dd>
    <dt>Weight</dt>
    <dd style={{ margin: 0 }}>2.4 kg</dd>
    <dt>Inbound date</dt>
    <dd style={{ margin: 0 }}>11/21/2026</dd>
  </dl>
);

const meta = {
  title: 'Overlays/SidePanel',
  component: SidePanel,
  tags: ['autodocs'],
  args: {
    open: true,
    title: 'Parcel YT2611210001',
    children: details,
    onClose: fn(),
    footer: (
      <>
        <Button variant="secondary">Return parcel</Button>
        <Button>Edit</Button>
      </>
    ),
  },
  argTypes: { footer: { control: false }, children: { control: false } },
  render: (args) => <WithOpener overlay={SidePanel} openLabel="Open parcel" args={args} />,
  parameters: { docs: { story: { inline: false, iframeHeight: 520 } } },
} satisfies Meta<typeof SidePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Default: Story = {
  play: async () => {
    const panel = await body().findByRole('dialog', { name: 'Parcel YT2611210001' });
    await expect(panel).toHaveAttribute('aria-modal', 'true');
    await expect(panel.parentElement?.parentElement).toBe(document.body);
    // Flush with the right edge once the slide-in has finished.
    await waitFor(() =>
      expect(panel.getBoundingClientRect().right).toBe(
        panel.parentElement?.getBoundingClientRect().right,
      ),
    );
    await waitFor(() =>
      expect(within(panel).getByRole('button', { name: 'Return parcel' })).toHaveFocus(),
    );
    await expect(document.body.style.overflow).toBe('hidden');
  },
};

/** Escape closes it and gives the page its scroll back. */
export const ClosesOnEscape: Story = {
  play: async ({ args }) => {
    const panel = await body().findByRole('dialog', { name: 'Parcel YT2611210001' });
    await expect(panel).toHaveAttribute('aria-modal', 'true');
    await expect(panel.parentElement?.parentElement).toBe(document.body);
    // Flush with the right edge once the slide-in has finished.
    await waitFor(() =>
      expect(panel.getBoundingClientRect().right).toBe(
        panel.parentElement?.getBoundingClientRect().right,
      ),
    );
    await waitFor(() =>
      expect(within(panel).getByRole('button', { name: 'Return parcel' })).toHaveFocus(),
    );
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
    const opener = body().getByRole('button', { name: 'Open parcel' });
    await userEvent.click(opener);
    const panel = await body().findByRole('dialog');
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledWith('close-button');
    await expect(body().queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const ClosesOnBackdropClick: Story = {
  args: { open: false },
  play: async ({ args }) => {
    const opener = body().getByRole('button', { name: 'Open parcel' });
    await userEvent.click(opener);
    const panel = await body().findByRole('dialog');
    await userEvent.click(within(panel).getByText('Shelf location'));
    await expect(args.onClose).not.toHaveBeenCalled();
    // The middle of the backdrop is left of the panel.
    await userEvent.click(panel.parentElement as HTMLElement);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onClose).toHaveBeenCalledWith('backdrop');
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(document.body.style.overflow).toBe('');
  },
};

export const TrapsFocus: Story = {
  args: {
    title: 'Edit parcel',
    children: (
      <div style={{ display: 'grid', gap: 16 }}>
        <TextField label="Shelf location" defaultValue="A-03-12" />
        <TextField label="Weight (kg)" defaultValue="2.4" />
      </div>
    ),
    footer: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Save changes</Button>
      </>
    ),
  },
  play: async () => {
    const panel = await body().findByRole('dialog', { name: 'Edit parcel' });
    const inPanel = within(panel);
    const shelf = inPanel.getByRole('textbox', { name: 'Shelf location' });
    const close = inPanel.getByRole('button', { name: 'Close' });
    const save = inPanel.getByRole('button', { name: 'Save changes' });
    await waitFor(() => expect(shelf).toHaveFocus());

    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(save).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(save).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(shelf).toHaveFocus();
  },
};

export const Narrow: Story = { args: { width: '360px' } };

export const WithoutFooter: Story = {
  args: { footer: undefined, title: 'Notification' },
  play: async () => {
    const panel = await body().findByRole('dialog', { name: 'Notification' });
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Close' })).toHaveFocus());
  },
};

export const LongContent: Story = {
  args: {
    title: 'Parcel YT2611210001 with a long content description that wraps onto two lines',
    children: (
      <div style={{ display: 'grid', gap: 12 }}>
        {Array.from({ length: 30 }, (_, i) => (
          <p key={i}>
            Event {i + 1}. Scanned at the Shenzhen warehouse and moved to shelf A-03-12 for
            consolidation.
          </p>
        ))}
      </div>
    ),
  },
  play: async () => {
    const panel = await body().findByRole('dialog');
    await waitFor(() =>
      expect(panel.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight),
    );
    await expect(within(panel).getByRole('button', { name: 'Edit' })).toBeVisible();
  },
};

export const ChineseText: Story = {
  args: {
    title: '包裹详情',
    closeLabel: '关闭',
    children: '运单号 YT2611210001，货架位置 A-03-12，重量 2.4 千克。',
    footer: (
      <>
        <Button variant="secondary">退回包裹</Button>
        <Button>编辑</Button>
      </>
    ),
  },
  play: async () => {
    const panel = await body().findByRole('dialog', { name: '包裹详情' });
    await expect(within(panel).getByRole('button', { name: '关闭' })).toBeVisible();
  },
};
