/**
 * The overview's periods in Australia/Sydney time (decision 031): days start at Sydney
 * midnight and weeks on Monday, so a week across a daylight-saving change is 167 or 169
 * hours long. Each period is a half-open range of instants for the database and its
 * first and last Sydney dates for the lists' addresses.
 */
import {
  OVERVIEW_WEEKS,
  TIME_TO_READY_DAYS,
  daysSinceMonday,
  sydneyCalendarDate,
  sydneyDateAfter,
  sydneyDayStart,
  sydneySameTimeDaysBefore,
  type CalendarDate,
} from '@pharmacy/shared';

export interface Period {
  /** First and last Sydney date (YYYY-MM-DD), both included. */
  from: string;
  to: string;
  /** Instants from `start` (included) to `end` (excluded). */
  start: Date;
  end: Date;
}

export interface OverviewPeriods {
  /** Today's Sydney date: an original due before it is overdue. */
  today: string;
  receivedToday: Period;
  /** Monday to today. */
  thisWeek: Period;
  /** Last Monday to this weekday and time a week ago. */
  lastWeekSoFar: Period;
  lastWeek: Period;
  /** The last OVERVIEW_WEEKS weeks, oldest first; the last is this week. */
  weeks: Period[];
  /** The TIME_TO_READY_DAYS Sydney days ending today: the median time to ready counts orders made ready since its start. */
  timeToReady: Period;
  /** The Sydney calendar month so far and to its end: the money figures count the invoices issued on its days. */
  thisMonth: Period;
}

/** The days `first` to `last` days from `today`, both included (negative is earlier). */
function days(today: CalendarDate, first: number, last: number): Period {
  return {
    from: sydneyDateAfter(today, first),
    to: sydneyDateAfter(today, last),
    start: new Date(sydneyDayStart(today, first)),
    end: new Date(sydneyDayStart(today, last + 1)),
  };
}

/** How many days the date's month has (28 to 31). */
const daysInMonth = ({ year, month }: CalendarDate) => new Date(Date.UTC(year, month, 0)).getUTCDate();

export function overviewPeriods(now: Date): OverviewPeriods {
  const today = sydneyCalendarDate(now.getTime());
  const monday = -daysSinceMonday(today);
  const week = (weeksBack: number) => days(today, monday - 7 * weeksBack, monday - 7 * weeksBack + 6);
  const thisWeek = days(today, monday, 0);
  const lastWeek = week(1);
  return {
    today: sydneyDateAfter(today, 0),
    receivedToday: days(today, 0, 0),
    thisWeek,
    lastWeekSoFar: { ...days(today, monday - 7, -7), end: new Date(sydneySameTimeDaysBefore(now.getTime(), 7)) },
    lastWeek,
    weeks: Array.from({ length: OVERVIEW_WEEKS }, (_, index) => (index === OVERVIEW_WEEKS - 1 ? thisWeek : week(OVERVIEW_WEEKS - 1 - index))),
    timeToReady: days(today, 1 - TIME_TO_READY_DAYS, 0),
    thisMonth: days(today, 1 - today.day, daysInMonth(today) - today.day),
  };
}
