import { PATIENT_ERROR_CODES, PATIENT_MESSAGES, patientDetailsOf, type PatientSnapshot } from '@pharmacy/shared';
import { HttpError } from '../../platform/http/errors.ts';
import type { PatientStore } from './patient-record.ts';

/**
 * The patient of each cart item, in cart order, as the order item keeps them: the
 * details as they are now, so the order stays what was sent when the patient is later
 * edited. A patient that does not exist and another practitioner's are refused alike,
 * so the answer says nothing about other practitioners' patients.
 */
export async function patientSnapshotsFor(
  store: Pick<PatientStore, 'getMany'>,
  prescriberId: string,
  patientIds: readonly string[],
): Promise<PatientSnapshot[]> {
  const found = await store.getMany(patientIds);
  return patientIds.map((patientId) => {
    const patient = found.get(patientId);
    if (!patient || patient.prescriberId !== prescriberId) {
      throw new HttpError(400, PATIENT_ERROR_CODES.patientNotFound, PATIENT_MESSAGES.patientNotFound);
    }
    return { patientId, ...patientDetailsOf(patient) };
  });
}
