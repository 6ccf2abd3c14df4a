import type { UserRecord } from '@pharmacy/shared';
import { getFirebase } from '@/lib/firebase.ts';
import { getUserRecord } from './get-user-record.ts';

export interface RestoredSession {
  uid: string;
  record: UserRecord | null;
}

/**
 * The signed-in user once Firebase Auth has restored the session, and their record; null
 * when nobody is signed in. For a read ahead (decision 086): it asks as the session does, at
 * the same moment, so the two share one read of the record (getUserRecord).
 */
export async function restoredSession(): Promise<RestoredSession | null> {
  const { auth } = await getFirebase();
  await auth.authStateReady();
  const user = auth.currentUser;
  return user ? { uid: user.uid, record: await getUserRecord(user.uid) } : null;
}
