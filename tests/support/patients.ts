/**
 * Arranging and inspecting a practitioner's patients on the running stack: a patient
 * stored as the function stores one (with its search fields), what is stored, and
 * removing a practitioner's patients (deleteTestUsers does it for every test user).
 */
import { FieldValue } from 'firebase-admin/firestore';
import {
  EMPTY_PATIENT_FORM,
  PATIENT_COLLECTIONS,
  patientInputSchema,
  patientSearchFields,
  type PatientFormValues,
  type PatientSnapshot,
} from '@pharmacy/shared';
import { adminDb } from './admin.ts';

/** A patient form a practitioner would send: Jane Citizen, born 15/03/1980, who collects. */
export function patientForm(overrides: Partial<PatientFormValues> = {}): PatientFormValues {
  return {
    ...EMPTY_PATIENT_FORM,
    givenName: 'Jane',
    familyName: 'Citizen',
    dateOfBirth: '1980-03-15',
    deliveryMethod: 'pickup',
    ...overrides,
  };
}

const patients = () => adminDb().collection(PATIENT_COLLECTIONS.patients);

/**
 * One of the practitioner's patients, written as the function writes one (the phone as
 * given, so give it in E.164); resolves the patient as an order item would keep them.
 */
export async function createTestPatient(prescriberId: string, overrides: Partial<PatientFormValues> = {}): Promise<PatientSnapshot> {
  const details = patientInputSchema().parse(patientForm(overrides));
  const doc = patients().doc();
  await doc.create({
    prescriberId,
    ...details,
    ...patientSearchFields(details),
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  return { patientId: doc.id, ...details };
}

export async function storedPatient(patientId: string): Promise<Record<string, unknown> | undefined> {
  return (await patients().doc(patientId).get()).data();
}

/** The IDs of the practitioner's stored patients. */
export async function patientsOf(prescriberId: string): Promise<string[]> {
  const snapshot = await patients().where('prescriberId', '==', prescriberId).get();
  return snapshot.docs.map((doc) => doc.id);
}

/** Removes every patient of these practitioners. */
export async function deletePatientsOf(practitionerIds: readonly string[]): Promise<void> {
  for (let start = 0; start < practitionerIds.length; start += 30) {
    const snapshot = await patients().where('prescriberId', 'in', practitionerIds.slice(start, start + 30)).get();
    const batch = adminDb().batch();
    for (const doc of snapshot.docs) batch.delete(doc.ref);
    await batch.commit();
  }
}
