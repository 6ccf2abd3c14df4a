import { describe, expect, it } from 'vitest';
import { PATIENT_REQUEST_MESSAGES, changedFields, orderPatientFields, patientKey, readAustralianDate } from './patient-requests.ts';
import { PatientSearchRequestSchema } from './patient-requests-schema.ts';

describe('a date of birth as typed in Australia', () => {
  it.each([
    ['15/03/1980', '1980-03-15'],
    ['15/3/1980', '1980-03-15'],
    [' 5.3.1980 ', '1980-03-05'],
    ['05-03-1980', '1980-03-05'],
    ['1980-03-15', '1980-03-15'],
    ['29/02/2024', '2024-02-29'],
  ])('reads %s as %s', (typed, date) => {
    expect(readAustralianDate(typed)).toEqual({ date });
  });

  it.each([
    ['31/02/1980', PATIENT_REQUEST_MESSAGES.dateOfBirthInvalid],
    ['29/02/2023', PATIENT_REQUEST_MESSAGES.dateOfBirthInvalid],
    ['15/13/1980', PATIENT_REQUEST_MESSAGES.dateOfBirthInvalid],
    ['', PATIENT_REQUEST_MESSAGES.dateOfBirth],
    ['March 1980', PATIENT_REQUEST_MESSAGES.dateOfBirth],
    ['15/03/80', PATIENT_REQUEST_MESSAGES.dateOfBirth],
  ])('refuses %j: %s', (typed, problem) => {
    expect(readAustralianDate(typed)).toEqual({ problem });
  });

  it('is what the finder\u2019s request carries, as YYYY-MM-DD', () => {
    expect(PatientSearchRequestSchema.parse({ familyName: ' Kelly ', dateOfBirth: '15/3/1948' })).toEqual({ kind: 'person', familyName: 'Kelly', dateOfBirth: '1948-03-15' });
  });

  it('finds an animal by its owner\u2019s family name alone: no date of birth asked, any sent ignored', () => {
    expect(PatientSearchRequestSchema.parse({ kind: 'animal', familyName: ' Kelly ' })).toEqual({ kind: 'animal', familyName: 'Kelly', dateOfBirth: '' });
    expect(PatientSearchRequestSchema.parse({ kind: 'animal', familyName: 'Kelly', dateOfBirth: 'not a date' }).dateOfBirth).toBe('');
    expect(PatientSearchRequestSchema.safeParse({ kind: 'person', familyName: 'Kelly' }).error?.issues[0]?.path).toEqual(['dateOfBirth']);
    expect(PatientSearchRequestSchema.safeParse({ kind: 'horse', familyName: 'Kelly' }).success).toBe(false);
  });
});

describe('the patients an order names', () => {
  it('compares family names case, accents and spacing aside', () => {
    expect(patientKey('  Nguyễn  Van ', '1980-03-15')).toBe(patientKey('NGUYEN VAN', '1980-03-15'));
    expect(patientKey('Kelly', '1980-03-15')).not.toBe(patientKey('Kelly', '1980-03-16'));
  });

  it('lists each item\u2019s patient once, and none for an item stored before items named their patient', () => {
    const jane = { patientId: 'jane', familyName: 'Citizen', dateOfBirth: '1980-03-15' };
    expect(orderPatientFields([{ patient: jane }, { patient: undefined }, { patient: jane }, { patient: { ...jane, patientId: 'olu', familyName: 'Okafor' } }])).toEqual({
      patientIds: ['jane', 'olu'],
      patientKeys: ['citizen|1980-03-15', 'okafor|1980-03-15'],
    });
  });
});

describe('a correction', () => {
  it('names the fields whose values changed', () => {
    const before = { givenName: 'Jane', familyName: 'Kelly', dateOfBirth: '1980-03-15', phone: null, notes: null, delivery: { method: 'pickup' } };
    expect(changedFields(before, { ...before, familyName: 'Kelly-Brown', delivery: { method: 'delivery' } })).toEqual(['familyName', 'delivery']);
    expect(changedFields(before, { ...before })).toEqual([]);
  });
});
