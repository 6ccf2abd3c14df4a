/**
 * Patients in Firestore (PATIENT_COLLECTIONS.patients). Browsers read their own
 * (firestore.rules) and never write; only this Admin SDK code does, with the search
 * fields beside the details.
 */
import { FieldValue, Filter, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { AUDIT_ACTIONS, PATIENT_COLLECTIONS, changedFields, patientDetailsOf, patientSearchFields, patientSearchQuery, type PatientDetails } from '@pharmacy/shared';
import { recordAuditIn } from '../../platform/audit/audit-log.ts';
import { deleteInBatches } from '../../platform/delete-in-batches.ts';
import { db } from '../../platform/firebase.ts';
import { parseStored } from '../../platform/stored-document.ts';
import { PatientRecordSchema, StoredCorrectionSchema, correctedFieldEditRecord, patientWriteRecord, type PatientRecord, type PatientStore, type StoredCorrection } from './patient-record.ts';

const patients = () => db().collection(PATIENT_COLLECTIONS.patients);
/** The pharmacy's record of corrections (decision 062): closed to every browser by the rules. */
const corrections = () => db().collection(PATIENT_COLLECTIONS.patientCorrections);

/**
 * The details and what the dashboard's search and sort read, with an animal's owner key for
 * the admin's finder. A patient never changes kind (decision 048: a prescriber's patients are
 * of their registration's kind, and a correction keeps the record's), so no field is left over.
 */
const storedFields = (details: PatientDetails) => ({ ...details, ...patientSearchFields(details) });

const parsePatient = (snapshot: DocumentSnapshot): PatientRecord =>
  parseStored(PatientRecordSchema, snapshot.data(), `${PATIENT_COLLECTIONS.patients}/${snapshot.id}`);

export const patientStore: PatientStore = {
  async create(prescriberId, details, _at, writer) {
    const doc = patients().doc();
    const batch = db().batch();
    batch.create(doc, {
      prescriberId,
      ...storedFields(details),
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    if (writer) recordAuditIn(batch, patientWriteRecord(AUDIT_ACTIONS.patientCreate, writer, doc.id, details, { prescriberId }));
    await batch.commit();
    return doc.id;
  },

  async update(patientId, prescriberId, details, at, editor, writer) {
    const doc = patients().doc(patientId);
    return db().runTransaction(async (transaction) => {
      const [snapshot, corrected] = await Promise.all([transaction.get(doc), transaction.get(corrections().where('patientId', '==', patientId))]);
      if (!snapshot.exists || snapshot.get('prescriberId') !== prescriberId) return 'not_found';
      // Every field is replaced: an optional field emptied in the form is null, not left as it was.
      transaction.update(doc, { ...storedFields(details), updatedAt: FieldValue.serverTimestamp() });
      // A change to a field an admin corrected stays beside that correction, and in the audit log (decision 062).
      const was = patientDetailsOf(parsePatient(snapshot));
      const changed = changedFields(was, details);
      const touched = new Set<string>();
      for (const correction of corrected.docs) {
        const fields = changed.filter((field) => (correction.get('fields') as string[] | undefined)?.includes(field));
        if (fields.length === 0) continue;
        for (const field of fields) touched.add(field);
        transaction.update(correction.ref, { laterEdits: FieldValue.arrayUnion({ at: Timestamp.fromDate(at), by: editor, fields, was, now: details }) });
      }
      if (touched.size > 0) {
        recordAuditIn(transaction, correctedFieldEditRecord(editor, patientId, details, prescriberId, touched));
      }
      if (writer) {
        const fields = changed.join(', ');
        recordAuditIn(transaction, patientWriteRecord(AUDIT_ACTIONS.patientEdit, writer, patientId, details, { prescriberId, fields }));
      }
      return 'updated';
    });
  },

  async getMany(patientIds) {
    const unique = [...new Set(patientIds)];
    const found = new Map<string, PatientRecord>();
    if (unique.length === 0) return found;
    const snapshots = await db().getAll(...unique.map((id) => patients().doc(id)));
    for (const snapshot of snapshots) {
      if (snapshot.exists) found.set(snapshot.id, parsePatient(snapshot));
    }
    return found;
  },

  async search(prescriberId, term, limit) {
    // The browser's own query (decision 074: one range per key, served by one composite index).
    const search = patientSearchQuery(prescriberId, term);
    let query = patients()
      .where('prescriberId', '==', search.prescriberId)
      .where(Filter.or(...search.anyOf.map(({ field, start, end }) => Filter.and(Filter.where(field, '>=', start), Filter.where(field, '<', end)))));
    for (const field of search.orderBy) query = query.orderBy(field);
    const page = await query.limit(limit).get();
    return new Map(page.docs.map((doc) => [doc.id, parsePatient(doc)]));
  },

  async bornOn(dateOfBirth, limit) {
    const page = await patients().where('dateOfBirth', '==', dateOfBirth).limit(limit).get();
    return new Map(page.docs.map((doc) => [doc.id, parsePatient(doc)]));
  },

  async animalsOwnedBy(ownerKey, limit) {
    // ownerKey is stored on animals only (patientSearchFields): a single-field index, no composite.
    const page = await patients().where('ownerKey', '==', ownerKey).limit(limit).get();
    return new Map(page.docs.map((doc) => [doc.id, parsePatient(doc)]));
  },

  async correct(patientId, { details, by, reason, audit }, at) {
    const doc = patients().doc(patientId);
    return db().runTransaction(async (transaction) => {
      const snapshot = await transaction.get(doc);
      if (!snapshot.exists) return 'not_found';
      const replaced = patientDetailsOf(parsePatient(snapshot));
      const fields = changedFields(replaced, details);
      if (fields.length === 0) return 'unchanged';
      // The whole correction is kept, the old details beside the new (APP 13), apart from the
      // record: the prescriber and their staff read the record, the history is the pharmacy's (decision 062).
      const correction = { at: Timestamp.fromDate(at), by, reason, fields, replaced, corrected: details, laterEdits: [] };
      transaction.create(corrections().doc(), { patientId, prescriberId: snapshot.get('prescriberId') as unknown, ...correction });
      transaction.update(doc, { ...storedFields(details), updatedAt: FieldValue.serverTimestamp() });
      recordAuditIn(transaction, { ...audit, details: { ...audit.details, fields: fields.join(', ') } });
      return 'corrected';
    });
  },

  async correctionsOf(patientId) {
    const page = await corrections().where('patientId', '==', patientId).get();
    return page.docs
      .map((doc): StoredCorrection => parseStored(StoredCorrectionSchema, doc.data(), `${PATIENT_COLLECTIONS.patientCorrections}/${doc.id}`))
      .sort((a, b) => a.at.getTime() - b.at.getTime());
  },
};

/**
 * Deletes every patient of a practitioner whose account is being deleted, a batch at a
 * time; resolves how many went. Their orders keep each item's own copy of the patient
 * (docs/retention-schedule.md), so the directory is no longer needed. Safe to repeat.
 */
export async function deletePatientsOf(prescriberId: string): Promise<number> {
  // Their corrections go with them (docs/retention-schedule.md); the audit entries stay.
  await deleteInBatches(corrections().where('prescriberId', '==', prescriberId));
  return deleteInBatches(patients().where('prescriberId', '==', prescriberId));
}
