import { useQuery } from '@tanstack/react-query';
import { COLLECTIONS } from '@pharmacy/shared';
import { getFirebase } from '@/lib/firebase.ts';
import { RECENT_COUNT, newThisWeekSince, type PractitionerStats } from '../practitioner-stats.ts';
import { toPractitionerRow, type PractitionerRow } from '../practitioner-row.ts';
import { practitionersQueryKey } from './list-practitioners.ts';

export interface PractitionerNumbers {
  stats: PractitionerStats;
  recent: PractitionerRow[];
}

/**
 * The five stat cards as count queries (the database counts; nothing is downloaded)
 * and the five newest registrations (issue 13).
 */
async function practitionerNumbers(now: Date): Promise<PractitionerNumbers> {
  const [{ collection, getCount, getDocs, limit, orderBy, query, where }, { db }] = await Promise.all([
    import('firebase/firestore/lite'),
    getFirebase(),
  ]);
  const users = collection(db, COLLECTIONS.users);
  const practitioners = where('role', '==', 'practitioner');
  const count = async (...conditions: ReturnType<typeof where>[]) => (await getCount(query(users, practitioners, ...conditions))).data().count;
  const [total, pending, approved, rejected, newThisWeek, recent] = await Promise.all([
    count(),
    count(where('status', '==', 'pending')),
    count(where('status', '==', 'approved')),
    count(where('status', '==', 'rejected')),
    count(where('createdAt', '>=', new Date(newThisWeekSince(now)))),
    getDocs(query(users, practitioners, orderBy('createdAt', 'desc'), limit(RECENT_COUNT))),
  ]);
  return {
    stats: { total, pending, approved, rejected, newThisWeek },
    recent: recent.docs.flatMap((document) => toPractitionerRow(document.id, document.data()) ?? []),
  };
}

export function usePractitionerNumbers() {
  // Counted when asked: "this week" moves on with the next reload, not on every render.
  return useQuery({ queryKey: [...practitionersQueryKey, 'numbers'], queryFn: () => practitionerNumbers(new Date()) });
}
