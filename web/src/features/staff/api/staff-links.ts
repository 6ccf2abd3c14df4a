import { useQuery } from '@tanstack/react-query';
import { STAFF_COLLECTIONS, StaffLinkSchema, type StaffLink, type StaffLinkStatus } from '@pharmacy/shared';
import { getFirebase } from '@/lib/firebase.ts';
import { parseStoredDocument } from '@/lib/firestore-values.ts';

export const STAFF_LINKS_QUERY_KEY = ['staff-links'] as const;

/** Which side of the link the signed-in person is: the staff member, or the prescriber. */
export type LinkSide = 'staffUid' | 'prescriberId';

/**
 * The links of one person with the given statuses, by name, under the rules that show a
 * staff member their own links and a prescriber the links to their staff (decision 044).
 */
export async function staffLinksOf(side: LinkSide, uid: string, statuses: readonly StaffLinkStatus[] = ['active']): Promise<StaffLink[]> {
  const [{ collection, getDocs, query, where }, { db }] = await Promise.all([import('firebase/firestore/lite'), getFirebase()]);
  const snapshot = await getDocs(query(collection(db, STAFF_COLLECTIONS.staffLinks), where(side, '==', uid)));
  const links = snapshot.docs.flatMap((doc) => parseStoredDocument(StaffLinkSchema, doc.id, doc.data()) ?? []);
  const name = (link: StaffLink) => (side === 'staffUid' ? link.prescriberName : link.staffName);
  return links.filter((link) => statuses.includes(link.status)).sort((a, b) => name(a).localeCompare(name(b), 'en-AU'));
}

/** The active links of one person (the switcher, the prescriber's staff). */
export const activeStaffLinks = (side: LinkSide, uid: string) => staffLinksOf(side, uid);

export function useActiveStaffLinks(side: LinkSide, uid: string) {
  return useQuery({ queryKey: [...STAFF_LINKS_QUERY_KEY, side, uid], queryFn: () => activeStaffLinks(side, uid) });
}

/** A prescriber's staff who are active or whom the pharmacy suspended (issue 32): the Staff section lists both. */
export function useCurrentStaffLinks(uid: string) {
  return useQuery({ queryKey: [...STAFF_LINKS_QUERY_KEY, 'prescriberId', uid, 'current'], queryFn: () => staffLinksOf('prescriberId', uid, ['active', 'suspended']) });
}

/** Every link, for the pharmacy (admins read them all under the rules), by prescriber then staff name. */
export async function allStaffLinks(): Promise<StaffLink[]> {
  const [{ collection, getDocs }, { db }] = await Promise.all([import('firebase/firestore/lite'), getFirebase()]);
  const snapshot = await getDocs(collection(db, STAFF_COLLECTIONS.staffLinks));
  const links = snapshot.docs.flatMap((doc) => parseStoredDocument(StaffLinkSchema, doc.id, doc.data()) ?? []);
  return links.sort((a, b) => a.prescriberName.localeCompare(b.prescriberName, 'en-AU') || a.staffName.localeCompare(b.staffName, 'en-AU'));
}

export function useAllStaffLinks() {
  return useQuery({ queryKey: [...STAFF_LINKS_QUERY_KEY, 'all'], queryFn: allStaffLinks });
}
