import { getFirebase } from '@/lib/firebase.ts';
import { decideLoginOutcome, type LoginOutcome } from '../access.ts';
import { getUserRecord } from './get-user-record.ts';

/**
 * Signs in with e-mail and password, then decides from the user record where
 * to go. A user who may not enter is signed out again, so a half-authorised
 * session never lingers in the browser. Auth errors propagate unchanged for
 * `authErrorMessage`.
 */
export async function signInToPortal(email: string, password: string): Promise<LoginOutcome> {
  const [{ signInWithEmailAndPassword, signOut }, { auth }] = await Promise.all([
    import('firebase/auth'),
    getFirebase(),
  ]);
  const credential = await signInWithEmailAndPassword(auth, email, password);
  try {
    const outcome = decideLoginOutcome(await getUserRecord(credential.user.uid));
    if (outcome.kind === 'denied') await signOut(auth);
    return outcome;
  } catch (error) {
    await signOut(auth);
    throw error;
  }
}
