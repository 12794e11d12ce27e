import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrdersIcon } from '../icons';
import { Button } from './Button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Save changes', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'text', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    icon: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { variant: 'primary', size: 'md' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };

export const Text: Story = { args: { variant: 'text', children: 'Forgot password?' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Cancel order' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};

export const WithIcon: Story = {
  args: { icon: <OrdersIcon />, children: 'New order', variant: 'secondary' },
  play: async ({ canvasElement }) => {
    // The icon is decorative: the accessible name is the label alone.
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleName('New order');
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Login' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Login' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Busy: unavailable and ignoring clicks, but it keeps the keyboard focus it had. */
export const Loading: Story = {
  args: { loading: true, children: 'Logging in' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Logging in' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
  },
};

/** What the form of `LoadingInAForm` sends: nothing while its button is busy. */
const signIn = fn();

/** A busy submit button: Enter in the form does not send it a second time. */
export const LoadingInAForm: Story = {
  render: (args) => (
    <form aria-label="Sign in" onSubmit={signIn}>
      <label>
        Phone number <input defaultValue="6045550123" />
      </label>{' '}
      <Button {...args} />
    </form>
  ),
  args: { loading: true, type: 'submit', children: 'Logging in' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), '{Enter}');
    await expect(signIn).not.toHaveBeenCalled();
  },
};

export const FullWidth: Story = {
  args: { fullWidth: true, children: 'Login' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Login' });
    await expect(button.getBoundingClientRect().width).toBe(
      canvasElement.getBoundingClientRect().width -
        parseFloat(getComputedStyle(canvasElement).paddingLeft) -
        parseFloat(getComputedStyle(canvasElement).paddingRight),
    );
  },
};

export const LongText: Story = {
  args: {
    children:
      'Save the shipping line and submit it for review by the platform team (2-4 business days)',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
};

export const ChineseText: Story = { args: { children: '登录' } };
