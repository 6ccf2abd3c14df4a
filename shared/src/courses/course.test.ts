import { describe, expect, it } from 'vitest';
import {
  COURSE_ERROR_CODES,
  COURSE_MESSAGES,
  courseOf,
  courseText,
  dueReminderOn,
  nextSupplyFrom,
  nextSupplyProblem,
  repeatsLeft,
  supplyProblem,
  type CourseFacts,
} from './course.ts';

// 10:00 in Sydney (AEDT, UTC+11) on the dates named.
const sydney = (date: string) => new Date(`${date}T10:00:00+11:00`);
const supplied = (...dates: string[]) => dates.map((date, repeat) => ({ repeat, at: sydney(date).toISOString() }));
const course = (overrides: Partial<CourseFacts> = {}): CourseFacts => ({ repeats: 3, intervalDays: null, supplies: [], daysSupply: null, ...overrides });

describe('supplies against repeats', () => {
  it('supplies a 3-repeat item four times in all (the original and three repeats), then refuses', () => {
    let facts = course();
    const now = sydney('2027-01-10');
    for (let made = 0; made < 4; made += 1) {
      expect(supplyProblem(facts, now)).toBeNull();
      facts = { ...facts, supplies: [...facts.supplies, { repeat: made, at: now.toISOString() }] };
    }
    expect(repeatsLeft(facts)).toBe(0);
    expect(supplyProblem(facts, now)).toMatchObject({ code: COURSE_ERROR_CODES.noRepeatsLeft, message: COURSE_MESSAGES.noRepeatsLeft });
  });

  it('allows an item without repeats its one supply', () => {
    expect(supplyProblem(course({ repeats: 0 }), sydney('2027-01-10'))).toBeNull();
    expect(supplyProblem(course({ repeats: 0, supplies: supplied('2027-01-10') }), sydney('2027-01-11'))?.code).toBe(COURSE_ERROR_CODES.noRepeatsLeft);
  });

  it('reads an S8 item\'s interval where the item itself has none', () => {
    expect(courseOf({ repeats: 2, s8Prescription: { repeatIntervalDays: 28 } })).toEqual({ repeats: 2, intervalDays: 28, supplies: [], daysSupply: null });
    expect(courseOf({ repeatIntervalDays: 14 }).intervalDays).toBe(14);
  });
});

describe('the next supply', () => {
  const first = course({ repeats: 5, intervalDays: 28, supplies: supplied('2027-01-17') });

  it('is refused before the interval\'s date, with that date, and accepted from it (Sydney dates)', () => {
    expect(nextSupplyFrom(first)).toBe('2027-02-14');
    const early = nextSupplyProblem(first, sydney('2027-02-13'), '', false);
    expect(early).toEqual({ code: COURSE_ERROR_CODES.tooEarly, message: COURSE_MESSAGES.tooEarly('2027-02-14'), nextFrom: '2027-02-14' });
    expect(early?.message).toContain('14/02/2027');
    // 00:30 on the 14th in Sydney is still the 13th in UTC.
    expect(nextSupplyProblem(first, new Date('2027-02-13T13:30:00Z'), '', false)).toBeNull();
    expect(nextSupplyProblem(first, sydney('2027-03-01'), '', false)).toBeNull();
  });

  it('takes a reason for the pharmacist only where no interval is set', () => {
    expect(nextSupplyProblem(first, sydney('2027-03-01'), 'Travelling overseas', false)?.code).toBe(COURSE_ERROR_CODES.reasonWithInterval);
    expect(nextSupplyProblem({ ...first, intervalDays: null }, sydney('2027-01-18'), 'Travelling overseas', false)).toBeNull();
  });

  it('is refused before the first supply, with no repeats left, or while one is already asked for', () => {
    expect(nextSupplyProblem(course(), sydney('2027-01-10'), '', false)?.code).toBe(COURSE_ERROR_CODES.notSuppliedYet);
    expect(nextSupplyProblem(course({ repeats: 1, supplies: supplied('2027-01-01', '2027-01-02') }), sydney('2027-03-01'), '', false)?.code).toBe(COURSE_ERROR_CODES.noRepeatsLeft);
    expect(nextSupplyProblem(first, sydney('2027-03-01'), '', true)?.code).toBe(COURSE_ERROR_CODES.nextSupplyOpen);
  });
});

describe('what an item shows of its course', () => {
  it('says which repeat was supplied and when the next may be', () => {
    expect(courseText(course({ repeats: 5, intervalDays: 28, supplies: supplied('2026-12-20', '2027-01-17') }))).toBe('repeat 1 of 5 supplied, next from 14/02/2027');
    expect(courseText(course({ repeats: 5, intervalDays: 28, supplies: supplied('2026-11-22', '2026-12-20', '2027-01-17') }))).toBe('repeat 2 of 5 supplied, next from 14/02/2027');
    expect(courseText(course({ repeats: 2, supplies: supplied('2027-01-17') }))).toBe('first supply made, 0 of 2 repeats supplied, next any time');
    expect(courseText(course({ repeats: 1, supplies: supplied('2027-01-01', '2027-01-17') }))).toBe('repeat 1 of 1 supplied, no repeats left');
    expect(courseText(course({ repeats: 3 }))).toBe('3 repeats authorised, not supplied yet');
    expect(courseText(course({ repeats: 0 }))).toBeNull();
    expect(courseText(course({ repeats: 0, supplies: supplied('2027-01-17') }))).toBe('supplied, no repeats');
  });
});

describe('the due reminder', () => {
  const running = course({ repeats: 2, daysSupply: 30, supplies: supplied('2027-01-01') });

  it('falls due when the supply runs out within 7 days and repeats remain', () => {
    // Runs out on 31/01/2027.
    expect(dueReminderOn(running, sydney('2027-01-23'))).toBeNull();
    expect(dueReminderOn(running, sydney('2027-01-24'))).toBe('2027-01-31');
    expect(dueReminderOn(running, sydney('2027-02-03'))).toBe('2027-01-31');
  });

  it('never falls due without a days\' supply, a supply, or repeats left', () => {
    expect(dueReminderOn({ ...running, daysSupply: null }, sydney('2027-01-30'))).toBeNull();
    expect(dueReminderOn({ ...running, supplies: [] }, sydney('2027-01-30'))).toBeNull();
    expect(dueReminderOn({ ...running, repeats: 0 }, sydney('2027-01-30'))).toBeNull();
  });
});
