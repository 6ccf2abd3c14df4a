/**
 * Seeds the demo pharmacy (demo-pharmacy.ts) into a running stack, for `npm start` only:
 * the test stack starts without it. Written straight with the Admin SDK, so no e-mail
 * is sent and the outbox stays empty. Once per set of data: the prescriber's users
 * record, written in the same batch as everything else, says that the demo is there.
 */
import { randomBytes } from 'node:crypto';
import { deleteApp, getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { STAFF_COLLECTIONS, COLLECTIONS, ORDER_COLLECTIONS, STAFF_ROLE, clinicAccountNameOf, staffLinkId } from '@pharmacy/shared';
import { demoAdminLogin, useEmulatorsInThisProcess } from '../seed.ts';
import { backfillTokenClaims } from '../backfill-token-claims.ts';
import { DEMO_MARK, demoPharmacy, parseDemoRecord } from './demo-pharmacy.ts';
import { demoConsignments, handedOver } from './demo-consignments.ts';
import { invoiceDemoOrders } from './demo-invoices.ts';
import { demoClinicPaid, makeDemoStatement, markDemoAccount, openDemoAccount, payByClinic } from './demo-clinic-account.ts';
import { DEMO_PRESCRIBER, DEMO_REGISTRANTS, demoPrescriberLogin, demoStaffLogin } from './demo-people.ts';
import { DEMO_VET, demoVetLogin } from './demo-vet.ts';

/** Firestore takes at most 500 writes in one batch: the demo stays well under, so it lands whole or not at all. */
const MAX_BATCH = 500;

export type DemoOutcome = 'created' | 'existing';

/**
 * Whether the functions' code (its default Admin SDK app) writes to `projectId`: it is
 * started on it here when this process has none (npm start, the bench). A process whose
 * default app is another project's (a test seeding the demo under a project of its own)
 * seeds no invoices, rather than issuing them into the wrong project.
 */
function defaultAppOn(projectId: string): boolean {
  const existing = getApps().find((app) => app.name === '[DEFAULT]');
  if (!existing) return initializeApp({ projectId }).options.projectId === projectId;
  return existing.options.projectId === projectId;
}

export async function seedDemoPharmacy(projectId: string, now = new Date()): Promise<DemoOutcome> {
  useEmulatorsInThisProcess();
  const app = initializeApp({ projectId }, `demo-seed-${Date.now()}`);
  try {
    const auth = getAuth(app);
    const db = getFirestore(app);
    const adminLogin = demoAdminLogin();
    const login = demoPrescriberLogin();
    const admin = await auth.getUserByEmail(adminLogin.email);

    let uid: string;
    try {
      uid = (await auth.getUserByEmail(login.email)).uid;
    } catch {
      const name = `${DEMO_PRESCRIBER.firstName} ${DEMO_PRESCRIBER.lastName}`;
      uid = (await auth.createUser({ email: login.email, password: login.password, emailVerified: true, displayName: name })).uid;
    }
    const userRef = db.collection(COLLECTIONS.users).doc(uid);
    if ((await userRef.get()).exists) return 'existing';
    // Registrants waiting for approval: verified accounts with a password nobody is told (they are the admin's to approve, not to sign in as).
    const registrants = [];
    for (const registrant of DEMO_REGISTRANTS) {
      const existing = await auth.getUserByEmail(registrant.email).catch(() => null);
      const account =
        existing ??
        (await auth.createUser({ email: registrant.email, password: randomBytes(18).toString('base64url'), emailVerified: true, displayName: `${registrant.firstName} ${registrant.lastName}` }));
      registrants.push({ uid: account.uid });
    }

    // The veterinarian signs in like the prescriber (decision 048).
    const vetLogin = demoVetLogin();
    const vetAccount =
      (await auth.getUserByEmail(vetLogin.email).catch(() => null)) ??
      (await auth.createUser({ email: vetLogin.email, password: vetLogin.password, emailVerified: true, displayName: `${DEMO_VET.firstName} ${DEMO_VET.lastName}` }));

    const { documents, files } = demoPharmacy(
      {
        admin: { uid: admin.uid, email: adminLogin.email, name: 'Pharmacy Admin' },
        prescriber: { uid, email: login.email },
        registrants,
        vet: { uid: vetAccount.uid, email: vetLogin.email },
      },
      now,
    );
    // The handed-over orders' consignments (issue 33); one order's item becomes the S8 whose receipt is overdue.
    const consignments = demoConsignments(documents, { now, admin: { uid: admin.uid, name: 'Pharmacy Admin' }, prescriberId: uid });
    // The practice's clinic account pays for the orders dispatched since the 1st of last month (demo-clinic-account.ts).
    const orderWrites = documents.filter(({ path }) => path.startsWith(`${ORDER_COLLECTIONS.orderRequests}/`));
    const accountName = clinicAccountNameOf('', DEMO_PRESCRIBER);
    payByClinic(orderWrites, demoClinicPaid(handedOver(orderWrites), now), { accountId: uid, name: accountName });
    for (const { collection, path, data } of documents) parseDemoRecord(collection, path, data);
    if (documents.length + consignments.length > MAX_BATCH) throw new Error(`The demo pharmacy has ${documents.length} documents, more than one batch takes (${MAX_BATCH})`);
    // Files first: a document never points at a file that is not there.
    const bucket = getStorage(app).bucket(`${projectId}.appspot.com`);
    for (const file of files) {
      await bucket.file(file.path).save(file.content, { contentType: file.contentType, resumable: false, metadata: { metadata: { demo: String(DEMO_MARK.demo) } } });
    }
    const batch = db.batch();
    for (const { path, data } of documents) batch.set(db.doc(path), data);
    for (const { path, data } of consignments) batch.set(db.doc(path), { ...data, ...DEMO_MARK });
    // Dr Bennett's practice nurse, linked to her as accepting her invitation would (decision 044).
    const staffLogin = demoStaffLogin();
    const staff =
      (await auth.getUserByEmail(staffLogin.email).catch(() => null)) ??
      (await auth.createUser({ email: staffLogin.email, password: staffLogin.password, emailVerified: true, displayName: staffLogin.name }));
    batch.set(db.collection(COLLECTIONS.users).doc(staff.uid), {
      firstName: staffLogin.name,
      lastName: '',
      email: staffLogin.email,
      role: STAFF_ROLE,
      status: 'approved',
      emailVerified: true,
      createdAt: now,
      ...DEMO_MARK,
    });
    batch.set(db.collection(STAFF_COLLECTIONS.staffLinks).doc(staffLinkId(uid, staff.uid)), {
      prescriberId: uid,
      staffUid: staff.uid,
      staffName: staffLogin.name,
      staffEmail: staffLogin.email,
      prescriberName: `${DEMO_PRESCRIBER.firstName} ${DEMO_PRESCRIBER.lastName}`,
      status: 'active',
      createdAt: now,
      changedAt: now,
      ...DEMO_MARK,
    });
    await batch.commit();
    // The demo orders' e-script tokens are claimed as a submission would have (decision 043).
    await backfillTokenClaims(db);
    // The handed-over orders' invoices, issued and paid through the product's own invoice store (demo-invoices.ts);
    // the clinic account they belong to, and its statement for last month as the monthly job makes it (demo-clinic-account.ts).
    if (defaultAppOn(projectId)) {
      await openDemoAccount(uid, accountName, now);
      await invoiceDemoOrders(handedOver(orderWrites), now);
      await makeDemoStatement(now);
      await markDemoAccount(uid);
    }
    return 'created';
  } finally {
    await deleteApp(app);
  }
}
