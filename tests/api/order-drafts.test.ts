/**
 * Order drafts and sign-off through the Hosting emulator (issue 26, decision 045): a staff
 * member prepares a 3-item order for 2 patients with the order form's own fields; the
 * prescriber is e-mailed a link only, sends it back once with a note, then signs it; the
 * order request records who prepared and who signed it, a double sign makes one order,
 * and staff can neither submit, sign nor answer.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ADMIN_COLLECTIONS,
  AUDIT_ACTIONS,
  ORDER_ERROR_CODES,
  ORDER_IDEMPOTENCY_HEADER,
  PATIENT_SEARCH_PARAM,
  prescriberOrdersPath,
  prescriberPatientsPath,
  ApiErrorBodySchema,
  STAFF_ERROR_CODES,
  MedicationDatabaseResponseSchema,
  ORDER_DRAFT_API_PATHS,
  ORDER_DRAFT_COLLECTION,
  ORDER_DRAFT_ERROR_CODES,
  ORDER_DRAFT_MESSAGES,
  ORDER_DRAFT_SCRIPTS_FOLDER,
  ORDER_QUESTION_API_PATHS,
  PATIENT_MESSAGES,
  SaveDraftResponseSchema,
  orderDraftScriptPath,
  prescriberCataloguePath,
  type PatientSnapshot,
} from '@pharmacy/shared';
import { adminDb, closeAdmin } from '../support/admin.ts';
import { request, type SiteResponse } from '../support/api.ts';
import { auditEntriesAbout } from '../support/audit-log.ts';
import { storedFileNames } from '../support/enquiries.ts';
import { SCRIPT_PDF } from '../support/file-fixtures.ts';
import { deleteTestOrders, orderForm, postOrder, storedOrder, twoChoices, uniqueTokenLink, type Choice, type OrderLine } from '../support/orders.ts';
import { outboxMessages } from '../support/outbox.ts';
import { createTestPatient, patientForm } from '../support/patients.ts';
import { deleteOrderDrafts } from '../support/order-drafts.ts';
import { createPrescriber, createStaffMember, deleteTestUsers, type TestUser } from '../support/users.ts';

const SETUP_TIMEOUT = 60_000;

let alice: TestUser;
let bob: TestUser;
let nina: TestUser;
let bobsStaff: TestUser;
let patients: [PatientSnapshot, PatientSnapshot];
let choices: [Choice, Choice];
const madeOrders: string[] = [];

beforeAll(async () => {
  [alice, bob] = await Promise.all([
    createPrescriber({ firstName: 'Alice', lastName: 'Nguyen' }),
    createPrescriber(),
  ]);
  [nina, bobsStaff] = await Promise.all([createStaffMember(alice, 'Nina Patel'), createStaffMember(bob, 'Sam Lee')]);
  patients = [
    await createTestPatient(alice.uid, { givenName: 'Harriet', familyName: 'Quill' }),
    await createTestPatient(alice.uid, { givenName: 'Oscar', familyName: 'Brandt' }),
  ];
  choices = await twoChoices(alice.idToken);
}, SETUP_TIMEOUT);

afterAll(async () => {
  await deleteOrderDrafts([alice.uid, bob.uid]);
  await deleteTestOrders(...madeOrders);
  await deleteTestUsers();
  await closeAdmin();
}, SETUP_TIMEOUT);

function expectRefused(response: SiteResponse, status: number, code: string) {
  expect(response.status, response.text).toBe(status);
  expect(ApiErrorBodySchema.parse(response.json).code).toBe(code);
}

/** Three items for two patients: an uploaded script, an e-script token, a mailed original. */
const threeItems = (): OrderLine[] => [
  { choice: choices[0], patientId: patients[0].patientId, script: SCRIPT_PDF, quantity: 2 },
  { choice: choices[1], patientId: patients[1].patientId, escriptToken: uniqueTokenLink() },
  { choice: choices[0], patientId: patients[1].patientId, notes: 'Original in the post' },
];

/** A save; a new draft (`for=`) carries a fresh Idempotency-Key unless one is given (null: none). */
const saveDraft = (query: string, form: FormData, idToken: string, key: string | null = randomUUID()) =>
  request(`${ORDER_DRAFT_API_PATHS.save}?${query}`, { idToken, body: form, headers: key === null ? {} : { [ORDER_IDEMPOTENCY_HEADER]: key } });
