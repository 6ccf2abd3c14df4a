/**
 * Patients corrected before issue 32 carry their correction history on the record, which
 * their prescriber and staff read. The backfill moves each correction to
 * `patientCorrections` (decision 062), keeps everything else of the record, and running it
 * again changes nothing. Under a project of its own on the running emulators, so the test
 * stack's data never sees it.
 */
import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { PATIENT_COLLECTIONS } from '@pharmacy/shared';
import { backfillPatientCorrections, backfilledCorrectionId } from '../../scripts/stack/backfill-patient-corrections.ts';
import { isolatedFirestore } from '../support/isolated-project.ts';

const firestore = isolatedFirestore('demo-patient-corrections-backfill');

const details = (familyName: string) => ({ givenName: 'Jane', familyName, dateOfBirth: '1980-03-15', phone: null, notes: '', delivery: { method: 'pickup' } });
const correction = (n: number, from: string, to: string) => ({
  at: Timestamp.fromDate(new Date(`2026-0${n}-01T00:00:00Z`)),
  by: { uid: 'admin-uid', email: 'admin@pharmacy.test' },
  reason: `Reason ${n}`,
  fields: ['familyName'],
  replaced: details(from),
  corrected: details(to),
});

describe('moving correction histories off the patient records', () => {
  it('moves every correction to patientCorrections with its patient and prescriber, removes it from the record, keeps the rest, and is safe to run twice', async () => {
    const patients = firestore().collection(PATIENT_COLLECTIONS.patients);
    const corrections = firestore().collection(PATIENT_COLLECTIONS.patientCorrections);
    await patients.doc('corrected').set({ prescriberId: 'dr-a', ...details('Smith'), corrections: [correction(1, 'Citizen', 'Smyth'), correction(2, 'Smyth', 'Smith')] });
    await patients.doc('never-corrected').set({ prescriberId: 'dr-a', ...details('Lee') });
    await corrections.doc('made-since').set({ patientId: 'another', prescriberId: 'dr-b', reason: 'kept', laterEdits: [] });

    expect(await backfillPatientCorrections(firestore())).toEqual({ patients: 1, corrections: 2 });

    const record = (await patients.doc('corrected').get()).data();
    expect(record).not.toHaveProperty('corrections');
    expect(record).toMatchObject({ prescriberId: 'dr-a', familyName: 'Smith' });
    expect((await patients.doc('never-corrected').get()).data()).toEqual({ prescriberId: 'dr-a', ...details('Lee') });
    const first = (await corrections.doc(backfilledCorrectionId('corrected', 0)).get()).data();
    expect(first).toMatchObject({ patientId: 'corrected', prescriberId: 'dr-a', reason: 'Reason 1', by: { email: 'admin@pharmacy.test' }, laterEdits: [] });
    expect(first?.replaced).toMatchObject({ familyName: 'Citizen' });
    expect((await corrections.doc(backfilledCorrectionId('corrected', 1)).get()).get('reason')).toBe('Reason 2');
    expect((await corrections.where('patientId', '==', 'corrected').get()).size).toBe(2);

    expect(await backfillPatientCorrections(firestore())).toEqual({ patients: 0, corrections: 0 });
    expect((await corrections.get()).size).toBe(3);
  });
});
