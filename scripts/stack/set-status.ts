/**
 * `npm run practitioner-status -- <email> <pending|approved|rejected>`: changes a
 * practitioner's status on the running local stack, as an admin's Confirm will in
 * the admin dashboard (issue #6). Local emulators only; it refuses, like the rules,
 * to approve a practitioner whose e-mail is not verified.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { COLLECTIONS, LOCAL_PROJECT_ID, UserStatusSchema } from '@pharmacy/shared';
import { useEmulatorsInThisProcess } from './seed.ts';

const [email, statusArgument] = process.argv.slice(2);
const status = UserStatusSchema.safeParse(statusArgument);
if (!email || !status.success) {
  console.error('Usage: npm run practitioner-status -- <email> <pending|approved|rejected>');
  process.exit(2);
}

useEmulatorsInThisProcess();
const app = initializeApp({ projectId: LOCAL_PROJECT_ID }, 'set-status');
try {
  const { uid } = await getAuth(app).getUserByEmail(email);
  const record = getFirestore(app).collection(COLLECTIONS.users).doc(uid);
  const data = (await record.get()).data();
  if (!data) throw new Error(`${email} has no record yet: the e-mail must be verified first.`);
  if (data.role !== 'practitioner') throw new Error(`${email} is not a practitioner (role ${String(data.role)}).`);
  if (status.data === 'approved' && data.emailVerified !== true) throw new Error(`${email} has not verified their e-mail.`);
  await record.update({ status: status.data });
  console.log(`${email} is now ${status.data}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await deleteApp(app);
}
