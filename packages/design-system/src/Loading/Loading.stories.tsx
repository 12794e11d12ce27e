import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Loading, LOADING_DELAY } from './Loading';

const meta = {
  title: 'Feedback/Loading',
  component: Loading,
  tags: ['autodocs'],
  // The stories show the spinner at once so their pictures never depend on timing;
  // `HiddenBeforeDelay` shows the delay itself.
  args: { delay: 0 },
} satisfies Meta<typeof Loading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading…');
  },
};

export const HiddenBeforeDelay: Story = {
  // Far longer than the default: the picture is taken first and the play then waits the default
  // delay, and on a busy 2-core machine the two together have taken over 1.5 s.
  args: { delay: LOADING_DELAY * 8 },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    await new Promise((resolve) => setTimeout(resolve, LOADING_DELAY));
    await expect(status).toBeEmptyDOMElement();
    await waitFor(() => expect(status).toHaveTextContent('Loading…'), {
      timeout: LOADING_DELAY * 12,
    });
    await expect(status.querySelector('[aria-hidden="true"]')).toBeVisible();
  },
};

export const Inline: Story = {
  args: { inline: true, label: 'Checking price…' },
  render: (args) => (
    <p>
      Price <Loading {...args} />
    </p>
  ),
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status.tagName).toBe('SPAN');
    await expect(status).toHaveTextContent('Checking price…');
  },
};

export const InABlock: Story = {
  render: (args) => (
    <div
      style={{ height: 240, display: 'grid', border: '1px dashed var(--jy-color-border-default)' }}
    >
      <Loading {...args} />
    </div>
  ),
};

export const ChineseText: Story = {
  args: { label: '加载中…' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('加载中…');
  },
};
