import { useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { TextArea } from './TextArea';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  args: {
    label: 'Problem description',
    placeholder: 'What is wrong with the parcel?',
    maxLength: 200,
    onChange: fn(),
  },
  argTypes: { counterLabel: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textArea = canvas.getByRole('textbox', { name: 'Problem description' });
    await expect(canvas.getByText('0/200')).toBeVisible();
    await expect(textArea).toHaveValue('');
  },
};

/** Typing updates the counter and its description. */
export const TypingCounts: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const textArea = canvas.getByRole('textbox', { name: 'Problem description' });
    await expect(canvas.getByText('0/200')).toBeVisible();
    await userEvent.type(textArea, 'Box torn');
    await expect(textArea).toHaveValue('Box torn');
    await expect(args.onChange).toHaveBeenCalledTimes('Box torn'.length);
    await expect(canvas.getByText('8/200')).toBeVisible();
    await expect(textArea).toHaveAccessibleDescription('8 of 200 characters used');
  },
};

export const CounterAtLimit: Story = {
  args: { label: 'Short note', maxLength: 12, defaultValue: 'Handle with' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textArea = canvas.getByRole('textbox', { name: 'Short note' });
    await userEvent.type(textArea, ' care');
    await expect(textArea).toHaveValue('Handle with ');
    await expect(canvas.getByText('12/12')).toBeVisible();
  },
};

export const CustomCounterLabel: Story = {
  args: { counterLabel: (count, max) => `${max - count} characters left`, defaultValue: 'Wet' },
  play: async ({ canvasElement }) => {
    const textArea = within(canvasElement).getByRole('textbox', { name: 'Problem description' });
    await expect(textArea).toHaveAccessibleDescription('197 characters left');
  },
};

export const WithoutCounter: Story = {
  args: { maxLength: undefined, hint: 'Visible to the customer.' },
  play: async ({ canvasElement }) => {
    const textArea = within(canvasElement).getByRole('textbox', { name: 'Problem description' });
    await expect(textArea).toHaveAccessibleDescription('Visible to the customer.');
    await expect(within(canvasElement).queryByText(/\/200/)).toBeNull();
  },
};

/** The text area grows with its content from `minRows` and scrolls past `maxRows`. */
export const Autosize: Story = {
  args: { minRows: 2, maxRows: 4, maxLength: undefined },
  play: async ({ canvasElement }) => {
    const textArea = within(canvasElement).getByRole('textbox', { name: 'Problem description' });
    const empty = textArea.getBoundingClientRect().height;
    await userEvent.type(textArea, 'one{Enter}two{Enter}three');
    const grown = textArea.getBoundingClientRect().height;
    await expect(grown).toBeGreaterThan(empty);
    await userEvent.type(textArea, '{Enter}four{Enter}five{Enter}six{Enter}seven');
    const capped = textArea.getBoundingClientRect().height;
    await expect(capped).toBeGreaterThan(grown);
    await expect(textArea.scrollHeight).toBeGreaterThan(textArea.clientHeight);
    await userEvent.type(textArea, '{Enter}eight');
    await expect(textArea.getBoundingClientRect().height).toBe(capped);
  },
};

export const WithError: Story = {
  args: {
    defaultValue: 'Bad',
    hint: 'At least 10 characters.',
    error: 'Describe the problem in more detail.',
  },
  play: async ({ canvasElement }) => {
    const textArea = within(canvasElement).getByRole('textbox', { name: 'Problem description' });
    await expect(textArea).toHaveAttribute('aria-invalid', 'true');
    await expect(textArea).toHaveAccessibleDescription(
      '3 of 200 characters used At least 10 characters. Describe the problem in more detail.',
    );
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Problem description' }),
    ).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'The outer box was crushed on one corner.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Describe what is wrong with the parcel as the warehouse staff found it on arrival',
    defaultValue:
      'The outer carton arrived crushed on two corners and wet along the bottom edge. The inner packaging held, but one of the three items has a cracked screen protector. Photos attached.',
    hint: 'The customer sees this text with the photos.',
  },
};

export const ChineseText: Story = {
  args: {
    label: '问题描述',
    placeholder: '包裹有什么问题？',
    hint: '客户可见。',
    error: '请填写问题描述。',
    required: true,
    counterLabel: (count, max) => `已输入 ${count} 字，最多 ${max} 字`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textArea = canvas.getByRole('textbox', { name: '问题描述' });
    await userEvent.type(textArea, '外箱破损');
    await expect(canvas.getByText('4/200')).toBeVisible();
  },
};

/** The ref reaches the native text area. */
export const ForwardsRef: Story = {
  parameters: { docs: { source: { type: 'code' } } },
  render: function Render(args) {
    const ref = useRef<HTMLTextAreaElement>(null);
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <TextArea {...args} ref={ref} />
        <Button variant="secondary" onClick={() => ref.current?.focus()}>
          Focus the description
        </Button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Focus the description' }));
    await expect(canvas.getByRole('textbox', { name: 'Problem description' })).toHaveFocus();
  },
};
