import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { chineseCalendarLabels, useControlledValue } from '../DatePicker/calendar.story-kit';
import { AtEdge, expectInsideViewport } from '../internal/popover/popover.story-kit';
import { DateRangePicker } from './DateRangePicker';
import type { DateRangePickerProps } from './DateRangePicker';

/** The stories keep the range here, as an app would, and report each change to the args. */
function ControlledRangePicker(args: DateRangePickerProps) {
  return <DateRangePicker {...args} {...useControlledValue(args)} />;
}

const meta = {
  title: 'Forms/DateRangePicker',
  component: DateRangePicker,
  tags: ['autodocs'],
  args: {
    label: 'Creation date',
    value: { from: new Date(2026, 10, 2), to: new Date(2026, 10, 8) },
    onChange: fn(),
  },
  render: (args) => <ControlledRangePicker {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360, minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const PicksARange: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Creation date' });
    await expect(input).toHaveValue('02/11/2026 – 08/11/2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Open calendar' }));
    const grid = canvas.getByRole('grid', { name: 'November 2026' });
    const selected = within(grid)
      .getAllByRole('gridcell', { selected: true })
      .map((cell) => cell.textContent);
    await expect(selected).toEqual(['2', '3', '4', '5', '6', '7', '8']);

    // First pick starts a new range and keeps the calendar open.
    await userEvent.click(within(grid).getByRole('gridcell', { name: '20 November 2026' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      from: new Date(2026, 10, 20),
      to: null,
    });
    await expect(canvas.getByRole('dialog', { name: 'Calendar' })).toBeVisible();
    await expect(input).toHaveValue('20/11/2026 –');
    // Second pick before the first: the ends are swapped.
    await userEvent.click(canvas.getByRole('gridcell', { name: '16 November 2026' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      from: new Date(2026, 10, 16),
      to: new Date(2026, 10, 20),
    });
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(input).toHaveValue('16/11/2026 – 20/11/2026');
  },
};

export const KeyboardPicking: Story = {
  args: { value: { from: null, to: null }, defaultMonth: new Date(2026, 11, 1) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open calendar' }));
    await expect(canvas.getByRole('gridcell', { name: '1 December 2026' })).toHaveFocus();
    await userEvent.keyboard('{Enter}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      from: new Date(2026, 11, 1),
      to: new Date(2026, 11, 29),
    });
    await expect(canvas.getByRole('button', { name: 'Open calendar' })).toHaveFocus();
  },
};

export const Clear: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Creation date' });
    await userEvent.click(canvas.getByRole('button', { name: 'Clear dates' }));
    await expect(args.onChange).toHaveBeenCalledWith({ from: null, to: null });
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Clear dates' })).not.toBeInTheDocument();
  },
};

export const TypingARange: Story = {
  args: { value: { from: null, to: null }, defaultMonth: new Date(2026, 10, 1) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Creation date' });
    await userEvent.type(input, '15/12/2026 - 1/12/2026');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      from: new Date(2026, 11, 1),
      to: new Date(2026, 11, 15),
    });
    await userEvent.tab();
    await expect(input).toHaveValue('01/12/2026 – 15/12/2026');

    await userEvent.clear(input);
    await userEvent.type(input, '01/12/2026 - 32/12/2026');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter dates as DD/MM/YYYY – DD/MM/YYYY.');
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Open calendar' });
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(button).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { value: { from: null, to: null }, defaultMonth: new Date(2026, 10, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Creation date' })).toHaveAttribute(
      'placeholder',
      'DD/MM/YYYY – DD/MM/YYYY',
    );
    await expect(canvas.queryByRole('button', { name: 'Clear dates' })).not.toBeInTheDocument();
  },
};

export const WithMinAndMax: Story = {
  args: { min: new Date(2026, 10, 1), max: new Date(2026, 10, 21) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open calendar' }));
    const late = canvas.getByRole('gridcell', { name: '22 November 2026' });
    await expect(late).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(late);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Creation date' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Open calendar' })).toBeDisabled();
  },
};

export const WithError: Story = {
  args: { error: 'Choose a range of at most 90 days.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Creation date' });
    await expect(input).toHaveAccessibleDescription('Choose a range of at most 90 days.');
  },
};

/** As a Chinese page passes it: its words, and its days written and typed year first. */
export const ChineseText: Story = {
  args: {
    label: '创建日期',
    dateFormat: 'YYYY-MM-DD',
    labels: chineseCalendarLabels,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '创建日期' });
    await expect(input).toHaveValue('2026-11-02 – 2026-11-08');
    await expect(input).toHaveAttribute('placeholder', 'YYYY-MM-DD – YYYY-MM-DD');
    await userEvent.clear(input);
    // The dates' own dashes are not taken for the one between them.
    await userEvent.type(input, '2026-11-15 - 2026-11-1');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      from: new Date(2026, 10, 1),
      to: new Date(2026, 10, 15),
    });
    await userEvent.tab();
    await expect(input).toHaveValue('2026-11-01 – 2026-11-15');
    await expect(canvas.getByRole('button', { name: '清除日期' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '打开日历' }));
    await expect(canvas.getByRole('grid', { name: '十一月 2026' })).toBeVisible();
  },
};

/**
 * The inventory's creation-date filter at the right edge of a 1280 px page: the calendar stays
 * on screen while a range is picked, and the page does not scroll sideways.
 */
export const AtRightEdge: Story = {
  args: {
    label: '创建日期',
    invalidLabel: '请按 DD/MM/YYYY – DD/MM/YYYY 输入日期',
    labels: chineseCalendarLabels,
  },
  render: (args) => (
    <AtEdge edge="right">
      <div style={{ width: 240 }}>
        <ControlledRangePicker {...args} />
      </div>
    </AtEdge>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: '打开日历' });
    await userEvent.click(button);
    const dialog = canvas.getByRole('dialog', { name: '日历' });
    await expectInsideViewport(dialog, button.parentElement as HTMLElement);
    await userEvent.click(within(dialog).getByRole('gridcell', { name: '10 十一月 2026' }));
    // Still open and still on screen between the two picks.
    await expectInsideViewport(dialog, button.parentElement as HTMLElement);
    await userEvent.click(within(dialog).getByRole('gridcell', { name: '14 十一月 2026' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      from: new Date(2026, 10, 10),
      to: new Date(2026, 10, 14),
    });
  },
};
