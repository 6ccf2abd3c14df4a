import type { UserRecord } from '@pharmacy/shared';
import { getFirebase } from '@/lib/firebase.ts';
import { getUserRecordToHandOn } from './get-user-record.ts';

export interface RestoredSession {
  uid: string;
  record: UserRecord | null;
}

/**
 * The signed-in user once Firebase Auth has restored the session, and their record; null
 * when nobody is signed in. For a read ahead as a page opens (decision 086): the session's
 * own first read of the record gets this answer instead of reading it again.
 */
export async function restoredSession(): Promise<RestoredSession | null> {
  const { auth } = await getFirebase();
  await auth.authStateReady();
  const user = auth.currentUser;
  return user ? { uid: user.uid, record: await getUserRecordToHandOn(user.uid) } : null;
}
