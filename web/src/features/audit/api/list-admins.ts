import { useQuery } from '@tanstack/react-query';
import { COLLECTIONS, UserRecordSchema } from '@pharmacy/shared';
import { getFirebase } from '@/lib/firebase.ts';

export interface AdminChoice {
  uid: string;
  email: string;
}

/**
 * The admins the log's "Admin" filter offers, by e-mail (firestore.rules let an admin
 * list users). A record that does not read is left out: the filter still works by the
 * uid in the address.
 */
async function listAdmins(): Promise<AdminChoice[]> {
  const [{ collection, getDocs, query, where }, { db }] = await Promise.all([import('firebase/firestore/lite'), getFirebase()]);
  const snapshot = await getDocs(query(collection(db, COLLECTIONS.users), where('role', '==', 'admin')));
  return snapshot.docs
    .flatMap((doc) => {
      const parsed = UserRecordSchema.safeParse(doc.data());
      return parsed.success ? [{ uid: doc.id, email: parsed.data.email || doc.id }] : [];
    })
    .sort((a, b) => a.email.localeCompare(b.email));
}

export function useAdmins() {
  return useQuery({ queryKey: ['audit-log', 'admins'], queryFn: listAdmins });
}