const draftDoc = (draftId: string) => adminDb().collection(ORDER_DRAFT_COLLECTION).doc(draftId);
/** The draft's version as stored now: what a prescriber who opens it now holds. */
const versionOf = async (draftId: string) => (await draftDoc(draftId).get()).get('version') as number | undefined;
/** A send-back of the version opened (the stored one unless the body names another). */
const sendBack = async (idToken: string, body: { draftId: string; note: string; version?: number }) =>
  request(ORDER_DRAFT_API_PATHS.sendBack, { idToken, body: { version: await versionOf(body.draftId), ...body } });
const sign = async (idToken: string, draftId: string, version?: number) =>
  request(ORDER_DRAFT_API_PATHS.sign, { idToken, body: { draftId, version: version ?? (await versionOf(draftId)) } });

describe('a draft prepared by staff, sent back once, then signed', () => {
  test('the whole story, with the pharmacy seeing who prepared and who signed', async () => {
    const lines = threeItems();
    const saved = await saveDraft(`for=${alice.uid}`, orderForm(lines, { notes: 'For Monday' }), nina.idToken);
    expect(saved.status, saved.text).toBe(201);
    const { draftId, message } = SaveDraftResponseSchema.parse(saved.json);
    expect(message).toBe(ORDER_DRAFT_MESSAGES.saved);

    const stored = (await draftDoc(draftId).get()).data();
    expect(stored).toMatchObject({
      prescriberId: alice.uid,
      status: 'awaiting_signature',
      preparedBy: { uid: nina.uid, name: 'Nina Patel' },
      notes: 'For Monday',
      orderRequestId: null,
    });
    expect((stored?.patients as PatientSnapshot[]).map((patient) => patient.givenName)).toEqual(['Harriet', 'Oscar', 'Oscar']);
    expect((stored?.scripts as unknown[]).map((script) => script !== null)).toEqual([true, false, false]);

    // The prescriber is told an order waits: a link, and no patient, medicine or staff name.
    const [mail] = await outboxMessages(alice.email);
    expect(mail?.subject).toContain('waiting for your signature');
    expect(mail?.text).toContain('/dashboard?view=to-sign');
    for (const secret of ['Harriet', 'Oscar', 'Nina', choices[0].formula, choices[1].formula]) expect(mail?.text).not.toContain(secret);

    // Staff fetch a script copy back to save the draft again; another prescriber's staff cannot.
    const copy = await request(orderDraftScriptPath(draftId, 0), { idToken: nina.idToken });
    expect(copy.status, copy.text).toBe(200);
    expectRefused(await request(orderDraftScriptPath(draftId, 0), { idToken: bobsStaff.idToken }), 404, ORDER_DRAFT_ERROR_CODES.draftNotFound);

    // Sent back once, with a note the staff member reads; it cannot be signed meanwhile.
    expectRefused(await sendBack(alice.idToken, { draftId, note: '   ' }), 400, 'invalid_request');
    expectRefused(await sendBack(nina.idToken, { draftId, note: 'No' }), 403, 'forbidden');
    const back = await sendBack(alice.idToken, { draftId, note: 'Please make the first item 3.' });
    expect(back.status, back.text).toBe(200);
    expect((await draftDoc(draftId).get()).data()).toMatchObject({ status: 'sent_back', note: 'Please make the first item 3.' });
    expectRefused(await sign(alice.idToken, draftId), 409, ORDER_DRAFT_ERROR_CODES.draftNotAwaiting);

    // The staff member changes it and sends it again.
    lines[0] = { ...lines[0]!, quantity: 3 };
    const again = await saveDraft(`draft=${draftId}`, orderForm(lines, { notes: 'For Monday' }), nina.idToken);
    expect(again.status, again.text).toBe(200);
    expect((await draftDoc(draftId).get()).data()).toMatchObject({ status: 'awaiting_signature' });

    // Staff never sign; the prescriber signs twice at once and gets one order.
    expectRefused(await sign(nina.idToken, draftId), 403, 'forbidden');
    const [first, second] = await Promise.all([sign(alice.idToken, draftId), sign(alice.idToken, draftId)]);
    const made = [first, second].filter((response) => response.status === 201);
    expect(made.length, `${first.text} ${second.text}`).toBeGreaterThanOrEqual(1);
    const requestIds = new Set(made.map((response) => (response.json as { requestId: string }).requestId));
    expect(requestIds.size).toBe(1);
    for (const other of [first, second].filter((response) => response.status !== 201)) expectRefused(other, 409, ORDER_DRAFT_ERROR_CODES.draftSigned);
    const [requestId] = [...requestIds] as [string];
    madeOrders.push(requestId);
    expectRefused(await sign(alice.idToken, draftId), 409, ORDER_DRAFT_ERROR_CODES.draftSigned);
    expectRefused(await saveDraft(`draft=${draftId}`, orderForm(lines), nina.idToken), 409, ORDER_DRAFT_ERROR_CODES.draftSigned);

    const order = await storedOrder(requestId);
    expect(order).toMatchObject({
      prescriberId: alice.uid,
      preparedBy: { uid: nina.uid, name: 'Nina Patel' },
      signedBy: { uid: alice.uid, name: 'Alice Nguyen' },
      notes: 'For Monday',
    });
    const items = order?.items as { quantity: number; patient: PatientSnapshot; script: unknown; scriptMethod: string }[];
    expect(items.map((item) => [item.quantity, item.patient.givenName, item.scriptMethod, item.script !== null])).toEqual([
      [3, 'Harriet', 'upload', true],
      [1, 'Oscar', 'upload', false],
      [1, 'Oscar', 'mail', false],
    ]);
    expect((await draftDoc(draftId).get()).data()).toMatchObject({ status: 'signed', orderRequestId: requestId, signedBy: { uid: alice.uid } });
    // The order keeps its own copy: the draft's are gone.
    expect(await storedFileNames(`${ORDER_DRAFT_SCRIPTS_FOLDER}/${draftId}/`)).toEqual([]);

    // Prepare, send back, prepare again, sign: recorded, never naming a patient or a medicine.
    const draftEntries = await auditEntriesAbout(draftId);
    expect(draftEntries.map((entry) => entry.action).sort()).toEqual(
      [AUDIT_ACTIONS.draftPrepare, AUDIT_ACTIONS.draftPrepare, AUDIT_ACTIONS.draftSendBack].sort(),
    );
    const [signed] = await auditEntriesAbout(requestId);
    expect(signed).toMatchObject({ action: AUDIT_ACTIONS.draftSign, actorUid: alice.uid, details: { draftId, preparedBy: nina.uid, signedBy: alice.uid } });
    const written = JSON.stringify([...draftEntries, signed]);
    for (const secret of ['Harriet', 'Oscar', choices[0].formula, choices[1].formula]) expect(written).not.toContain(secret);
  }, SETUP_TIMEOUT);
});

