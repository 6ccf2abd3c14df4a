/**
 * Seeds a running local stack: the demo admin account and the built-in
 * medication database. Idempotent, so it runs on every start.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { COLLECTIONS, mobileHint, userListFields } from '@pharmacy/shared';
import { backfillAdminMobiles } from './backfill-admin-mobiles.ts';
import { backfillListFields } from './backfill-list-fields.ts';
import { backfillPatientCorrections } from './backfill-patient-corrections.ts';
import { backfillPrescriberId } from './backfill-prescriber-id.ts';
import { backfillTokenClaims } from './backfill-token-claims.ts';
import { DEMO_MEDICATION_DATABASE } from './demo/demo-catalogue.ts';

export interface AdminLogin {
  email: string;
  password: string;
  /** The mobile on the admin's record and enrolled as their second factor; its codes are at /api/dev/sms. */
  phoneNumber: string;
}

export function demoAdminLogin(): AdminLogin {
  return {
    email: process.env.ADMIN_EMAIL || 'admin@harbourside.test',
    password: process.env.ADMIN_PASSWORD || 'Harbourside-Admin-2026',
    // 0491 570 156: a number ACMA keeps for fiction, never a real person's phone.
    phoneNumber: process.env.ADMIN_PHONE || '+61491570156',
  };
}

/** Points firebase-admin in this process at the emulators of firebase.json. */
export function useEmulatorsInThisProcess(): void {
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= '127.0.0.1:9199';
  // No Google Cloud metadata server locally: don't let google-auth-library probe for one.
  process.env.METADATA_SERVER_DETECTION ??= 'none';
}

async function ensureAdmin(projectId: string, login: AdminLogin): Promise<'created' | 'existing'> {
  const app = initializeApp({ projectId }, `seed-${Date.now()}`);
  try {
    const auth = getAuth(app);
    const db = getFirestore(app);
    let uid: string;
    let outcome: 'created' | 'existing' = 'existing';
    try {
      uid = (await auth.getUserByEmail(login.email)).uid;
    } catch {
      uid = (await auth.createUser({ email: login.email, password: login.password, emailVerified: true, displayName: 'Pharmacy Admin' })).uid;
      outcome = 'created';
    }
    // Admins sign in with a second factor (decision 022): the demo admin has a phone enrolled.
    if (((await auth.getUser(uid)).multiFactor?.enrolledFactors.length ?? 0) === 0) {
      await auth.updateUser(uid, {
        // The Auth emulator needs the enrolment's ID (uid) given; Firebase makes one when it is not.
        multiFactor: { enrolledFactors: [{ uid: 'demo-admin-mobile', factorId: 'phone', phoneNumber: login.phoneNumber, displayName: 'Pharmacy mobile' }] },
      });
    }
    // Admins' mobiles kept on users records in .emulator-data from before they were the server's alone (decision 066).
    await backfillAdminMobiles(db);
    const userRef = db.collection(COLLECTIONS.users).doc(uid);
    const mobileRef = db.collection(COLLECTIONS.adminMobiles).doc(uid);
    if (!(await userRef.get()).exists) {
      const record = { firstName: 'Pharmacy', lastName: 'Admin', email: login.email, role: 'admin', status: 'approved', emailVerified: true };
      await userRef.set({ ...record, ...userListFields(record), createdAt: FieldValue.serverTimestamp() });
    }
    if (!(await mobileRef.get()).exists) {
      // Kept in .emulator-data from before the mobile was on record (decision 037), or just created.
      await mobileRef.set({ mobile: login.phoneNumber });
      await userRef.update({ adminMobileHint: mobileHint(login.phoneNumber) });
    }
    const catalogueRef = db.collection(COLLECTIONS.medicationDatabase).doc('current');
    if (!(await catalogueRef.get()).exists) {
      await catalogueRef.set({ ...DEMO_MEDICATION_DATABASE, source: 'demo', updatedAt: FieldValue.serverTimestamp() });
    }
    // Records kept in .emulator-data from before the prescriber's id had one name (decision 055).
    await backfillPrescriberId(db);
    // Records kept in .emulator-data from before the list fields existed (decision 023).
    await backfillListFields(db);
    // E-script tokens of orders kept from before each token supplied once (decision 043).
    await backfillTokenClaims(db);
    // Correction histories kept on patient records from before they were the pharmacy's alone (decision 062).
    await backfillPatientCorrections(db);
    return outcome;
  } finally {
    await deleteApp(app);
  }
}

export async function seed(projectId: string): Promise<'created' | 'existing'> {
  useEmulatorsInThisProcess();
  return ensureAdmin(projectId, demoAdminLogin());
}
