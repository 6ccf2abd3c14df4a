/**
 * Accounts that browser tests create through the site's own forms, where the
 * test never learns the uid: found by e-mail address to arrange the next step
 * (approve, age a token) and removed afterwards with everything the server kept.
 */
import type { UpdateData } from 'firebase-admin/firestore';
import { ACCOUNT_COLLECTIONS, ROUTES } from '@pharmacy/shared';
import { adminAuth, adminDb, userDoc } from './admin.ts';
import { outboxMessages } from './outbox.ts';
import { linkTo, pendingRegistrationDoc } from './registration.ts';

export async function uidOf(email: string): Promise<string> {
  return (await adminAuth().getUserByEmail(email)).uid;
}

/** What an admin (or a hand-edited record) changes on users/{uid}. */
export async function updateUserRecord(email: string, fields: UpdateData<Record<string, unknown>>): Promise<void> {
  await userDoc(await uidOf(email)).update(fields);
}

/** The link of the newest password-reset e-mail to the address. */
export async function latestPasswordResetLink(email: string): Promise<URL> {
  const [newest] = (await outboxMessages(email)).filter((message) => message.subject.startsWith('Reset'));
  return linkTo(newest, ROUTES.resetPassword);
}

const registeredInBrowser = new Set<string>();

/** Notes an address the browser registers with, so deleteBrowserRegistrations() removes its account. */
export function rememberBrowserRegistration(email: string): void {
  registeredInBrowser.add(email);
}

/** Deletes the accounts registered in the browser, their records and their registration data. */
export async function deleteBrowserRegistrations(): Promise<void> {
  const emails = [...registeredInBrowser];
  registeredInBrowser.clear();
  const db = adminDb();
  for (const email of emails) {
    // The form may have refused the registration: then there is no account.
    const uid = await uidOf(email).catch(() => null);
    if (uid === null) continue;
    const batch = db.batch();
    batch.delete(userDoc(uid));
    batch.delete(pendingRegistrationDoc(uid));
    for (const name of [ACCOUNT_COLLECTIONS.emailVerifications, ACCOUNT_COLLECTIONS.accountMailFailures]) {
      for (const doc of (await db.collection(name).where('uid', '==', uid).get()).docs) batch.delete(doc.ref);
    }
    await batch.commit();
    await adminAuth().deleteUser(uid);
  }
}
