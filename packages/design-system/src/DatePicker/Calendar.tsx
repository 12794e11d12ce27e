import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import {
  StyledCalendar,
  StyledCalendarHeader,
  StyledDay,
  StyledGrid,
  StyledNavButton,
  StyledTitleButton,
  StyledYearButton,
  StyledYearGrid,
} from './Calendar.styles';
import type { DatePickerLabels } from './labels';
import {
  addDays,
  addMonths,
  isOutOfRange,
  isSameDay,
  monthGrid,
  weekdayFromMonday,
  yearPageStart,
} from './model';

export interface CalendarProps {
  labels: DatePickerLabels;
  /** The day that holds keyboard focus; its month is the month shown. */
  focusDate: Date;
  onFocusDateChange: (date: Date) => void;
  /** Days drawn as chosen (a single day, or the ends of a range). */
  isSelected: (day: Date) => boolean;
  /** Days drawn inside a range; also announced as selected. */
  isInRange?: (day: Date) => boolean;
  onSelect: (day: Date) => void;
  min?: Date | null;
  max?: Date | null;
}

const dayKeys: Record<string, (date: Date) => Date> = {
  ArrowLeft: (date) => addDays(date, -1),
  ArrowRight: (date) => addDays(date, 1),
  ArrowUp: (date) => addDays(date, -7),
  ArrowDown: (date) => addDays(date, 7),
  Home: (date) => addDays(date, -weekdayFromMonday(date)),
  End: (date) => addDays(date, 6 - weekdayFromMonday(date)),
  PageUp: (date) => addMonths(date, -1),
  PageDown: (date) => addMonths(date, 1),
};

/** A month of days (Monday first) with a 12-year grid behind its heading; used by the pickers. */
export function Calendar({
  labels,
  focusDate,
  onFocusDateChange,
  isSelected,
  isInRange,
  onSelect,
  min,
  max,
}: CalendarProps) {
  const headingId = useId();
  const [view, setView] = useState<'days' | 'years'>('days');
  const [pageStart, setPageStart] = useState(() => yearPageStart(focusDate.getFullYear()));
  const gridRef = useRef<HTMLTableElement>(null);
  const yearGridRef = useRef<HTMLDivElement>(null);
  // Set by keyboard moves and view changes; the month buttons keep their own focus.
  const moveFocus = useRef(true);
  const year = focusDate.getFullYear();
  const month = focusDate.getMonth();
  const title = `${labels.months[month] ?? ''} ${year}`;

  // Focus follows the active day (and the year grid when it opens), once the calendar has focus.
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    if (view === 'days') gridRef.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
    else yearGridRef.current?.querySelector<HTMLElement>('[aria-pressed="true"], button')?.focus();
  }, [focusDate, view]);

  const onDayKeyDown = (event: KeyboardEvent, day: Date, disabled: boolean) => {
    const move = dayKeys[event.key];
    if (move) {
      event.preventDefault();
      moveFocus.current = true;
      onFocusDateChange(move(day));
    } else if ((event.key === 'Enter' || event.key === ' ') && !disabled) {
      event.preventDefault();
      onSelect(day);
    }
  };

  const chooseYear = (chosen: number) => {
    moveFocus.current = true;
    onFocusDateChange(addMonths(focusDate, (chosen - year) * 12));
    setView('days');
  };

  if (view === 'years') {
    const years = Array.from({ length: 12 }, (_, index) => pageStart + index);
    return (
      <StyledCalendar>
        <StyledCalendarHeader>
          <StyledNavButton
            type="button"
            aria-label={labels.previousYears}
            onClick={() => setPageStart((start) => start - 12)}
          >
            <ChevronLeftIcon size={18} />
          </StyledNavButton>
          <StyledTitleButton
            type="button"
            onClick={() => {
              moveFocus.current = true;
              setView('days');
            }}
          >
            {`${years[0]} – ${years[11]}`}
          </StyledTitleButton>
          <StyledNavButton
            type="button"
            aria-label={labels.nextYears}
            onClick={() => setPageStart((start) => start + 12)}
          >
            <ChevronRightIcon size={18} />
          </StyledNavButton>
        </StyledCalendarHeader>
        <StyledYearGrid ref={yearGridRef} role="group" aria-label={labels.chooseYear}>
          {years.map((candidate) => (
            <StyledYearButton
              key={candidate}
              type="button"
              aria-pressed={candidate === year}
              $selected={candidate === year}
              onClick={() => chooseYear(candidate)}
            >
              {candidate}
            </StyledYearButton>
          ))}
        </StyledYearGrid>
      </StyledCalendar>
    );
  }

  const days = monthGrid(year, month);
  const weeks = Array.from({ length: 6 }, (_, week) => days.slice(week * 7, week * 7 + 7));

  return (
    <StyledCalendar>
      <StyledCalendarHeader>
        <StyledNavButton
          type="button"
          aria-label={labels.previousMonth}
          onClick={() => onFocusDateChange(addMonths(focusDate, -1))}
        >
          <ChevronLeftIcon size={18} />
        </StyledNavButton>
        <StyledTitleButton
          type="button"
          aria-label={`${title}, ${labels.chooseYear}`}
          onClick={() => {
            moveFocus.current = true;
            setPageStart(yearPageStart(year));
            setView('years');
          }}
        >
          <span id={headingId}>{title}</span>
        </StyledTitleButton>
        <StyledNavButton
          type="button"
          aria-label={labels.nextMonth}
          onClick={() => onFocusDateChange(addMonths(focusDate, 1))}
        >
          <ChevronRightIcon size={18} />
        </StyledNavButton>
      </StyledCalendarHeader>
      <StyledGrid ref={gridRef} role="grid" aria-labelledby={headingId}>
        <thead>
          <tr>
            {labels.weekdaysShort.map((weekday) => (
              <th key={weekday} scope="col">
                {weekday}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.getTime()}>
              {week.map((day) => {
                const disabled = isOutOfRange(day, min, max);
                const selected = isSelected(day);
                const inRange = isInRange?.(day) ?? false;
                return (
                  <StyledDay
                    key={day.getTime()}
                    role="gridcell"
                    tabIndex={isSameDay(day, focusDate) ? 0 : -1}
                    aria-label={`${day.getDate()} ${labels.months[day.getMonth()] ?? ''} ${day.getFullYear()}`}
                    aria-selected={selected || inRange}
                    aria-disabled={disabled || undefined}
                    $outside={day.getMonth() !== month}
                    $selected={selected}
                    $inRange={inRange}
                    $disabled={disabled}
                    onClick={() => {
                      onFocusDateChange(day);
                      if (!disabled) onSelect(day);
                    }}
                    onKeyDown={(event) => onDayKeyDown(event, day, disabled)}
                  >
                    {day.getDate()}
                  </StyledDay>
                );
              })}
            </tr>
          ))}
        </tbody>
      </StyledGrid>
    </StyledCalendar>
  );
}
