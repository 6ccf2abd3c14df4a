/**
 * The demo pharmacy that `npm start` seeds (scripts/stack/demo) is whole and reads as
 * the function's own records. It is seeded here under a project of its own on the
 * running emulators (they serve any project), so the test stack's data and counts
 * never see it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import {
  ADMIN_COLLECTIONS,
  AUDIT_ACTIONS,
  AuditEntrySchema,
  CLINIC_ACCOUNT_COLLECTIONS,
  COLLECTIONS,
  ClinicAccountSchema,
  STATEMENT_COLLECTIONS,
  StatementSchema,
  balanceOf,
  monthBefore,
  sydneyMonthOf,
  ENQUIRY_COLLECTIONS,
  INVOICE_COLLECTIONS,
  InvoiceSchema,
  FAVOURITE_COLLECTIONS,
  lineAvailability,
  ORDER_COLLECTIONS,
  ORDER_STATUSES,
  ORDER_THREAD_COLLECTION,
  PATIENT_COLLECTIONS,
  TIME_TO_READY_DAYS,
  UserRecordSchema,
  normalisePractitionerNumber,
  orderBillingOf,
  patientKindFor,
  sydneyDateOf,
} from '@pharmacy/shared';
import { seed } from '../../scripts/stack/seed.ts';
import { seedDemoPharmacy } from '../../scripts/stack/demo/seed-demo.ts';
import { DEMO_REGISTRANTS, demoPrescriberLogin } from '../../scripts/stack/demo/demo-people.ts';
import { demoVetLogin } from '../../scripts/stack/demo/demo-vet.ts';
import { EnquiryRecordSchema } from '../../functions/src/features/enquiries/enquiry-record.ts';
import { OrderRecordSchema } from '../../functions/src/features/orders/order-record.ts';
import { OrderMessageRecordSchema } from '../../functions/src/features/order-questions/order-question-record.ts';
import { PatientRecordSchema } from '../../functions/src/features/patients/patient-record.ts';
import { FavouriteRecordSchema, ProtocolRecordSchema } from '../../functions/src/features/favourites/favourite-record.ts';
import { DEMO_MEDICATION_DATABASE } from '../../scripts/stack/demo/demo-catalogue.ts';
import { overviewPeriods } from '../../functions/src/features/overview/overview-periods.ts';
import { storedDate } from '../../functions/src/platform/mail/stored-mail-state.ts';

const PROJECT = 'demo-seed-check';
/** A Wednesday afternoon in Sydney: every week of the chart, this one too, has had its days. */
const NOW = new Date('2026-11-25T03:00:00Z');
const FIRESTORE = process.env.FIRESTORE_EMULATOR_HOST || '127.0.0.1:8080';
const AUTH = process.env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099';

let app: App;
let db: Firestore;

async function clearProject(): Promise<void> {
  await fetch(`http://${FIRESTORE}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`, { method: 'DELETE' });
  await fetch(`http://${AUTH}/emulator/v1/projects/${PROJECT}/accounts`, { method: 'DELETE' });
}

const all = async (collection: string) => (await db.collection(collection).get()).docs;
const messages = async () => (await db.collectionGroup(ORDER_THREAD_COLLECTION).get()).docs;
const data = (doc: QueryDocumentSnapshot) => doc.data() as Record<string, unknown>;

async function countEverything(): Promise<number[]> {
  const collections = [COLLECTIONS.users, PATIENT_COLLECTIONS.patients, ORDER_COLLECTIONS.orderRequests, ENQUIRY_COLLECTIONS.enquiries, ADMIN_COLLECTIONS.auditLog];
  return [...(await Promise.all(collections.map(async (name) => (await all(name)).length))), (await messages()).length, (await getAuth(app).listUsers()).users.length];
}

beforeAll(async () => {
  await clearProject();
  await seed(PROJECT); // the demo admin, as every start makes them
  app = initializeApp({ projectId: PROJECT }, 'demo-seed-check');
  db = getFirestore(app);
});

afterAll(async () => {
  await getStorage(app).bucket(`${PROJECT}.appspot.com`).deleteFiles({ force: true }).catch(() => undefined);
  await clearProject();
  await deleteApp(app);
});

