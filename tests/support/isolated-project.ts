/**
 * A Firestore of its own on the running emulator, for a test of a one-off script (the
 * backfills) whose writes the test stack's data must never see: a separate project id,
 * emptied before and after the file.
 */
import { afterAll, beforeAll } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

/** Registers the file's hooks; the returned function gives the project's Firestore once they have run. */
export function isolatedFirestore(projectId: `demo-${string}`): () => Firestore {
  // firebase-admin finds the emulator by this variable (the seed sets it the same way).
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  const clear = () => fetch(`http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${projectId}/databases/(default)/documents`, { method: 'DELETE' });
  let app: App | undefined;
  let db: Firestore | undefined;
  beforeAll(async () => {
    await clear();
    app = initializeApp({ projectId }, projectId);
    db = getFirestore(app);
  });
  afterAll(async () => {
    await clear();
    if (app) await deleteApp(app);
  });
  return () => {
    if (!db) throw new Error('isolatedFirestore: read the Firestore inside a test, after beforeAll');
    return db;
  };
}
