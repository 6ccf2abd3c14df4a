import { ADMIN_MESSAGES } from '@pharmacy/shared';
import { describe, expect, it } from 'vitest';
import { formatDob, formatRegistered } from './practitioner-format.ts';
import { toPractitionerRow } from './practitioner-row.ts';

describe('reading a practitioner record', () => {
  it('fills what is missing: status pending, empty details, no date of birth', () => {
    const row = toPractitionerRow('uid-1', { firstName: 'Jane', lastName: 'Citizen', email: 'jane@clinic.test', role: 'practitioner' });
    expect(row).toEqual({
      id: 'uid-1',
      firstName: 'Jane',
      lastName: 'Citizen',
      email: 'jane@clinic.test',
      role: 'practitioner',
      status: 'pending',
      practitionerNumber: '',
      clinicName: '',
      clinicAddress: '',
      dob: null,
      createdAt: 'missing',
    });
  });

  it('needs all three parts of a date of birth', () => {
    const base = { role: 'practitioner', dobYear: 1985, dobMonth: 3 };
    expect(toPractitionerRow('a', base)?.dob).toBeNull();
    expect(toPractitionerRow('a', { ...base, dobDay: 7 })?.dob).toEqual({ year: 1985, month: 3, day: 7 });
  });

  it('gives up on a record it cannot read', () => {
    expect(toPractitionerRow('a', { role: 'practitioner', firstName: 42 })).toBeNull();
  });

  it('reads createdAt from a Timestamp, or says why it cannot', () => {
    const createdAt = (value: unknown) => toPractitionerRow('a', { role: 'practitioner', createdAt: value })?.createdAt;
    expect(createdAt({ seconds: 1_741_269_600, nanoseconds: 500_000_000 })).toBe(1_741_269_600_500);
    expect(createdAt(undefined)).toBe('missing');
    expect(createdAt('2025-03-06')).toBe('unknown-format');
  });
});

describe('dates in the table', () => {
  it('writes a date of birth as day/month/year without padding, or nothing', () => {
    expect(formatDob({ year: 1985, month: 3, day: 7 })).toBe('7/3/1985');
    expect(formatDob(null)).toBe('');
  });

  it('writes the registration date as dd/mm/yyyy in Sydney, with the spec fallbacks', () => {
    // 1am on 7 March 2025 in Sydney is 6 March in UTC.
    expect(formatRegistered(Date.parse('2025-03-06T14:00:00Z'))).toBe('07/03/2025');
    expect(formatRegistered('unknown-format')).toBe(ADMIN_MESSAGES.unknownFormat);
    expect(formatRegistered('invalid')).toBe(ADMIN_MESSAGES.invalidDate);
    expect(formatRegistered('missing')).toBe('');
  });
});
