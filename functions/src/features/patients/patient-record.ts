/**
 * A patient as the function keeps it (patients/{patientId}), and what the patient
 * routes and the order submit need from storage: patient-store.ts implements it with
 * Firestore, the unit tests with memory (testing/memory-patient-store.ts).
 */
import type { z } from 'zod';
import { patientSchema, type PatientDetails } from '@pharmacy/shared';
import { storedDate } from '../../platform/mail/stored-mail-state.ts';

/** patients/{patientId} as the function reads it: the browser's schema, with Dates. */
export const PatientRecordSchema = patientSchema(storedDate);
export type PatientRecord = z.output<typeof PatientRecordSchema>;

export interface PatientStore {
  /** A new patient of the practitioner's; resolves its ID. */
  create(practitionerId: string, details: PatientDetails, at: Date): Promise<string>;
  /**
   * Replaces the details of one of the practitioner's patients, in one transaction with
   * the check that it is theirs: 'not_found' for another practitioner's, or none.
   */
  update(patientId: string, practitionerId: string, details: PatientDetails, at: Date): Promise<'updated' | 'not_found'>;
  /** The patients with these IDs that exist, by ID (in one read). */
  getMany(patientIds: readonly string[]): Promise<Map<string, PatientRecord>>;
}
