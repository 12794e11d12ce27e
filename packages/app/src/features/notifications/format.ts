import dayjs from 'dayjs';

/** Spec 9: dates outside tables and pickers read `YYYY-MM-DD h:mm AM/PM`. */
export function formatNotificationTime(iso: string): string {
  const time = dayjs(iso);
  return time.isValid() ? time.format('YYYY-MM-DD h:mm A') : '';
}
