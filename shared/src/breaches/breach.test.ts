import { describe, expect, test } from 'vitest';
import { sydneyDateOf, sydneyDateTimeInputOf, sydneyDateTimeInstant } from '../platform/sydney-dates.ts';
import {
  assessmentClock,
  assessmentClockText,
  breachAssessmentDueOn,
  dueBreachReminder,
  nextBreachReminderOn,
  type BreachReminderSource,
} from './breach.ts';
import { BreachInputSchema, breachInputSchema } from './breach-schema.ts';

const open = (foundOn: string, reminders: BreachReminderSource['reminders'] = {}): BreachReminderSource => ({ foundOn, status: 'suspected', reminders });
/** The reminder a run at this instant would send. */
const dueAt = (breach: BreachReminderSource, instant: string) => dueBreachReminder(breach, sydneyDateOf(new Date(instant)));

describe('the 30-day assessment clock', () => {
  test('is due 30 calendar days after the Sydney date the breach was found', () => {
    expect(breachAssessmentDueOn('2026-11-27')).toBe('2026-12-27');
  });

  test('across 29 February: in a leap year it counts the day, in other years there is none', () => {
    expect(breachAssessmentDueOn('2028-01-30')).toBe('2028-02-29');
    expect(breachAssessmentDueOn('2028-02-10')).toBe('2028-03-11');
    expect(breachAssessmentDueOn('2027-02-10')).toBe('2027-03-12');
    expect(breachAssessmentDueOn('2028-02-29')).toBe('2028-03-30');
  });

  test('reads as days left, due today, overdue, or assessed', () => {
    const breach = { foundOn: '2026-11-01', status: 'assessing' } as const;
    expect(assessmentClockText(assessmentClock(breach, '2026-11-19'))).toBe('12 days left');
    expect(assessmentClockText(assessmentClock(breach, '2026-11-30'))).toBe('1 day left');
    expect(assessmentClockText(assessmentClock(breach, '2026-12-01'))).toBe('Due today');
    expect(assessmentClockText(assessmentClock(breach, '2026-12-02'))).toBe('Overdue by 1 day');
    expect(assessmentClockText(assessmentClock(breach, '2026-12-04'))).toBe('Overdue by 3 days');
    expect(assessmentClockText(assessmentClock({ ...breach, status: 'assessed' }, '2026-12-04'))).toBe('Assessed');
  });

  test('counts Sydney days across the start of daylight saving (4 October 2026, a 23-hour day)', () => {
    // Found at 11:30 pm on 3 October; on 4 October at 11:30 pm, 23 hours later, one day has gone.
    const foundOn = sydneyDateOf(new Date('2026-10-03T23:30:00+10:00'));
    const today = sydneyDateOf(new Date('2026-10-04T23:30:00+11:00'));
    expect(assessmentClock({ foundOn, status: 'suspected' }, today)).toEqual({ kind: 'open', daysLeft: 29 });
  });
});

describe('which reminder a run sends', () => {
  test('the 20-day reminder from the Sydney midnight that starts day 20, and not a minute before', () => {
    const breach = open('2026-11-01');
    expect(dueAt(breach, '2026-11-20T23:59:00+11:00')).toBeNull();
    expect(dueAt(breach, '2026-11-21T00:00:00+11:00')).toBe('day20');
  });

  test('the 28-day reminder once the 20-day one was claimed, and then none', () => {
    expect(dueAt(open('2026-11-01', { day20: {} }), '2026-11-28T23:59:00+11:00')).toBeNull();
    expect(dueAt(open('2026-11-01', { day20: {} }), '2026-11-29T00:00:00+11:00')).toBe('day28');
    expect(dueAt(open('2026-11-01', { day20: {}, day28: {} }), '2026-12-05T09:00:00+11:00')).toBeNull();
  });

  test('a breach recorded late gets the latest reminder reached only', () => {
    expect(dueAt(open('2026-11-01'), '2026-11-25T09:00:00+11:00')).toBe('day20');
    expect(dueAt(open('2026-11-01'), '2026-12-10T09:00:00+11:00')).toBe('day28');
    expect(nextBreachReminderOn(open('2026-11-01', { day28: {} }))).toBeNull();
  });

  test('an assessed breach gets none', () => {
    expect(dueAt({ ...open('2026-11-01'), status: 'assessed' }, '2026-11-29T09:00:00+11:00')).toBeNull();
    expect(nextBreachReminderOn({ ...open('2026-11-01'), status: 'assessed' })).toBeNull();
  });

  test('day 20 across 29 February 2028 and across the start of daylight saving', () => {
    expect(nextBreachReminderOn(open('2028-02-09'))).toBe('2028-02-29');
    expect(dueAt(open('2028-02-09'), '2028-02-28T23:59:00+11:00')).toBeNull();
    expect(dueAt(open('2028-02-09'), '2028-02-29T00:00:00+11:00')).toBe('day20');
    // Found 14 September 2026 (AEST); day 20 is 4 October, whose midnight is still AEST (+10:00).
    expect(nextBreachReminderOn(open('2026-09-14'))).toBe('2026-10-04');
    expect(dueAt(open('2026-09-14'), '2026-10-03T23:59:00+10:00')).toBeNull();
    expect(dueAt(open('2026-09-14'), '2026-10-04T00:00:00+10:00')).toBe('day20');
    // Day 28, 12 October, starts at midnight AEDT (+11:00), an hour earlier in UTC than it would in winter.
    expect(dueAt(open('2026-09-14', { day20: {} }), '2026-10-11T13:00:00Z')).toBe('day28');
    expect(dueAt(open('2026-09-14', { day20: {} }), '2026-10-11T12:59:00Z')).toBeNull();
  });
});