describe('who may do what', () => {
  test('staff work only for the prescribers they are linked to, with the submit\u2019s own checks', async () => {
    const form = () => orderForm(threeItems());
    expectRefused(await saveDraft(`for=${alice.uid}`, form(), bobsStaff.idToken), 403, STAFF_ERROR_CODES.notWorkingFor);
    // A prescriber orders with the submit, not a draft of their own.
    expectRefused(await saveDraft(`for=${alice.uid}`, form(), alice.idToken), 403, STAFF_ERROR_CODES.notWorkingFor);
    expectRefused(await saveDraft('', form(), nina.idToken), 400, ORDER_DRAFT_ERROR_CODES.noDraftTarget);
    expect((await saveDraft(`for=${alice.uid}`, form(), '')).status).toBe(401);

    // Another prescriber's patient: the submit's own refusal.
    const bobsPatient = await createTestPatient(bob.uid);
    const foreign = await saveDraft(`for=${alice.uid}`, orderForm([{ choice: choices[0], patientId: bobsPatient.patientId }]), nina.idToken);
    expect(foreign.status, foreign.text).toBe(400);
    expect(ApiErrorBodySchema.parse(foreign.json).error).toBe(PATIENT_MESSAGES.patientNotFound);

    const saved = await saveDraft(`for=${alice.uid}`, form(), nina.idToken);
    const { draftId } = SaveDraftResponseSchema.parse(saved.json);
    // Bob, and Bob's staff, learn nothing of Alice's draft.
    expectRefused(await sign(bob.idToken, draftId), 404, ORDER_DRAFT_ERROR_CODES.draftNotFound);
    expectRefused(await sendBack(bob.idToken, { draftId, note: 'x' }), 404, ORDER_DRAFT_ERROR_CODES.draftNotFound);
    expectRefused(await saveDraft(`draft=${draftId}`, form(), bobsStaff.idToken), 404, ORDER_DRAFT_ERROR_CODES.draftNotFound);

    // The prescriber may change the draft; it keeps its preparer.
    const changed = await saveDraft(`draft=${draftId}`, orderForm(threeItems().slice(1)), alice.idToken);
    expect(changed.status, changed.text).toBe(200);
    expect(SaveDraftResponseSchema.parse(changed.json).message).toBe(ORDER_DRAFT_MESSAGES.changesSaved);
    expect((await draftDoc(draftId).get()).data()).toMatchObject({ preparedBy: { uid: nina.uid }, lastChangedBy: { uid: alice.uid } });
  }, SETUP_TIMEOUT);

  test('staff order from the catalogue of the prescriber they work for, and no other', async () => {
    const own = await request(prescriberCataloguePath(alice.uid), { idToken: nina.idToken });
    expect(own.status, own.text).toBe(200);
    expect(MedicationDatabaseResponseSchema.parse(own.json).data.conditions.length).toBeGreaterThan(0);
    expectRefused(await request(prescriberCataloguePath(alice.uid), { idToken: bobsStaff.idToken }), 403, STAFF_ERROR_CODES.notWorkingFor);
    expectRefused(await request(prescriberCataloguePath(alice.uid), { idToken: bob.idToken }), 403, STAFF_ERROR_CODES.notWorkingFor);
  }, SETUP_TIMEOUT);

  test('staff get 403 on the submit and on answering a question', async () => {
    const submit = await postOrder(orderForm(threeItems()), nina.idToken);
    expect(submit.status, submit.text).toBe(403);
    const answer = await request(ORDER_QUESTION_API_PATHS.answer, { idToken: nina.idToken, body: { requestId: 'HC-200101-ZZZZ', text: 'Yes' } });
    expect(answer.status, answer.text).toBe(403);
  }, SETUP_TIMEOUT);
});

