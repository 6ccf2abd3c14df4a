/**
 * The day buckets a reader can ask for (decision 034): the overview's twelve weeks and its
 * 30 days of time to ready, the minutes of the last eight days ("last week to this time"),
 * and the dashboard's "New This Week". The recount checks these and removes older ones,
 * so the counter documents stay small; nothing reads a day before them.
 */
import {
  NEW_THIS_WEEK_DAYS,
  OVERVIEW_WEEKS,
  TIME_TO_READY_DAYS,
  daysSinceMonday,
  sydneyCalendarDate,
  sydneyDateAfter,
} from '@pharmacy/shared';

export interface DayWindow {
  /** First and last Sydney day, YYYY-MM-DD, both included. */
  from: string;
  to: string;
  days: string[];
}

function window(now: Date, firstOffset: number): DayWindow {
  const today = sydneyCalendarDate(now.getTime());
  const days = Array.from({ length: 1 - firstOffset }, (_, index) => sydneyDateAfter(today, firstOffset + index));
  return { from: days[0]!, to: days.at(-1)!, days };
}

export interface CounterWindows {
  receivedOn: DayWindow;
  madeReadyOn: DayWindow;
  registeredOn: DayWindow;
  /** The days whose minutes are kept: today and the seven before it. */
  receivedMinutes: DayWindow;
}

export function counterWindows(now: Date): CounterWindows {
  const today = sydneyCalendarDate(now.getTime());
  return {
    receivedOn: window(now, -daysSinceMonday(today) - 7 * (OVERVIEW_WEEKS - 1)),
    madeReadyOn: window(now, 1 - TIME_TO_READY_DAYS),
    registeredOn: window(now, 1 - NEW_THIS_WEEK_DAYS),
    receivedMinutes: window(now, -7),
  };
}

const MINUTES_DOC = /^orderRequests-received-(\d{4}-\d{2}-\d{2})$/;
const DAY_FIELDS = { receivedOn: 'receivedOn', madeReadyOn: 'madeReadyOn', registeredOn: 'registeredOn' } as const;

/**
 * Whether a counter (document and field, with its bucket if any) lies in a window a reader
 * asks for. Days before the windows are not kept: the trigger leaves them alone and the
 * recount removes them, so a record changed or deleted long after its day leaves nothing
 * behind (a -1 for a day nobody reads).
 */
export function isKept(windows: CounterWindows, doc: string, field: string, bucket: string | null): boolean {
  const minutesOf = MINUTES_DOC.exec(doc);
  if (minutesOf) return minutesOf[1]! >= windows.receivedMinutes.from;
  const dayField = DAY_FIELDS[field as keyof typeof DAY_FIELDS];
  return dayField === undefined || bucket === null || bucket >= windows[dayField].from;
}
