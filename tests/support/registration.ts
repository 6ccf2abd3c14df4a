/**
 * Practitioner registration through the real endpoints, and what it leaves behind:
 * the e-mails in the local outbox (verification, password reset) and the server-only
 * documents (read with the Admin SDK only to arrange, e.g. to age a token). The accounts
 * themselves, and their clean-up, come from ./users.ts.
 */
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { ACCOUNT_API_PATHS, ACCOUNT_COLLECTIONS, ROUTES, type OutboxMessage } from '@pharmacy/shared';
import { adminDb } from './admin.ts';
import { request, type SiteResponse } from './api.ts';
import { outboxMessages } from './outbox.ts';
import { createNewcomer, type TestUser } from './users.ts';

/** Form input as a practitioner types it (the number with spaces, normalised by the server). */
export const REGISTRATION_DETAILS = {
  firstName: 'Nina',
  lastName: 'Patel',
  practitionerNumber: 'med 000 111 2223',
  clinicName: 'Newtown Family Clinic',
  clinicAddress: '5 King Street, Newtown NSW 2042, Australia',
} as const;
export const NORMALISED_PRACTITIONER_NUMBER = 'MED0001112223';

export function sendVerificationEmail(idToken: string, body: object = REGISTRATION_DETAILS): Promise<SiteResponse> {
  return request(ACCOUNT_API_PATHS.sendVerificationEmail, { idToken, body });
}

export function verifyEmail(body: unknown): Promise<SiteResponse> {
  return request(ACCOUNT_API_PATHS.verifyEmail, { body });
}

export function onboardPractitioner(idToken: string, body?: object): Promise<SiteResponse> {
  return request(ACCOUNT_API_PATHS.onboardPractitioner, { method: 'POST', idToken, body });
}

/** The first link in the e-mail's text to one of our pages. */
export function linkTo(message: OutboxMessage | undefined, pathname: string): URL {
  const link = message?.text
    .split(/\s+/)
    .filter((word) => /^https?:\/\//.test(word))
    .map((word) => new URL(word))
    .find((url) => url.pathname === pathname);
  if (!link) throw new Error(`no link to ${pathname} in ${JSON.stringify(message?.text)}`);
  return link;
}

/** The token of the newest verification e-mail to the address. */
export async function latestVerificationToken(email: string): Promise<string> {
  const [newest] = (await outboxMessages(email)).filter((message) => message.subject.startsWith('Verify'));
  const token = linkTo(newest, '/verify').searchParams.get('token');
  if (!token) throw new Error('verification link without a token');
  return token;
}

/** A new account that has asked for its verification e-mail, with the token its link carries. */
export async function registrantWithToken(): Promise<{ user: TestUser; token: string }> {
  const user = await createNewcomer();
  const sent = await sendVerificationEmail(user.idToken);
  if (sent.status !== 200) throw new Error(`${ACCOUNT_API_PATHS.sendVerificationEmail} answered ${sent.status}`);
  return { user, token: await latestVerificationToken(user.email) };
}

/** The link of the newest password-reset e-mail to the address. */
export async function latestPasswordResetLink(email: string): Promise<URL> {
  const [newest] = (await outboxMessages(email)).filter((message) => message.subject.startsWith('Reset'));
  return linkTo(newest, ROUTES.resetPassword);
}

/**
 * The notice to the pharmacy's admin team that the registrant with this account awaits
 * review: it names the account's ID as its reference, and nothing the registrant typed.
 */
export async function registrationNotice(uid: string): Promise<OutboxMessage | undefined> {
  return (await outboxMessages()).find(
    (message) => message.subject.startsWith('New practitioner registration') && message.text.includes(`Reference: ${uid}`),
  );
}

export const pendingRegistrationDoc = (uid: string) =>
  adminDb().collection(ACCOUNT_COLLECTIONS.pendingRegistrations).doc(uid);
export const emailVerificationDoc = (tokenHash: string) =>
  adminDb().collection(ACCOUNT_COLLECTIONS.emailVerifications).doc(tokenHash);

/** What the server stores instead of a verification token: its SHA-256, in hex. */
export const verificationTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Makes a verification link as if its 24 hours had passed. */
export async function expireVerificationLink(token: string): Promise<void> {
  await emailVerificationDoc(verificationTokenHash(token)).update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
}
