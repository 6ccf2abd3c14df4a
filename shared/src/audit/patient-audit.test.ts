import { describe, expect, it } from 'vitest';
import { auditPatientsOf, orderPatients, patientNameInEntry } from './patient-audit.ts';
import type { PatientSnapshot } from '../patients/index.ts';

const patient = (patientId: string, givenName: string, familyName: string): PatientSnapshot => ({
  patientId,
  givenName,
  familyName,
  dateOfBirth: '1980-03-15',
  phone: null,
  notes: 'Penicillin allergy',
  delivery: { method: 'pickup' },
});
const jane = patient('p-jane', 'Jane', 'Citizen');
const omar = patient('p-omar', 'Omar', "O'Neil-Smith, Jr.");

const entry = (patientIds: string[] | undefined, details: Record<string, string>) => ({
  target: { type: 'order', id: 'HC-261125-7K2M', label: 'HC-261125-7K2M Sam Prescriber' },
  patientIds,
  details,
});

describe('the patients of an audit entry', () => {
  it('names each patient of an order once, in the order of its items, by id and by name only', () => {
    const items = [{ patient: jane }, { patient: omar }, { patient: jane }];
    expect(orderPatients(items)).toEqual([jane, omar]);
    expect(auditPatientsOf(items)).toEqual({ patientIds: ['p-jane', 'p-omar'], details: { patients: "Jane Citizen; Omar O'Neil-Smith, Jr." } });
  });

  it('names nobody for an order stored before items named their patient', () => {
    expect(auditPatientsOf([{}, { patient: undefined }])).toEqual({ details: {} });
  });

  it('reads a patient’s name back from an entry by their id', () => {
    const { patientIds, details } = auditPatientsOf([{ patient: jane }, { patient: omar }]);
    expect(patientNameInEntry(entry(patientIds, details), 'p-omar')).toBe("Omar O'Neil-Smith, Jr.");
    expect(patientNameInEntry(entry(patientIds, details), 'p-jane')).toBe('Jane Citizen');
    expect(patientNameInEntry(entry(patientIds, details), 'p-other')).toBeUndefined();
    expect(patientNameInEntry(entry(undefined, {}), 'p-jane')).toBeUndefined();
    // Names that no longer line up with the ids are not guessed at.
    expect(patientNameInEntry(entry(['p-jane', 'p-omar'], { patients: 'Jane Citizen' }), 'p-jane')).toBeUndefined();
    expect(
      patientNameInEntry({ target: { type: 'patient', id: 'p-jane', label: 'Jane Citizen' }, patientIds: ['p-jane'], details: {} }, 'p-jane'),
    ).toBe('Jane Citizen');
  });
});
