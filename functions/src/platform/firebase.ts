/**
 * The Admin SDK, initialised once per instance and lazily, so that merely loading
 * the code (deploy discovery, unit tests) never touches Google credentials.
 * On the emulators the SDK finds FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST
 * and FIREBASE_STORAGE_EMULATOR_HOST, which the Functions emulator sets.
 */
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getStorage, type Storage } from 'firebase-admin/storage';

/** The default app (another named app in the same process, e.g. a test's, is not ours). */
export function adminApp(): App {
  return getApps().find((app) => app.name === '[DEFAULT]') ?? initializeApp();
}

let firestore: Firestore | undefined;

export function db(): Firestore {
  if (!firestore) {
    firestore = getFirestore(adminApp());
    // Optional fields left undefined are skipped instead of failing the write.
    firestore.settings({ ignoreUndefinedProperties: true });
  }
  return firestore;
}

export function storage(): Storage {
  return getStorage(adminApp());
}

export function auth(): Auth {
  return getAuth(adminApp());
}

/** Whether an Admin SDK Auth call failed because the account does not exist (any more). */
export function isNoSuchAuthUser(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'auth/user-not-found';
}
