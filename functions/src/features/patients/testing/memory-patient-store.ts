/** Test double: patients in memory, kept as patient-store.ts keeps them (search fields beside the details). */
import { AUDIT_ACTIONS, changedFields, patientDetailsOf, patientKeysMatch, patientSearchFields } from '@pharmacy/shared';
import type { AuditRecord } from '../../../platform/audit/audit-log.ts';
import { correctedFieldEditRecord, patientWriteRecord, type PatientRecord, type PatientStore, type StoredCorrection } from '../patient-record.ts';

export interface MemoryPatientWorld {
  patients: Map<string, PatientRecord>;
  /** patientCorrections: each patient's corrections, oldest first, apart from the record. */
  corrections: Map<string, StoredCorrection[]>;
  audit: AuditRecord[];
}

export function memoryPatientStore(): { store: PatientStore; world: MemoryPatientWorld } {
  const world: MemoryPatientWorld = { patients: new Map(), corrections: new Map(), audit: [] };
  let nextId = 1;
  const matching = (test: (patient: PatientRecord) => boolean, limit: number) =>
    new Map([...world.patients].filter(([, patient]) => test(patient)).slice(0, limit));
  const store: PatientStore = {
    async create(prescriberId, details, at, writer) {
      const patientId = `patient-${nextId++}`;
      world.patients.set(patientId, { prescriberId, ...details, ...patientSearchFields(details), createdAt: at, updatedAt: at });
      if (writer) world.audit.push(patientWriteRecord(AUDIT_ACTIONS.patientCreate, writer, patientId, details, { prescriberId }));
      return patientId;
    },
    async update(patientId, prescriberId, details, at, editor, writer) {
      const patient = world.patients.get(patientId);
      if (patient?.prescriberId !== prescriberId) return 'not_found';
      const was = patientDetailsOf(patient);
      const changed = changedFields(was, details);
      const touched = new Set<string>();
      for (const correction of world.corrections.get(patientId) ?? []) {
        const fields = changed.filter((field) => correction.fields.includes(field));
        if (fields.length === 0) continue;
        for (const field of fields) touched.add(field);
        correction.laterEdits.push({ at, by: editor, fields, was, now: details });
      }
      if (touched.size > 0) {
        world.audit.push(correctedFieldEditRecord(editor, patientId, details, prescriberId, touched));
      }
      world.patients.set(patientId, { ...patient, ...details, ...patientSearchFields(details), updatedAt: at });
      if (writer) {
        const fields = changedFields(patientDetailsOf(patient), details).join(', ');
        world.audit.push(patientWriteRecord(AUDIT_ACTIONS.patientEdit, writer, patientId, details, { prescriberId, fields }));
      }
      return 'updated';
    },
    async search(prescriberId, term, limit) {
      const found = [...world.patients].filter(([, patient]) => patient.prescriberId === prescriberId && patientKeysMatch(patient.searchKeys, term));
      return new Map(found.sort(([, a], [, b]) => a.sortKey.localeCompare(b.sortKey)).slice(0, limit));
    },
    async getMany(patientIds) {
      return new Map(patientIds.flatMap((id) => (world.patients.has(id) ? [[id, world.patients.get(id)!] as const] : [])));
    },
    async bornOn(dateOfBirth, limit) {
      return matching((patient) => patient.dateOfBirth === dateOfBirth, limit);
    },
    async animalsOwnedBy(ownerKey, limit) {
      return matching((patient) => patientSearchFields(patientDetailsOf(patient)).ownerKey === ownerKey, limit);
    },
    async correct(patientId, { details, by, reason, audit }, at) {
      const patient = world.patients.get(patientId);
      if (!patient) return 'not_found';
      const replaced = patientDetailsOf(patient);
      const fields = changedFields(replaced, details);
      if (fields.length === 0) return 'unchanged';
      world.corrections.set(patientId, [...(world.corrections.get(patientId) ?? []), { at, by, reason, fields, replaced, corrected: details, laterEdits: [] }]);
      world.patients.set(patientId, { ...patient, ...details, ...patientSearchFields(details), updatedAt: at });
      world.audit.push({ ...audit, details: { ...audit.details, fields: fields.join(', ') } });
      return 'corrected';
    },
    async correctionsOf(patientId) {
      return world.corrections.get(patientId) ?? [];
    },
  };
  return { store, world };
}
