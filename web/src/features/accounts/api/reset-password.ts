import { getFirebase } from '@/lib/firebase.ts';

/** The e-mail address a reset link (its oobCode) is for; rejects with a FirebaseError when the link is dead. */
export async function checkPasswordResetCode(oobCode: string): Promise<string> {
  const [{ verifyPasswordResetCode }, { auth }] = await Promise.all([import('firebase/auth'), getFirebase()]);
  return verifyPasswordResetCode(auth, oobCode);
}

export async function resetPassword(oobCode: string, newPassword: string): Promise<void> {
  const [{ confirmPasswordReset }, { auth }] = await Promise.all([import('firebase/auth'), getFirebase()]);
  await confirmPasswordReset(auth, oobCode, newPassword);
}
