import { COLLECTIONS, UserRecordSchema, type UserRecord } from '@pharmacy/shared';
import { getFirebase } from '@/lib/firebase.ts';

/**
 * Reads users/{uid}; the rules let a signed-in user read their own record.
 * Returns null when the record does not exist (the user has not finished
 * e-mail verification, so onboarding never wrote it).
 */
export async function getUserRecord(uid: string): Promise<UserRecord | null> {
  const [{ doc, getDoc }, { db }] = await Promise.all([import('firebase/firestore/lite'), getFirebase()]);
  const snapshot = await getDoc(doc(db, COLLECTIONS.users, uid));
  if (!snapshot.exists()) return null;
  const parsed = UserRecordSchema.safeParse(snapshot.data());
  if (!parsed.success) {
    throw new Error('Your account record could not be read. Please contact support.', { cause: parsed.error });
  }
  return parsed.data;
}
