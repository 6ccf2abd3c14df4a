import { getFirebase } from '@/lib/firebase.ts';

export async function signOutOfPortal(): Promise<void> {
  const [{ signOut }, { auth }] = await Promise.all([import('firebase/auth'), getFirebase()]);
  await signOut(auth);
}
