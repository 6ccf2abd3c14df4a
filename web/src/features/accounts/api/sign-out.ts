import { getFirebase } from '@/lib/firebase.ts';
import { clearSessionHint } from '@/lib/session-hint-writer.ts';

export async function signOutOfPortal(): Promise<void> {
  // First: the public pages must not claim a session that is ending (decision 029).
  clearSessionHint();
  const [{ signOut }, { auth }] = await Promise.all([import('firebase/auth'), getFirebase()]);
  await signOut(auth);
}