/** One item for one patient, its original in the post: no file to carry. */
const mailedLine = (patientId: string, quantity = 1): OrderLine => ({ choice: choices[0], patientId, quantity, notes: 'Original in the post' });

describe('a signature is bound to what the prescriber read (issue 32, decision 064)', () => {
  test('a sign or send-back of a version changed since it was opened is refused; the new version signs', async () => {
    const saved = await saveDraft(`for=${alice.uid}`, orderForm([mailedLine(patients[0].patientId)]), nina.idToken);
    const { draftId } = SaveDraftResponseSchema.parse(saved.json);
    const opened = await versionOf(draftId);
    expect(opened).toEqual(expect.any(Number));

    // Nina changes the draft after Alice opened it.
    const again = await saveDraft(`draft=${draftId}`, orderForm([mailedLine(patients[0].patientId, 4)]), nina.idToken);
    expect(again.status, again.text).toBe(200);
    const current = await versionOf(draftId);
    expect(current).toBeGreaterThan(opened!);

    const refused = await sign(alice.idToken, draftId, opened);
    expectRefused(refused, 409, ORDER_DRAFT_ERROR_CODES.draftChanged);
    expect(ApiErrorBodySchema.parse(refused.json).error).toContain('changed since you opened it');
    expectRefused(await sendBack(alice.idToken, { draftId, note: 'Wrong one', version: opened }), 409, ORDER_DRAFT_ERROR_CODES.draftChanged);
    expect((await draftDoc(draftId).get()).data()).toMatchObject({ status: 'awaiting_signature', orderRequestId: null });

    const signed = await sign(alice.idToken, draftId, current);
    expect(signed.status, signed.text).toBe(201);
    const { requestId } = signed.json as { requestId: string };
    madeOrders.push(requestId);
    expect((await storedOrder(requestId))?.items).toMatchObject([{ quantity: 4 }]);
  }, SETUP_TIMEOUT);

  test('a patient edited since the draft was saved: the sign is refused until the draft is saved again with them', async () => {
    const ruth = await createTestPatient(alice.uid, { givenName: 'Ruth', familyName: 'Kemp' });
    const saved = await saveDraft(`for=${alice.uid}`, orderForm([mailedLine(ruth.patientId)]), nina.idToken);
    const { draftId } = SaveDraftResponseSchema.parse(saved.json);
    const opened = await versionOf(draftId);

    // Staff change the patient's delivery address while the prescriber reads the draft.
    const moved = patientForm({ givenName: 'Ruth', familyName: 'Kemp', deliveryMethod: 'delivery', street: '9 Wharf Road', suburb: 'Balmain', state: 'NSW', postcode: '2041' });
    const edit = await request(prescriberPatientsPath(alice.uid, ruth.patientId), { method: 'PUT', idToken: nina.idToken, body: moved });
    expect(edit.status, edit.text).toBe(200);

    const refused = await sign(alice.idToken, draftId, opened);
    expectRefused(refused, 409, ORDER_DRAFT_ERROR_CODES.patientChanged);
    expect(ApiErrorBodySchema.parse(refused.json).error).toContain('changed since you opened it');
    expect((await draftDoc(draftId).get()).data()).toMatchObject({ status: 'awaiting_signature', orderRequestId: null });

    // Saved again, the draft holds her as she is now, and that is what the order carries.
    const resaved = await saveDraft(`draft=${draftId}`, orderForm([mailedLine(ruth.patientId)]), alice.idToken);
    expect(resaved.status, resaved.text).toBe(200);
    const signed = await sign(alice.idToken, draftId);
    expect(signed.status, signed.text).toBe(201);
    const { requestId } = signed.json as { requestId: string };
    madeOrders.push(requestId);
    expect((await storedOrder(requestId))?.items).toMatchObject([{ patient: { patientId: ruth.patientId, delivery: { method: 'delivery', address: { street: '9 Wharf Road' } } } }]);
  }, SETUP_TIMEOUT);

  test('staff adding and changing a patient are recorded with who and when, naming the patient only', async () => {
    const created = await request(prescriberPatientsPath(alice.uid), { idToken: nina.idToken, body: patientForm({ givenName: 'Iris', familyName: 'Webb' }) });
    expect(created.status, created.text).toBe(201);
    const { patientId } = (created.json as { patient: PatientSnapshot }).patient;
    const edited = await request(prescriberPatientsPath(alice.uid, patientId), {
      method: 'PUT',
      idToken: nina.idToken,
      body: patientForm({ givenName: 'Iris', familyName: 'Webb', phone: '0491 570 110' }),
    });
    expect(edited.status, edited.text).toBe(200);

    const entries = await auditEntriesAbout(patientId);
    expect(entries.map((entry) => entry.action)).toEqual([AUDIT_ACTIONS.patientCreate, AUDIT_ACTIONS.patientEdit]);
    for (const entry of entries) {
      expect(entry).toMatchObject({ actorUid: nina.uid, actorEmail: nina.email, patientIds: [patientId], details: { prescriberId: alice.uid } });
      expect(entry.at.toMillis()).toBeGreaterThan(Date.now() - 120_000);
    }
    expect(entries[1]?.details).toMatchObject({ fields: 'phone' });
    expect(JSON.stringify(entries)).not.toContain('1980-03-15');
  }, SETUP_TIMEOUT);

  test('a double click on Send for signing makes one draft; a new draft needs an Idempotency-Key', async () => {
    const key = randomUUID();
    const lines = [mailedLine(patients[1].patientId)];
    const [first, second] = await Promise.all([
      saveDraft(`for=${alice.uid}`, orderForm(lines, { notes: 'Double click' }), nina.idToken, key),
      saveDraft(`for=${alice.uid}`, orderForm(lines, { notes: 'Double click' }), nina.idToken, key),
    ]);
    expect([first.status, second.status], `${first.text} ${second.text}`).toEqual([201, 201]);
    expect(SaveDraftResponseSchema.parse(first.json).draftId).toBe(SaveDraftResponseSchema.parse(second.json).draftId);
    const stored = await adminDb().collection(ORDER_DRAFT_COLLECTION).where('prescriberId', '==', alice.uid).where('notes', '==', 'Double click').get();
    expect(stored.size).toBe(1);

    expectRefused(await saveDraft(`for=${alice.uid}`, orderForm(lines), nina.idToken, null), 400, ORDER_ERROR_CODES.invalidIdempotencyKey);
  }, SETUP_TIMEOUT);
});

