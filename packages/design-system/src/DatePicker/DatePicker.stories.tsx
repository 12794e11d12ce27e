import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AtEdge, expectInsideViewport } from '../internal/popover/popover.story-kit';
import { chineseCalendarLabels, useControlledValue } from './calendar.story-kit';
import { DatePicker } from './DatePicker';
import type { DatePickerProps } from './DatePicker';

/** The stories keep the value here, as an app would, and report each change to the args. */
function ControlledDatePicker(args: DatePickerProps) {
  return <DatePicker {...args} {...useControlledValue(args)} />;
}

const meta = {
  title: 'Forms/DatePicker',
  component: DatePicker,
  tags: ['autodocs'],
  args: {
    label: 'Inbound date',
    value: new Date(2026, 10, 21),
    onChange: fn(),
  },
  render: (args) => <ControlledDatePicker {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320, minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const PicksADay: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Inbound date' });
    await expect(input).toHaveValue('21/11/2026');
    const button = canvas.getByRole('button', { name: 'Open calendar' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const dialog = canvas.getByRole('dialog', { name: 'Calendar' });
    const grid = within(dialog).getByRole('grid', { name: 'November 2026' });
    await expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']);
    const selected = within(grid).getByRole('gridcell', { name: '21 November 2026' });
    await expect(selected).toHaveAttribute('aria-selected', 'true');
    await expect(selected).toHaveFocus();
    await userEvent.click(within(grid).getByRole('gridcell', { name: '25 November 2026' }));
    await expect(args.onChange).toHaveBeenCalledWith(new Date(2026, 10, 25));
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(input).toHaveValue('25/11/2026');
    await expect(button).toHaveFocus();
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open calendar' }));
    const cell = (name: string) => canvas.getByRole('gridcell', { name });
    await expect(cell('21 November 2026')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(cell('22 November 2026')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(cell('29 November 2026')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('grid', { name: 'December 2026' })).toBeVisible();
    await expect(cell('6 December 2026')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}');
    await expect(cell('28 November 2026')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(cell('23 November 2026')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(cell('29 November 2026')).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    await expect(cell('29 December 2026')).toHaveFocus();
    await userEvent.keyboard('{PageUp}{PageUp}');
    await expect(cell('29 October 2026')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(new Date(2026, 9, 29));
    await expect(canvas.getByRole('textbox', { name: 'Inbound date' })).toHaveValue('29/10/2026');
  },
};

export const MonthButtons: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open calendar' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await expect(canvas.getByRole('grid', { name: 'December 2026' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next month' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await expect(canvas.getByRole('grid', { name: 'January 2027' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous month' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous month' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous month' }));
    await expect(canvas.getByRole('grid', { name: 'October 2026' })).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const YearView: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open calendar' }));
    await userEvent.click(canvas.getByRole('button', { name: 'November 2026, Choose year' }));
    const years = canvas.getByRole('group', { name: 'Choose year' });
    const buttons = within(years).getAllByRole('button');
    await expect(buttons.map((b) => b.textContent)).toEqual(
      Array.from({ length: 12 }, (_, i) => String(2016 + i)),
    );
    await expect(within(years).getByRole('button', { name: '2026' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Next 12 years' }));
    await expect(within(years).getAllByRole('button')[0]).toHaveTextContent('2028');
    await userEvent.click(within(years).getByRole('button', { name: '2030' }));
    await expect(canvas.getByRole('grid', { name: 'November 2030' })).toBeVisible();
    await expect(canvas.getByRole('gridcell', { name: '21 November 2030' })).toHaveFocus();
  },
};

export const TypingADate: Story = {
  args: { value: null, defaultMonth: new Date(2026, 10, 1) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Inbound date' });
    await expect(input).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    await userEvent.type(input, '5/1/2027');
    await expect(args.onChange).toHaveBeenCalledWith(new Date(2027, 0, 5));
    await userEvent.tab();
    await expect(input).toHaveValue('05/01/2027');

    await userEvent.clear(input);
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await userEvent.type(input, '31/02/2026');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a date as DD/MM/YYYY.');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Open calendar' });
    await userEvent.click(button);
    await userEvent.keyboard('{ArrowRight}{Escape}');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(button).toHaveFocus();
    await userEvent.click(button);
    await userEvent.click(document.body);
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const WithMinAndMax: Story = {
  args: {
    min: new Date(2026, 10, 10),
    max: new Date(2026, 10, 30),
    hint: 'Between 10/11/2026 and 30/11/2026',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open calendar' }));
    const early = canvas.getByRole('gridcell', { name: '9 November 2026' });
    await expect(early).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(early);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    const input = canvas.getByRole('textbox', { name: 'Inbound date' });
    await userEvent.clear(input);
    await userEvent.type(input, '01/12/2026');
    await userEvent.tab();
    await expect(args.onChange).not.toHaveBeenCalledWith(new Date(2026, 11, 1));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Empty: Story = {
  args: { value: null, defaultMonth: new Date(2026, 10, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open calendar' }));
    await expect(canvas.getByRole('grid', { name: 'November 2026' })).toBeVisible();
    await expect(canvas.queryByRole('gridcell', { selected: true })).not.toBeInTheDocument();
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Choose the inbound date.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Inbound date/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Choose the inbound date.');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Inbound date' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Open calendar' })).toBeDisabled();
  },
};

/** As a Chinese page passes it: its words, and its day written and typed year first. */
export const ChineseText: Story = {
  args: {
    label: '入库日期',
    dateFormat: 'YYYY-MM-DD',
    invalidLabel: '请按 YYYY-MM-DD 输入日期',
    labels: chineseCalendarLabels,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '入库日期' });
    await expect(input).toHaveValue('2026-11-21');
    await expect(input).toHaveAttribute('placeholder', 'YYYY-MM-DD');
    await userEvent.clear(input);
    await userEvent.type(input, '2026-11-5');
    await expect(args.onChange).toHaveBeenLastCalledWith(new Date(2026, 10, 5));
    await userEvent.tab();
    await expect(input).toHaveValue('2026-11-05');
    await userEvent.click(canvas.getByRole('button', { name: '打开日历' }));
    const dialog = canvas.getByRole('dialog', { name: '日历' });
    await expect(within(dialog).getByRole('grid', { name: '十一月 2026' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '下个月' })).toBeVisible();
  },
};

const edgeArgs = {
  label: '入库日期',
  invalidLabel: '请按 DD/MM/YYYY 输入日期',
  labels: chineseCalendarLabels,
};

/**
 * At the right edge of a 1280 px page the calendar, wider than the field, shifts left to stay
 * on screen and the page does not scroll sideways.
 */
export const AtRightEdge: Story = {
  args: edgeArgs,
  render: (args) => (
    <AtEdge edge="right">
      <div style={{ width: 200 }}>
        <ControlledDatePicker {...args} />
      </div>
    </AtEdge>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: '打开日历' });
    await userEvent.click(button);
    const dialog = canvas.getByRole('dialog', { name: '日历' });
    await expectInsideViewport(dialog, button.parentElement as HTMLElement);
    const day = within(dialog).getByRole('gridcell', { name: '21 十一月 2026' });
    await expect(day).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(new Date(2026, 10, 22));
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(button).toHaveFocus();
  },
};

/** At the bottom-right corner the calendar opens above the field, fully on screen. */
export const AtBottomEdge: Story = {
  args: edgeArgs,
  render: (args) => (
    <AtEdge edge="bottom">
      <div style={{ width: 200 }}>
        <ControlledDatePicker {...args} />
      </div>
    </AtEdge>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: '打开日历' });
    await userEvent.click(button);
    const dialog = canvas.getByRole('dialog', { name: '日历' });
    const field = button.parentElement as HTMLElement;
    await expectInsideViewport(dialog, field);
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      field.getBoundingClientRect().top,
    );
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(button).toHaveFocus();
  },
};
