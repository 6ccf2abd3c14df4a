/** Test helper: the patient form as a browser sends it, and the practitioners who keep patients. */
import { EMPTY_PATIENT_FORM, type PatientFormValues, type UserRecord } from '@pharmacy/shared';

export const PATIENTS_NOW = new Date('2026-06-01T00:00:00.000Z');

export const PATIENT_KEEPERS = {
  olivia: { firstName: 'Olivia', lastName: 'Bennett', email: 'olivia@clinic.test', role: 'practitioner', status: 'approved', practitionerNumber: 'MED0001234567' },
  sam: { firstName: 'Sam', lastName: 'Okafor', email: 'sam@clinic.test', role: 'practitioner', status: 'approved', practitionerNumber: 'MED0007654321' },
  pending: { firstName: 'Pia', lastName: 'Pending', email: 'pia@clinic.test', role: 'practitioner', status: 'pending' },
} satisfies Record<string, UserRecord>;

/** Jane Citizen, collected from the pharmacy. */
export const JANE_FORM: PatientFormValues = {
  ...EMPTY_PATIENT_FORM,
  givenName: 'Jane',
  familyName: 'Citizen',
  dateOfBirth: '1980-03-15',
  deliveryMethod: 'pickup',
};
