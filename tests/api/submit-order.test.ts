/**
 * POST /api/submit-practitioner-request through the Hosting emulator: an approved
 * practitioner's cart becomes one order request with its scripts in private Storage
 * and two confirmations, and everything an attacker might try instead is refused.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ApiErrorBodySchema,
  DEFAULT_BILLING_SETTINGS,
  DIRECTIONS_MESSAGES,
  MAIL_SUBMISSION_LABEL,
  MAX_CART_ITEMS,
  MAX_ORDER_UPLOAD_BYTES,
  MAX_SCRIPT_BYTES,
  ORDER_ERROR_CODES,
  ORDER_MESSAGES,
  PATIENT_API_PATHS,
  PATIENT_ERROR_CODES,
  PATIENT_MESSAGES,
  type OrderItem,
  type PatientSnapshot,
  type SubmitOrderResponse,
  estimatedDeliveryOf,
  patientKey,
  priceOfChoice,
} from '@pharmacy/shared';
import { closeAdmin } from '../support/admin.ts';
import { request, type SiteResponse } from '../support/api.ts';
import { expectUnauthenticated } from '../support/api-expectations.ts';
import { PHARMACY_EMAIL, fetchFileAsBrowser, storedFile, storedFileNames } from '../support/enquiries.ts';
import { SCRIPT_JPEG, SCRIPT_PDF, SCRIPT_PNG, TEXT_NAMED_PDF, pdfOfSize } from '../support/file-fixtures.ts';
import {
  DEFAULT_DIRECTIONS,
  cartItem,
  choicesIn,
  deleteTestOrders,
  fetchCatalogue,
  orderForm,
  ordersOf,
  postOrder,
  practitionerWhoseMailFails,
  scriptsFolder,
  storedOrder,
  twoChoices,
  type Choice,
} from '../support/orders.ts';
import { outboxMessages } from '../support/outbox.ts';
import { createTestPatient, patientForm, storedPatient } from '../support/patients.ts';
import { sydneyIsoDate } from '../support/sydney-date.ts';
import { createPrescriber, createPractitioner, createAdmin, deleteTestUsers, type TestUser } from '../support/users.ts';

/** Setting up, or sending tens of megabytes, takes a while on a busy stack. */
const SETUP_TIMEOUT = 60_000;

let practitioner: TestUser;
let patient: PatientSnapshot;
let choices: [Choice, Choice];
beforeAll(async () => {
  practitioner = await createPrescriber();
  patient = await createTestPatient(practitioner.uid, { phone: '+61412345678', notes: 'Allergic to lanolin.' });
  choices = await twoChoices(practitioner.idToken);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await deleteTestOrders();
  await deleteTestUsers();
  await closeAdmin();
}, SETUP_TIMEOUT);

/** HC-YYMMDD-XXXX with today's date in Sydney and four unambiguous characters. */
function requestIdPattern(): RegExp {
  const yymmdd = sydneyIsoDate().slice(2).replaceAll('-', '');
  return new RegExp(`^HC-${yymmdd}-[0-9A-HJKMNP-TV-Z]{4}$`);
}

function expectCreated(response: SiteResponse): string {
  expect(response.status).toBe(201);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const body = response.json as SubmitOrderResponse;
  expect(body).toEqual({ success: true, requestId: expect.stringMatching(requestIdPattern()) });
  return body.requestId;
}

function expectRefused(response: SiteResponse, status: number, code: string, error: string) {
  expect(response.status).toBe(status);
  expect(ApiErrorBodySchema.parse(response.json)).toMatchObject({ code, error });
}

/** What is kept and sent for a practitioner, to show that a refused request added nothing. */
const traceOf = async (user: TestUser) => ({
  orders: (await ordersOf(user.uid)).sort(),
  mail: (await outboxMessages(user.email)).map((message) => message.id),
});

/** The e-mail about the request that went to `to` (each test's request ID is its own). */
const mailAbout = async (requestId: string, to: string) =>
  (await outboxMessages(to)).find((message) => message.subject.includes(requestId));

async function expectNothingKept(user: TestUser, refused: () => Promise<void>) {
  const before = await traceOf(user);
  await refused();
  expect(await traceOf(user)).toEqual(before);
}

