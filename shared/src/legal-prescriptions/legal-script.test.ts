import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  initialLegalScript,
  nextSupplyLegalScript,
  legalScriptText,
  originalDueDate,
  type LegalScript,
} from './legal-script.ts';
import { sydneyDateOf } from '../platform/sydney-dates.ts';

const awaited = (dueDate: string): { legalScript: LegalScript } => ({ legalScript: { state: 'original_awaited', dueDate } });
const token = { legalScript: { state: 'token_received', token: { kind: 'code', value: '1XPR352VP3QCX7BJD6' } } } as const;
const received = {
  legalScript: { state: 'original_received', dueDate: '2026-03-09', receivedOn: '2026-03-05', receivedBy: 'admin-1' },
} as const;

describe('the due date of an original', () => {
  it('is 7 Sydney calendar days after submission, by the Sydney date, not the UTC one', () => {
    // 9:30 am on 3 March in Sydney is still 2 March in UTC.
    expect(originalDueDate(new Date('2026-03-02T22:30:00Z'))).toBe('2026-03-10');
    expect(sydneyDateOf(new Date('2026-03-02T12:59:59Z'))).toBe('2026-03-02');
    expect(sydneyDateOf(new Date('2026-03-02T13:00:00Z'))).toBe('2026-03-03');
  });

  it('moves by calendar days across the end of daylight saving (5 April 2026) and its start (4 October 2026)', () => {
    // 11:30 pm on Saturday 4 April (AEDT, UTC+11); the clocks go back at 3 am on the Sunday.
    expect(originalDueDate(new Date('2026-04-04T12:30:00Z'))).toBe('2026-04-11');
    // 00:30 am on Sunday 5 April is 13:30 UTC on the 4th.
    expect(originalDueDate(new Date('2026-04-04T13:30:00Z'))).toBe('2026-04-12');
    // 11:30 pm on Saturday 3 October (AEST, UTC+10); the clocks go forward at 2 am on the Sunday.
    expect(originalDueDate(new Date('2026-10-03T13:30:00Z'))).toBe('2026-10-10');
    expect(originalDueDate(new Date('2026-10-03T14:30:00Z'))).toBe('2026-10-11');
    expect(addCalendarDays('2026-12-29', 7)).toBe('2027-01-05');
    expect(addCalendarDays('2026-03-09', -2)).toBe('2026-03-07');
  });
});

describe('a new item', () => {
  it('with an e-script token has its legal prescription; anything else waits for the original', () => {
    const at = new Date('2026-03-02T03:00:00Z');
    expect(initialLegalScript({ kind: 'code', value: '1XPR352VP3QCX7BJD6' }, at).state).toBe('token_received');
    expect(initialLegalScript(null, at)).toEqual({ state: 'original_awaited', dueDate: '2026-03-09' });
  });
});

describe('the item line', () => {
  it('says the state and its date', () => {
    expect(legalScriptText(awaited('2026-03-09').legalScript)).toBe('Original outstanding: due by 9 March 2026');
    expect(legalScriptText(received.legalScript)).toBe('Original received on 5 March 2026');
    expect(legalScriptText(token.legalScript)).toBe('E-script token received');
    expect(legalScriptText({ state: 'repeat_held', of: 'HC-260302-K7QX' })).toBe('Repeat held by the pharmacy (the prescription of HC-260302-K7QX)');
  });
});

describe('a next supply (decision 065)', () => {
  const at = new Date('2026-04-01T03:00:00Z');
  it('never copies the first item\u2019s token or original: the pharmacy holds the repeat', () => {
    expect(nextSupplyLegalScript(token.legalScript, 'HC-260302-K7QX', at)).toEqual({ state: 'repeat_held', of: 'HC-260302-K7QX' });
    expect(nextSupplyLegalScript(received.legalScript, 'HC-260302-K7QX', at)).toEqual({ state: 'repeat_held', of: 'HC-260302-K7QX' });
  });

  it('waits for the original, due from its own date, while the first is still awaited; an older item gives none', () => {
    expect(nextSupplyLegalScript(awaited('2026-03-09').legalScript, 'HC-260302-K7QX', at)).toEqual({ state: 'original_awaited', dueDate: '2026-04-08' });
    expect(nextSupplyLegalScript(undefined, 'HC-260302-K7QX', at)).toBeUndefined();
  });
});
