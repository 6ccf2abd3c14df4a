/**
 * A patient's own data (issue 23, part 2; APP 12 and 13; decision 040) through the
 * Hosting emulator: an admin signed in with a second factor finds a patient across
 * every prescriber by family name and date of birth, opens everything held about them,
 * downloads it as one zip (PDF summary and JSON) and corrects their record with a
 * reason; each is in the audit log with the patient's ID, and nobody else gets any of it.
 */
import { randomInt } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ADMIN_COLLECTIONS,
  AUDIT_ACTIONS,
  ApiErrorBodySchema,
  PATIENT_API_PATHS,
  PATIENT_COLLECTIONS,
  PATIENT_MESSAGES,
  PATIENT_REQUEST_API_PATHS,
  PATIENT_REQUEST_ERROR_CODES,
  PATIENT_REQUEST_MESSAGES,
  PatientCorrectionResponseSchema,
  PatientHeldSchema,
  PatientSearchResponseSchema,
  SIGN_IN_SECURITY_CODES,
  formatDateOfBirth,
  patientBundlePath,
  patientCorrectionsPath,
  patientRecordPath,
  PATIENT_SEARCH_PARAM,
  prescriberPatientsPath,
  type PatientHeld,
  type PatientSnapshot,
  type SubmitOrderResponse,
} from '@pharmacy/shared';
import { pdfText } from '../../functions/src/platform/pdf/testing/pdf-text.ts';
import { adminDb, closeAdmin } from '../support/admin.ts';
import { request, type SiteResponse } from '../support/api.ts';
import { getAs } from '../support/firestore-as.ts';
import { SCRIPT_PDF, SCRIPT_PNG } from '../support/file-fixtures.ts';
import { answerQuestion, askQuestion, deleteThreads } from '../support/order-questions.ts';
import { deleteTestOrders, orderForm, postOrder, storedOrder, twoChoices, type Choice } from '../support/orders.ts';
import { createTestPatient, patientForm, storedPatient } from '../support/patients.ts';
import { SITE_URL } from '../support/stack.ts';
import { createPrescriber, createAdmin, createStaffMember, deleteTestUsers, type TestUser } from '../support/users.ts';

const SETUP_TIMEOUT = 90_000;

/** Letters only (names refuse digits): a family name no other test uses. */
const marker = () => Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(0, 26))).join('');
/** A date of birth of this run's own. */
const DOB = `19${randomInt(30, 99)}-0${randomInt(1, 9)}-${String(randomInt(10, 28))}`;
const FAMILY = `Citizen${marker()}`;
const OTHER_FAMILY = `Okafor${marker()}`;

let admin: TestUser;
let alice: TestUser;
let bob: TestUser;
let practitioner: TestUser;
let passwordOnlyAdmin: TestUser;
let choice: Choice;
/** Alice's Jane: two orders (one shared with another patient), a question with a file and its answer. */
let jane: PatientSnapshot;
/** Bob's patient with the same name and date of birth: the same person at another prescriber. */
let bobsJane: PatientSnapshot;
/** Alice's other patient, born the same day, on Jane's first order. */
let other: PatientSnapshot;
const requestIds: string[] = [];
/** Patients a story made for itself, deleted after the file. */
const morePatients: string[] = [];
/** The question the pharmacy asked about the other patient's item on Jane's shared order. */
const OTHER_PATIENTS_QUESTION = 'Should the other patient\u2019s cream use a different base?';
let sharedOrder: string;

async function submit(user: TestUser, lines: Parameters<typeof orderForm>[0]): Promise<string> {
  const response = await postOrder(orderForm(lines), user.idToken);
  expect(response.status).toBe(201);
  const { requestId } = response.json as SubmitOrderResponse;
  requestIds.push(requestId);
  return requestId;
}