describe('an approved practitioner submits an order request', () => {
  test('a cart with an uploaded and a mailed script is stored with the catalogue labels, and both confirmations list it', async () => {
    const [uploaded, mailed] = choices;
    const catalogue = await fetchCatalogue(practitioner.idToken);
    const response = await postOrder(
      orderForm(
        [
          {
            patientId: patient.patientId,
            choice: uploaded,
            script: SCRIPT_PDF,
            quantity: 2,
            notes: 'Lactose-free base please.',
            directions: '  Apply 1 g to the inner arm at night  ',
            daysSupply: 30,
            labels: { formulaLabel: 'Something else entirely', description: 'Made up by the browser' },
          },
          { patientId: patient.patientId, choice: mailed },
        ],
        { notes: 'Patient collects on Friday.' },
      ),
      practitioner.idToken,
    );
    const requestId = expectCreated(response);

    const label = (condition: string, formula: string) => ({
      conditionLabel: catalogue.conditions.find((option) => option.value === condition)?.label,
      formulaLabel: catalogue.formulasByCondition[condition]?.find((option) => option.value === formula)?.label,
      description: catalogue.descriptionsByFormula[formula],
      // Copied from the catalogue as the order is placed (decision 042).
      schedule: catalogue.kindsByFormula[formula]?.schedule ?? null,
      storage: catalogue.kindsByFormula[formula]?.storage ?? null,
    });
    const storagePath = `${scriptsFolder(requestId)}0-script.pdf`;
    const awaited = { state: 'original_awaited', dueDate: sydneyIsoDate(7) };
    expect(await storedOrder(requestId)).toEqual({
      requestId,
      prescriberId: practitioner.uid,
      practitioner: {
        firstName: 'Test',
        lastName: 'Practitioner',
        email: practitioner.email,
        role: 'practitioner',
        practitionerNumber: 'MED0001234',
        clinicName: 'Test Clinic',
        clinicAddress: '1 Test Street, Balmain NSW 2041',
      },
      items: [
        {
          ...uploaded,
          ...label(uploaded.condition, uploaded.formula),
          notes: 'Lactose-free base please.',
          // Trimmed (decision 052).
          directions: 'Apply 1 g to the inner arm at night',
          daysSupply: 30,
          quantity: 2,
          scriptMethod: 'upload',
          script: { storagePath, fileName: 'script.pdf', contentType: 'application/pdf', size: SCRIPT_PDF.content.byteLength },
          // A copy is not a prescription: its original is awaited like the mailed one's (decision 026).
          legalScript: awaited,
          patient,
          // The catalogue's price, taken by the server as the order is placed (decision 077).
          price: priceOfChoice(catalogue, uploaded.formula, uploaded.strength, uploaded.amount),
        },
        {
          ...mailed,
          ...label(mailed.condition, mailed.formula),
          notes: '',
          directions: DEFAULT_DIRECTIONS,
          quantity: 1,
          scriptMethod: 'mail',
          script: null,
          legalScript: awaited,
          patient,
          price: priceOfChoice(catalogue, mailed.formula, mailed.strength, mailed.amount),
        },
      ],
      // The patient's own method and its fee, as the pharmacy's settings charge it (decision 077).
      delivery: estimatedDeliveryOf(
        [uploaded, mailed].map((choice) => ({ patient, schedule: label(choice.condition, choice.formula).schedule })),
        DEFAULT_BILLING_SETTINGS,
      ),
      totalItems: 3,
      notes: 'Patient collects on Friday.',
      // The prescriber signed their own order; no staff member prepared it (decision 045).
      signedBy: { uid: practitioner.uid, name: 'Test Practitioner' },
      status: 'received',
      statusHistory: [{ status: 'received', at: expect.any(Timestamp), by: null }],
      createdAt: expect.any(Timestamp),
      updatedAt: expect.any(Timestamp),
      // What the admin's order search matches the start of (decision 023).
      searchPrefixes: expect.arrayContaining([requestId.toLowerCase(), 'test', 'practitioner']) as unknown,
      mail: {
        practitioner: { status: 'sent', attempts: 1, error: null, lastAttemptAt: expect.any(Timestamp) },
        pharmacy: { status: 'sent', attempts: 1, error: null, lastAttemptAt: expect.any(Timestamp) },
      },
      needsMailResend: false,
      originalAwaited: true,
      originalDueDate: sydneyIsoDate(7),
      originalReminderOn: sydneyIsoDate(5),
      // Whom the order names, for the admin's finder across prescribers (decision 040).
      patientIds: [patient.patientId],
      patientKeys: [patientKey(patient.familyName, patient.dateOfBirth)],
    });
    expect(await storedFile(storagePath)).toEqual({ contentType: 'application/pdf', content: SCRIPT_PDF.content });
    expect((await fetchFileAsBrowser(storagePath)).status).toBe(403);

    // The mail provider is overseas: the e-mails carry the request ID and links, never
    // a medicine, a note, a file name or the prescriber's details (decision 017).
    const typed = [
      label(uploaded.condition, uploaded.formula).formulaLabel!,
      label(mailed.condition, mailed.formula).formulaLabel!,
      'script.pdf',
      'Lactose-free base please.',
      'Patient collects on Friday.',
      'MED0001234',
      'Test Clinic',
      patient.givenName,
      patient.familyName,
      '15/03/1980',
      patient.dateOfBirth,
      'Allergic to lanolin.',
    ];
    const confirmation = await mailAbout(requestId, practitioner.email);
    expect(confirmation?.subject).toContain(requestId);
    for (const text of [confirmation?.text, confirmation?.html]) {
      expect(text).toContain(requestId);
      expect(text).toContain(MAIL_SUBMISSION_LABEL);
      for (const detail of typed) expect(text).not.toContain(detail);
    }
    expect(confirmation?.attachments).toEqual([]);

    const pharmacyCopy = await mailAbout(requestId, PHARMACY_EMAIL);
    expect(pharmacyCopy?.text).toContain('/admin?view=orders');
    expect(pharmacyCopy?.replyTo).toBeNull();
    for (const detail of [...typed, practitioner.email]) expect(pharmacyCopy?.text).not.toContain(detail);
    expect(pharmacyCopy?.attachments).toEqual([]);
  });

  test('an admin may order too, as themselves', async () => {
    const admin = await createAdmin();
    const adminsPatient = await createTestPatient(admin.uid);
    const requestId = expectCreated(await postOrder(orderForm([{ patientId: adminsPatient.patientId, choice: choices[0] }]), admin.idToken));
    expect(await storedOrder(requestId)).toMatchObject({
      prescriberId: admin.uid,
      practitioner: { email: admin.email, role: 'admin', practitionerNumber: '', clinicName: '' },
    });
  });

  test('forged identity fields change nothing: the order and its e-mail are the caller’s', async () => {
    const victim = await createPrescriber();
    const form = orderForm([{ patientId: patient.patientId, choice: choices[0] }], {
      fields: {
        prescriberId: victim.uid,
        practitionerName: 'Victim Practitioner',
        practitionerEmail: victim.email,
        clinicName: 'Victim Clinic',
        clinicAddress: '9 Elsewhere Road',
      },
    });
    const requestId = expectCreated(await postOrder(form, practitioner.idToken));

    expect(await storedOrder(requestId)).toMatchObject({
      prescriberId: practitioner.uid,
      practitioner: { email: practitioner.email, clinicName: 'Test Clinic', clinicAddress: '1 Test Street, Balmain NSW 2041' },
    });
    expect(await ordersOf(victim.uid)).toEqual([]);
    expect(await outboxMessages(victim.email)).toEqual([]);
    expect(await mailAbout(requestId, practitioner.email)).toBeDefined();
  });

  test('when the confirmation cannot be sent, the order is still stored and marked for a resend', async () => {
    const user = await practitionerWhoseMailFails();
    const { patientId } = await createTestPatient(user.uid);
    const requestId = expectCreated(await postOrder(orderForm([{ patientId, choice: choices[0], script: SCRIPT_PNG }]), user.idToken));

    expect(await storedOrder(requestId)).toMatchObject({
      practitioner: { email: expect.stringMatching(/@mail-failure\.test$/) },
      mail: {
        practitioner: { status: 'failed', attempts: 1, error: expect.stringContaining('mail-failure.test') },
        pharmacy: { status: 'sent', attempts: 1 },
      },
      needsMailResend: true,
    });
    expect(await storedFileNames(scriptsFolder(requestId))).toEqual([`${scriptsFolder(requestId)}0-script.png`]);
  });

  test('fifty submissions at once get fifty different request IDs and fifty orders', { timeout: SETUP_TIMEOUT }, async () => {
    const user = await createPrescriber();
    const { patientId } = await createTestPatient(user.uid);
    const forms = Array.from({ length: 50 }, (_, index) =>
      orderForm([{ patientId, choice: choices[index % 2]!, script: index % 2 ? SCRIPT_JPEG : undefined }]),
    );
    const responses = await Promise.all(forms.map((form) => postOrder(form, user.idToken)));
    const ids = responses.map(expectCreated);

    expect(new Set(ids).size).toBe(50);
    expect((await ordersOf(user.uid)).sort()).toEqual([...ids].sort());
  });
});

