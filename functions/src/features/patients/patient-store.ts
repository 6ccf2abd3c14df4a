/**
 * Patients in Firestore (PATIENT_COLLECTIONS.patients). Browsers read their own
 * (firestore.rules) and never write; only this Admin SDK code does, with the search
 * fields beside the details.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { PATIENT_COLLECTIONS, patientSearchFields, type PatientDetails } from '@pharmacy/shared';
import { db } from '../../platform/firebase.ts';
import { parseStored } from '../../platform/stored-document.ts';
import { PatientRecordSchema, type PatientRecord, type PatientStore } from './patient-record.ts';

const patients = () => db().collection(PATIENT_COLLECTIONS.patients);

/** The details and what the dashboard's search and sort read. */
const storedFields = (details: PatientDetails) => ({ ...details, ...patientSearchFields(details) });

export const patientStore: PatientStore = {
  async create(practitionerId, details) {
    const doc = patients().doc();
    await doc.create({
      practitionerId,
      ...storedFields(details),
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return doc.id;
  },

  async update(patientId, practitionerId, details) {
    const doc = patients().doc(patientId);
    return db().runTransaction(async (transaction) => {
      const snapshot = await transaction.get(doc);
      if (!snapshot.exists || snapshot.get('practitionerId') !== practitionerId) return 'not_found';
      // Every field is replaced: an optional field emptied in the form is null, not left as it was.
      transaction.update(doc, { ...storedFields(details), updatedAt: FieldValue.serverTimestamp() });
      return 'updated';
    });
  },

  async getMany(patientIds) {
    const unique = [...new Set(patientIds)];
    const found = new Map<string, PatientRecord>();
    if (unique.length === 0) return found;
    const snapshots = await db().getAll(...unique.map((id) => patients().doc(id)));
    for (const snapshot of snapshots) {
      if (snapshot.exists) {
        found.set(snapshot.id, parseStored(PatientRecordSchema, snapshot.data(), `${PATIENT_COLLECTIONS.patients}/${snapshot.id}`));
      }
    }
    return found;
  },
};