beforeAll(async () => {
  [admin, alice, bob, practitioner, passwordOnlyAdmin] = await Promise.all([
    createAdmin(),
    createPrescriber(),
    createPrescriber(),
    createPrescriber(),
    createAdmin({ secondFactor: false }),
  ]);
  [choice] = await twoChoices(alice.idToken);
  [jane, bobsJane, other] = await Promise.all([
    createTestPatient(alice.uid, { givenName: 'Jane', familyName: FAMILY, dateOfBirth: DOB, phone: '+61491570006', notes: 'Allergic to lanolin' }),
    createTestPatient(bob.uid, { givenName: 'Jane', familyName: FAMILY.toUpperCase(), dateOfBirth: DOB }),
    createTestPatient(alice.uid, { givenName: 'Olu', familyName: OTHER_FAMILY, dateOfBirth: DOB, notes: 'Other patient note' }),
  ]);
  sharedOrder = await submit(alice, [
    { choice, patientId: jane.patientId, script: SCRIPT_PDF },
    { choice, patientId: other.patientId, notes: 'Not for Jane' },
  ]);
  expect((await askQuestion(sharedOrder, OTHER_PATIENTS_QUESTION, admin.idToken)).status).toBe(201);
  const second = await submit(alice, [{ choice, patientId: jane.patientId }]);
  expect((await askQuestion(second, 'Is the patient allergic to lanolin?', admin.idToken)).status).toBe(201);
  expect((await answerQuestion(second, 'Yes; please use another base.', alice.idToken, SCRIPT_PNG)).status).toBe(201);
  await submit(bob, [{ choice, patientId: bobsJane.patientId }]);
}, SETUP_TIMEOUT);

afterAll(async () => {
  await deleteThreads(requestIds);
  await deleteTestOrders();
  // Every entry this file's calls wrote names one of its patients, or is this admin's search.
  const log = adminDb().collection(ADMIN_COLLECTIONS.auditLog);
  for (const id of [jane?.patientId, bobsJane?.patientId, other?.patientId, ...morePatients].filter(Boolean)) {
    const entries = await log.where('patientIds', 'array-contains', id).get();
    await Promise.all(entries.docs.map((doc) => doc.ref.delete()));
  }
  const searches = await log.where('actorUid', '==', admin?.uid ?? '').get();
  await Promise.all(searches.docs.map((doc) => doc.ref.delete()));
  await Promise.all([jane, bobsJane, other].filter(Boolean).map((patient) => adminDb().collection('patients').doc(patient.patientId).delete()));
  await Promise.all(morePatients.map((id) => adminDb().collection('patients').doc(id).delete()));
  const corrections = await adminDb().collection(PATIENT_COLLECTIONS.patientCorrections).where('prescriberId', '==', alice?.uid ?? '').get();
  await Promise.all(corrections.docs.map((doc) => doc.ref.delete()));
  await deleteTestUsers();
  await closeAdmin();
}, SETUP_TIMEOUT);

const search = (body: unknown, idToken = admin.idToken) => request(PATIENT_REQUEST_API_PATHS.patientSearch, { idToken, body });
const open = (patientId: string, idToken = admin.idToken) => request(patientRecordPath(patientId), { idToken });
const correct = (patientId: string, body: unknown, idToken = admin.idToken) => request(patientCorrectionsPath(patientId), { idToken, body });

