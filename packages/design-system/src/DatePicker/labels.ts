export interface DatePickerLabels {
  /** Month names, January first. */
  months: string[];
  /** Short weekday names, Monday first. */
  weekdaysShort: string[];
  /** Accessible name of the previous-month button. */
  previousMonth: string;
  /** Accessible name of the next-month button. */
  nextMonth: string;
  /** Accessible name of the month heading button that opens the year grid. */
  chooseYear: string;
  /** Accessible name of the button showing the 12 years before. */
  previousYears: string;
  /** Accessible name of the button showing the 12 years after. */
  nextYears: string;
  /** Accessible name of the button that opens the calendar. */
  openCalendar: string;
  /** Accessible name of the calendar popover. */
  calendar: string;
  /** Accessible name of the clear button (date range). */
  clear: string;
}

export const defaultDatePickerLabels: DatePickerLabels = {
  months: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  weekdaysShort: ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'],
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  chooseYear: 'Choose year',
  previousYears: 'Previous 12 years',
  nextYears: 'Next 12 years',
  openCalendar: 'Open calendar',
  calendar: 'Calendar',
  clear: 'Clear dates',
};
