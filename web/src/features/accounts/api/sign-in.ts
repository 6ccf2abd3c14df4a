import type { User } from 'firebase/auth';
import { SIGN_IN_SECURITY_MESSAGES } from '@pharmacy/shared';
import { getFirebase } from '@/lib/firebase.ts';
import { ACCESS_MESSAGES, decideLoginOutcome, isAdmin, type LoginOutcome } from '../access.ts';
import { clearPendingRegistration, readPendingRegistration } from '../pending-registration.ts';
import { confirmAdminSecondFactor } from './confirm-admin-second-factor.ts';
import { getUserRecord } from './get-user-record.ts';
import { onboardPractitioner } from './onboard-practitioner.ts';
import { finishEnrolment, finishSignIn, isSecondStepRequired, secondFactorState, secondStepOf, type SecondStep } from './second-factor.ts';

/** What the login form shows after a successful sign-in. */
export type LoginResult =
  | Exclude<LoginOutcome, { kind: 'onboard' }>
  /** Onboarding created the record: the spec asks the user to log in again. */
  | { kind: 'activated'; message: string }
  /** The password was right; the account has a second factor, whose code comes next. */
  | { kind: 'second-step'; step: SecondStep }
  /**
   * An admin without a second factor: they stay signed in to enrol the mobile on record, then go on.
   * Only its hint (04•• ••• 156) is known here: the number is the server's alone (decision 066).
   */
  | { kind: 'enrol'; mobileHint: string };

/** Results after which the person stays signed in. */
const STAYS_SIGNED_IN = new Set<LoginResult['kind']>(['redirect', 'enrol']);

/**
 * Signs in with e-mail and password, then decides from the user record where
 * to go; a verified account without a record is onboarded first. A user who
 * may not enter is signed out again, so a half-authorised session never
 * lingers in the browser. Auth errors propagate unchanged for `authErrorMessage`.
 */
export async function signInToPortal(email: string, password: string): Promise<LoginResult> {
  const [{ signInWithEmailAndPassword }, { auth }] = await Promise.all([import('firebase/auth'), getFirebase()]);
  try {
    const { user } = await signInWithEmailAndPassword(auth, email, password);
    return await continueSignIn(user);
  } catch (error) {
    if (isSecondStepRequired(error)) return { kind: 'second-step', step: await secondStepOf(error) };
    throw error;
  }
}

/** Finishes a sign-in with the code texted to the enrolled phone. */
export async function signInWithCode(step: SecondStep, verificationId: string, code: string): Promise<LoginResult> {
  return continueSignIn(await finishSignIn(step, verificationId, code));
}

/** Enrols the phone the code went to (an admin's first sign-in), then goes on as signed in with it. */
export async function enrolAndContinue(verificationId: string, code: string): Promise<LoginResult> {
  await finishEnrolment(verificationId, code);
  const { auth } = await getFirebase();
  if (!auth.currentUser) throw new Error('Please log in again to continue.');
  return continueSignIn(auth.currentUser);
}

/** Where a signed-in user goes: their record decides, and an admin needs a second factor. */
async function continueSignIn(user: User): Promise<LoginResult> {
  const [{ signOut }, { auth }] = await Promise.all([import('firebase/auth'), getFirebase()]);
  let result: LoginResult | undefined;
  try {
    const record = await getUserRecord(user.uid);
    if (record !== null) clearPendingRegistration(user.uid);
    const outcome = decideLoginOutcome(record, user.emailVerified);
    if (outcome.kind === 'redirect' && isAdmin(record)) {
      result = await adminSecondFactor(user, record?.adminMobileHint);
      if (result) return result;
    }
    result = outcome.kind === 'onboard' ? await onboard(user) : outcome;
    return result;
  } finally {
    if (!result || !STAYS_SIGNED_IN.has(result.kind)) await signOut(auth);
  }
}

/**
 * An admin goes on only with the second factor on the mobile on record (decisions 022, 037):
 * null when they may, else what the login shows.
 */
async function adminSecondFactor(user: User, mobileHint: string | undefined): Promise<LoginResult | undefined> {
  const { enrolled, usedThisSession } = await secondFactorState(user);
  if (usedThisSession) {
    const refusal = await confirmAdminSecondFactor(await user.getIdToken());
    return refusal === null ? undefined : { kind: 'denied', message: refusal };
  }
  if (enrolled) return { kind: 'denied', message: SIGN_IN_SECURITY_MESSAGES.secondFactorRequired };
  if (!mobileHint) return { kind: 'denied', message: SIGN_IN_SECURITY_MESSAGES.secondFactorNotOnRecord };
  return { kind: 'enrol', mobileHint };
}

async function onboard(user: User): Promise<LoginResult> {
  const created = await onboardPractitioner(await user.getIdToken(), readPendingRegistration(user.uid));
  if (!created) return { kind: 'denied', message: ACCESS_MESSAGES.onboardingFailed };
  clearPendingRegistration(user.uid);
  return { kind: 'activated', message: ACCESS_MESSAGES.accountActivated };
}
