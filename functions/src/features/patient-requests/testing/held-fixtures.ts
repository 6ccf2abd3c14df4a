import type { PatientDetails, StoredScript } from '@pharmacy/shared';
import { orderAt, storedLine } from '@pharmacy/shared/testing';
import type { HeldOrderRecord } from '../held-source.ts';

/** A patient's details born 15 March 1980, picking up. */
export const heldDetails = (givenName: string, familyName: string, dateOfBirth = '1980-03-15'): PatientDetails => ({
  givenName,
  familyName,
  dateOfBirth,
  phone: null,
  notes: null,
  delivery: { method: 'pickup' },
});

export interface HeldItemFixture {
  patientId: string;
  patient: PatientDetails;
  notes?: string;
  script?: StoredScript | null;
}

/** An order request as stored, one item of Lidocaine cream per patient (the order factory's order and lines). */
export function heldOrderRecord(requestId: string, prescriberId: string, createdAt: Date, items: HeldItemFixture[], firstName = 'Olivia'): HeldOrderRecord {
  return orderAt(createdAt, {
    requestId,
    prescriberId,
    practitioner: { firstName, lastName: 'Bennett', email: `${prescriberId}@example.test`, role: 'doctor', practitionerNumber: 'MED0001234', clinicName: `${firstName}'s Clinic`, clinicAddress: '1 Test St' },
    items: items.map(({ patientId, patient, notes = '', script = null }) =>
      storedLine({
        condition: 'pain',
        conditionLabel: 'Pain',
        formula: 'lido',
        formulaLabel: 'Lidocaine cream',
        strength: '5%',
        amount: '30 g',
        description: '',
        notes,
        directions: 'Apply to the painful area three times daily',
        scriptMethod: script ? 'upload' : 'mail',
        script,
        legalScript: { state: 'original_awaited', dueDate: '2026-11-08' },
        patient: { patientId, ...patient },
      }),
    ),
    originalAwaited: true,
    originalDueDate: '2026-11-08',
  });
}
