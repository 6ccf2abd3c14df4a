/**
 * A patient as the function keeps it (patients/{patientId}), and what the patient
 * routes and the order submit need from storage: patient-store.ts implements it with
 * Firestore, the unit tests with memory (testing/memory-patient-store.ts).
 */
import type { z } from 'zod';
import { AUDIT_ACTIONS, patientCorrectionSchema, patientName, patientSchema, type PatientDetails } from '@pharmacy/shared';
import type { AuditRecord } from '../../platform/audit/audit-log.ts';
import { storedDate } from '../../platform/mail/stored-mail-state.ts';

/**
 * One correction as stored in patientCorrections (APP 13, decisions 040 and 062), apart from
 * the record its prescriber and their staff read, with the later edits of its fields.
 */
export const StoredCorrectionSchema = patientCorrectionSchema(storedDate);
export type StoredCorrection = z.output<typeof StoredCorrectionSchema>;

/** patients/{patientId} as the function reads it: the browser's schema, with Dates. */
export const PatientRecordSchema = patientSchema(storedDate);
export type PatientRecord = z.output<typeof PatientRecordSchema>;

/** The audit entry of a staff write to a patient (decision 064): who, the patient by name, the prescriber, the fields changed. */
export function patientWriteRecord(
  action: typeof AUDIT_ACTIONS.patientCreate | typeof AUDIT_ACTIONS.patientEdit,
  writer: PatientWriter,
  patientId: string,
  details: PatientDetails,
  extra: { prescriberId: string; fields?: string },
): AuditRecord {
  return {
    action,
    ...writer,
    target: { type: 'patient', id: patientId, label: patientName(details) },
    patientIds: [patientId],
    details: extra,
  };
}

/** Who saved a patient through the prescriber's or their staff's form: a later edit of a corrected field names them. */
export interface PatientEditor {
  uid: string;
  email: string;
}

/** The audit entry of a later edit of fields a correction set (decision 062): who, the patient, the fields. */
export function correctedFieldEditRecord(editor: PatientEditor, patientId: string, details: PatientDetails, prescriberId: string, fields: Iterable<string>): AuditRecord {
  return {
    action: AUDIT_ACTIONS.patientCorrectedFieldEdit,
    actorUid: editor.uid,
    actorEmail: editor.email,
    target: { type: 'patient', id: patientId, label: `${details.givenName} ${details.familyName}` },
    details: { prescriberId, fields: [...fields].join(', ') },
    patientIds: [patientId],
  };
}

/** A correction to make: the new details, who asked for it and why; the store adds what it replaced. */
export interface CorrectionRequest {
  details: PatientDetails;
  by: { uid: string; email: string };
  reason: string;
  /** The audit entry written in the same transaction; the store adds the fields that changed. */
  audit: AuditRecord;
}

/**
 * Someone other than the patient's own prescriber who writes the patient (their staff,
 * issue 32, decision 064): the change is recorded with who, in the same transaction.
 */
export type PatientWriter = Pick<AuditRecord, 'actorUid' | 'actorEmail'>;

export interface PatientStore {
  /** A new patient of the practitioner's; resolves its ID. With a writer, `patient.create` is recorded with it. */
  create(prescriberId: string, details: PatientDetails, at: Date, writer?: PatientWriter): Promise<string>;
  /**
   * Replaces the details of one of the practitioner's patients, in one transaction with
   * the check that it is theirs: 'not_found' for another practitioner's, or none. A change to
   * a field an admin corrected is added to that correction's later edits, with `editor` and
   * an audit entry (patient.corrected-field-edit), in the same transaction (decision 062). With a
   * writer (staff), `patient.edit` (the fields that changed, never their values) is recorded with it (decision 064).
   */
  update(patientId: string, prescriberId: string, details: PatientDetails, at: Date, editor: PatientEditor, writer?: PatientWriter): Promise<'updated' | 'not_found'>;
  /**
   * A prescriber's patients whose search prefixes hold `term` (patientSearchTerm), by
   * family name, at most `limit`: what their staff find through the function (decision 064).
   */
  search(prescriberId: string, term: string, limit: number): Promise<Map<string, PatientRecord>>;
  /** The patients with these IDs that exist, by ID (in one read). */
  getMany(patientIds: readonly string[]): Promise<Map<string, PatientRecord>>;
  /** Every prescriber's patients born on this day (YYYY-MM-DD), at most `limit`, by ID (the APP 12 finder). */
  bornOn(dateOfBirth: string, limit: number): Promise<Map<string, PatientRecord>>;
  /** Every prescriber's animals whose owner's family name compares as this (comparableFamilyName), at most `limit`, by ID (decision 048). */
  animalsOwnedBy(ownerKey: string, limit: number): Promise<Map<string, PatientRecord>>;
  /**
   * An admin's correction (APP 13): replaces the details, keeps what they replaced, who,
   * when and why in patientCorrections (never on the record, which the prescriber and their
   * staff read), and writes the audit entry, all in one transaction.
   * 'unchanged' when the details are already these.
   */
  correct(patientId: string, correction: CorrectionRequest, at: Date): Promise<'corrected' | 'not_found' | 'unchanged'>;
  /** The corrections of one patient, oldest first (the admin's view of everything held). */
  correctionsOf(patientId: string): Promise<StoredCorrection[]>;
}