describe('who may submit', () => {
  test('a signed-out visitor is told to sign in', async () => {
    expectUnauthenticated(await postOrder(orderForm([{ patientId: patient.patientId, choice: choices[0] }])));
  });

  test.each([
    ['a pending practitioner', 'pending'],
    ['a rejected practitioner', 'rejected'],
  ] as const)('%s is refused and nothing is kept', async (_label, status) => {
    const user = await createPractitioner(status);
    await expectNothingKept(user, async () => {
      const response = await postOrder(orderForm([{ patientId: patient.patientId, choice: choices[0], script: SCRIPT_PDF }]), user.idToken);
      expectRefused(response, 403, 'forbidden', 'You do not have access to this portal.');
    });
  });
});

describe('what the server checks whatever the dashboard sent', () => {
  test('an item the catalogue does not have', async () => {
    const madeUp = { ...choices[0], formula: 'something-made-up' };
    await expectNothingKept(practitioner, async () => {
      const response = await postOrder(orderForm([{ patientId: patient.patientId, choice: madeUp }]), practitioner.idToken);
      expectRefused(response, 400, ORDER_ERROR_CODES.notInCatalogue, ORDER_MESSAGES.notInCatalogue);
    });
  });

  test('a formula of another condition', async () => {
    const all = choicesIn(await fetchCatalogue(practitioner.idToken));
    const [first] = all;
    const other = all.find((choice) => choice.condition !== first?.condition);
    const response = await postOrder(
      orderForm([{ patientId: patient.patientId, choice: { ...first!, formula: other!.formula, strength: other!.strength, amount: other!.amount } }]),
      practitioner.idToken,
    );
    expectRefused(response, 400, ORDER_ERROR_CODES.notInCatalogue, ORDER_MESSAGES.notInCatalogue);
  });

  test('an item without directions, or with too short or too long ones, is refused saying what to fix (decision 052)', async () => {
    const cases: [string | undefined, string][] = [
      [undefined, DIRECTIONS_MESSAGES.directionsMissing],
      ['  ', DIRECTIONS_MESSAGES.directionsMissing],
      ['ab', DIRECTIONS_MESSAGES.directionsTooShort],
      ['x'.repeat(501), DIRECTIONS_MESSAGES.directionsTooLong],
    ];
    await expectNothingKept(practitioner, async () => {
      for (const [directions, message] of cases) {
        const item = { ...cartItem({ patientId: patient.patientId, choice: choices[0] }), directions };
        const response = await postOrder(orderForm([], { cartJson: JSON.stringify([item]) }), practitioner.idToken);
        expectRefused(response, 400, 'invalid_request', message);
      }
      const response = await postOrder(orderForm([{ patientId: patient.patientId, choice: choices[0], daysSupply: 0 }]), practitioner.idToken);
      expectRefused(response, 400, 'invalid_request', DIRECTIONS_MESSAGES.daysSupply);
    });
  });

  test('a strength the formula does not come in', async () => {
    const response = await postOrder(orderForm([{ patientId: patient.patientId, choice: { ...choices[0], strength: '99.9%' } }]), practitioner.idToken);
    expectRefused(response, 400, ORDER_ERROR_CODES.notInCatalogue, ORDER_MESSAGES.notInCatalogue);
  });

  test('a text file named script.pdf, judged by its content, is not stored', async () => {
    await expectNothingKept(practitioner, async () => {
      const response = await postOrder(orderForm([{ patientId: patient.patientId, choice: choices[0], script: TEXT_NAMED_PDF }]), practitioner.idToken);
      expectRefused(response, 415, ORDER_ERROR_CODES.unsupportedFileType, ORDER_MESSAGES.scriptType);
    });
  });

  test('a script larger than 10 MB', { timeout: SETUP_TIMEOUT }, async () => {
    await expectNothingKept(practitioner, async () => {
      const response = await postOrder(
        orderForm([{ patientId: patient.patientId, choice: choices[0], script: pdfOfSize(MAX_SCRIPT_BYTES + 1) }]),
        practitioner.idToken,
      );
      expectRefused(response, 413, ORDER_ERROR_CODES.fileTooLarge, ORDER_MESSAGES.scriptTooLarge);
    });
  });

  test('scripts adding up to more than 30 MB in one request', { timeout: SETUP_TIMEOUT }, async () => {
    // 31 MB: more than an order may hold, less than the 32 MiB any request may be.
    const large = pdfOfSize((MAX_ORDER_UPLOAD_BYTES + 1024 * 1024) / 4);
    const lines = [0, 1, 2, 3].map(() => ({ patientId: patient.patientId, choice: choices[0], script: large }));
    await expectNothingKept(practitioner, async () => {
      const response = await postOrder(orderForm(lines), practitioner.idToken);
      expectRefused(response, 413, ORDER_ERROR_CODES.fileTooLarge, ORDER_MESSAGES.uploadTooLarge);
    });
  });

  test('an Upload E-Script item without its script', async () => {
    const form = orderForm([{ patientId: patient.patientId, choice: choices[0], script: SCRIPT_PDF }, { patientId: patient.patientId, choice: choices[1] }], { scripts: [] });
    await expectNothingKept(practitioner, async () => {
      const response = await postOrder(form, practitioner.idToken);
      expectRefused(response, 400, ORDER_ERROR_CODES.scriptMissing, ORDER_MESSAGES.scriptMissing);
    });
  });

  test(`more than ${MAX_CART_ITEMS} items`, async () => {
    const lines = Array.from({ length: MAX_CART_ITEMS + 1 }, () => ({ patientId: patient.patientId, choice: choices[0] }));
    const response = await postOrder(orderForm(lines), practitioner.idToken);
    expectRefused(response, 400, ORDER_ERROR_CODES.tooManyItems, ORDER_MESSAGES.tooManyItems);
  });

  test('an empty cart, and a cart that is not JSON', async () => {
    expectRefused(await postOrder(orderForm([]), practitioner.idToken), 400, 'invalid_request', ORDER_MESSAGES.emptyCart);
    expectRefused(
      await postOrder(orderForm([], { cartJson: '[{"condition":' }), practitioner.idToken),
      400,
      'invalid_request',
      ORDER_MESSAGES.invalidForm,
    );
  });

  test('a quantity of zero', async () => {
    const response = await postOrder(orderForm([{ patientId: patient.patientId, choice: choices[0], quantity: 0 }]), practitioner.idToken);
    expectRefused(response, 400, 'invalid_request', ORDER_MESSAGES.quantity);
  });
});

