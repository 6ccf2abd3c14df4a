import { describe, expect, it } from 'vitest';
import { australianMobileE164, maskedMobile, mobileHint, mobileHintEnding, smsCode } from './sign-in-security.ts';

describe('australianMobileE164', () => {
  it.each([
    ['0412 345 678', '+61412345678'],
    ['+61 412 345 678', '+61412345678'],
    ['61412345678', '+61412345678'],
    ['(04) 1234-5678', '+61412345678'],
  ])('reads %s as %s', (typed, expected) => {
    expect(australianMobileE164(typed)).toBe(expected);
  });

  it.each(['02 9555 1234', '0412 345 67', '+1 412 345 6789', 'call me', ''])('refuses %s', (typed) => {
    expect(australianMobileE164(typed)).toBeNull();
  });
});

describe('smsCode', () => {
  it('takes six digits, spaces allowed', () => {
    expect(smsCode('123 456')).toBe('123456');
  });
  it.each(['12345', '1234567', 'abcdef', ''])('refuses %s', (typed) => {
    expect(smsCode(typed)).toBeNull();
  });
});

describe('maskedMobile', () => {
  it('shows only the last four digits, as Firebase shows an enrolled phone', () => {
    expect(maskedMobile('+61491570156')).toBe('+*******0156');
  });
});

describe('mobileHint', () => {
  it('shows the last three digits only, in the shape people write a mobile (decision 066)', () => {
    expect(mobileHint('+61491570156')).toBe('04•• ••• 156');
    expect(mobileHintEnding(mobileHint('+61491570156'))).toBe('156');
  });
});