describe('every look by staff is recorded (issue 32, decision 064)', () => {
  /** The access log's entries naming the patient: what "who has seen this patient" lists. */
  async function looksAt(patientId: string) {
    const snapshot = await adminDb().collection(ADMIN_COLLECTIONS.auditLog).where('patientIds', 'array-contains', patientId).get();
    return snapshot.docs.map((doc) => doc.data() as { action: string; actorUid: string });
  }

  test("staff find the prescriber's patients and see their requests through the function, which records each look", async () => {
    const found = await request(`${prescriberPatientsPath(alice.uid)}?${PATIENT_SEARCH_PARAM}=quill`, { idToken: nina.idToken });
    expect(found.status, found.text).toBe(200);
    expect((found.json as { patients: PatientSnapshot[] }).patients.map((patient) => patient.patientId)).toEqual([patients[0].patientId]);
    expect(await looksAt(patients[0].patientId)).toContainEqual(expect.objectContaining({ action: AUDIT_ACTIONS.accessPatient, actorUid: nina.uid }));
    expectRefused(await request(`${prescriberPatientsPath(alice.uid)}?${PATIENT_SEARCH_PARAM}=quill`, { idToken: bobsStaff.idToken }), 403, STAFF_ERROR_CODES.notWorkingFor);

    const ordered = await postOrder(orderForm([mailedLine(patients[1].patientId)]), alice.idToken);
    expect(ordered.status, ordered.text).toBe(201);
    const { requestId } = ordered.json as { requestId: string };
    madeOrders.push(requestId);
    const listed = await request(prescriberOrdersPath(alice.uid), { idToken: nina.idToken });
    expect(listed.status, listed.text).toBe(200);
    const shown = (listed.json as { orders: { requestId: string; status: string; messages?: unknown }[] }).orders.find((order) => order.requestId === requestId);
    expect(shown).toMatchObject({ requestId, status: expect.any(String) });
    expect(await looksAt(patients[1].patientId)).toContainEqual(expect.objectContaining({ action: AUDIT_ACTIONS.accessOrder, actorUid: nina.uid }));
    expectRefused(await request(prescriberOrdersPath(alice.uid), { idToken: bobsStaff.idToken }), 403, STAFF_ERROR_CODES.notWorkingFor);

    // My Requests' filters, for staff as for the prescriber (decision 069).
    type Page = { orders: { requestId: string; items: { patient?: { patientId: string } }[] }[]; next: string | null };
    const staffPage = async (query: string) => {
      const reply = await request(`${prescriberOrdersPath(alice.uid)}?${query}`, { idToken: nina.idToken });
      expect(reply.status, reply.text).toBe(200);
      return reply.json as Page;
    };
    expect(await staffPage(`q=${requestId.toLowerCase()}`)).toMatchObject({ orders: [{ requestId }], next: null });
    const brandts = await staffPage('q=brandt');
    expect(brandts.orders.map((order) => order.requestId)).toContain(requestId);
    expect(brandts.orders.every((order) => order.items.some((item) => item.patient?.patientId === patients[1].patientId))).toBe(true);
    expect((await staffPage('q=nobody-by-this-name')).orders).toEqual([]);
    expect((await staffPage('questions=open')).orders.map((order) => order.requestId)).not.toContain(requestId);
    expect((await staffPage('status=cancelled')).orders.map((order) => order.requestId)).not.toContain(requestId);
    expectRefused(await request(`${prescriberOrdersPath(alice.uid)}?status=lost`, { idToken: nina.idToken }), 400, 'invalid_request');
    expectRefused(await request(`${prescriberOrdersPath(alice.uid)}?after=HC-000101-ZZZZ`, { idToken: nina.idToken }), 404, 'order_not_found');
  }, SETUP_TIMEOUT);
});