describe('the patient of every item', () => {
  test('the order keeps the patient as they were when it was sent, whatever is edited later', async () => {
    const requestId = expectCreated(await postOrder(orderForm([{ patientId: patient.patientId, choice: choices[0] }]), practitioner.idToken));
    const edited = await request(`${PATIENT_API_PATHS.patients}/${patient.patientId}`, {
      idToken: practitioner.idToken,
      method: 'PUT',
      body: patientForm({ givenName: 'Janet', phone: '0412 345 678', notes: 'Allergic to lanolin.' }),
    });
    expect(edited.status).toBe(200);
    expect(await storedPatient(patient.patientId)).toMatchObject({ givenName: 'Janet' });
    const [item] = (await storedOrder(requestId))?.items as OrderItem[];
    expect(item?.patient).toEqual(patient);
  });

  test.each([
    ['without a patient', { patientId: '' }, 'invalid_request', PATIENT_MESSAGES.patientMissing],
    ['with a patient ID that is not an ID', { patientId: '../users/x' }, 'invalid_request', PATIENT_MESSAGES.patientNotFound],
    ['with a patient that does not exist', { patientId: 'NoSuchPatient0000000' }, PATIENT_ERROR_CODES.patientNotFound, PATIENT_MESSAGES.patientNotFound],
  ])('an item %s is refused, and nothing is kept', async (_label, line, code, message) => {
    await expectNothingKept(practitioner, async () => {
      const form = orderForm([{ patientId: patient.patientId, choice: choices[0], script: SCRIPT_PDF }, { ...line, choice: choices[1] }]);
      expectRefused(await postOrder(form, practitioner.idToken), 400, code, message);
    });
  });

  test('a cart item without the patientId field at all is refused', async () => {
    const item = { ...cartItem({ patientId: patient.patientId, choice: choices[0] }), patientId: undefined };
    const form = orderForm([], { cartJson: JSON.stringify([item]) });
    expectRefused(await postOrder(form, practitioner.idToken), 400, 'invalid_request', PATIENT_MESSAGES.patientMissing);
  });

  test("another practitioner's patient is refused as if it did not exist, and nothing is kept", async () => {
    const other = await createPrescriber();
    const theirs = await createTestPatient(other.uid, { givenName: 'Other' });
    await expectNothingKept(practitioner, async () => {
      const response = await postOrder(orderForm([{ patientId: theirs.patientId, choice: choices[0], script: SCRIPT_PDF }]), practitioner.idToken);
      expectRefused(response, 400, PATIENT_ERROR_CODES.patientNotFound, PATIENT_MESSAGES.patientNotFound);
    });
  });
});
