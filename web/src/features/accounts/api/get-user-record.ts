import { COLLECTIONS, UserRecordSchema, type UserRecord } from '@pharmacy/shared';
import { getFirebase } from '@/lib/firebase.ts';

/** The reads of a record under way, by uid: forgotten once answered, so a later call reads afresh. */
const underWay = new Map<string, Promise<UserRecord | null>>();

/**
 * Reads users/{uid}; the rules let a signed-in user read their own record.
 * Returns null when the record does not exist (the user has not finished
 * e-mail verification, so onboarding never wrote it). The session and the dashboard's
 * read ahead ask at the same moment as a page opens (decision 086): they share one read.
 */
export function getUserRecord(uid: string): Promise<UserRecord | null> {
  const pending = underWay.get(uid);
  if (pending) return pending;
  const read = readUserRecord(uid).finally(() => underWay.delete(uid));
  underWay.set(uid, read);
  return read;
}

async function readUserRecord(uid: string): Promise<UserRecord | null> {
  const [{ doc, getDoc }, { db }] = await Promise.all([import('firebase/firestore/lite'), getFirebase()]);
  const snapshot = await getDoc(doc(db, COLLECTIONS.users, uid));
  if (!snapshot.exists()) return null;
  const parsed = UserRecordSchema.safeParse(snapshot.data());
  if (!parsed.success) {
    throw new Error('Your account record could not be read. Please contact support.', { cause: parsed.error });
  }
  return parsed.data;
}
