/**
 * Clinic accounts through the Hosting emulator (issue 34 parts 4 and 7, decision 081):
 * the admin opens and closes a prescriber's account; an order names the clinic as payer
 * only while its prescriber has one open; the invoice belongs to the account; its monthly
 * statement is the admin's and the prescriber's only; the job e-mails a link and nothing
 * else; the Xero export is the admin's.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ApiErrorBodySchema,
  AUDIT_ACTIONS,
  CLINIC_ACCOUNT_API_PATHS,
  CLINIC_ACCOUNT_ERROR_CODES,
  CLINIC_ACCOUNT_MESSAGES,
  CONSIGNMENT_API_PATHS,
  ORDER_DRAFT_API_PATHS,
  ORDER_DRAFT_COLLECTION,
  ORDER_FORM_FIELDS,
  ORDER_IDEMPOTENCY_HEADER,
  SaveDraftResponseSchema,
  STATEMENT_API_PATHS,
  clinicAccountClosurePath,
  invoicePath,
  monthBefore,
  prescriberClinicAccountPath,
  statementPdfPath,
  sydneyMonthOf,
  xeroExportPath,
  type ClinicAccountBalances,
  type ClinicAccountList,
  type ClinicAccountReply,
  type MyClinicAccountReply,
  type OrderInvoiceReply,
  type SubmitOrderResponse,
} from '@pharmacy/shared';
import { pdfText } from '../../functions/src/platform/pdf/testing/pdf-text.ts';
import { adminDb } from '../support/admin.ts';
import { request } from '../support/api.ts';
import { SITE_URL } from '../support/stack.ts';
import { auditEntriesAbout } from '../support/audit-log.ts';
import { deleteClinicAccounts, storedStatement } from '../support/clinic-accounts.ts';
import { writePricedReadyOrder } from '../support/invoices.ts';
import { orderDoc, orderForm, ordersOf, postOrder, storedOrder, twoChoices, type Choice } from '../support/orders.ts';
import { deleteOrderDrafts } from '../support/order-drafts.ts';
import { outboxMessages } from '../support/outbox.ts';
import { createTestPatient } from '../support/patients.ts';
import { deleteInvoiceTestData } from '../support/setup.ts';
import { createAdmin, createPrescriber, createStaffMember, type TestUser } from '../support/users.ts';

const SETUP_TIMEOUT = 60_000;
const PRACTICE = 'Glebe Point Family Practice';

let admin: TestUser;
let prescriber: TestUser;
let otherPrescriber: TestUser;
let staff: TestUser;
let otherStaff: TestUser;
let choice: Choice;
let patientId: string;
let otherPatientId: string;
beforeAll(async () => {
  [admin, prescriber, otherPrescriber] = await Promise.all([createAdmin(), createPrescriber(), createPrescriber()]);
  [staff, otherStaff] = await Promise.all([createStaffMember(prescriber), createStaffMember(otherPrescriber)]);
  [choice] = await twoChoices(prescriber.idToken);
  ({ patientId } = await createTestPatient(prescriber.uid));
  ({ patientId: otherPatientId } = await createTestPatient(otherPrescriber.uid));
}, SETUP_TIMEOUT);
afterAll(async () => {
  await deleteClinicAccounts([prescriber.uid, otherPrescriber.uid]);
  await deleteOrderDrafts([prescriber.uid, otherPrescriber.uid]);
  await deleteInvoiceTestData();
}, SETUP_TIMEOUT);

const open = (body: unknown, idToken = admin.idToken) => request(CLINIC_ACCOUNT_API_PATHS.accounts, { idToken, body });
const errorOf = (response: { json: unknown }) => ApiErrorBodySchema.parse(response.json);
const orderWithPayer = (payer: string, idToken = prescriber.idToken, patient = patientId) => postOrder(orderForm([{ patientId: patient, choice }], { fields: { [ORDER_FORM_FIELDS.payer]: payer } }), idToken);
const thisMonth = () => sydneyMonthOf(new Date());
/** A staff member's new draft for the prescriber they work for, naming who pays (decision 083). */
const draftWithPayer = (payer: string, idToken = staff.idToken, forUid = prescriber.uid, patient = patientId) =>
  request(`${ORDER_DRAFT_API_PATHS.save}?for=${forUid}`, {
    idToken,
    body: orderForm([{ patientId: patient, choice }], { fields: { [ORDER_FORM_FIELDS.payer]: payer } }),
    headers: { [ORDER_IDEMPOTENCY_HEADER]: randomUUID() },
  });
