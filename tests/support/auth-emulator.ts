/**
 * Signs accounts up and in through the Auth emulator's REST API, exactly as the
 * browser SDK does, and returns the real ID token it issues.
 */
import { AUTH_EMULATOR_API_KEY, AUTH_EMULATOR_HOST, STACK_PROJECT_ID } from './stack.ts';

export interface SignedInAccount {
  uid: string;
  email: string;
  idToken: string;
}

interface IdentityToolkitResponse {
  localId: string;
  email: string;
  idToken?: string;
  refreshToken?: string;
  /** Seconds the ID token lives, as a string ("3600"). */
  expiresIn?: string;
  /** Instead of a token, when the account has a second factor enrolled. */
  mfaPendingCredential?: string;
  mfaInfo?: { mfaEnrollmentId: string }[];
}

type AccountsMethod =
  | 'signUp'
  | 'signInWithPassword'
  | 'resetPassword'
  | 'mfaSignIn:start'
  | 'mfaSignIn:finalize'
  | 'mfaEnrollment:start'
  | 'mfaEnrollment:finalize';

async function accountsApi(method: AccountsMethod, body: object): Promise<unknown> {
  // The second-factor calls are v2 of the same API, as the browser SDK makes them.
  const path = method.startsWith('mfa') ? `v2/accounts/${method}` : `v1/accounts:${method}`;
  const url = `http://${AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/${path}?key=${AUTH_EMULATOR_API_KEY}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`Auth emulator accounts:${method} answered ${response.status}: ${await response.text()}`);
  }
  return response.json();
}

/** What the browser SDK keeps of a sign-in: the tokens, and when the ID token expires. */
export interface SessionTokens extends SignedInAccount {
  refreshToken: string;
  /** Epoch milliseconds. */
  expirationTime: number;
}

async function identityToolkit(method: 'signUp' | 'signInWithPassword', body: object): Promise<SessionTokens> {
  const reply = (await accountsApi(method, { ...body, returnSecureToken: true })) as IdentityToolkitResponse;
  const tokens = reply.idToken ? reply : await secondStep(reply);
  if (!tokens.idToken || !tokens.refreshToken) throw new Error(`Auth emulator accounts:${method} answered without tokens`);
  const expirationTime = Date.now() + Number(tokens.expiresIn ?? 3600) * 1000;
  return { uid: reply.localId, email: reply.email, idToken: tokens.idToken, refreshToken: tokens.refreshToken, expirationTime };
}

/** The SMS codes the Auth emulator has "sent", oldest first. */
export async function smsCodes(): Promise<{ phoneNumber: string; code: string; sessionInfo: string }[]> {
  const url = `http://${AUTH_EMULATOR_HOST}/emulator/v1/projects/${STACK_PROJECT_ID}/verificationCodes`;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Auth emulator verificationCodes answered ${response.status}`);
  return ((await response.json()) as { verificationCodes: { phoneNumber: string; code: string; sessionInfo: string }[] }).verificationCodes;
}

/** The newest code texted to the number (what the person reads off their phone). */
export async function latestSmsCode(phoneNumber: string): Promise<string> {
  const codes = (await smsCodes()).filter((each) => each.phoneNumber === phoneNumber);
  const newest = codes.at(-1);
  if (!newest) throw new Error(`No SMS code was sent to ${phoneNumber}`);
  return newest.code;
}

/** The code the emulator texted for one sign-in's or enrolment's session. */
async function codeSentFor(sessionInfo: string): Promise<string> {
  const sent = (await smsCodes()).find((each) => each.sessionInfo === sessionInfo);
  if (!sent) throw new Error('The Auth emulator sent no code for this session');
  return sent.code;
}

/**
 * The second step of a sign-in, as the browser SDK's MultiFactorResolver takes it: the
 * emulator "texts" a code to the enrolled phone, and the code read from its list finishes
 * the sign-in with a token that carries firebase.sign_in_second_factor.
 */
async function secondStep({ mfaPendingCredential, mfaInfo }: IdentityToolkitResponse): Promise<Pick<IdentityToolkitResponse, 'idToken' | 'refreshToken' | 'expiresIn'>> {
  const mfaEnrollmentId = mfaInfo?.[0]?.mfaEnrollmentId;
  if (!mfaPendingCredential || !mfaEnrollmentId) throw new Error('The Auth emulator answered a sign-in with neither a token nor a second step');
  const started = (await accountsApi('mfaSignIn:start', {
    mfaPendingCredential,
    mfaEnrollmentId,
    phoneSignInInfo: { recaptchaToken: 'emulator' },
  })) as { phoneResponseInfo: { sessionInfo: string } };
  const { sessionInfo } = started.phoneResponseInfo;
  return (await accountsApi('mfaSignIn:finalize', {
    mfaPendingCredential,
    phoneVerificationInfo: { sessionInfo, code: await codeSentFor(sessionInfo) },
  })) as Pick<IdentityToolkitResponse, 'idToken' | 'refreshToken' | 'expiresIn'>;
}

/**
 * Enrols a phone as the signed-in account's second factor, as the browser SDK's
 * multiFactor(user).enroll does: the emulator texts a code to the number, and the code
 * finishes the enrolment with a token that carries the new factor.
 */
export async function enrolPhone(idToken: string, phoneNumber: string): Promise<string> {
  const started = (await accountsApi('mfaEnrollment:start', {
    idToken,
    phoneEnrollmentInfo: { phoneNumber, recaptchaToken: 'emulator' },
  })) as { phoneSessionInfo: { sessionInfo: string } };
  const { sessionInfo } = started.phoneSessionInfo;
  const finished = (await accountsApi('mfaEnrollment:finalize', {
    idToken,
    phoneVerificationInfo: { sessionInfo, code: await codeSentFor(sessionInfo) },
  })) as { idToken: string };
  return finished.idToken;
}

export async function signUp(email: string, password: string): Promise<SignedInAccount> {
  const { uid, email: address, idToken } = await identityToolkit('signUp', { email, password });
  return { uid, email: address, idToken };
}

export async function signIn(email: string, password: string): Promise<SignedInAccount> {
  const { uid, email: address, idToken } = await identityToolkit('signInWithPassword', { email, password });
  return { uid, email: address, idToken };
}

/** A sign-in with everything the browser SDK keeps of it (the refresh token too); the second step when the account has one. */
export function signInWithTokens(email: string, password: string): Promise<SessionTokens> {
  return identityToolkit('signInWithPassword', { email, password });
}

/** What the browser SDK's confirmPasswordReset does with the code from a reset link. */
export async function confirmPasswordReset(oobCode: string, newPassword: string): Promise<void> {
  await accountsApi('resetPassword', { oobCode, newPassword });
}
