import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_CENTS, centsOfAud, decimalAud, formatAud } from './money.ts';

describe('money as whole cents', () => {
  it('reads dollars as typed, without floating point', () => {
    expect(centsOfAud('24.50')).toBe(2450);
    expect(centsOfAud('$24.5')).toBe(2450);
    expect(centsOfAud(' 1,250 ')).toBe(125000);
    expect(centsOfAud('0.07')).toBe(7);
    expect(centsOfAud('19.99')).toBe(1999);
    expect(centsOfAud('0')).toBe(0);
  });

  it('refuses what is not an amount of dollars and cents', () => {
    for (const text of ['', 'abc', '-5', '24.505', '1,25', '12,34,567', '$', '1e3', '24.', '.50', '10000000.01']) expect(centsOfAud(text), text).toBeNull();
  });

  it('writes any amount back as the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_CENTS }), (cents) => {
        expect(centsOfAud(decimalAud(cents))).toBe(cents);
        expect(centsOfAud(formatAud(cents))).toBe(cents);
      }),
    );
  });

  it('shows dollars as Australians read them', () => {
    expect(formatAud(2450)).toBe('$24.50');
    expect(formatAud(125000)).toBe('$1,250.00');
    expect(decimalAud(-500)).toBe('-5.00');
    expect(decimalAud(7)).toBe('0.07');
  });
});