const draftDoc = (draftId: string) => adminDb().collection(ORDER_DRAFT_COLLECTION).doc(draftId);
const signDraft = async (draftId: string, payer?: string) =>
  request(ORDER_DRAFT_API_PATHS.sign, { idToken: prescriber.idToken, body: { draftId, version: (await draftDoc(draftId).get()).get('version') as number, ...(payer ? { payer } : {}) } });
/** A clinic-paid draft saved while the account was open, signed only after it is closed. */
let draftToSignAfterClosing: string;

describe('opening and closing', () => {
  test('only an admin opens an account, for an approved prescriber, with the billing terms unless given; it is audited', async () => {
    expect((await open({ prescriberId: prescriber.uid }, prescriber.idToken)).status).toBe(403);
    expect((await open({ prescriberId: prescriber.uid }, staff.idToken)).status).toBe(403);
    const notAPrescriber = await open({ prescriberId: admin.uid });
    expect(notAPrescriber.status).toBe(404);
    expect(errorOf(notAPrescriber).code).toBe(CLINIC_ACCOUNT_ERROR_CODES.prescriberNotFound);
    const badEmail = await open({ prescriberId: prescriber.uid, accountsEmail: 'not an address' });
    expect(badEmail.status).toBe(400);
    expect(errorOf(badEmail).error).toBe(CLINIC_ACCOUNT_MESSAGES.accountsEmail);

    const opened = await open({ prescriberId: prescriber.uid, practiceName: PRACTICE, accountsEmail: 'accounts@glebe.test' });
    expect(opened.status).toBe(201);
    expect((opened.json as ClinicAccountReply).account).toMatchObject({ accountId: prescriber.uid, name: PRACTICE, paymentTermsDays: 14, accountsEmail: 'accounts@glebe.test', status: 'open', closedAt: null });
    expect((await auditEntriesAbout(prescriber.uid)).map((entry) => entry.action)).toContain(AUDIT_ACTIONS.clinicAccountOpen);

    const listed = await request(CLINIC_ACCOUNT_API_PATHS.accounts, { idToken: admin.idToken });
    expect((listed.json as ClinicAccountList).accounts.map((account) => account.accountId)).toContain(prescriber.uid);
    expect((await request(CLINIC_ACCOUNT_API_PATHS.accounts, { idToken: prescriber.idToken })).status).toBe(403);
  });

  test('a prescriber sees their own open account and nobody else’s', async () => {
    const mine = await request(CLINIC_ACCOUNT_API_PATHS.mine, { idToken: prescriber.idToken });
    expect((mine.json as MyClinicAccountReply).account?.name).toBe(PRACTICE);
    expect(((await request(CLINIC_ACCOUNT_API_PATHS.mine, { idToken: otherPrescriber.idToken })).json as MyClinicAccountReply).account).toBeNull();
  });
});

