/**
 * Two-step sign-in with a text message (Firebase Auth multi-factor, decision 022).
 * Admins must use it; practitioners may turn it on. Sending a code needs an app
 * verifier: an invisible reCAPTCHA in production, which the SDK replaces with its own
 * stand-in on the Auth emulator.
 */
import type { ApplicationVerifier, MultiFactorResolver, User } from 'firebase/auth';
import { firebaseErrorCode } from '@/lib/firebase-error.ts';
import { getFirebase } from '@/lib/firebase.ts';

/** A sign-in that has passed the password and waits for the code from the phone. */
export interface SecondStep {
  resolver: MultiFactorResolver;
  /** The enrolled number as Firebase shows it (e.g. +*******6156): enough to recognise one's phone. */
  phoneHint: string;
}

export function isSecondStepRequired(error: unknown): boolean {
  return firebaseErrorCode(error) === 'auth/multi-factor-auth-required';
}

/** The second step of a sign-in that threw auth/multi-factor-auth-required. */
export async function secondStepOf(error: unknown): Promise<SecondStep> {
  const [{ getMultiFactorResolver }, { auth }] = await Promise.all([import('firebase/auth'), getFirebase()]);
  const resolver = getMultiFactorResolver(auth, error as Parameters<typeof getMultiFactorResolver>[1]);
  const hint = resolver.hints.find((each) => each.factorId === 'phone') as (typeof resolver.hints)[number] & { phoneNumber?: string };
  if (!hint) throw new Error('Your account’s second factor is not a phone. Please contact the pharmacy.');
  return { resolver, phoneHint: hint.phoneNumber ?? 'your phone' };
}

/** Runs `send` with a fresh invisible app verifier in `container`, cleared afterwards. */
async function withVerifier<T>(container: HTMLElement, send: (verifier: ApplicationVerifier) => Promise<T>): Promise<T> {
  const [{ RecaptchaVerifier }, { auth }] = await Promise.all([import('firebase/auth'), getFirebase()]);
  const verifier = new RecaptchaVerifier(auth, container, { size: 'invisible' });
  try {
    return await send(verifier);
  } finally {
    verifier.clear();
  }
}

/** Texts a sign-in code to the enrolled phone; resolves the verification ID the code goes with. */
export async function sendSignInCode(step: SecondStep, container: HTMLElement): Promise<string> {
  const [{ PhoneAuthProvider }, { auth }] = await Promise.all([import('firebase/auth'), getFirebase()]);
  const hint = step.resolver.hints.find((each) => each.factorId === 'phone');
  return withVerifier(container, (verifier) =>
    new PhoneAuthProvider(auth).verifyPhoneNumber({ multiFactorHint: hint, session: step.resolver.session }, verifier),
  );
}

async function phoneAssertion(verificationId: string, code: string) {
  const { PhoneAuthProvider, PhoneMultiFactorGenerator } = await import('firebase/auth');
  return PhoneMultiFactorGenerator.assertion(PhoneAuthProvider.credential(verificationId, code));
}

/** Finishes the sign-in with the code; the new session's token carries the second factor. */
export async function finishSignIn(step: SecondStep, verificationId: string, code: string): Promise<User> {
  const credential = await step.resolver.resolveSignIn(await phoneAssertion(verificationId, code));
  return credential.user;
}

/** Texts a code to a new number for the signed-in user to enrol it. */
export async function sendEnrolmentCode(phoneNumber: string, container: HTMLElement): Promise<string> {
  const [{ PhoneAuthProvider, multiFactor }, { auth }] = await Promise.all([import('firebase/auth'), getFirebase()]);
  const user = auth.currentUser;
  if (!user) throw new Error('Please log in again to continue.');
  const session = await multiFactor(user).getSession();
  return withVerifier(container, (verifier) => new PhoneAuthProvider(auth).verifyPhoneNumber({ phoneNumber, session }, verifier));
}

/** Enrols the number the code was sent to; from now on every sign-in asks for a code. */
export async function finishEnrolment(verificationId: string, code: string): Promise<void> {
  const [{ multiFactor }, { auth }] = await Promise.all([import('firebase/auth'), getFirebase()]);
  const user = auth.currentUser;
  if (!user) throw new Error('Please log in again to continue.');
  await multiFactor(user).enroll(await phoneAssertion(verificationId, code), 'Mobile');
}

/** Whether the signed-in user has a second factor enrolled, and whether this session used it. */
export async function secondFactorState(user: User): Promise<{ enrolled: boolean; usedThisSession: boolean }> {
  const [{ multiFactor }, token] = await Promise.all([import('firebase/auth'), user.getIdTokenResult()]);
  return { enrolled: multiFactor(user).enrolledFactors.length > 0, usedThisSession: token.signInSecondFactor !== null };
}

const MESSAGES_BY_CODE = new Map([
  ['auth/invalid-verification-code', 'That code is not right. Check the text message and try again.'],
  ['auth/code-expired', 'That code has expired. Send a new code.'],
  ['auth/missing-code', 'Enter the 6-digit code from the text message.'],
  ['auth/invalid-phone-number', 'That mobile number could not be used. Check it and try again.'],
  ['auth/second-factor-already-in-use', 'That mobile number is already set up for your account.'],
  ['auth/too-many-requests', 'Too many attempts. Please wait a few minutes and try again.'],
  ['auth/quota-exceeded', 'Too many codes were sent. Please wait a few minutes and try again.'],
  ['auth/requires-recent-login', 'Please log in again, then set up two-step sign-in.'],
  ['auth/network-request-failed', 'We could not reach the sign-in service. Check your connection and try again.'],
]);

export function secondFactorErrorMessage(error: unknown): string {
  const code = firebaseErrorCode(error);
  return (code && MESSAGES_BY_CODE.get(code)) ?? (error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.');
}

/**
 * Signs the current user in again with their password (and then their code): what an
 * admin does when an action needs a recent sign-in. The session stays the same person's.
 */
export async function reauthenticate(password: string): Promise<{ kind: 'done' } | { kind: 'second-step'; step: SecondStep }> {
  const [{ EmailAuthProvider, reauthenticateWithCredential }, { auth }] = await Promise.all([import('firebase/auth'), getFirebase()]);
  const user = auth.currentUser;
  if (!user?.email) throw new Error('Please log in again to continue.');
  try {
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
    return { kind: 'done' };
  } catch (error) {
    if (isSecondStepRequired(error)) return { kind: 'second-step', step: await secondStepOf(error) };
    throw error;
  }
}

/** The signed-in user's enrolled phone as Firebase shows it, or null when two-step sign-in is off. */
export async function enrolledPhone(): Promise<string | null> {
  const [{ multiFactor }, { auth }] = await Promise.all([import('firebase/auth'), getFirebase()]);
  const user = auth.currentUser;
  if (!user) return null;
  const phone = multiFactor(user).enrolledFactors.find((factor) => factor.factorId === 'phone') as { phoneNumber?: string } | undefined;
  return phone ? (phone.phoneNumber ?? 'your phone') : null;
}