describe('the demo pharmacy', () => {
  it('is seeded once, and a second start finds it there and adds nothing', async () => {
    expect(await seedDemoPharmacy(PROJECT, NOW)).toBe('created');
    const counts = await countEverything();
    expect(await seedDemoPharmacy(PROJECT, NOW)).toBe('existing');
    expect(await countEverything()).toEqual(counts);
  });

  it('has an approved prescriber who can sign in: a verified account with the record onboarding and approval write', async () => {
    const account = await getAuth(app).getUserByEmail(demoPrescriberLogin().email);
    expect(account.emailVerified).toBe(true);
    const record = (await db.collection(COLLECTIONS.users).doc(account.uid).get()).data();
    expect(UserRecordSchema.parse(record)).toMatchObject({ role: 'practitioner', status: 'approved', emailVerified: true });
    expect(record).toMatchObject({ demo: true, statusUpdatedBy: expect.any(String) });
    // Every person is the prescriber's; the animals are the veterinarian's.
    const patients = (await all(PATIENT_COLLECTIONS.patients)).filter((patient) => patient.get('kind') !== 'animal');
    expect(patients.length).toBeGreaterThanOrEqual(10);
    for (const patient of patients) expect(PatientRecordSchema.parse(data(patient)).prescriberId).toBe(account.uid);
  });

  it('has a veterinarian who can sign in, with animals and orders for dogs, one checked with its label to print (decisions 048, 058)', async () => {
    const account = await getAuth(app).getUserByEmail(demoVetLogin().email);
    expect(account.emailVerified).toBe(true);
    const record = UserRecordSchema.parse((await db.collection(COLLECTIONS.users).doc(account.uid).get()).data());
    expect(record).toMatchObject({ role: 'practitioner', status: 'approved' });
    expect(patientKindFor(record.practitionerNumber)).toBe('animal');
    const animals = (await db.collection(PATIENT_COLLECTIONS.patients).where('prescriberId', '==', account.uid).get()).docs;
    expect(animals.length).toBeGreaterThanOrEqual(2);
    for (const animal of animals) expect(PatientRecordSchema.parse(data(animal))).toMatchObject({ kind: 'animal', dateOfBirth: '' });
    const orders = (await db.collection(ORDER_COLLECTIONS.orderRequests).where('prescriberId', '==', account.uid).get()).docs;
    const parsed = orders.map((order) => OrderRecordSchema.parse(data(order)));
    expect(parsed.map((order) => order.items[0]?.patient?.animal?.species)).toEqual(['Dog', 'Dog']);
    expect(parsed.filter((order) => order.compounding?.[0]?.checkedAt).map((order) => order.items[0]?.patient?.animal?.name)).toEqual(['Pepper']);
  });

  it('has favourites of the prescriber and a protocol of the pharmacy, every line offered by the demo catalogue (decision 054)', async () => {
    const account = await getAuth(app).getUserByEmail(demoPrescriberLogin().email);
    const favourites = (await all(FAVOURITE_COLLECTIONS.favourites)).map((doc) => FavouriteRecordSchema.parse(data(doc)));
    expect(favourites.length).toBeGreaterThanOrEqual(2);
    const protocols = (await all(FAVOURITE_COLLECTIONS.protocols)).map((doc) => ProtocolRecordSchema.parse(data(doc)));
    expect(protocols).toHaveLength(1);
    for (const favourite of favourites) expect(favourite.prescriberId).toBe(account.uid);
    for (const line of [...favourites.map((favourite) => favourite.line), ...protocols.flatMap((protocol) => protocol.lines)]) {
      expect(lineAvailability(DEMO_MEDICATION_DATABASE, line).available, line.formula).toBe(true);
    }
  });

  it('has practitioners waiting for approval: verified accounts, pending records the admin can approve, registered this week', async () => {
    for (const registrant of DEMO_REGISTRANTS) {
      expect(normalisePractitionerNumber(registrant.practitionerNumber)?.kind).toBe('ahpra');
      const account = await getAuth(app).getUserByEmail(registrant.email);
      expect(account.emailVerified).toBe(true);
      const record = UserRecordSchema.parse((await db.collection(COLLECTIONS.users).doc(account.uid).get()).data());
      // Approval needs a verified e-mail on the record (practitioner-status.ts): these can be approved.
      expect(record).toMatchObject({ role: 'practitioner', status: 'pending', emailVerified: true, email: registrant.email });
    }
  });

  it('marks every record demo and each one parses with the schema the function reads it with', async () => {
    const admin = await getAuth(app).getUserByEmail('admin@harbourside.test');
    const checks: [string, QueryDocumentSnapshot[], { parse(value: unknown): unknown }][] = [
      [COLLECTIONS.users, (await all(COLLECTIONS.users)).filter((doc) => doc.id !== admin.uid), UserRecordSchema],
      [PATIENT_COLLECTIONS.patients, await all(PATIENT_COLLECTIONS.patients), PatientRecordSchema],
      [ORDER_COLLECTIONS.orderRequests, await all(ORDER_COLLECTIONS.orderRequests), OrderRecordSchema],
      [ORDER_THREAD_COLLECTION, await messages(), OrderMessageRecordSchema],
      [ENQUIRY_COLLECTIONS.enquiries, await all(ENQUIRY_COLLECTIONS.enquiries), EnquiryRecordSchema],
      [ADMIN_COLLECTIONS.auditLog, await all(ADMIN_COLLECTIONS.auditLog), AuditEntrySchema.extend({ at: storedDate })],
    ];
    for (const [name, docs, schema] of checks) {
      expect(docs.length, name).toBeGreaterThan(0);
      for (const doc of docs) {
        expect(doc.get('demo'), doc.ref.path).toBe(true);
        expect(() => schema.parse(doc.data()), doc.ref.path).not.toThrow();
      }
    }
  });

  it('has orders in every status, over every week of the overview, with the work a pharmacy has in hand', async () => {
    const orders = (await all(ORDER_COLLECTIONS.orderRequests)).map((doc) => OrderRecordSchema.parse(doc.data()));
    expect(orders.length).toBeGreaterThanOrEqual(30);
    expect(new Set(orders.map((order) => order.status))).toEqual(new Set(ORDER_STATUSES));

    const { weeks, today } = overviewPeriods(NOW);
    for (const week of weeks) expect(orders.some((order) => order.createdAt >= week.start && order.createdAt < week.end), `week of ${week.from}`).toBe(true);
    expect(orders.every((order) => order.createdAt >= weeks[0]!.start && order.createdAt <= NOW)).toBe(true);

    expect(orders.filter((order) => order.clarification?.status === 'requested')).not.toHaveLength(0);
    const awaited = orders.filter((order) => order.originalAwaited);
    expect(awaited.some((order) => order.originalDueDate! >= today)).toBe(true);
    expect(awaited.some((order) => order.originalDueDate! < today)).toBe(true);

    const readySince = new Date(NOW.getTime() - TIME_TO_READY_DAYS * 86_400_000);
    const madeReady = orders.filter((order) => order.readyAt !== undefined);
    expect(madeReady.every((order) => ['ready', 'dispatched', 'collected'].includes(order.status) && order.minutesToReady! >= 0)).toBe(true);
    expect(madeReady.filter((order) => order.readyAt! >= readySince).length).toBeGreaterThanOrEqual(3);
    expect(sydneyDateOf(NOW)).toBe(today);

    // Each keeps the prices it was sent with, as a submitted order does: My Requests and the order's detail show them.
    const sentWith = orders.filter((order) => order.delivery !== undefined && order.items.every((item) => item.price !== undefined));
    expect(sentWith.map((order) => order.requestId)).toEqual(orders.map((order) => order.requestId));
  });

  it('invoices every collected and dispatched order through the product’s store, numbered with no gap, some paid, some unpaid and one overdue (issue 34)', async () => {
    const orders = (await all(ORDER_COLLECTIONS.orderRequests)).map((doc) => OrderRecordSchema.parse(doc.data()));
    const handedOver = orders.filter((order) => order.status === 'dispatched' || order.status === 'collected');
    expect(handedOver.length).toBeGreaterThan(5);
    const invoices = (await all(INVOICE_COLLECTIONS.invoices)).map((doc) => ({ ...InvoiceSchema.parse(doc.data()), demo: doc.get('demo') as unknown }));
    expect(invoices.map((invoice) => invoice.requestId).sort()).toEqual(handedOver.map((order) => order.requestId).sort());
    expect(invoices.map((invoice) => invoice.sequence).sort((a, b) => a - b)).toEqual(invoices.map((_, index) => index + 1));
    expect(invoices.every((invoice) => invoice.demo === true && invoice.totalCents > 0)).toBe(true);

    const today = sydneyDateOf(NOW);
    const paid = invoices.filter((invoice) => invoice.status === 'paid');
    const unpaid = invoices.filter((invoice) => invoice.status === 'unpaid');
    expect(paid.length).toBeGreaterThan(0);
    expect(unpaid.filter((invoice) => invoice.dueOn < today)).toHaveLength(1);
    expect(unpaid.filter((invoice) => invoice.dueOn >= today).length).toBeGreaterThan(0);
    // Each order keeps where its invoice stands, for the queue's Unpaid and Overdue filters.
    for (const invoice of invoices) {
      const order = handedOver.find((each) => each.requestId === invoice.requestId)!;
      expect(order.billing).toEqual(orderBillingOf(invoice));
    }
  });

  it('has the prescriber’s clinic account open, paying for some dispatched orders, with last month’s statement of its invoices and a balance (issue 34 part 8)', async () => {
    const prescriber = await getAuth(app).getUserByEmail(demoPrescriberLogin().email);
    const accounts = await all(CLINIC_ACCOUNT_COLLECTIONS.accounts);
    expect(accounts.map((doc) => doc.id)).toEqual([prescriber.uid]);
    const account = ClinicAccountSchema.parse(accounts[0]!.data());
    expect(account).toMatchObject({ prescriberId: prescriber.uid, status: 'open', name: 'Glebe Point Family Practice' });
    expect(accounts[0]!.get('demo')).toBe(true);

    // The clinic pays for dispatched orders (each names the account as New order keeps it); their invoices are the account's.
    const orders = (await all(ORDER_COLLECTIONS.orderRequests)).map((doc) => OrderRecordSchema.parse(doc.data()));
    const clinicPaid = orders.filter((order) => order.payer === 'clinic');
    expect(clinicPaid.length).toBeGreaterThan(1);
    for (const order of clinicPaid) expect(order).toMatchObject({ status: 'dispatched', clinicAccount: { accountId: account.accountId, name: account.name } });
    const invoices = (await all(INVOICE_COLLECTIONS.invoices)).map((doc) => InvoiceSchema.parse(doc.data()));
    const accountInvoices = invoices.filter((invoice) => invoice.accountId === account.accountId);
    expect(accountInvoices.map((invoice) => invoice.requestId).sort()).toEqual(clinicPaid.map((order) => order.requestId).sort());
    expect(accountInvoices.every((invoice) => invoice.payer === 'clinic')).toBe(true);
    expect(balanceOf(accountInvoices)).toBeGreaterThan(0);

    // Last month's statement, kept by the monthly job's code: its invoices are the account's issued that month.
    const lastMonth = monthBefore(sydneyMonthOf(NOW));
    const kept = await db.collection(STATEMENT_COLLECTIONS.statements).doc(`${account.accountId}_${lastMonth}`).get();
    expect(kept.get('demo')).toBe(true);
    const statement = StatementSchema.parse(kept.get('statement'));
    const issuedLastMonth = accountInvoices.filter((invoice) => invoice.issuedOn.startsWith(lastMonth));
    expect(issuedLastMonth.length).toBeGreaterThan(0);
    expect(statement.entries.filter((entry) => entry.kind === 'invoice').map((entry) => entry.invoiceNumber).sort()).toEqual(issuedLastMonth.map((invoice) => invoice.number).sort());
    expect(statement.invoicedCents).toBe(issuedLastMonth.reduce((sum, invoice) => sum + invoice.totalCents, 0));
    // Nothing else has a statement, and the opening and the statement are in the audit log as the demo's.
    expect((await all(STATEMENT_COLLECTIONS.statements)).map((doc) => doc.id)).toEqual([`${account.accountId}_${lastMonth}`]);
    // (The prescriber's approval is about the same ID, as a user: only the account's entries are counted.)
    const entries = (await db.collection(ADMIN_COLLECTIONS.auditLog).where('target.id', '==', account.accountId).get()).docs.filter((doc) => doc.get('target.type') === 'clinic_account');
    expect(entries.map((doc) => doc.get('action')).sort()).toEqual([AUDIT_ACTIONS.clinicAccountOpen, AUDIT_ACTIONS.statementMake].sort());
    expect(entries.every((doc) => doc.get('demo') === true)).toBe(true);
  });

  it('has a question waiting for the prescriber, and enquiries of both kinds with the uploaded file in Storage', async () => {
    const questions = (await messages()).map((doc) => OrderMessageRecordSchema.parse(doc.data()));
    const waiting = (await all(ORDER_COLLECTIONS.orderRequests)).find((doc) => doc.get('clarification.status') === 'requested')!;
    expect(questions.filter((message) => message.requestId === waiting.id).map((message) => message.kind)).toEqual(['question']);

    const enquiries = (await all(ENQUIRY_COLLECTIONS.enquiries)).map((doc) => EnquiryRecordSchema.parse(doc.data()));
    expect(new Set(enquiries.map((enquiry) => enquiry.kind))).toEqual(new Set(['contact', 'script']));
    expect(enquiries.some((enquiry) => enquiry.readAt === null)).toBe(true);
    const attachment = enquiries.find((enquiry) => enquiry.attachment)!.attachment!;
    const [exists] = await getStorage(app).bucket(`${PROJECT}.appspot.com`).file(attachment.storagePath).exists();
    expect(exists).toBe(true);
  });
});