describe('who pays', () => {
  test('a prescriber without an open account cannot name the clinic as payer, and nothing is kept', async () => {
    const before = await ordersOf(otherPrescriber.uid);
    const refused = await orderWithPayer('clinic', otherPrescriber.idToken, otherPatientId);
    expect(refused.status).toBe(400);
    expect(errorOf(refused)).toMatchObject({ code: CLINIC_ACCOUNT_ERROR_CODES.noOpenAccount, error: CLINIC_ACCOUNT_MESSAGES.noOpenAccount });
    expect(await ordersOf(otherPrescriber.uid)).toEqual(before);
    const malformed = await orderWithPayer('the-hospital', otherPrescriber.idToken, otherPatientId);
    expect(malformed.status).toBe(400);
    expect(errorOf(malformed).error).toBe(CLINIC_ACCOUNT_MESSAGES.payerMalformed);
  });

  test('with an open account the order keeps the clinic as payer and the account’s name; the patient stays the default', async () => {
    const clinic = await orderWithPayer('clinic');
    expect(clinic.status).toBe(201);
    const stored = await storedOrder((clinic.json as SubmitOrderResponse).requestId);
    expect(stored).toMatchObject({ payer: 'clinic', clinicAccount: { accountId: prescriber.uid, name: PRACTICE } });
    const patient = await postOrder(orderForm([{ patientId, choice }]), prescriber.idToken);
    expect(patient.status).toBe(201);
    expect(await storedOrder((patient.json as SubmitOrderResponse).requestId)).not.toHaveProperty('payer');
  });
});

describe('who pays on drafts (decision 083)', () => {
  test("staff read the open account of the prescriber they work for, and no other prescriber's", async () => {
    const path = prescriberClinicAccountPath(prescriber.uid);
    const read = await request(path, { idToken: staff.idToken });
    expect(read.status).toBe(200);
    expect((read.json as MyClinicAccountReply).account).toMatchObject({ accountId: prescriber.uid, name: PRACTICE });
    // Staff of another prescriber, a prescriber (even its own: they read /my-clinic-account) and an admin are refused alike.
    for (const idToken of [otherStaff.idToken, prescriber.idToken, otherPrescriber.idToken, admin.idToken]) {
      const refused = await request(path, { idToken });
      expect(refused.status).toBe(403);
      expect(refused.text).not.toContain(PRACTICE);
    }
    expect(((await request(prescriberClinicAccountPath(otherPrescriber.uid), { idToken: otherStaff.idToken })).json as MyClinicAccountReply).account).toBeNull();
  });

  test('a staff member’s draft keeps the clinic as payer, and the order signed from it carries the account as New order’s does', async () => {
    const saved = await draftWithPayer('clinic');
    expect(saved.status, saved.text).toBe(201);
    const { draftId } = SaveDraftResponseSchema.parse(saved.json);
    expect((await draftDoc(draftId).get()).get('payer')).toBe('clinic');
    expect((await auditEntriesAbout(draftId)).find((entry) => entry.action === AUDIT_ACTIONS.draftPrepare)?.details).toMatchObject({ payer: 'clinic' });

    const signed = await signDraft(draftId);
    expect(signed.status, signed.text).toBe(201);
    const { requestId } = signed.json as SubmitOrderResponse;
    expect(await storedOrder(requestId)).toMatchObject({ payer: 'clinic', clinicAccount: { accountId: prescriber.uid, name: PRACTICE }, preparedBy: { uid: staff.uid } });
    expect((await auditEntriesAbout(requestId)).find((entry) => entry.action === AUDIT_ACTIONS.draftSign)?.details).toMatchObject({ draftId, payer: 'clinic' });
  });

  test('the prescriber changes who pays when signing: the patient pays, and the order names no account', async () => {
    const { draftId } = SaveDraftResponseSchema.parse((await draftWithPayer('clinic')).json);
    const signed = await signDraft(draftId, 'patient');
    expect(signed.status, signed.text).toBe(201);
    const stored = await storedOrder((signed.json as SubmitOrderResponse).requestId);
    expect(stored).not.toHaveProperty('payer');
    expect(stored).not.toHaveProperty('clinicAccount');
  });

  test('staff cannot name the clinic for a prescriber without an open account: 400, and no draft is kept', async () => {
    const before = await adminDb().collection(ORDER_DRAFT_COLLECTION).where('prescriberId', '==', otherPrescriber.uid).get();
    const refused = await draftWithPayer('clinic', otherStaff.idToken, otherPrescriber.uid, otherPatientId);
    expect(refused.status).toBe(400);
    expect(errorOf(refused)).toMatchObject({ code: CLINIC_ACCOUNT_ERROR_CODES.noOpenAccount, error: CLINIC_ACCOUNT_MESSAGES.noOpenAccount });
    const after = await adminDb().collection(ORDER_DRAFT_COLLECTION).where('prescriberId', '==', otherPrescriber.uid).get();
    expect(after.size).toBe(before.size);
    // Staff of one prescriber cannot use another's open account either: they do not work for them.
    expect((await draftWithPayer('clinic', otherStaff.idToken, prescriber.uid)).status).toBe(403);

    const saved = await draftWithPayer('clinic');
    expect(saved.status).toBe(201);
    draftToSignAfterClosing = SaveDraftResponseSchema.parse(saved.json).draftId;
  });
});

