/**
 * firebase-admin pointed at the running stack's emulators, for arranging what a
 * test needs (accounts, records) and cleaning up after it. Never used to assert
 * what a user sees: that goes through HTTP.
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@pharmacy/shared';
import { useEmulatorsInThisProcess } from '../../scripts/stack/seed.ts';
import { STACK_PROJECT_ID } from './stack.ts';

// firebase-admin reads the emulator hosts when the services are first created.
useEmulatorsInThisProcess();

let app: App | undefined;

function adminApp(): App {
  app ??= initializeApp({ projectId: STACK_PROJECT_ID }, 'tests');
  return app;
}

export const adminAuth = (): Auth => getAuth(adminApp());
export const adminDb = (): Firestore => getFirestore(adminApp());

/** The users/{uid} record. */
export const userDoc = (uid: string): DocumentReference => adminDb().collection(COLLECTIONS.users).doc(uid);

/** adminMobiles/{uid}: an admin's mobile on record, the server's alone (decision 066). */
export const adminMobileDoc = (uid: string): DocumentReference => adminDb().collection(COLLECTIONS.adminMobiles).doc(uid);

/** The admin's mobile on record, or undefined when none is set. */
export async function adminMobileOf(uid: string): Promise<string | undefined> {
  const mobile: unknown = (await adminMobileDoc(uid).get()).get('mobile');
  return typeof mobile === 'string' ? mobile : undefined;
}

/** Call once after all tests of a file so the process can exit. */
export async function closeAdmin(): Promise<void> {
  if (app) await deleteApp(app);
  app = undefined;
}
