import { getFirebase } from '@/lib/firebase.ts';

/**
 * The signed-in user's Firebase ID token for an /api call (refreshed by the SDK when
 * it is about to expire). Throws when nobody is signed in: portal screens only call
 * it behind their sign-in guard.
 */
export async function currentIdToken(): Promise<string> {
  const { auth } = await getFirebase();
  const user = auth.currentUser;
  if (!user) throw new Error('Please sign in again to continue.');
  return user.getIdToken();
}