describe('statements and the export', () => {
  let invoiceNumber: string;
  let requestId: string;
  beforeAll(async () => {
    // A clinic-paid order made Ready and dispatched: its invoice belongs to the account.
    requestId = await writePricedReadyOrder(prescriber);
    await orderDoc(requestId).update({ payer: 'clinic', clinicAccount: { accountId: prescriber.uid, name: PRACTICE } });
    const dispatched = await request(CONSIGNMENT_API_PATHS.consignments, { idToken: admin.idToken, body: { requestIds: [requestId], method: 'courier', trackingNumber: 'CR55512345', authorityToLeave: true } });
    expect(dispatched.status).toBe(201);
    const invoice = ((await request(invoicePath(requestId), { idToken: admin.idToken })).json as OrderInvoiceReply).invoice!;
    expect(invoice).toMatchObject({ payer: 'clinic', accountId: prescriber.uid });
    invoiceNumber = invoice.number;
  }, SETUP_TIMEOUT);

  test('the account’s balance is what its invoices owe', async () => {
    const reply = await request(STATEMENT_API_PATHS.balances, { idToken: admin.idToken });
    expect((reply.json as ClinicAccountBalances).balances).toContainEqual({ accountId: prescriber.uid, balanceCents: 2450 + 1995 });
    expect((await request(STATEMENT_API_PATHS.balances, { idToken: prescriber.idToken })).status).toBe(403);
  });

  test('the prescriber and the admin download this month’s statement, listing the invoice; nobody else can', async () => {
    for (const user of [prescriber, admin]) {
      const pdf = await fetch(`${SITE_URL}${statementPdfPath(prescriber.uid, thisMonth())}`, { headers: { Authorization: `Bearer ${user.idToken}` } });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
      expect(text).toContain(invoiceNumber);
      expect(text).toContain(PRACTICE);
      expect(text).toContain('$44.45');
    }
    // Another prescriber is told there is no such account; a staff member may not see statements at all.
    const other = await request(statementPdfPath(prescriber.uid, thisMonth()), { idToken: otherPrescriber.idToken });
    expect(other.status).toBe(404);
    expect(errorOf(other).code).toBe(CLINIC_ACCOUNT_ERROR_CODES.notFound);
    expect((await request(statementPdfPath(prescriber.uid, thisMonth()), { idToken: staff.idToken })).status).toBe(403);
    expect((await request(statementPdfPath(prescriber.uid, '2026-13'), { idToken: admin.idToken })).status).toBe(400);
    expect((await request(statementPdfPath(prescriber.uid, '2999-01'), { idToken: admin.idToken })).status).toBe(400);
    expect((await auditEntriesAbout(prescriber.uid)).filter((entry) => entry.action === AUDIT_ACTIONS.statementDownload).length).toBeGreaterThanOrEqual(2);
  });

  test('the monthly job keeps last month’s statement and e-mails the accounts address a link only, once', async () => {
    const lastMonth = monthBefore(thisMonth());
    const run = await request(STATEMENT_API_PATHS.devRun, { body: { month: lastMonth } });
    expect(run.status).toBe(200);
    expect(await storedStatement(prescriber.uid, lastMonth)).toMatchObject({ statement: { accountId: prescriber.uid, month: lastMonth }, mailDue: false, mail: { status: 'sent' } });
    const mails = await outboxMessages('accounts@glebe.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('/dashboard?view=account');
    for (const secret of [PRACTICE, invoiceNumber, requestId, '$', 'Jane']) expect(mails[0]!.text).not.toContain(secret);
    await request(STATEMENT_API_PATHS.devRun, { body: { month: lastMonth } });
    expect(await outboxMessages('accounts@glebe.test')).toHaveLength(1);
  });

  test('the admin exports the month’s invoices in Xero’s columns, the account as contact; nobody else can', async () => {
    const csv = await request(xeroExportPath(thisMonth(), 'invoices'), { idToken: admin.idToken });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const rows = csv.text.split('\r\n');
    expect(rows[0]).toMatch(/^\*ContactName,EmailAddress,POAddressLine1,.*,\*InvoiceNumber,Reference,\*InvoiceDate,\*DueDate,InventoryItemCode,\*Description,\*Quantity,\*UnitAmount,Discount,\*AccountCode,\*TaxType,/);
    const row = rows.find((line) => line.includes(invoiceNumber));
    expect(row).toContain(`${PRACTICE},accounts@glebe.test,`);
    expect(row).toContain(',1,24.50,,200,GST Free Income,');
    expect((await auditEntriesAbout(`${thisMonth()}-invoices`)).map((entry) => entry.action)).toContain(AUDIT_ACTIONS.accountsExport);
    const payments = await request(xeroExportPath(thisMonth(), 'payments'), { idToken: admin.idToken });
    expect(payments.text.split('\r\n')[0]).toBe('*Date,*Amount,Payee,Description,Reference');
    expect((await request(xeroExportPath(thisMonth(), 'invoices'), { idToken: prescriber.idToken })).status).toBe(403);
    expect((await request(`${STATEMENT_API_PATHS.xero}/${thisMonth()}/receipts`, { idToken: admin.idToken })).status).toBe(400);
  });
});

describe('closing', () => {
  test('a closed account can no longer pay for new orders; closing twice is refused', async () => {
    const closed = await request(clinicAccountClosurePath(prescriber.uid), { idToken: admin.idToken, body: {} });
    expect(closed.status).toBe(200);
    expect((closed.json as ClinicAccountReply).account.status).toBe('closed');
    expect((await auditEntriesAbout(prescriber.uid)).map((entry) => entry.action)).toContain(AUDIT_ACTIONS.clinicAccountClose);
    expect(errorOf(await orderWithPayer('clinic')).code).toBe(CLINIC_ACCOUNT_ERROR_CODES.noOpenAccount);
    expect((await request(clinicAccountClosurePath(prescriber.uid), { idToken: admin.idToken, body: {} })).status).toBe(409);
    expect((await request(clinicAccountClosurePath('no-such-account'), { idToken: admin.idToken, body: {} })).status).toBe(404);
    expect((await request(clinicAccountClosurePath(otherPrescriber.uid), { idToken: prescriber.idToken, body: {} })).status).toBe(403);
  });

  test('a clinic-paid draft signed after the account closed gets the same 400 and stays to sign; signed for the patient it goes', async () => {
    const draft = draftDoc(draftToSignAfterClosing);
    const before = (await draft.get()).data();
    const refused = await signDraft(draftToSignAfterClosing);
    expect(refused.status).toBe(400);
    expect(errorOf(refused)).toMatchObject({ code: CLINIC_ACCOUNT_ERROR_CODES.noOpenAccount, error: CLINIC_ACCOUNT_MESSAGES.noOpenAccount });
    const kept = (await draft.get()).data();
    expect(kept).toMatchObject({ status: 'awaiting_signature', payer: 'clinic', version: before?.version, orderRequestId: null, cart: before?.cart });
    expect(kept).not.toHaveProperty('signingUntil');

    const signed = await signDraft(draftToSignAfterClosing, 'patient');
    expect(signed.status, signed.text).toBe(201);
    expect(await storedOrder((signed.json as SubmitOrderResponse).requestId)).not.toHaveProperty('payer');
  });
});
