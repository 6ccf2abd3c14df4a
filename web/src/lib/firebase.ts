import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore/lite';
import { startAppCheck } from './app-check.ts';
import { AUTH_EMULATOR_ORIGIN, FIRESTORE_EMULATOR } from './emulator-origins.ts';
import { getEnv } from './env.ts';

interface FirebaseServices {
  auth: Auth;
  db: Firestore;
}

let services: Promise<FirebaseServices> | undefined;

/**
 * Firestore Lite (one-shot reads and writes, no realtime listeners) is about a
 * fifth of the full SDK and covers what the portal does; switch to
 * 'firebase/firestore' only if a screen needs onSnapshot.
 *
 * Firebase is several hundred kB; the public pages never need it. Every SDK
 * import in the app is dynamic (here and in features/*\/api), so the SDK lands
 * only in the chunks of portal screens, and is initialised once, on first use.
 */
export function getFirebase(): Promise<FirebaseServices> {
  services ??= initialise().catch((error: unknown) => {
    // Let a later call retry, e.g. after a flaky network lost the chunk.
    services = undefined;
    throw error;
  });
  return services;
}

async function initialise(): Promise<FirebaseServices> {
  const env = getEnv();
  const [{ initializeApp }, authSdk, firestoreSdk] = await Promise.all([
    import('firebase/app'),
    import('firebase/auth'),
    import('firebase/firestore/lite'),
  ]);
  const app = initializeApp({
    apiKey: env.VITE_FIREBASE_API_KEY,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
    projectId: env.VITE_FIREBASE_PROJECT_ID,
    storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET,
    appId: env.VITE_FIREBASE_APP_ID,
  });
  // Before Firestore and Auth: they pick App Check up when they start, so their requests carry its token (decision 038).
  await startAppCheck(app, env);
  // getAuth() would add the popup and redirect resolver, which loads Google's
  // sign-in frame and scripts on some browsers. The portal signs in by e-mail and
  // password only, so the Content-Security-Policy allows neither; the storage
  // order is getAuth()'s own.
  const auth = authSdk.initializeAuth(app, {
    persistence: [authSdk.indexedDBLocalPersistence, authSdk.browserLocalPersistence, authSdk.browserSessionPersistence],
  });
  const db = firestoreSdk.getFirestore(app);
  if (env.VITE_USE_EMULATORS) {
    authSdk.connectAuthEmulator(auth, AUTH_EMULATOR_ORIGIN, { disableWarnings: true });
    firestoreSdk.connectFirestoreEmulator(db, FIRESTORE_EMULATOR.host, FIRESTORE_EMULATOR.port);
  }
  return { auth, db };
}
