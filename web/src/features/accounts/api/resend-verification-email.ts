import { getFirebase } from '@/lib/firebase.ts';
import { sendVerificationEmail } from './send-verification-email.ts';

/**
 * Asks for a new verification link for an account that cannot log in yet. The
 * login signed the user out again, so sign in for just this call: the request
 * must carry the account's own ID token.
 */
export async function resendVerificationEmail(email: string, password: string): Promise<void> {
  const [{ signInWithEmailAndPassword, signOut }, { auth }] = await Promise.all([
    import('firebase/auth'),
    getFirebase(),
  ]);
  const { user } = await signInWithEmailAndPassword(auth, email, password);
  try {
    await sendVerificationEmail(await user.getIdToken());
  } finally {
    await signOut(auth);
  }
}
