import { useState } from 'react';
import type { DatePickerLabels } from './labels';

/* What the DatePicker and DateRangePicker stories share. Not part of the package's build. */

/** The stories keep the value, as an app would, and report each change to the args. */
export function useControlledValue<V>(args: { value: V; onChange: (value: V) => void }) {
  const [value, setValue] = useState(args.value);
  return {
    value,
    onChange: (next: V) => {
      setValue(next);
      args.onChange(next);
    },
  };
}

/** The calendar's words in Chinese, as the app passes them. */
export const chineseCalendarLabels: DatePickerLabels = {
  months: [
    '一月',
    '二月',
    '三月',
    '四月',
    '五月',
    '六月',
    '七月',
    '八月',
    '九月',
    '十月',
    '十一月',
    '十二月',
  ],
  weekdaysShort: ['一', '二', '三', '四', '五', '六', '日'],
  previousMonth: '上个月',
  nextMonth: '下个月',
  chooseYear: '选择年份',
  previousYears: '前 12 年',
  nextYears: '后 12 年',
  openCalendar: '打开日历',
  calendar: '日历',
  clear: '清除日期',
};
