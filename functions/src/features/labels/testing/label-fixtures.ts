/** Test helper: orders whose items have a checked record of compounding, a person's and a dog's, and a catalogue naming their cautionary labels. */
import { BUILT_IN_MEDICATION_DATABASE, type MedicationDatabase } from '@pharmacy/shared';
import { orderAt, storedLine, testPatient } from '@pharmacy/shared/testing';
import type { OrderRecord } from '../../orders/index.ts';

/** 28/11/2026 in Sydney. */
export const CHECKED_AT = new Date('2026-11-27T23:30:00.000Z');

export const LABEL_CATALOGUE: MedicationDatabase = {
  ...BUILT_IN_MEDICATION_DATABASE,
  cautionaryLabelsByFormula: { 'hydrocortisone-cream': ['21'], 'gabapentin-oral-suspension-veterinary': ['1'] },
};

export const CHECKED_RECORD = {
  batchNumber: '2611-027/A',
  beyondUseDate: '2026-12-28',
  preparedBy: { uid: 'preparer', name: 'Priya Shah' },
  preparedAt: CHECKED_AT,
  checkedBy: { uid: 'checker', name: 'Chris Wong' },
  checkedAt: CHECKED_AT,
};

const sent = { status: 'sent', attempts: 1, error: null, lastAttemptAt: CHECKED_AT } as const;

/** An order signed by Alice Nguyen whose items are all checked unless `compounding` says otherwise. */
export function labelOrder(items: OrderRecord['items'], compounding: OrderRecord['compounding'] = items.map(() => CHECKED_RECORD)): OrderRecord {
  return orderAt(CHECKED_AT, {
    requestId: 'HC-261128-7KQ2',
    items,
    compounding,
    signedBy: { uid: 'alice-uid', name: 'Alice Nguyen' },
    mail: { practitioner: sent, pharmacy: sent },
    needsMailResend: false,
  }) as OrderRecord;
}

/** Hydrocortisone Cream 1%, two of 30g, for Jane Citizen. */
export const PERSON_ITEM = storedLine({ quantity: 2, storage: 'room_temperature', patient: testPatient(), directions: 'Apply a thin layer to the rash twice daily' });

/** Gabapentin for Biscuit, Rachel Doyle's dog. */
export const DOG_ITEM = storedLine({
  condition: 'veterinary',
  conditionLabel: 'Veterinary',
  formula: 'gabapentin-oral-suspension-veterinary',
  formulaLabel: 'Gabapentin Oral Suspension (Veterinary)',
  strength: '50mg/mL',
  amount: '30mL',
  storage: 'refrigerated',
  directions: 'Give 1 mL by mouth twice daily',
  patient: testPatient({ patientId: 'dog-1', kind: 'animal', animal: { name: 'Biscuit', species: 'Dog', weightKg: 32.5 }, givenName: 'Rachel', familyName: 'Doyle', dateOfBirth: '' }),
});

/** Directions that take more lines than an 89 x 36 mm label has beside the rest. */
export const TOO_LONG_DIRECTIONS = 'Apply a thin layer to the affected area of skin twice daily, morning and night, after washing and gently drying the area. '
  .repeat(3)
  .trim();
