import { describe, expect, it } from 'vitest';
import { S8_ERROR_CODES, S8_MESSAGES, parseNswAuthorityNumber, s8ItemProblem, s8PrescriptionText, type S8ItemFacts } from './s8-item.ts';

describe('a NSW Health authority number', () => {
  it.each([
    ['AU123456', 'AU123456'],
    [' au 123-456 ', 'AU123456'],
    ['Ref. No. AU 1234567890', 'AU1234567890'],
    ['ref no: AU12AB34', 'AU12AB34'],
  ])('reads %j as %s', (typed, stored) => {
    expect(parseNswAuthorityNumber(typed)).toBe(stored);
  });

  it.each(['', '123456', 'AU12345', 'AU12345678901', 'CNS123456', 'AU12345!'])('is not %j', (typed) => {
    expect(parseNswAuthorityNumber(typed)).toBeNull();
  });
});

const s8Item = (overrides: Partial<S8ItemFacts> = {}): S8ItemFacts => ({
  schedule: 'S8',
  scriptMethod: 'upload',
  escriptToken: '1XPR352VP3QCX7BJD6',
  authorityNumber: 'AU123456',
  repeatIntervalDays: 28,
  ...overrides,
});

describe('the Schedule 8 rules of an item', () => {
  it('accepts an S8 item with its authority and interval on an e-script token or the posted original', () => {
    expect(s8ItemProblem(s8Item())).toBeNull();
    expect(s8ItemProblem(s8Item({ scriptMethod: 'mail', escriptToken: '' }))).toBeNull();
  });

  it('asks nothing of an item in another schedule, or of unstated schedule', () => {
    expect(s8ItemProblem(s8Item({ schedule: 'S4', authorityNumber: '', repeatIntervalDays: null, escriptToken: '' }))).toBeNull();
    expect(s8ItemProblem(s8Item({ schedule: null, authorityNumber: '', repeatIntervalDays: null }))).toBeNull();
  });

  it.each([
    ['without an authority number', { authorityNumber: ' ' }, S8_ERROR_CODES.authorityRequired, S8_MESSAGES.authorityMissing],
    ['with an authority number of the wrong form', { authorityNumber: '12345' }, S8_ERROR_CODES.authorityRequired, S8_MESSAGES.authorityFormat],
    ['without a repeat interval', { repeatIntervalDays: null }, S8_ERROR_CODES.intervalRequired, S8_MESSAGES.intervalMissing],
    ['with an interval of no days', { repeatIntervalDays: 0 }, S8_ERROR_CODES.intervalRequired, S8_MESSAGES.intervalFormat],
    ['with a fractional interval', { repeatIntervalDays: 2.5 }, S8_ERROR_CODES.intervalRequired, S8_MESSAGES.intervalFormat],
    ['with only an uploaded image', { escriptToken: '' }, S8_ERROR_CODES.legalPrescriptionRequired, S8_MESSAGES.uploadAlone],
  ] as const)('refuses an S8 item %s', (_label, overrides, code, message) => {
    expect(s8ItemProblem(s8Item(overrides))).toEqual({ code, message });
  });

  it('says why an uploaded image is not enough', () => {
    expect(S8_MESSAGES.uploadAlone).toMatch(/advance copy/);
  });

  it('reads the authority and interval as one line', () => {
    expect(s8PrescriptionText({ authorityNumber: 'AU123456', repeatIntervalDays: 28 })).toBe(
      'NSW Health authority AU123456 · repeat interval 28 days',
    );
  });
});

describe('a Schedule 8 item for an animal (decision 048)', () => {
  it('needs no NSW Health authority, but still the repeat interval and the token or posted original', () => {
    expect(s8ItemProblem(s8Item({ patientKind: 'animal', authorityNumber: '' }))).toBeNull();
    expect(s8ItemProblem(s8Item({ patientKind: 'animal', authorityNumber: '', repeatIntervalDays: null }))?.code).toBe(S8_ERROR_CODES.intervalRequired);
    expect(s8ItemProblem(s8Item({ patientKind: 'animal', authorityNumber: '', escriptToken: '' }))?.code).toBe(S8_ERROR_CODES.legalPrescriptionRequired);
    expect(s8ItemProblem(s8Item({ patientKind: 'person', authorityNumber: '' }))?.code).toBe(S8_ERROR_CODES.authorityRequired);
  });

  it('reads on the pharmacy\u2019s screens without an authority', () => {
    expect(s8PrescriptionText({ repeatIntervalDays: 28 })).toBe('For an animal: no NSW Health authority needed · repeat interval 28 days');
  });
});
