/** Practitioner rows for the unit tests of the admin screens. */
import type { PractitionerRow } from './practitioner-row.ts';

let next = 0;

export function practitionerRow(overrides: Partial<PractitionerRow> = {}): PractitionerRow {
  next += 1;
  return {
    id: `user-${next}`,
    firstName: 'Jane',
    lastName: 'Citizen',
    email: `jane${next}@example.test`,
    role: 'practitioner',
    status: 'pending',
    practitionerNumber: 'MED0001234',
    clinicName: 'Harbour Clinic',
    clinicAddress: '1 Test Street, Balmain NSW 2041',
    dob: null,
    createdAt: Date.UTC(2025, 5, 1),
    ...overrides,
  };
}
