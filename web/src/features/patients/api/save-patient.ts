import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ApiErrorBodySchema,
  PATIENT_API_PATHS,
  PatientInputSchema,
  PatientResponseSchema,
  prescriberPatientsPath,
  type PatientFormValues,
  type PatientSnapshot,
} from '@pharmacy/shared';
import { postJson, putJson, replyBody, replyError, type ApiReply } from '@/lib/api-reply.ts';
import { FormNotSaved, fieldErrors, type FieldErrors } from '@/lib/field-errors.ts';
import { ApiRefusal, reachApi } from '@/lib/reach-api.ts';
import { PATIENT_SEARCH_QUERY_KEY } from './search-patients.ts';

export type PatientFieldErrors = FieldErrors<keyof PatientFormValues>;

/** A patient that was not saved: the message for each field, or one for the whole form. */
export class PatientNotSaved extends FormNotSaved<keyof PatientFormValues> {}

export const PATIENT_NOT_SAVED = 'The patient could not be saved. Please try again.';

/** Where a patient is saved: the prescriber's own path, or their staff's (decision 044). */
function patientPath(patientId: string | null, actingFor: string | undefined): string {
  if (actingFor) return prescriberPatientsPath(actingFor, patientId ?? undefined);
  return patientId ? `${PATIENT_API_PATHS.patients}/${patientId}` : PATIENT_API_PATHS.patients;
}

/**
 * Creates a patient (no patientId) or edits one through /api, after the same checks
 * in the browser; resolves the patient as saved, or rejects with PatientNotSaved.
 * `actingFor`: a staff member saving for that prescriber.
 */
export async function savePatient({
  patientId,
  values,
  actingFor,
}: {
  patientId: string | null;
  values: PatientFormValues;
  actingFor?: string;
}): Promise<PatientSnapshot> {
  const checked = PatientInputSchema.safeParse(values);
  if (!checked.success) throw new PatientNotSaved('', fieldErrors<keyof PatientFormValues>(checked.error.issues));
  let reply: ApiReply;
  try {
    reply = await reachApi((idToken) =>
      patientId ? putJson(patientPath(patientId, actingFor), values, idToken) : postJson(patientPath(null, actingFor), values, idToken),
    );
  } catch (error) {
    if (!(error instanceof ApiRefusal)) throw new PatientNotSaved(PATIENT_NOT_SAVED, {}, { cause: error });
    // The server's own check (a phone number that is not a real Australian one) goes beside its field.
    const issues = ApiErrorBodySchema.safeParse(error.reply.body).data?.issues ?? [];
    throw new PatientNotSaved(issues.length > 0 ? '' : (replyError(error.reply) ?? PATIENT_NOT_SAVED), fieldErrors<keyof PatientFormValues>(issues), { cause: error });
  }
  return replyBody(reply, PatientResponseSchema).patient;
}

export function useSavePatient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePatient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PATIENT_SEARCH_QUERY_KEY }),
  });
}
