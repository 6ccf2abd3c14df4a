/**
 * firebase-admin pointed at the running stack's emulators, for arranging what a
 * test needs (accounts, records) and cleaning up after it. Never used to assert
 * what a user sees: that goes through HTTP.
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { AUTH_EMULATOR_HOST, FIRESTORE_EMULATOR_HOST, STACK_PROJECT_ID } from './stack.ts';

// firebase-admin reads these when the services are first created. Off Google Cloud
// there is no metadata server to ask for credentials: do not look for one.
process.env.METADATA_SERVER_DETECTION ??= 'none';
process.env.FIREBASE_AUTH_EMULATOR_HOST = AUTH_EMULATOR_HOST;
process.env.FIRESTORE_EMULATOR_HOST = FIRESTORE_EMULATOR_HOST;

let app: App | undefined;

function adminApp(): App {
  app ??= initializeApp({ projectId: STACK_PROJECT_ID }, 'tests');
  return app;
}

export const adminAuth = (): Auth => getAuth(adminApp());
export const adminDb = (): Firestore => getFirestore(adminApp());

/** Call once after all tests of a file so the process can exit. */
export async function closeAdmin(): Promise<void> {
  if (app) await deleteApp(app);
  app = undefined;
}
