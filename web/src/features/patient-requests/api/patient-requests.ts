import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ApiErrorBodySchema,
  PATIENT_REQUEST_API_PATHS,
  PatientCorrectionResponseSchema,
  PatientHeldSchema,
  PatientInputSchema,
  PatientSearchResponseSchema,
  patientBundlePath,
  patientCorrectionsPath,
  patientRecordPath,
  type FoundPatient,
  type PatientFormValues,
  type PatientHeld,
  type PatientSearchRequest,
  type PatientSnapshot,
} from '@pharmacy/shared';
import { downloadPrivateFile, getJson, postJson, replyBody, replyError } from '@/lib/api-reply.ts';
import { ApiRefusal, reachApi } from '@/lib/reach-api.ts';
import { PatientNotSaved } from '@/features/patients/index.ts';
import { fieldErrors } from '@/lib/field-errors.ts';

export const PATIENT_HELD_QUERY_KEY = ['patient-held'] as const;

/** POST /api/patient-search: every prescriber's patients with this family name and date of birth (recorded, without the terms). */
export async function findPatients(search: PatientSearchRequest): Promise<FoundPatient[]> {
  const reply = await reachApi((idToken) => postJson(PATIENT_REQUEST_API_PATHS.patientSearch, search, idToken));
  return replyBody(reply, PatientSearchResponseSchema).patients;
}

export function useFindPatients() {
  return useMutation({ mutationFn: findPatients });
}

/** GET /api/patient-records/{id}: everything held about the patient; the server records the look. */
export async function getPatientHeld(patientId: string): Promise<PatientHeld> {
  const reply = await reachApi((idToken) => getJson(patientRecordPath(patientId), idToken));
  return replyBody(reply, PatientHeldSchema);
}

export function usePatientHeld(patientId: string) {
  // Each open is a look the log records: not again on every focus of the window.
  return useQuery({ queryKey: [...PATIENT_HELD_QUERY_KEY, patientId], queryFn: () => getPatientHeld(patientId), refetchOnWindowFocus: false, staleTime: Infinity });
}

/** "Download everything held": the zip (PDF summary and JSON), after a recent sign-in; the server records it. */
export async function downloadPatientBundle(patientId: string): Promise<void> {
  await reachApi((idToken) => downloadPrivateFile(patientBundlePath(patientId), idToken, `patient-${patientId}.zip`), { recentSignIn: true });
}

/**
 * An admin's correction of the patient's record (APP 13), after the prescriber editor's
 * own checks; a refusal beside its field, as the editor shows them. Resolves the patient
 * as corrected and puts what the server now holds in the cache.
 */
export async function correctPatient(patientId: string, values: PatientFormValues, reason: string): Promise<PatientHeld> {
  const checked = PatientInputSchema.safeParse(values);
  if (!checked.success) throw new PatientNotSaved('', fieldErrors(checked.error.issues));
  try {
    const reply = await reachApi((idToken) => postJson(patientCorrectionsPath(patientId), { details: values, reason }, idToken));
    return replyBody(reply, PatientCorrectionResponseSchema).held;
  } catch (error) {
    if (!(error instanceof ApiRefusal)) throw error;
    const issues = ApiErrorBodySchema.safeParse(error.reply.body).data?.issues ?? [];
    const detailIssues = issues.filter((issue) => issue.path.startsWith('details.')).map((issue) => ({ ...issue, path: issue.path.slice('details.'.length) }));
    // The reason's problem, and any refusal of the whole (nothing changed), shows under the form.
    throw new PatientNotSaved(detailIssues.length > 0 ? '' : (replyError(error.reply) ?? error.message), fieldErrors(detailIssues), { cause: error });
  }
}

export function useCorrectPatient(patientId: string) {
  const queryClient = useQueryClient();
  return async (values: PatientFormValues, reason: string): Promise<PatientSnapshot> => {
    const held = await correctPatient(patientId, values, reason);
    queryClient.setQueryData([...PATIENT_HELD_QUERY_KEY, patientId], held);
    if (!held.record) throw new PatientNotSaved('The record is no longer there.');
    return { patientId, ...held.record.details };
  };
}
