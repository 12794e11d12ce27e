import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { AtEdge, expectInsideViewport } from '../internal/popover/popover.story-kit';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  args: {
    content: 'Download is available once the bill is issued',
    children: <Button variant="secondary">Download</Button>,
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '64px 160px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ShowsOnHover: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Download' });
    await expect(button).toHaveAccessibleDescription(
      'Download is available once the bill is issued',
    );
    await expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.hover(button);
    // Shown after a short delay, not at once.
    await expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument();
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent(
      'Download is available once the bill is issued',
    );
    await userEvent.unhover(button);
    await expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument();
  },
};

export const ShowsOnKeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Download' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(await canvas.findByRole('tooltip')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument();
    await expect(button).toHaveFocus();

    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(await canvas.findByRole('tooltip')).toBeVisible();
    await userEvent.tab();
    await waitFor(() => expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const Bottom: Story = {
  args: { placement: 'bottom', content: 'Opens the parcel in a side panel' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Download' });
    await userEvent.hover(button);
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip.getBoundingClientRect().top).toBeGreaterThan(
      button.getBoundingClientRect().bottom,
    );
  },
};

export const KeepsExistingDescription: Story = {
  render: (args) => (
    <>
      <Tooltip {...args}>
        <Button variant="secondary" aria-describedby="print-note">
          Print
        </Button>
      </Tooltip>
      <p id="print-note">Printing is disabled for cancelled orders.</p>
    </>
  ),
  args: { content: 'Prints the packing list' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Print' });
    await expect(button).toHaveAccessibleDescription(
      'Printing is disabled for cancelled orders. Prints the packing list',
    );
  },
};

export const LongText: Story = {
  args: {
    content:
      'Pricing changes take effect after a 30-day pending period; orders placed before then keep the current prices.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('button', { name: 'Download' }));
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip.getBoundingClientRect().width).toBeLessThanOrEqual(240);
  },
};

export const ChineseText: Story = {
  args: {
    content: '账单生成后即可下载',
    children: <Button variant="secondary">下载</Button>,
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '下载' });
    await expect(button).toHaveAccessibleDescription('账单生成后即可下载');
  },
};

/**
 * A long Chinese tooltip on a button in the top-right corner of a 1280 px page: no room above,
 * so it shows below; it shifts left to stay on screen and the page does not scroll sideways.
 */
export const AtRightEdge: Story = {
  args: {
    content: '包裹入库满 30 天后开始按天收取仓储费，出库前请先确认费用明细。',
    children: <Button variant="secondary">仓储费说明</Button>,
  },
  // Cancels the padding the other tooltip stories sit in: the button is in the page's corner.
  decorators: [
    (Story) => (
      <div style={{ margin: '-64px -160px' }}>
        <AtEdge edge="right">
          <Story />
        </AtEdge>
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: '仓储费说明' });
    await userEvent.hover(button);
    const tooltip = await canvas.findByRole('tooltip');
    await expectInsideViewport(tooltip, button);
    await expect(tooltip.getBoundingClientRect().top).toBeGreaterThan(
      button.getBoundingClientRect().bottom,
    );
    await expect(tooltip.getBoundingClientRect().width).toBeLessThanOrEqual(240);
    await userEvent.unhover(button);
    await expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument();
  },
};
