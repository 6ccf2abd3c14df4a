import { describe, expect, it } from 'vitest';
import { toAustralianE164 } from './phone.ts';

describe('Australian phone numbers', () => {
  it.each([
    ['0412 345 678', '+61412345678'],
    ['0412-345-678', '+61412345678'],
    ['+61 412 345 678', '+61412345678'],
    ['02 5550 1234', '+61255501234'],
    ['(02) 5550 1234', '+61255501234'],
    ['1300 555 123', '+611300555123'],
  ])('normalises %s to %s', (input, e164) => {
    expect(toAustralianE164(input)).toBe(e164);
  });

  it.each([
    ['a number from another country', '+44 20 7946 0958'],
    ['a landline with a digit missing', '02 5550 123'],
    ['a mobile with digits too many', '0412 345 6789'],
    ['letters', 'call me maybe'],
    ['an empty string', ''],
  ])('refuses %s', (_label, input) => {
    expect(toAustralianE164(input)).toBeNull();
  });
});
