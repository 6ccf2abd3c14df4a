/**
 * Who a prescriber's patients are (decision 048): a prescriber registered with a
 * veterinary board orders for animals, every other (Ahpra) prescriber for people. Asked
 * when a patient is saved and again when an order is placed, from the prescriber's own
 * users record, never the form.
 */
import { patientKindFor, patientKindRefusal, type PatientDetails, type PatientKind, type UserRecord } from '@pharmacy/shared';
import { HttpError } from '../../platform/http/errors.ts';

/** The kind of patient the prescriber with this users record orders for (an admin, with no number: people). */
export const prescriberPatientKind = (record: Pick<UserRecord, 'practitionerNumber'> | null): PatientKind =>
  patientKindFor(record?.practitionerNumber);

/** Refuses a patient of the other kind: a person for a veterinarian, an animal for anyone else (400, patient_kind_refused). */
export function refusePatientOfOtherKind(patient: Pick<PatientDetails, 'kind'>, prescriberKind: PatientKind): void {
  const refusal = patientKindRefusal(patient, prescriberKind);
  if (refusal) throw new HttpError(400, refusal.code, refusal.message);
}
