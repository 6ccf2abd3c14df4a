import { COLLECTIONS, UserRecordSchema, type UserRecord } from '@pharmacy/shared';
import { getFirebase } from '@/lib/firebase.ts';

/** The reads of a record under way, by uid: forgotten once answered, so a later call reads afresh. */
const underWay = new Map<string, Promise<UserRecord | null>>();

/** The record read ahead as the page opened, handed once to the next reader of the same uid (the session). */
let handedOn: { uid: string; read: Promise<UserRecord | null> } | null = null;

/**
 * Reads users/{uid}; the rules let a signed-in user read their own record.
 * Returns null when the record does not exist (the user has not finished
 * e-mail verification, so onboarding never wrote it). The session and the dashboard's
 * read ahead ask as a page opens (decision 086): they share one read.
 */
export function getUserRecord(uid: string): Promise<UserRecord | null> {
  const handed = handedOn?.uid === uid ? handedOn.read : undefined;
  if (handedOn?.uid === uid) handedOn = null;
  // A read ahead that failed is not the session's answer: it reads afresh.
  if (handed) return handed.catch(() => getUserRecord(uid));
  const pending = underWay.get(uid);
  if (pending) return pending;
  const read = readUserRecord(uid).finally(() => underWay.delete(uid));
  underWay.set(uid, read);
  return read;
}

/**
 * Reads the record for a read ahead as the page opens (decision 086), and hands the same
 * answer to the next getUserRecord of that uid, once: the session's first read, which may
 * ask only after this one has answered. Every later call reads afresh.
 */
export function getUserRecordToHandOn(uid: string): Promise<UserRecord | null> {
  handedOn = null;
  const read = getUserRecord(uid);
  handedOn = { uid, read };
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