async function download(patientId: string, idToken = admin.idToken): Promise<{ response: Response; bytes: Uint8Array }> {
  const response = await fetch(new URL(patientBundlePath(patientId), SITE_URL), { headers: { Authorization: `Bearer ${idToken}` } });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** The audit entries naming a patient, oldest first. */
async function entriesNaming(patientId: string) {
  const snapshot = await adminDb().collection(ADMIN_COLLECTIONS.auditLog).where('patientIds', 'array-contains', patientId).get();
  return snapshot.docs.map((doc) => doc.data()).sort((a, b) => a.at.toMillis() - b.at.toMillis());
}

function expectRefused(response: SiteResponse, status: number, code: string, message?: string) {
  expect(response.status).toBe(status);
  const body = ApiErrorBodySchema.parse(response.json);
  expect(body.code).toBe(code);
  if (message) expect(body.error).toBe(message);
}

describe('the finder', () => {
  test('finds the patient at every prescriber by family name (any case) and date of birth as typed in Australia, naming each prescriber', async () => {
    const [day, month, year] = formatDateOfBirth(DOB).split('/');
    const response = await search({ familyName: ` ${FAMILY.toLowerCase()} `, dateOfBirth: `${Number(day)}/${Number(month)}/${year}` });
    expect(response.status).toBe(200);
    const { patients } = PatientSearchResponseSchema.parse(response.json);
    expect(patients.map((patient) => patient.patientId).sort()).toEqual([jane.patientId, bobsJane.patientId].sort());
    const prescribers = Object.fromEntries(patients.map((patient) => [patient.patientId, patient.prescriber]));
    expect(prescribers[jane.patientId]).toMatchObject({ prescriberId: alice.uid, email: alice.email, clinicName: 'Test Clinic' });
    expect(prescribers[bobsJane.patientId]).toMatchObject({ prescriberId: bob.uid, email: bob.email });
    expect(patients.every((patient) => patient.onRecord)).toBe(true);

    // The search is recorded with how many matched and the patients shown, never the terms.
    const [entry] = (await entriesNaming(jane.patientId)).filter((logged) => logged.action === AUDIT_ACTIONS.patientSearch);
    expect(entry).toMatchObject({ actorUid: admin.uid, details: { matched: 2 } });
    expect(entry?.patientIds.sort()).toEqual([jane.patientId, bobsJane.patientId].sort());
    // (Not the year alone: the entry's own timestamp digits could hold it.)
    expect(JSON.stringify(entry)).not.toMatch(new RegExp(`${FAMILY}|${DOB}|${formatDateOfBirth(DOB)}|${Number(day)}/${Number(month)}/`, 'i'));
  });

  test('says what is wrong with a search, beside nothing found', async () => {
    expectRefused(await search({ familyName: FAMILY, dateOfBirth: '31/02/1980' }), 400, 'invalid_request', PATIENT_REQUEST_MESSAGES.dateOfBirthInvalid);
    expectRefused(await search({ familyName: FAMILY, dateOfBirth: 'March 1980' }), 400, 'invalid_request', PATIENT_REQUEST_MESSAGES.dateOfBirth);
    expectRefused(await search({ familyName: '  ', dateOfBirth: '15/03/1980' }), 400, 'invalid_request', PATIENT_REQUEST_MESSAGES.familyName);
    const none = await search({ familyName: marker(), dateOfBirth: formatDateOfBirth(DOB) });
    expect(PatientSearchResponseSchema.parse(none.json).patients).toEqual([]);
  });
});

describe('everything held about a patient', () => {
  let held: PatientHeld;

  test('opening a patient shows their record, both orders with only their items, the question and answer with the file listed, and is recorded', async () => {
    const response = await open(jane.patientId);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    held = PatientHeldSchema.parse(response.json);
    expect(held.record?.details).toMatchObject({ givenName: 'Jane', familyName: FAMILY, dateOfBirth: DOB, notes: 'Allergic to lanolin' });
    expect(held.record?.prescriber.prescriberId).toBe(alice.uid);
    expect(held.orders).toHaveLength(2);
    const [first, second] = held.orders;
    expect(first?.items.map((item) => item.itemIndex)).toEqual([0]);
    expect(first?.items[0]?.script).toEqual({ fileName: SCRIPT_PDF.fileName, contentType: SCRIPT_PDF.contentType, size: SCRIPT_PDF.content.length });
    expect(first?.items[0]?.legalScript?.state).toBe('original_awaited');
    expect(second?.questions.map((message) => [message.kind, message.text])).toEqual([
      ['question', 'Is the patient allergic to lanolin?'],
      ['answer', 'Yes; please use another base.'],
    ]);
    expect(second?.questions[1]?.attachment).toMatchObject({ fileName: SCRIPT_PNG.fileName, contentType: 'image/png' });
    // Nothing of another patient, not even from the order they share.
    expect(response.text).not.toContain(OTHER_FAMILY);
    expect(response.text).not.toContain('Not for Jane');
    expect(response.text).not.toContain('storagePath');

    const opened = (await entriesNaming(jane.patientId)).filter((entry) => entry.action === AUDIT_ACTIONS.accessPatient);
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({ actorUid: admin.uid, patientIds: [jane.patientId], target: { type: 'patient', id: jane.patientId } });

    // Opening again lists the first look among who has seen them.
    const again = PatientHeldSchema.parse((await open(jane.patientId)).json);
    expect(again.accessEntries.map((entry) => entry.action)).toContain(AUDIT_ACTIONS.accessPatient);
    expect(again.accessEntries.find((entry) => entry.action === AUDIT_ACTIONS.accessPatient)?.actorEmail).toBe(admin.email);
  });

  test('the bundle is one zip, never cached, holding the same as JSON and a PDF summary of it, and is recorded', async () => {
    const { response, bytes } = await download(jane.patientId);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename\\*=UTF-8''patient-${jane.patientId}-\\d{4}-\\d{2}-\\d{2}\\.zip$`));
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');

    const files = unzipSync(bytes);
    const json = PatientHeldSchema.parse(JSON.parse(strFromU8(files[`patient-${jane.patientId}.json`]!)));
    const { generatedAt: _generated, accessEntries: _entries, ...rest } = json;
    const { generatedAt: _heldAt, accessEntries: _heldEntries, ...opened } = held;
    expect(rest).toEqual(opened);
    const text = pdfText(files[`patient-${jane.patientId}-summary.pdf`]!).replace(/\n/g, ' ');
    for (const expected of [`Family name: ${FAMILY}`, `Date of birth: ${formatDateOfBirth(DOB)}`, ...held.orders.map((order) => order.requestId), 'Is the patient allergic to lanolin?']) {
      expect(text).toContain(expected);
    }
    expect(JSON.stringify(json) + text).not.toContain(OTHER_FAMILY);

    const bundled = (await entriesNaming(jane.patientId)).filter((entry) => entry.action === AUDIT_ACTIONS.patientBundle);
    expect(bundled).toHaveLength(1);
    expect(bundled[0]).toMatchObject({ actorUid: admin.uid, patientIds: [jane.patientId], details: { orders: 2 } });
  });

  test('an order naming two patients gives only this patient\u2019s items, and leaves its questions out, saying so (decision 065)', async () => {
    const response = await open(jane.patientId);
    const shared = PatientHeldSchema.parse(response.json).orders.find((order) => order.requestId === sharedOrder);
    expect(shared?.items.map((item) => item.itemIndex)).toEqual([0]);
    expect(shared?.questions).toEqual([]);
    expect(shared?.questionsLeftOut).toBe(true);
    expect(response.text).not.toContain(OTHER_PATIENTS_QUESTION);

    const files = unzipSync((await download(jane.patientId)).bytes);
    const text = pdfText(files[`patient-${jane.patientId}-summary.pdf`]!).replace(/\n/g, ' ');
    expect(text).toContain('left out');
    expect(text + strFromU8(files[`patient-${jane.patientId}.json`]!)).not.toContain('different base');
  });

  test('an unknown or malformed patient ID is 404, and nothing is recorded', async () => {
    expectRefused(await open('NoSuchPatient0000000'), 404, PATIENT_REQUEST_ERROR_CODES.notFound);
    expect((await open('..%2F..%2Fusers')).status).toBe(404);
    expect((await download('NoSuchPatient0000000')).response.status).toBe(404);
  });
});

describe('a correction (APP 13)', () => {
  const reason = 'Patient asked: family name changed on marriage';

  test('keeps what it replaced, who changed it and why, in the record and the audit log; the orders keep the patient as sent', async () => {
    const corrected = `Nguyen${marker()}`;
    const form = patientForm({ givenName: 'Jane', familyName: corrected, dateOfBirth: DOB, phone: '0491 570 006', notes: 'Allergic to lanolin' });
    const response = await correct(jane.patientId, { details: form, reason });
    expect(response.status).toBe(200);
    const { held } = PatientCorrectionResponseSchema.parse(response.json);
    expect(held.record?.details.familyName).toBe(corrected);
    expect(held.record?.corrections).toEqual([
      expect.objectContaining({
        by: { uid: admin.uid, email: admin.email },
        reason,
        fields: ['familyName'],
        replaced: expect.objectContaining({ familyName: FAMILY }),
        corrected: expect.objectContaining({ familyName: corrected, phone: '+61491570006' }),
      }),
    ]);
    const stored = await storedPatient(jane.patientId);
    expect(stored).toMatchObject({ familyName: corrected, prescriberId: alice.uid });
    expect((stored?.searchKeys as { reversed: string }).reversed.startsWith('nguyen')).toBe(true);

    const [entry] = (await entriesNaming(jane.patientId)).filter((logged) => logged.action === AUDIT_ACTIONS.patientCorrection);
    expect(entry).toMatchObject({ actorUid: admin.uid, patientIds: [jane.patientId], details: { fields: 'familyName' } });

    // The orders keep the patient as they were sent.
    const order = await storedOrder(requestIds[0]!);
    expect((order?.items as { patient: { familyName: string } }[])[0]?.patient.familyName).toBe(FAMILY);

    // The old name still finds her, through her orders; the new one through her record.
    const byOld = PatientSearchResponseSchema.parse((await search({ familyName: FAMILY, dateOfBirth: formatDateOfBirth(DOB) })).json);
    expect(byOld.patients.map((patient) => patient.patientId)).toContain(jane.patientId);
    const byNew = PatientSearchResponseSchema.parse((await search({ familyName: corrected, dateOfBirth: formatDateOfBirth(DOB) })).json);
    expect(byNew.patients.map((patient) => patient.patientId)).toEqual([jane.patientId]);
  });

  test('needs a reason, the prescriber editor\u2019s checks and a change; a refusal changes nothing', async () => {
    const before = await storedPatient(bobsJane.patientId);
    const form = patientForm({ familyName: FAMILY, dateOfBirth: DOB });
    expectRefused(await correct(bobsJane.patientId, { details: form, reason: ' ' }), 400, 'invalid_request', PATIENT_REQUEST_MESSAGES.reason);
    expectRefused(await correct(bobsJane.patientId, { details: { ...form, dateOfBirth: '2999-01-01' }, reason }), 400, 'invalid_request', PATIENT_MESSAGES.dateOfBirthFuture);
    expectRefused(await correct(bobsJane.patientId, { details: { ...form, phone: '12' }, reason }), 400, 'invalid_request', PATIENT_MESSAGES.phone);
    expectRefused(
      await correct(bobsJane.patientId, { details: patientForm({ familyName: FAMILY.toUpperCase(), dateOfBirth: DOB }), reason }),
      400,
      PATIENT_REQUEST_ERROR_CODES.unchanged,
      PATIENT_REQUEST_MESSAGES.unchanged,
    );
    expectRefused(await correct('NoSuchPatient0000000', { details: form, reason }), 404, PATIENT_REQUEST_ERROR_CODES.notFound);
    expect(await storedPatient(bobsJane.patientId)).toEqual(before);
    expect((await entriesNaming(bobsJane.patientId)).filter((entry) => entry.action === AUDIT_ACTIONS.patientCorrection)).toEqual([]);
  });
});

describe('the correction history is the pharmacy\u2019s (issue 32)', () => {
  test('the prescriber and their staff read the corrected details, never the history (the admin, the reason, what was replaced), from Firestore', async () => {
    const staff = await createStaffMember(alice, 'Nina Patel');
    const before = `Harlow${marker()}`;
    const patient = await createTestPatient(alice.uid, { givenName: 'Mia', familyName: before, dateOfBirth: DOB });
    morePatients.push(patient.patientId);
    const reason = `Birth certificate shown ${marker()}`;
    const corrected = `Hale${marker()}`;
    expect((await correct(patient.patientId, { details: patientForm({ givenName: 'Mia', familyName: corrected, dateOfBirth: DOB }), reason })).status).toBe(200);

    // The prescriber reads her patient from Firestore; her staff read it only through /api
    // (decision 064), whose answer holds the details, never the history.
    const read = await getAs(alice.idToken, `${PATIENT_COLLECTIONS.patients}/${patient.patientId}`);
    expect(read.status).toBe(200);
    expect(read.text).toContain(corrected);
    for (const secret of ['corrections', reason, admin.email, before]) expect(read.text, `readable: ${secret}`).not.toContain(secret);
    expect((await getAs(staff.idToken, `${PATIENT_COLLECTIONS.patients}/${patient.patientId}`)).status).toBe(403);
    const found = await request(`${prescriberPatientsPath(alice.uid)}?${PATIENT_SEARCH_PARAM}=${corrected.toLowerCase()}`, { idToken: staff.idToken });
    expect(found.status, found.text).toBe(200);
    expect(found.text).toContain(corrected);
    for (const secret of ['corrections', reason, admin.email, before]) expect(found.text, `staff answer: ${secret}`).not.toContain(secret);
    // The admin's screen still has the whole history.
    const held = PatientHeldSchema.parse((await open(patient.patientId)).json);
    expect(held.record?.corrections).toEqual([expect.objectContaining({ by: { uid: admin.uid, email: admin.email }, reason, fields: ['familyName'] })]);
  });

  test('a later edit of a corrected field, by the prescriber or their staff, is audited and shown beside the correction', async () => {
    const staff = await createStaffMember(alice, 'Nina Patel');
    const patient = await createTestPatient(alice.uid, { givenName: 'Leo', familyName: `Marsh${marker()}`, dateOfBirth: DOB, notes: 'first' });
    morePatients.push(patient.patientId);
    const corrected = `Moss${marker()}`;
    expect((await correct(patient.patientId, { details: patientForm({ givenName: 'Leo', familyName: corrected, dateOfBirth: DOB, notes: 'first' }), reason: 'Spelling' })).status).toBe(200);
    const edit = (idToken: string, path: string, familyName: string, notes: string) =>
      request(path, { idToken, method: 'PUT', body: patientForm({ givenName: 'Leo', familyName, dateOfBirth: DOB, notes }) });

    // A field the correction did not touch: no entry.
    expect((await edit(alice.idToken, `${PATIENT_API_PATHS.patients}/${patient.patientId}`, corrected, 'second')).status).toBe(200);
    const edits = async () => (await entriesNaming(patient.patientId)).filter((entry) => entry.action === AUDIT_ACTIONS.patientCorrectedFieldEdit);
    expect(await edits()).toEqual([]);

    const byPrescriber = `Marsh${marker()}`;
    expect((await edit(alice.idToken, `${PATIENT_API_PATHS.patients}/${patient.patientId}`, byPrescriber, 'second')).status).toBe(200);
    const byStaff = `Mosse${marker()}`;
    expect((await edit(staff.idToken, prescriberPatientsPath(alice.uid, patient.patientId), byStaff, 'second')).status).toBe(200);

    const entries = await edits();
    expect(entries).toEqual([
      expect.objectContaining({ actorUid: alice.uid, patientIds: [patient.patientId], details: expect.objectContaining({ fields: 'familyName' }) }),
      expect.objectContaining({ actorUid: staff.uid, patientIds: [patient.patientId], details: expect.objectContaining({ fields: 'familyName' }) }),
    ]);
    const held = PatientHeldSchema.parse((await open(patient.patientId)).json);
    expect(held.record?.corrections[0]?.laterEdits).toEqual([
      expect.objectContaining({ by: { uid: alice.uid, email: alice.email }, fields: ['familyName'], now: expect.objectContaining({ familyName: byPrescriber }) }),
      expect.objectContaining({ by: { uid: staff.uid, email: staff.email }, fields: ['familyName'], now: expect.objectContaining({ familyName: byStaff }) }),
    ]);
  });
});

describe('nobody else', () => {
  test('anonymous, a practitioner and a password-only admin get none of it, and nothing is recorded or changed', async () => {
    const before = await storedPatient(other.patientId);
    const entriesBefore = (await entriesNaming(other.patientId)).length;
    const body = { familyName: OTHER_FAMILY, dateOfBirth: formatDateOfBirth(DOB) };
    const correction = { details: patientForm({ familyName: 'Hijacked', dateOfBirth: DOB }), reason: 'No reason' };

    for (const response of [await search(body, ''), await open(other.patientId, ''), await correct(other.patientId, correction, '')]) {
      expect(response.status).toBe(401);
    }
    expect((await download(other.patientId, '')).response.status).toBe(401);
    for (const idToken of [practitioner.idToken, alice.idToken]) {
      for (const response of [await search(body, idToken), await open(other.patientId, idToken), await correct(other.patientId, correction, idToken)]) {
        expect(response.status).toBe(403);
        expect(response.text).not.toContain(OTHER_FAMILY);
      }
      expect((await download(other.patientId, idToken)).response.status).toBe(403);
    }
    for (const response of [
      await search(body, passwordOnlyAdmin.idToken),
      await open(other.patientId, passwordOnlyAdmin.idToken),
      await correct(other.patientId, correction, passwordOnlyAdmin.idToken),
    ]) {
      expectRefused(response, 403, SIGN_IN_SECURITY_CODES.secondFactorRequired);
    }
    const { response, bytes } = await download(other.patientId, passwordOnlyAdmin.idToken);
    expect(response.status).toBe(403);
    expect(Buffer.from(bytes).toString('latin1')).not.toContain(OTHER_FAMILY);

    expect(await storedPatient(other.patientId)).toEqual(before);
    expect(await entriesNaming(other.patientId)).toHaveLength(entriesBefore);
  });
});
