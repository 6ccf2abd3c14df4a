import { describe, expect, it } from 'vitest';
import { REQUEST_CODE_ALPHABET, isOrderRequestId, orderRequestId, randomRequestCode } from './order-request-id.ts';

describe('order request IDs', () => {
  it('carry the day in Sydney, not in UTC', () => {
    // 11:30 pm on 1 March in UTC is 10:30 am on 2 March in Sydney (daylight time, UTC+11).
    expect(orderRequestId(new Date('2026-03-01T23:30:00Z'), 'K7QX')).toBe('HC-260302-K7QX');
    // 1 pm on 30 June in UTC is 11 pm the same day in Sydney (standard time, UTC+10).
    expect(orderRequestId(new Date('2026-06-30T13:00:00Z'), '0000')).toBe('HC-260630-0000');
  });

  it('use four characters none of which reads like another', () => {
    expect(REQUEST_CODE_ALPHABET).toHaveLength(32);
    expect(REQUEST_CODE_ALPHABET).not.toMatch(/[ILOU]/);
    const codes = Array.from({ length: 2000 }, randomRequestCode);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}$/);
    // Random, not counted: 2,000 draws from about a million codes almost never repeat much.
    expect(new Set(codes).size).toBeGreaterThan(1990);
  });

  it('are recognised by their shape only', () => {
    expect(isOrderRequestId('HC-260302-K7QX')).toBe(true);
    for (const text of ['HC-260302-K7QI', 'HC-260302-k7qx', 'HC-2603-K7QX', 'hc-260302-K7QX', 'HC-260302-K7QX/..', '']) {
      expect(isOrderRequestId(text), text).toBe(false);
    }
  });
});
