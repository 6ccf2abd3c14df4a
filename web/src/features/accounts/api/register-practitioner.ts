import type { RegistrationDetails } from '@pharmacy/shared';
import { sendVerificationEmail } from './send-verification-email.ts';
import { savePendingRegistration } from '../pending-registration.ts';
import { getFirebase } from '@/lib/firebase.ts';

/**
 * The registration flow of spec section 4: create the account, keep the details
 * in this browser, have the server store them and e-mail the verification link,
 * then sign out: the account may not use the portal before it is verified and
 * approved. Errors propagate for `registrationErrorMessage`.
 */
export async function registerPractitioner(details: RegistrationDetails, password: string): Promise<void> {
  const [{ createUserWithEmailAndPassword, signOut }, { auth }] = await Promise.all([
    import('firebase/auth'),
    getFirebase(),
  ]);
  const { user } = await createUserWithEmailAndPassword(auth, details.email, password);
  try {
    const registration = { uid: user.uid, ...details };
    savePendingRegistration(registration);
    await sendVerificationEmail(await user.getIdToken(), registration);
  } finally {
    await signOut(auth);
  }
}