describe('Sydney date-times as the form gives them', () => {
  test('read in Sydney whatever the season, and back', () => {
    expect(sydneyDateTimeInstant('2026-07-01T09:30')).toBe(Date.parse('2026-07-01T09:30:00+10:00'));
    expect(sydneyDateTimeInstant('2026-12-01T09:30')).toBe(Date.parse('2026-12-01T09:30:00+11:00'));
    expect(sydneyDateTimeInputOf(Date.parse('2026-12-01T09:30:00+11:00'))).toBe('2026-12-01T09:30');
  });

  test('refuse what is no calendar time', () => {
    for (const value of ['', '2026-02-29T10:00', '2026-13-01T10:00', '2026-01-01T24:00', '2026-01-01 10:00', '2026-01-01T10:00:00']) {
      expect(sydneyDateTimeInstant(value)).toBeNull();
    }
    expect(sydneyDateTimeInstant('2028-02-29T10:00')).toBe(Date.parse('2028-02-29T10:00:00+11:00'));
  });
});

describe('the breach form', () => {
  const now = new Date('2026-11-27T10:00:00+11:00');
  const schema = breachInputSchema({ now: () => now });
  const form = { description: 'Laptop left on a train', foundAt: '2026-11-27T08:15' };

  test('a found time in the future is refused, one a minute ago accepted', () => {
    const future = schema.safeParse({ ...form, foundAt: '2026-11-27T10:01' });
    expect(future.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['foundAt', 'The time it was found cannot be in the future.']]);
    expect(schema.parse({ ...form, foundAt: '2026-11-27T09:59' }).foundAt).toBe(Date.parse('2026-11-27T09:59:00+11:00'));
  });

  test('an assessed breach needs its outcome and reasons; individuals notified need how', () => {
    const result = schema.safeParse({ ...form, status: 'assessed', individualsNotifiedOn: '2026-11-27' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['outcome', 'individualsNotifiedHow']);
    const reasons = schema.safeParse({ ...form, status: 'assessed', outcome: 'eligible' });
    expect(reasons.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['outcomeReasons']);
  });

  test('notification dates may not be after today nor before the breach was found', () => {
    const result = schema.safeParse({ ...form, oaicNotifiedOn: '2026-11-28', individualsNotifiedOn: '2026-11-26', individualsNotifiedHow: 'Letter' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['oaicNotifiedOn', 'individualsNotifiedOn']);
  });

  test('the access question needs both ends of its range, in order, and an admin ID when one is named', () => {
    const paths = (values: Record<string, string>) => schema.safeParse({ ...form, ...values }).error?.issues.map((issue) => issue.path.join('.'));
    expect(paths({ accessActorUid: 'admin-1' })).toEqual(['accessFrom', 'accessTo']);
    expect(paths({ accessFrom: '2026-11-20T10:00', accessTo: '2026-11-20T09:00' })).toEqual(['accessTo']);
    expect(paths({ accessActorUid: '../x', accessFrom: '2026-11-20T09:00', accessTo: '2026-11-20T10:00' })).toEqual(['accessActorUid']);
    expect(schema.parse({ ...form, accessFrom: '2026-11-20T09:00', accessTo: '2026-11-20T10:00' }).access).toEqual({
      actorUid: null,
      from: Date.parse('2026-11-20T09:00:00+11:00'),
      to: Date.parse('2026-11-20T10:00:00+11:00'),
    });
  });

  test('a form of the wrong shape is refused with messages, never thrown', () => {
    expect(BreachInputSchema.safeParse({ description: 7, foundAt: null, status: 'closed' }).success).toBe(false);
    expect(BreachInputSchema.safeParse(null).success).toBe(false);
  });
});
