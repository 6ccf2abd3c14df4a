import type { User } from 'firebase/auth';
import { getFirebase } from '@/lib/firebase.ts';
import { ACCESS_MESSAGES, decideLoginOutcome, type LoginOutcome } from '../access.ts';
import { clearPendingRegistration, readPendingRegistration } from '../pending-registration.ts';
import { getUserRecord } from './get-user-record.ts';
import { onboardPractitioner } from './onboard-practitioner.ts';

/** What the login form shows after a successful sign-in. */
export type LoginResult =
  | Exclude<LoginOutcome, { kind: 'onboard' }>
  /** Onboarding created the record: the spec asks the user to log in again. */
  | { kind: 'activated'; message: string };

/**
 * Signs in with e-mail and password, then decides from the user record where
 * to go; a verified account without a record is onboarded first. A user who
 * may not enter is signed out again, so a half-authorised session never
 * lingers in the browser. Auth errors propagate unchanged for `authErrorMessage`.
 */
export async function signInToPortal(email: string, password: string): Promise<LoginResult> {
  const [{ signInWithEmailAndPassword, signOut }, { auth }] = await Promise.all([
    import('firebase/auth'),
    getFirebase(),
  ]);
  const { user } = await signInWithEmailAndPassword(auth, email, password);
  let result: LoginResult | undefined;
  try {
    const record = await getUserRecord(user.uid);
    if (record !== null) clearPendingRegistration(user.uid);
    const outcome = decideLoginOutcome(record, user.emailVerified);
    result = outcome.kind === 'onboard' ? await onboard(user) : outcome;
    return result;
  } finally {
    if (result?.kind !== 'redirect') await signOut(auth);
  }
}

async function onboard(user: User): Promise<LoginResult> {
  const created = await onboardPractitioner(await user.getIdToken(), readPendingRegistration(user.uid));
  if (!created) return { kind: 'denied', message: ACCESS_MESSAGES.onboardingFailed };
  clearPendingRegistration(user.uid);
  return { kind: 'activated', message: ACCESS_MESSAGES.accountActivated };
}
