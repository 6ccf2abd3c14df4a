import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  PATIENT_COLLECTIONS,
  PATIENT_SEARCH_LIMIT,
  PATIENT_SEARCH_PARAM,
  PatientSchema,
  PatientSnapshotSchema,
  prescriberPatientsPath,
  patientDetailsOf,
  patientSearchQuery,
  patientSearchTerm,
  type PatientSnapshot,
} from '@pharmacy/shared';
import { getFirebase } from '@/lib/firebase.ts';
import { parseStoredDocument } from '@/lib/firestore-values.ts';
import { getJson, replyBody } from '@/lib/api-reply.ts';
import { reachApi } from '@/lib/reach-api.ts';
import { z } from 'zod';

const StaffSearchReplySchema = z.object({ patients: z.array(PatientSnapshotSchema) });

/**
 * A staff member's search of the prescriber's patients: through the function, which records
 * each patient shown in the access log (decision 064); staff no longer read patients from Firestore.
 */
async function searchAsStaff(prescriberId: string, term: string): Promise<PatientSnapshot[]> {
  const path = `${prescriberPatientsPath(prescriberId)}?${new URLSearchParams({ [PATIENT_SEARCH_PARAM]: term }).toString()}`;
  const reply = await reachApi((idToken) => getJson(path, idToken));
  return replyBody(reply, StaffSearchReplySchema).patients;
}

export const PATIENT_SEARCH_QUERY_KEY = ['patient-search'] as const;

/**
 * The practitioner's own patients whose name or date of birth starts with what was
 * typed, by family name (at most `max`; My Requests' search by patient takes more, decision 069).
 * firestore.rules let a practitioner list only patients whose prescriberId is theirs, so
 * that filter is part of the query; the rest is one range on each stored key, any of
 * which may match (patientSearchQuery, decision 074), served by one composite index.
 */
export async function searchPatients(uid: string, term: string, max = PATIENT_SEARCH_LIMIT): Promise<PatientSnapshot[]> {
  const [{ and, collection, getDocs, limit, or, orderBy, query, where }, { db }] = await Promise.all([
    import('firebase/firestore/lite'),
    getFirebase(),
  ]);
  const search = patientSearchQuery(uid, term);
  const snapshot = await getDocs(
    query(
      collection(db, PATIENT_COLLECTIONS.patients),
      and(where('prescriberId', '==', search.prescriberId), or(...search.anyOf.map(({ field, start, end }) => and(where(field, '>=', start), where(field, '<', end))))),
      ...search.orderBy.map((field) => orderBy(field)),
      limit(max),
    ),
  );
  return snapshot.docs.flatMap((doc) => {
    const patient = parseStoredDocument(PatientSchema, doc.id, doc.data());
    if (!patient) return [];
    // The details alone (an animal's with its name, species and weight, decision 048).
    return [{ patientId: doc.id, ...patientDetailsOf(patient) }];
  });
}

/**
 * Patients matching the typed text; nothing is asked until something worth searching is
 * typed. `actingFor`: a staff member searching the patients of the prescriber they work for.
 */
export function usePatientSearch(uid: string, typed: string, actingFor?: string) {
  const term = patientSearchTerm(typed);
  return useQuery({
    queryKey: [...PATIENT_SEARCH_QUERY_KEY, uid, term, actingFor ?? null],
    queryFn: () => (actingFor ? searchAsStaff(actingFor, term) : searchPatients(uid, term)),
    enabled: term !== '',
    // The last answer stays while the next letter is looked up, so the list does not flicker.
    placeholderData: keepPreviousData,
  });
}
