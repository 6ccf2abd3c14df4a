import { useQuery } from '@tanstack/react-query';
import { COLLECTIONS } from '@pharmacy/shared';
import { getFirebase } from '@/lib/firebase.ts';
import { toPractitionerRow, type PractitionerRow } from '../practitioner-row.ts';

export interface PractitionerList {
  rows: PractitionerRow[];
  /** Records of role practitioner that could not be read (hand-edited fields of the wrong type). */
  unreadable: number;
}

export const practitionersQueryKey = ['admin', 'practitioners'] as const;

/**
 * Every users/{uid} record whose role is practitioner, read straight from Firestore:
 * the rules let an admin list the users collection (decision 003).
 */
export async function listPractitioners(): Promise<PractitionerList> {
  const [{ collection, getDocs, query, where }, { db }] = await Promise.all([import('firebase/firestore/lite'), getFirebase()]);
  const snapshot = await getDocs(query(collection(db, COLLECTIONS.users), where('role', '==', 'practitioner')));
  const rows: PractitionerRow[] = [];
  for (const document of snapshot.docs) {
    const row = toPractitionerRow(document.id, document.data());
    if (row) rows.push(row);
  }
  return { rows, unreadable: snapshot.size - rows.length };
}

export function usePractitioners() {
  return useQuery({ queryKey: practitionersQueryKey, queryFn: listPractitioners });
}
