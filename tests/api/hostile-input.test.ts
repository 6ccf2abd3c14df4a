/**
 * The product's own hostile battery: thousands of malformed requests across every
 * endpoint (wrong types, missing and oversized fields, traversal, bidi and emoji strings,
 * IDs with slashes, broken JSON and multipart). Bad input must always be refused with a
 * 4xx and a message, never answered with a 500: a 500 means the input reached code
 * (Firestore, Storage, a parser) that was not ready for it. The requests name nothing
 * that exists, so an allowed one harms nothing; any answer below 500 is accepted, and the
 * test reports every 5xx. Every malformed request goes to a route from each kind of
 * caller who gets past its guard; each caller the guard refuses sends the route one
 * malformed request, which must be answered 401 or 403 (`battery`, decision 071).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import {
  ADMIN_COLLECTIONS,
  BILLING_SETTINGS_DOC,
  LABEL_API_PATHS,
  ACCOUNT_API_PATHS,
  ADMIN_API_PATHS,
  BILLING_API_PATHS,
  BREACH_API_PATHS,
  DEFAULT_BILLING_SETTINGS,
  COURSE_API_PATHS,
  PATIENT_REQUEST_API_PATHS,
  patientCorrectionsPath,
  STAFF_API_PATHS,
  STAFF_COLLECTIONS,
  DEV_PURGE_PATH,
  FAVOURITE_API_PATHS,
  LEGAL_SCRIPT_API_PATHS,
  COMPOUNDING_API_PATHS,
  CONSIGNMENT_API_PATHS,
  INVOICE_API_PATHS,
  CLINIC_ACCOUNT_API_PATHS,
  STATEMENT_API_PATHS,
  ORDER_API_PATHS,
  ORDER_DRAFT_API_PATHS,
  PATIENT_SEARCH_PARAM,
  ORDER_DRAFT_COLLECTION,
  ORDER_FORM_FIELDS,
  ORDER_IDEMPOTENCY_HEADER,
  ORDER_QUESTION_API_PATHS,
  ORDER_QUESTION_FIELDS,
  PATIENT_API_PATHS,
  QUOTE_API_PATHS,
  prescriberOrdersPath,
  prescriberPatientsPath,
  sydneyDateOf,
} from '@pharmacy/shared';
import { wireLine } from '@pharmacy/shared/testing';
import { adminDb, closeAdmin } from '../support/admin.ts';
import { request, type RequestOptions } from '../support/api.ts';
import { deleteTestEnquiries, enquiryForm, postEnquiry, resetRateLimits } from '../support/enquiries.ts';
import { deletePatientsOf } from '../support/patients.ts';
import { createPrescriber, createPractitioner, createAdmin, createStaffMember, deleteTestUsers, type TestUser } from '../support/users.ts';

/** Strings an attacker tries in any text field or path. */
const HOSTILE_STRINGS = [
  '',
  '   ',
  '/',
  '../..',
  'a/b',
  '.',
  '__proto__',
  '<script>alert(1)</script>',
  '😀',
  '\u202Eevil\u202C',
  '\u0000',
  'x'.repeat(5000),
  "' OR 1=1 --",
  'Click https://pay.example to pay',
];
/** Values of the wrong type. */
const WRONG_TYPES: unknown[] = [null, 0, -1, 1e308, true, [], {}, ['a'], { $gt: '' }];
const HOSTILE_VALUES: unknown[] = [...HOSTILE_STRINGS, ...WRONG_TYPES];

/** Header values an attacker tries (only what fetch can send: no control or non-Latin-1 characters). */
const HOSTILE_HEADER_VALUES = [
  '',
  '   ',
  '../..',
  '__proto__',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  'x'.repeat(5000),
  '00000000-0000-0000-0000-00000000000g',
  '{00000000-0000-0000-0000-000000000000}',
  `${randomUUID()}, ${randomUUID()}`,
  randomUUID().toUpperCase(),
];

/** Path segments as a client would send them (already URL-encoded). */
const HOSTILE_SEGMENTS = ['%2F', '..', '%2E%2E', '%00', 'a%2Fb', '%F0%9F%98%80', '%E2%80%AE', 'x'.repeat(1500), '%25', '%20'];

interface JsonEndpoint {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  /** A body of the right shape; each field is replaced in turn by each hostile value. */
  body?: Record<string, unknown>;
  /** Headers the endpoint needs before it reads the body (a valid Idempotency-Key), sent with every attempt. */
  headers?: Record<string, string>;
}

/** A breach register question of the right shape: about nobody's entries, in 2000. */
const BREACH_ACCESS = { accessActorUid: 'no-such-admin', accessFrom: '2000-01-01T10:00', accessTo: '2000-01-01T12:00' };
const BREACH_BODY = {
  description: 'A laptop was left on a train.',
  foundAt: '2000-01-02T10:00',
  ...BREACH_ACCESS,
  affectedDescribed: 'Two customers',
  containment: 'Sessions revoked',
  status: 'assessed',
  outcome: 'eligible',
  outcomeReasons: 'Likely serious harm',
  oaicNotifiedOn: '2000-01-03',
  individualsNotifiedOn: '2000-01-03',
  individualsNotifiedHow: 'Letter',
};

const JSON_ENDPOINTS: JsonEndpoint[] = [
  { method: 'GET', path: '/api/health' },
  { method: 'GET', path: '/api/me' },
  { method: 'GET', path: ORDER_API_PATHS.medicationDatabase },
  { method: 'GET', path: ADMIN_API_PATHS.googleSheetConfig },
  { method: 'GET', path: ADMIN_API_PATHS.pharmacyOverview },
  { method: 'POST', path: ACCOUNT_API_PATHS.sendVerificationEmail, body: {} },
  { method: 'POST', path: ACCOUNT_API_PATHS.verifyEmail, body: { token: 'no-such-token' } },
  {
    method: 'POST',
    path: ACCOUNT_API_PATHS.onboardPractitioner,
    body: {
      firstName: 'Jane',
      lastName: 'Citizen',
      practitionerNumber: 'MED0001234567',
      clinicName: 'Test Clinic',
      clinicAddress: '1 Test Street, Balmain NSW 2041',
    },
  },
  { method: 'POST', path: ACCOUNT_API_PATHS.passwordReset, body: { email: 'nobody@example.test' } },
  { method: 'POST', path: ORDER_API_PATHS.status, body: { requestId: 'HC-200101-ZZZZ', status: 'ready' } },
  { method: 'POST', path: LEGAL_SCRIPT_API_PATHS.originalReceived, body: { requestId: 'HC-200101-ZZZZ', itemIndex: 0, receivedOn: '2026-01-01' } },
  // The record of compounding (decision 050): well formed, each reaches the order's transaction and finds no order (404).
  {
    method: 'POST',
    path: COMPOUNDING_API_PATHS.record,
    body: { requestId: 'HC-200101-ZZZZ', itemIndex: 0, batchNumber: 'B-2611', beyondUseDate: sydneyDateOf(new Date(Date.now() + 7 * 86_400_000)) },
  },
  { method: 'POST', path: COMPOUNDING_API_PATHS.check, body: { requestId: 'HC-200101-ZZZZ', itemIndex: 0, version: 1 } },
  { method: 'POST', path: ADMIN_API_PATHS.practitionerStatusNotify, body: { userId: 'no-such-user', status: 'approved' } },
  { method: 'POST', path: ADMIN_API_PATHS.deleteUser, body: { userId: 'no-such-user' } },
  { method: 'POST', path: ADMIN_API_PATHS.adminSecondFactor, body: {} },
  { method: 'POST', path: ADMIN_API_PATHS.adminMobile, body: { userId: 'no-such-user', mobile: '0412 345 678' } },
  // Decision 066: a well-formed number nobody has on record (400 mobile_not_on_record for an admin, 403 for others).
  { method: 'POST', path: ADMIN_API_PATHS.confirmAdminMobile, body: { mobile: '0412 345 678' } },
  // The seeded demo admin's address, which has an account: a well-formed attempt is refused (409) and adds no admin.
  { method: 'POST', path: ADMIN_API_PATHS.admins, body: { firstName: 'Sam', lastName: 'Lee', email: 'admin@harbourside.test', mobile: '0412 345 678' } },
  { method: 'POST', path: ADMIN_API_PATHS.enquiryState, body: { enquiryId: 'no-such-enquiry', read: true } },
  { method: 'POST', path: ADMIN_API_PATHS.syncGoogleSheet, body: { sheetId: 'no-such-sheet' } },
  // The billing settings (decision 077): a save of the defaults, each field in turn hostile.
  { method: 'GET', path: BILLING_API_PATHS.settings },
  { method: 'PUT', path: BILLING_API_PATHS.settings, body: { ...DEFAULT_BILLING_SETTINGS } },
  // A patient's own data (decision 040): the search records how many matched; nobody is born in 1900 here.
  { method: 'POST', path: PATIENT_REQUEST_API_PATHS.patientSearch, body: { familyName: 'Citizen', dateOfBirth: '01/01/1900' } },
  // An animal's search (decision 048): an owner's family name nobody here has.
  { method: 'POST', path: PATIENT_REQUEST_API_PATHS.patientSearch, body: { kind: 'animal', familyName: 'Nobody-Such' } },
  {
    method: 'POST',
    path: patientCorrectionsPath('NoSuchPatient0000000'),
    body: { details: { givenName: 'Jane', familyName: 'Citizen', dateOfBirth: '1980-03-15', deliveryMethod: 'pickup' }, reason: 'Patient asked' },
  },
  // Emulators only. As of 2000 nothing is past its period; without `now` it runs as of the
  // clock, when nothing this suite leaves is past one either.
  { method: 'POST', path: DEV_PURGE_PATH, body: { now: '2000-01-01T00:00:00.000Z' } },
  // Emulators only: as of 2000 no original is due, so no reminder goes out.
  { method: 'POST', path: LEGAL_SCRIPT_API_PATHS.devScriptReminders, body: { now: '2000-01-01T00:00:00.000Z' } },
  // Courses (decisions 052 and 053): on an order that does not exist, nothing changes.
  // Record supply reads its Idempotency-Key first (decision 065): a valid one, so that the body is read.
  { method: 'POST', path: COURSE_API_PATHS.supplies, body: { requestId: 'HC-200101-ZZZZ', itemIndex: 0 }, headers: { [ORDER_IDEMPOTENCY_HEADER]: randomUUID() } },
  { method: 'POST', path: COURSE_API_PATHS.nextSupply, body: { requestId: 'HC-200101-ZZZZ', itemIndex: 0, reason: 'Travelling' } },
  { method: 'POST', path: COURSE_API_PATHS.reminders, body: { requestId: 'HC-200101-ZZZZ', itemIndex: 0, on: false } },
  // Emulators only: as of 2000 no supply runs out, so no reminder goes out.
  { method: 'POST', path: COURSE_API_PATHS.devDueReminders, body: { now: '2000-01-01T00:00:00.000Z' } },
  // Quotes (decision 080): on an order that does not exist, nothing is re-priced or answered (404).
  { method: 'POST', path: QUOTE_API_PATHS.reprice, body: { requestId: 'HC-200101-ZZZZ', itemIndex: 0, unitPrice: '24.50', reason: 'Cost rose' } },
  { method: 'POST', path: QUOTE_API_PATHS.answer, body: { requestId: 'HC-200101-ZZZZ', answer: 'accept' } },
  // Clinic accounts (decision 081): opening one for a prescriber who does not exist stores nothing (404); closing one that does not exist, 404.
  { method: 'GET', path: CLINIC_ACCOUNT_API_PATHS.accounts },
  { method: 'POST', path: CLINIC_ACCOUNT_API_PATHS.accounts, body: { prescriberId: 'no-such-prescriber', practiceName: 'Glebe Point', paymentTermsDays: 30, accountsEmail: 'accounts@clinic.test' } },
  { method: 'POST', path: `${CLINIC_ACCOUNT_API_PATHS.closures}/no-such-account`, body: {} },
  { method: 'GET', path: CLINIC_ACCOUNT_API_PATHS.mine },
  { method: 'GET', path: STATEMENT_API_PATHS.balances },
  // Emulators only: the monthly statements job for January 2000, when no account was open.
  { method: 'POST', path: STATEMENT_API_PATHS.devRun, body: { month: '2000-01' } },
];

/**
 * The breach register (decision 041), apart: its form has many fields, and only an admin's
 * request reaches the parsing (the others are refused by the guard first). A new breach
 * found in the future is always refused, so the battery stores none; the update of a
 * breach that does not exist asks the audit log first, then answers 404.
 */
const BREACH_ENDPOINTS: JsonEndpoint[] = [
  { method: 'POST', path: BREACH_API_PATHS.breaches, body: { description: 'A laptop was left on a train.', foundAt: '2999-01-01T10:00', status: 'suspected' } },
  { method: 'PUT', path: `${BREACH_API_PATHS.breaches}/no-such-breach`, body: BREACH_BODY },
  // The register's list (decision 063): recorded, and reads nothing from its caller.
  { method: 'GET', path: BREACH_API_PATHS.breaches },
  { method: 'POST', path: BREACH_API_PATHS.affectedPatients, body: BREACH_ACCESS },
  // Emulators only: as of 2000 no breach is due a reminder.
  { method: 'POST', path: BREACH_API_PATHS.devBreachReminders, body: { now: '2000-01-01T00:00:00.000Z' } },
];

const PATH_ENDPOINTS = [
  (segment: string) => `${ADMIN_API_PATHS.enquiryAttachments}/${segment}`,
  (segment: string) => `${ORDER_API_PATHS.scripts}/${segment}/0`,
  (segment: string) => `${ORDER_API_PATHS.scripts}/HC-200101-ZZZZ/${segment}`,
  // An item's dispensing label (decision 058).
  (segment: string) => `${LABEL_API_PATHS.label}/${segment}/0`,
  (segment: string) => `${LABEL_API_PATHS.label}/HC-200101-ZZZZ/${segment}`,
  (segment: string) => `${PATIENT_REQUEST_API_PATHS.patientRecords}/${segment}`,
  (segment: string) => `${PATIENT_REQUEST_API_PATHS.patientRecords}/${segment}/bundle`,
  // The admin's recorded looks (decision 039).
  (segment: string) => `${ORDER_API_PATHS.detail}/${segment}`,
  (segment: string) => `${ORDER_API_PATHS.worksheet}/${segment}`,
  (segment: string) => `${ORDER_QUESTION_API_PATHS.thread}/${segment}`,
  // One breach, opened through the function (decision 063).
  (segment: string) => `${BREACH_API_PATHS.breaches}/${segment}`,
  // The billing settings for a prescriber's staff (decision 077).
  (segment: string) => `${BILLING_API_PATHS.prescribers}/${segment}/billing-settings`,
  // The open clinic account of the prescriber a staff member works for (decision 083).
  (segment: string) => `${CLINIC_ACCOUNT_API_PATHS.prescribers}/${segment}/clinic-account`,
  // A patient's course (decision 053): their prescriber's, or an admin's recorded look.
  (segment: string) => `${COURSE_API_PATHS.course}/${segment}`,
  // An order's invoice and its PDF (decision 078): its prescriber's, their staff's or an admin's.
  (segment: string) => `${INVOICE_API_PATHS.invoice}/${segment}`,
  (segment: string) => `${INVOICE_API_PATHS.pdf}/${segment}`,
  // A clinic account's statement (the admin's or its prescriber's) and the Xero export (the admin's; decision 081).
  (segment: string) => `${STATEMENT_API_PATHS.pdf}/${segment}/2000-01`,
  (segment: string) => `${STATEMENT_API_PATHS.pdf}/no-such-account/${segment}`,
  (segment: string) => `${STATEMENT_API_PATHS.xero}/${segment}/invoices`,
  (segment: string) => `${STATEMENT_API_PATHS.xero}/2000-01/${segment}`,
];

/**
 * GET endpoints that read their query string: each parameter with a few hostile values
 * (a few: each admin attempt at the export counts, reads and records), and given twice.
 */
const QUERY_ENDPOINTS = [
  { path: ADMIN_API_PATHS.practitionersExport, params: ['q', 'status', 'role', 'from', 'to', 'dob', 'sort', 'dir'] },
  { path: `${COURSE_API_PATHS.course}/NoSuchPatient0000000`, params: ['after'] },
  // The orders queue and its count, read through the function (decision 063): each admin page is recorded.
  { path: ORDER_API_PATHS.list, params: ['status', 'questions', 'original', 'supply', 'q', 'from', 'to', 'after'] },
  { path: ORDER_API_PATHS.count, params: ['status', 'questions', 'original', 'supply', 'q', 'from', 'to'] },
];
const HOSTILE_QUERY_VALUES = ['%00', '%E2%80%AE', '%F0%9F%98%80', 'x'.repeat(1500)];

interface Attempt {
  label: string;
  path: string;
  options: RequestOptions;
}

/** Every JSON endpoint with each field replaced, missing, and with broken bodies. */
function jsonAttempts(endpoints: JsonEndpoint[] = JSON_ENDPOINTS): Attempt[] {
  const attempts: Attempt[] = [];
  for (const endpoint of endpoints) {
    const { method, path, body, headers = {} } = endpoint;
    attempts.push({ label: `${method} ${path} as is`, path, options: { method, body, headers } });
    if (method === 'GET') continue;
    for (const field of Object.keys(body ?? {})) {
      const { [field]: _dropped, ...rest } = body ?? {};
      attempts.push({ label: `${path} without ${field}`, path, options: { method, body: rest, headers } });
      for (const value of HOSTILE_VALUES) {
        attempts.push({
          label: `${path} ${field}=${JSON.stringify(value)?.slice(0, 40)}`,
          path,
          options: { method, body: { ...body, [field]: value }, headers },
        });
      }
    }
    for (const raw of ['{bad json', '[]', 'null', '"text"', '{"a":'.repeat(200)]) {
      attempts.push({
        label: `${path} body ${raw.slice(0, 20)}`,
        path,
        options: { method, body: raw, headers: { ...headers, 'Content-Type': 'application/json' } },
      });
    }
    attempts.push({
      label: `${path} a 300 KB body (the JSON limit is 100 KB)`,
      path,
      options: { method, body: { ...body, padding: 'x'.repeat(300 * 1024) }, headers },
    });
    attempts.push({
      label: `${path} as a form`,
      path,
      options: { method, body: 'a=1&b=2', headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' } },
    });
  }
  return attempts;
}

/**
 * Hostile IDs in the paths and hostile values in the queries of the routes that read them.
 * Sent once, by the first test: the battery's other tests send their own routes' paths.
 */
function pathAndQueryAttempts(): Attempt[] {
  const attempts: Attempt[] = [];
  for (const endpoint of PATH_ENDPOINTS) {
    for (const segment of HOSTILE_SEGMENTS) {
      const path = endpoint(segment);
      attempts.push({ label: `GET ${path.slice(0, 80)}`, path, options: { method: 'GET' } });
    }
  }
  for (const { path, params } of QUERY_ENDPOINTS) {
    for (const param of params) {
      for (const value of HOSTILE_QUERY_VALUES) {
        const url = `${path}?${param}=${value}`;
        attempts.push({ label: `GET ${url.slice(0, 80)}`, path: url, options: { method: 'GET' } });
      }
      attempts.push({ label: `GET ${path}?${param} twice`, path: `${path}?${param}=a&${param}=b`, options: { method: 'GET' } });
    }
  }
  return attempts;
}

/** Broken multipart for the two upload endpoints. */
function multipartAttempts(path: string): Attempt[] {
  const boundary = '----hostile';
  const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const bodies: [string, string, string][] = [
    ['no boundary', 'multipart/form-data', part('a', 'b')],
    ['a truncated body', `multipart/form-data; boundary=${boundary}`, part('subject', 'x').slice(0, 30)],
    ['no closing boundary', `multipart/form-data; boundary=${boundary}`, part('subject', 'x')],
    ['a field name of 10,000 characters', `multipart/form-data; boundary=${boundary}`, `${part('n'.repeat(10_000), 'x')}--${boundary}--\r\n`],
    ['1,000 fields', `multipart/form-data; boundary=${boundary}`, `${Array.from({ length: 1000 }, (_, i) => part(`f${i}`, 'x')).join('')}--${boundary}--\r\n`],
    [
      'a file part without a file name',
      `multipart/form-data; boundary=${boundary}`,
      `--${boundary}\r\nContent-Disposition: form-data; name="file"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n--${boundary}--\r\n`,
    ],
    ['a JSON body', 'application/json', '{"subject":"x"}'],
    ['plain text', 'text/plain', 'hello'],
  ];
  return bodies.map(([label, contentType, body]) => ({
    label: `POST ${path} with ${label}`,
    path,
    // The order submit reads its Idempotency-Key first: a valid one, so that the body is read (the enquiry ignores it).
    options: { method: 'POST', body, headers: { 'Content-Type': contentType, [ORDER_IDEMPOTENCY_HEADER]: randomUUID() } },
  }));
}

/** Headers the API reads besides Authorization: each endpoint that reads one, and a body to send with it. */
const HEADER_ENDPOINTS: { path: string; header: string; body: () => FormData | Record<string, unknown> }[] = [
  { path: ORDER_API_PATHS.submit, header: ORDER_IDEMPOTENCY_HEADER, body: () => madeUpCartForm() },
  // Record supply's key (decision 065), on an order that does not exist.
  { path: COURSE_API_PATHS.supplies, header: ORDER_IDEMPOTENCY_HEADER, body: () => ({ requestId: 'HC-200101-ZZZZ', itemIndex: 0 }) },
];

/** A well-formed cart of nothing the catalogue has: an allowed request makes no order. */
function madeUpCartForm(): FormData {
  const form = new FormData();
  const item = wireLine({ condition: 'no-such', conditionLabel: '', formula: 'no-such', formulaLabel: '', strength: '', amount: '', directions: 'Apply twice daily', patientId: 'no-such-patient' });
  form.append(ORDER_FORM_FIELDS.cart, JSON.stringify([item]));
  return form;
}

/** Each header the API reads, with each hostile value. */
function headerAttempts(): Attempt[] {
  return HEADER_ENDPOINTS.flatMap(({ path, header, body }) =>
    HOSTILE_HEADER_VALUES.map((value) => ({
      label: `POST ${path} with ${header}: ${value.slice(0, 40)}`,
      path,
      options: { method: 'POST', body: body(), headers: { [header]: value } },
    })),
  );
}

/** Order carts that are not carts. */
function cartAttempts(): Attempt[] {
  const carts = ['', 'not json', '{}', '[]', 'null', '[null]', '[{}]', JSON.stringify([{ quantity: -1 }]), JSON.stringify([{ quantity: 'many' }]), `[${'{},'.repeat(500)}{}]`, JSON.stringify([{ condition: '../..', formula: '<script>', strength: '😀', amount: '\u202E', quantity: 1, scriptMethod: 'upload' }])];
  // Carts of catalogue-shaped items whose patient is no patient (the patient is checked after the catalogue).
  const item = JSON.parse(madeUpCartForm().get(ORDER_FORM_FIELDS.cart) as string)[0] as Record<string, unknown>;
  // A few, not every hostile value: the patient ID is one zod check before one Firestore read, and the battery is near its budget.
  for (const patientId of ['', '../..', '__proto__', 'x'.repeat(5000), null, { $gt: '' }]) carts.push(JSON.stringify([{ ...item, patientId }]));
  // Schedule 8 and e-script token fields (issue 24) on the demo catalogue's S8 formula: its checks run before the patient's.
  const s8 = { ...item, condition: 'pain', formula: 'ketamine-transdermal-cream', strength: '5%', amount: '30g', scriptMethod: 'upload', scriptFileName: '', escriptToken: '1XPR352VP3QCX7BJD6', s8AuthorityNumber: 'AU123456', repeatIntervalDays: 28 };
  for (const value of ['', '../..', '__proto__', '\u202Eevil\u202C', 'x'.repeat(5000), null, -1, 1e308, 2.5, { $gt: '' }, ['AU123456']]) {
    for (const field of ['s8AuthorityNumber', 'repeatIntervalDays', 'escriptToken']) carts.push(JSON.stringify([{ ...s8, [field]: value }]));
  }
  carts.push(JSON.stringify([s8, { ...s8, escriptToken: '1xpr-352v-p3qc-x7bj-d6' }]));
  // Directions and days' supply (issue 25): checked with the cart's form, before the catalogue.
  for (const value of ['', '\u202Eevil\u202C', 'x'.repeat(5000), null, 1e308, { $gt: '' }]) {
    for (const field of ['directions', 'daysSupply']) carts.push(JSON.stringify([{ ...item, [field]: value }]));
  }
  return carts.map((cart) => {
    const form = new FormData();
    form.append(ORDER_FORM_FIELDS.cart, cart);
    form.append(ORDER_FORM_FIELDS.totalItems, 'NaN');
    return {
      label: `submit with cart ${cart.slice(0, 30)}`,
      path: ORDER_API_PATHS.submit,
      // A valid key, so that the cart itself is read.
      options: { method: 'POST', body: form, headers: { [ORDER_IDEMPOTENCY_HEADER]: randomUUID() } },
    };
  });
}

/** Questions and answers with hostile text in each field, about an order that does not exist (nothing is stored). */
function threadAttempts(): Attempt[] {
  const values = ['', '../..', '__proto__', '\u202Eevil\u202C', '\u0000', '😀', 'x'.repeat(5000)];
  const fields = { [ORDER_QUESTION_FIELDS.requestId]: 'HC-200101-ZZZZ', [ORDER_QUESTION_FIELDS.text]: 'Which base?' };
  const files = (segment: string) => [
    `${ORDER_QUESTION_API_PATHS.files}/${segment}/no-such-message`,
    `${ORDER_QUESTION_API_PATHS.files}/HC-200101-ZZZZ/${segment}`,
  ];
  const downloads = HOSTILE_SEGMENTS.flatMap(files).map((path) => ({ label: `GET ${path.slice(0, 80)}`, path, options: { method: 'GET' } }));
  return [ORDER_QUESTION_API_PATHS.ask, ORDER_QUESTION_API_PATHS.answer].flatMap((path) => [
    ...multipartAttempts(path),
    ...Object.keys(fields).flatMap((field) =>
      values.map((value) => {
        const form = new FormData();
        for (const [name, text] of Object.entries({ ...fields, [field]: value })) form.append(name, text);
        return { label: `POST ${path} ${field}=${JSON.stringify(value).slice(0, 40)}`, path, options: { method: 'POST', body: form } };
      }),
    ),
  ]).concat(downloads);
}

/** Enquiry forms with hostile text in each field (rate limits are reset between them). */
function enquiryForms(): FormData[] {
  const fields = ['subject', 'firstName', 'lastName', 'email', 'contactNumber'] as const;
  const forms: FormData[] = [];
  for (const field of fields) {
    for (const value of ['', '../..', '\u202Eevil', 'x'.repeat(5000), '<script>alert(1)</script>', 'Click https://pay.example']) {
      forms.push(enquiryForm('contact', { email: 'hostile@example.test', [field]: value }));
    }
  }
  return forms;
}

/**
 * Who calls, by how far the auth guard lets them: a visitor and a garbage token are refused
 * on every route that needs a sign-in (401); a pending or rejected practitioner on every
 * route that needs an approved practitioner, staff or an admin (403); a prescriber or a
 * staff member on the admin's routes (403); an admin nowhere.
 */
type CallerKind = 'visitor' | 'bad-token' | 'signed-in' | 'prescriber' | 'staff' | 'admin';

interface Caller {
  name: string;
  kind: CallerKind;
  idToken?: string;
}

/**
 * Routes that need no sign-in and never read the Authorization header (checked in each
 * router): the visitor's request is the only kind there is, so the visitor sends them
 * every malformed request.
 */
const PUBLIC_ROUTES = [
  /^\/api\/health$/,
  /^\/api\/verify-email$/,
  /^\/api\/password-reset$/,
  /^\/api\/staff-invitations\/accept$/,
  /^\/api\/enquiry$/,
  /^\/api\/track\//,
  // The patient's pay page and its checkout (the token is the key), and Stripe's webhook (its signature is): decision 079.
  /^\/api\/invoice-payments\//,
  /^\/api\/stripe-webhook$/,
  // The emulators' dev routes (mounted only there).
  /^\/api\/dev\//,
];
/** Routes behind requireCaller alone, whatever the caller's role or status: a pending or rejected practitioner reaches the body. */
const SIGNED_IN_ROUTES = [/^\/api\/me$/, /^\/api\/send-verification-email$/];
/**
 * Onboarding reads its body only for a verified newcomer with no record and no stored
 * registration; anyone with a record is answered 200 (created: false) before the body is
 * read. None of the callers here is such a newcomer (their first well-formed attempt would
 * onboard them), so each sends it one attempt; its malformed details are refused in
 * functions/src/features/accounts/onboarding-and-reset.test.ts.
 */
const ONBOARDING_ROUTES = [/^\/api\/onboard-practitioner$/];
/** Routes behind requireAdmin before anything is read: a prescriber or a staff member is refused (403). */
const ADMIN_ROUTES: { method?: string; path: RegExp }[] = [
  { path: /^\/api\/breaches(\/|$)/ },
  { path: /^\/api\/consignments(\/|$)/ },
  { path: /^\/api\/consignment-manifests$/ },
  // The admin's missing prices that issue an invoice (decision 078).
  { path: /^\/api\/order-invoice-(prices|payments|pay-links)\// },
  // Clinic accounts, their balances and the Xero export (decision 081).
  { path: /^\/api\/(clinic-accounts|clinic-account-balances)$/ },
  { path: /^\/api\/(clinic-account-closures|xero-exports)\// },
  { path: /^\/api\/(practitioner-status-notify|delete-user|practitioners-export|google-sheet-config|sync-google-sheet|enquiry-state|pharmacy-overview|admin-second-factor|admin-mobile|admins|order-supplies)$/ },
  // Behind requireCaller and its rate limits, the role checked in the handler before the body (403 for anyone but an admin; decision 066).
  { path: /^\/api\/admin-mobile\/confirm$/ },
  { path: /^\/api\/enquiry-attachments\// },
  { path: /^\/api\/staff-members\// },
  { method: 'POST', path: /^\/api\/protocols$/ },
  { method: 'DELETE', path: /^\/api\/protocols\// },
];

type RouteKind = 'public' | 'signed-in' | 'onboarding' | 'admin' | 'guarded';

function routeKind(attempt: Attempt): RouteKind {
  const path = attempt.path.split('?')[0]!;
  const method = attempt.options.method ?? 'GET';
  if (PUBLIC_ROUTES.some((route) => route.test(path))) return 'public';
  if (SIGNED_IN_ROUTES.some((route) => route.test(path))) return 'signed-in';
  if (ONBOARDING_ROUTES.some((route) => route.test(path))) return 'onboarding';
  if (ADMIN_ROUTES.some((route) => route.path.test(path) && (route.method === undefined || route.method === method))) return 'admin';
  return 'guarded';
}

/** Whether the caller's requests reach the route's body; if not, the guard refuses them first (public routes: the visitor's stand for everyone's). */
function reachesBody(kind: CallerKind, route: RouteKind): boolean {
  switch (route) {
    case 'public':
      return kind === 'visitor';
    case 'signed-in':
      return kind !== 'visitor' && kind !== 'bad-token';
    case 'onboarding':
      return false;
    case 'admin':
      return kind === 'admin';
    case 'guarded':
      return kind === 'prescriber' || kind === 'staff' || kind === 'admin';
  }
}

/** Path segments that stand for an ID (the hostile ones and the made-up ones): one route, whatever the ID. */
const ID_SEGMENTS = new Set([...HOSTILE_SEGMENTS, '..', 'no-such-user', 'no-such-draft', 'no-such-patient', 'no-such-favourite', 'no-such-breach', 'no-such-account', '__proto__']);

/** The route an attempt is sent to: its method and path, without the query, with any ID as `:id`. */
function routeOf(attempt: Attempt): string {
  const path = attempt.path.split('?')[0]!;
  return `${attempt.options.method ?? 'GET'} ${path.split('/').map((segment) => (ID_SEGMENTS.has(segment) ? ':id' : segment)).join('/')}`;
}

/**
 * Whether an attempt can stand for the route's malformed requests when the guard should
 * refuse them: broken, but not in a way refused before the guard (a raw body goes to the
 * JSON parser first, an oversized one to the size limit), and not the well-formed one.
 */
function isProbe(attempt: Attempt): boolean {
  const { body } = attempt.options;
  if (typeof body === 'string') return false;
  if (body !== undefined && !(body instanceof FormData) && JSON.stringify(body).length > 10_000) return false;
  return !attempt.label.endsWith(' as is');
}

/**
 * The battery from these callers: every attempt from each caller whose requests reach the
 * route's body; from each caller the guard refuses, one malformed attempt per route (the
 * first that isProbe), which must be refused with a 401
 * or 403 (on a public route, where the token is not read, answered below 500). Returns
 * every 5xx, and every refusal that was not one.
 */
async function battery(attempts: Attempt[], from: Caller[]): Promise<string[]> {
  const probes = new Map<string, Attempt>();
  for (const attempt of attempts) {
    const route = routeOf(attempt);
    const probe = probes.get(route);
    if (!probe || (!isProbe(probe) && isProbe(attempt))) probes.set(route, attempt);
  }
  const full: Attempt[] = [];
  const guardChecks: Attempt[] = [];
  const onboarding: Attempt[] = [];
  for (const caller of from) {
    const as = (attempt: Attempt): Attempt => ({ ...attempt, label: `${attempt.label} (${caller.name})`, options: { ...attempt.options, idToken: caller.idToken } });
    for (const attempt of attempts) if (reachesBody(caller.kind, routeKind(attempt))) full.push(as(attempt));
    for (const attempt of probes.values()) {
      const kind = routeKind(attempt);
      if (reachesBody(caller.kind, kind)) continue;
      if (kind === 'public') full.push(as(attempt));
      else if (kind === 'onboarding') onboarding.push(as(attempt));
      else guardChecks.push(as(attempt));
    }
  }
  return [...(await serverErrors(full)), ...(await answersOtherThan(guardChecks, [401, 403])), ...(await answersOtherThan(onboarding, [200, 401]))];
}

let callers: Caller[] = [];

beforeAll(async () => {
  const [approved, pending, rejected, admin] = await Promise.all([
    createPrescriber(),
    createPractitioner('pending'),
    createPractitioner('rejected'),
    createAdmin(),
  ]);
  const token = (user: TestUser) => user.idToken;
  callers = [
    { name: 'a visitor', kind: 'visitor' },
    { name: 'an approved practitioner', kind: 'prescriber', idToken: token(approved) },
    { name: 'a pending practitioner', kind: 'signed-in', idToken: token(pending) },
    { name: 'a rejected practitioner', kind: 'signed-in', idToken: token(rejected) },
    { name: 'an admin', kind: 'admin', idToken: token(admin) },
    { name: 'a garbage token', kind: 'bad-token', idToken: '../..' },
  ];
}, 60_000);

afterAll(async () => {
  await deleteTestEnquiries();
  await resetRateLimits();
  // Some hostile values are valid settings (a legal name of '<script>…', payment terms of 0
  // days): the admin's saves are kept, so the pharmacy goes back to its defaults for the
  // tests after this one (invoices read the name, the fees and the terms).
  await adminDb().collection(ADMIN_COLLECTIONS.settings).doc(BILLING_SETTINGS_DOC).delete();
  await deleteTestUsers();
  await closeAdmin();
});

/** The running test's signal: vitest aborts it when the test runs out of time. */
let runningTest: AbortSignal | undefined;
beforeEach(({ signal }) => {
  runningTest = signal;
});

/**
 * Sends the attempts a few at a time and describes every answer `isBad` picks out: one pool
 * of workers over the list, so a busy machine is not sent more than it can take.
 */
async function badAnswers(attempts: Attempt[], isBad: (status: number) => boolean, describe: (status: number) => string, concurrency = 6): Promise<string[]> {
  const bad: string[] = [];
  let next = 0;
  // A test that ran out of time stops sending: its requests would otherwise go on beside the next test's.
  const stopped = runningTest;
  async function worker() {
    while (next < attempts.length && !stopped?.aborted) {
      const attempt = attempts[next++]!;
      const response = await request(attempt.path, attempt.options);
      if (isBad(response.status)) bad.push(`${describe(response.status)} for ${attempt.label}: ${response.text.slice(0, 120)}`);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return bad;
}

/** Every attempt answered with a server error (5xx). */
const serverErrors = (attempts: Attempt[], concurrency = 6) => badAnswers(attempts, (status) => status >= 500, String, concurrency);

/** Every attempt answered otherwise than with one of `statuses`. */
const answersOtherThan = (attempts: Attempt[], statuses: number[]) =>
  badAnswers(attempts, (status) => !statuses.includes(status), (status) => `${status} (not ${statuses.join(' or ')})`);

test(
  'several hundred malformed JSON bodies, from every kind of caller, get no answer of 500',
  async () => {
    const attempts = jsonAttempts();
    expect(attempts.length).toBeGreaterThan(300);
    expect(await battery(attempts, callers)).toEqual([]);
  },
  // Small requests through Hosting and the Functions emulator, six at a time. The three tests
  // here were one until 29 November, which took 70 s on the busy 2-core machine (decision
  // 071), 122 s on CI and 143 s beside two other stacks: each part now has its own budget.
  // This part is most of the work: 94 s on its own on the shared machine at load 4, 139 s in
  // the fresh-clone run with one core kept busy.
  240_000,
);

test(
  'hostile IDs in paths and hostile query values, from every kind of caller, get no answer of 500',
  async () => {
    const attempts = pathAndQueryAttempts();
    expect(attempts.length).toBeGreaterThan(200);
    expect(await battery(attempts, callers)).toEqual([]);
  },
  120_000,
);

test(
  'malformed carts, headers and multipart orders, from every kind of caller, get no answer of 500',
  async () => {
    const attempts = [...cartAttempts(), ...headerAttempts(), ...multipartAttempts(ORDER_API_PATHS.submit)];
    expect(attempts.length).toBeGreaterThan(50);
    expect(await battery(attempts, callers)).toEqual([]);
  },
  // Each a multipart order parsed by the uploads function: the heavier requests of the two.
  120_000,
);

/** The breach register's requests, and its update with hostile IDs in the path. */
function breachAttempts(): Attempt[] {
  const paths = HOSTILE_SEGMENTS.map((segment) => `${BREACH_API_PATHS.breaches}/${segment}`);
  return [
    ...jsonAttempts(BREACH_ENDPOINTS),
    ...paths.map((path) => ({ label: `PUT ${path.slice(0, 80)}`, path, options: { method: 'PUT', body: BREACH_BODY } })),
  ];
}

test(
  'malformed breach register requests, from an admin, a practitioner and a visitor, get no answer of 500',
  async () => {
    const attempts = breachAttempts();
    expect(attempts.length).toBeGreaterThan(200);
    const from = callers.filter((caller) => ['an admin', 'an approved practitioner', 'a visitor'].includes(caller.name));
    expect(await battery(attempts, from)).toEqual([]);
  },
  // Small requests through Hosting and the Functions emulator, six at a time: 10 s on the busy 2-core machine (decision 071).
  60_000,
);

/**
 * Consignments (issue 33, decision 059): the dispatch and the proof of delivery about orders
 * and a consignment that do not exist (nothing is stored), every path that names one, the
 * list's and the manifest's queries, the patient's tracking link and the dev jobs.
 */
const CONSIGNMENT_ENDPOINTS: JsonEndpoint[] = [
  {
    method: 'POST',
    path: CONSIGNMENT_API_PATHS.consignments,
    body: { requestIds: ['HC-200101-ZZZZ'], method: 'courier', trackingNumber: 'CR12345678', bookWithCarrier: false, authorityToLeave: false, signatureRequired: true, collectedBy: '', idSeen: '' },
  },
  {
    method: 'POST',
    path: `${CONSIGNMENT_API_PATHS.consignments}/CN-200101-ZZZZ${CONSIGNMENT_API_PATHS.proofOfDeliverySuffix}`,
    body: { signedBy: 'Jane Citizen', signedAt: '2026-01-01T10:00:00+11:00', idSeen: 'Licence 123' },
  },
  // An order that does not exist, priced by an admin (decision 078).
  { method: 'POST', path: `${INVOICE_API_PATHS.prices}/HC-200101-ZZZZ`, body: { prices: [{ itemIndex: 0, unitCents: 2450, gst: 'gst_free' }] } },
  { method: 'POST', path: `${INVOICE_API_PATHS.payments}/HC-200101-ZZZZ`, body: { kind: 'refund', method: 'cash', amountCents: 2450, on: '2000-01-01', reason: 'Returned unopened' } },
  // Emulators only: the invoices' retry job, which reads no body.
  { method: 'POST', path: INVOICE_API_PATHS.devRetry, body: {} },
  // Emulators only: as of 2000 nothing is tracked or overdue.
  { method: 'POST', path: CONSIGNMENT_API_PATHS.devTracking, body: { now: '2000-01-01T00:00:00.000Z' } },
  { method: 'POST', path: CONSIGNMENT_API_PATHS.devReceiptReminders, body: { now: '2000-01-01T00:00:00.000Z' } },
];

function consignmentAttempts(): Attempt[] {
  const get = (path: string) => ({ label: `GET ${path.slice(0, 80)}`, path, options: { method: 'GET' } });
  const paths = HOSTILE_SEGMENTS.flatMap((segment) => [
    `${CONSIGNMENT_API_PATHS.consignments}/${segment}`,
    `${CONSIGNMENT_API_PATHS.consignments}/${segment}${CONSIGNMENT_API_PATHS.carrierLabelSuffix}`,
    `${CONSIGNMENT_API_PATHS.orderConsignment}/${segment}`,
  ]);
  const proofs = HOSTILE_SEGMENTS.map((segment) => `${CONSIGNMENT_API_PATHS.consignments}/${segment}${CONSIGNMENT_API_PATHS.proofOfDeliverySuffix}`);
  const invoicePrices = HOSTILE_SEGMENTS.flatMap((segment) => [`${INVOICE_API_PATHS.prices}/${segment}`, `${INVOICE_API_PATHS.payments}/${segment}`]);
  const queries = [
    ...['filter'].flatMap((param) => [...HOSTILE_QUERY_VALUES.map((value) => `${CONSIGNMENT_API_PATHS.consignments}?${param}=${value}`), `${CONSIGNMENT_API_PATHS.consignments}?${param}=a&${param}=b`]),
    ...['date', 'method', 'format'].flatMap((param) => [
      ...HOSTILE_QUERY_VALUES.map((value) => `${CONSIGNMENT_API_PATHS.manifest}?date=2000-01-01&method=courier&${param}=${value}`),
      `${CONSIGNMENT_API_PATHS.manifest}?date=2000-01-01&method=courier&${param}=a&${param}=b`,
    ]),
  ];
  return [
    ...jsonAttempts(CONSIGNMENT_ENDPOINTS),
    ...paths.map(get),
    ...queries.map(get),
    ...proofs.map((path) => ({ label: `POST ${path.slice(0, 80)}`, path, options: { method: 'POST', body: CONSIGNMENT_ENDPOINTS[1]!.body } })),
    ...invoicePrices.map((path) => ({ label: `POST ${path.slice(0, 80)}`, path, options: { method: 'POST', body: CONSIGNMENT_ENDPOINTS[2]!.body } })),
  ];
}

test(
  'malformed consignment requests, from an admin, a practitioner and a visitor, get no answer of 500',
  async () => {
    const attempts = consignmentAttempts();
    expect(attempts.length).toBeGreaterThan(150);
    const from = callers.filter((caller) => ['an admin', 'an approved practitioner', 'a visitor'].includes(caller.name));
    // The patient's tracking link (no sign-in): hostile tokens, under its limit of 60 an hour.
    await resetRateLimits();
    const tracking = HOSTILE_SEGMENTS.map((segment) => ({ label: `GET track/${segment.slice(0, 40)}`, path: `${CONSIGNMENT_API_PATHS.track}/${segment}`, options: { method: 'GET' } }));
    expect(await battery([...attempts, ...tracking], from)).toEqual([]);
    await resetRateLimits();
  },
  // Small requests through Hosting and the Functions emulator, six at a time: 9 s on the busy 2-core machine (decision 071).
  60_000,
);

/**
 * Paying by card (issue 34 part 6, decision 079): the admin's "Send the pay link again" for
 * orders that do not exist and hostile IDs, Stripe's webhook with malformed events and no
 * signature, and the patient's pay page and checkout with hostile tokens.
 */
const PAY_ENDPOINTS: JsonEndpoint[] = [
  { method: 'POST', path: `${INVOICE_API_PATHS.payLinks}/HC-200101-ZZZZ`, body: {} },
  { method: 'POST', path: INVOICE_API_PATHS.stripeWebhook, body: { id: 'evt_1', object: 'event', type: 'checkout.session.completed', data: { object: { id: 'cs_1', client_reference_id: 'INV-000001', amount_total: 100 } } } },
];

function payAttempts(): Attempt[] {
  return [
    ...jsonAttempts(PAY_ENDPOINTS),
    ...HOSTILE_SEGMENTS.flatMap((segment) => [
      { label: `POST pay-links/${segment.slice(0, 40)}`, path: `${INVOICE_API_PATHS.payLinks}/${segment}`, options: { method: 'POST', body: {} } },
      { label: `GET pay/${segment.slice(0, 40)}`, path: `${INVOICE_API_PATHS.byCard}/${segment}`, options: { method: 'GET' } },
      { label: `POST pay/${segment.slice(0, 40)}/checkout`, path: `${INVOICE_API_PATHS.byCard}/${segment}/checkout`, options: { method: 'POST', body: { anything: segment } } },
    ]),
  ];
}

test(
  'malformed pay-by-card requests (pay links, the pay page, the checkout and Stripe\'s webhook), from an admin, a practitioner and a visitor, get no answer of 500',
  async () => {
    const attempts = payAttempts();
    expect(attempts.length).toBeGreaterThan(60);
    const from = callers.filter((caller) => ['an admin', 'an approved practitioner', 'a visitor'].includes(caller.name));
    // The pay page and its checkout count per client, 60 an hour each: start afresh.
    await resetRateLimits();
    expect(await battery(attempts, from)).toEqual([]);
    await resetRateLimits();
  },
  120_000,
);

test(
  'malformed questions and answers on orders, and their file downloads, from every kind of caller, get no answer of 500',
  async () => {
    expect(await battery(threadAttempts(), callers)).toEqual([]);
  },
  // Small requests through Hosting and the Functions emulator, six at a time: 1.5 s on the busy 2-core machine (decision 071).
  60_000,
);

test(
  'malformed enquiry uploads are refused with a 4xx, never a 500',
  async () => {
    const errors: string[] = [];
    const refusals = new Set<number>();
    const forms = enquiryForms();
    const broken = multipartAttempts('/api/enquiry');
    // The enquiry limit counts every request (10 an hour per client): start each batch afresh.
    for (let start = 0; start < forms.length; start += 8) {
      await resetRateLimits();
      for (const form of forms.slice(start, start + 8)) {
        const response = await postEnquiry(form);
        refusals.add(response.status);
        if (response.status >= 500) errors.push(`${response.status}: ${response.text.slice(0, 120)}`);
      }
    }
    await resetRateLimits();
    errors.push(...(await serverErrors(broken, 1)));
    expect(errors).toEqual([]);
    // Every hostile form was refused as bad input, not accepted.
    expect([...refusals]).toEqual([400]);
  },
  120_000,
);

/** A patient form of the right shape: each field is replaced in turn by each hostile value. */
const PATIENT_BODY = {
  givenName: 'Jane',
  familyName: 'Citizen',
  dateOfBirth: '1980-03-15',
  phone: '0412 345 678',
  notes: '',
  deliveryMethod: 'delivery',
  street: '1 Darling Street',
  suburb: 'Balmain',
  state: 'NSW',
  postcode: '2041',
};

test(
  'malformed patient saves and patient IDs get no answer of 500',
  async () => {
    const attempts: Attempt[] = [];
    const put = (segment: string) => `${PATIENT_API_PATHS.patients}/${segment}`;
    for (const field of Object.keys(PATIENT_BODY)) {
      for (const value of HOSTILE_VALUES) {
        attempts.push({ label: `POST patients ${field}=${JSON.stringify(value)?.slice(0, 40)}`, path: PATIENT_API_PATHS.patients, options: { method: 'POST', body: { ...PATIENT_BODY, [field]: value } } });
      }
    }
    for (const raw of ['{bad json', '[]', 'null', '"text"']) {
      attempts.push({ label: `POST patients body ${raw}`, path: PATIENT_API_PATHS.patients, options: { method: 'POST', body: raw, headers: { 'Content-Type': 'application/json' } } });
    }
    for (const segment of [...HOSTILE_SEGMENTS, 'no-such-patient', '__proto__']) {
      attempts.push({ label: `PUT ${put(segment).slice(0, 80)}`, path: put(segment), options: { method: 'PUT', body: PATIENT_BODY } });
    }
    // The guard is every route's; past it, only callers who may save patients reach the parsing.
    expect(await battery(attempts, callers)).toEqual([]);
  },
  // Small requests through Hosting and the Functions emulator, six at a time: 5 s on the busy 2-core machine (decision 071).
  60_000,
);

test(
  'malformed clinic team requests (invitations, accepting, removing, suspending and reinstating staff, staff saving patients), from every kind of caller and a staff member, get no answer of 500',
  async () => {
    // A staff member of the approved practitioner, as accepting an invitation leaves them (decision 044).
    const prescriber = await createPrescriber();
    const staff = await createStaffMember(prescriber, 'Nina');
    try {
      const attempts: Attempt[] = [];
      const bodies: { path: string; method: string; body: Record<string, unknown> }[] = [
        // Invitations to an address of the example domain: an accepted one would only send mail to the outbox.
        { path: STAFF_API_PATHS.staffInvitations, method: 'POST', body: { name: 'Nina Patel', email: 'nobody@example.test' } },
        { path: STAFF_API_PATHS.acceptStaffInvitation, method: 'POST', body: { token: 'A'.repeat(43), password: 'Staff-password-2026' } },
        { path: prescriberPatientsPath(prescriber.uid), method: 'POST', body: PATIENT_BODY },
        { path: prescriberPatientsPath(prescriber.uid, 'no-such-patient'), method: 'PUT', body: PATIENT_BODY },
      ];
      for (const { path, method, body } of bodies) {
        for (const field of Object.keys(body)) {
          for (const value of HOSTILE_VALUES) {
            attempts.push({ label: `${method} ${path.slice(0, 60)} ${field}=${JSON.stringify(value)?.slice(0, 30)}`, path, options: { method, body: { ...body, [field]: value } } });
          }
        }
        for (const raw of ['{bad json', '[]', 'null', '"text"']) {
          attempts.push({ label: `${method} ${path.slice(0, 60)} body ${raw}`, path, options: { method, body: raw, headers: { 'Content-Type': 'application/json' } } });
        }
      }
      for (const segment of [...HOSTILE_SEGMENTS, 'no-such-user', '__proto__']) {
        attempts.push({ label: `remove ${segment.slice(0, 40)}`, path: `${STAFF_API_PATHS.staffLinks}/${segment}/remove`, options: { method: 'POST', body: {} } });
        attempts.push({ label: `suspend ${segment.slice(0, 40)}`, path: `${STAFF_API_PATHS.staffMembers}/${segment}/suspend`, options: { method: 'POST', body: {} } });
        attempts.push({ label: `reinstate ${segment.slice(0, 40)}`, path: `${STAFF_API_PATHS.staffMembers}/${segment}/reinstate`, options: { method: 'POST', body: {} } });
        const patients = `${STAFF_API_PATHS.prescribers}/${segment}/patients`;
        attempts.push({ label: `POST ${patients.slice(0, 60)}`, path: patients, options: { method: 'POST', body: PATIENT_BODY } });
        attempts.push({ label: `PUT ${prescriberPatientsPath(prescriber.uid).slice(0, 60)}/${segment.slice(0, 40)}`, path: `${prescriberPatientsPath(prescriber.uid)}/${segment}`, options: { method: 'PUT', body: PATIENT_BODY } });
      }
      const teamCallers: Caller[] = [
        ...callers.filter((caller) => ['a visitor', 'an approved practitioner', 'an admin', 'a garbage token'].includes(caller.name)),
        { name: 'the prescriber', kind: 'prescriber', idToken: prescriber.idToken },
        { name: 'a staff member', kind: 'staff', idToken: staff.idToken },
      ];
      expect(attempts.length).toBeGreaterThan(200);
      expect(await battery(attempts, teamCallers)).toEqual([]);
    } finally {
      const invitations = await adminDb().collection(STAFF_COLLECTIONS.staffInvitations).where('prescriberId', '==', prescriber.uid).get();
      await Promise.all(invitations.docs.map((doc) => doc.ref.delete()));
      await deletePatientsOf([prescriber.uid]);
    }
  },
  // Small requests through Hosting and the Functions emulator, six at a time: 21 s on the busy 2-core machine (decision 071).
  90_000,
);

/** An animal's patient form of the right shape (decision 048): each field is replaced in turn by each hostile value. */
const ANIMAL_BODY = {
  kind: 'animal',
  animalName: 'Biscuit',
  species: 'Dog',
  weightKg: '32.5',
  givenName: 'Rachel',
  familyName: 'Doyle',
  dateOfBirth: '',
  phone: '0412 345 678',
  notes: '',
  deliveryMethod: 'pickup',
};

test(
  'malformed animal patients (decision 048), from a veterinarian, an Ahpra prescriber and an admin, get no answer of 500',
  async () => {
    const vet = await createPrescriber({ kind: 'veterinarian' });
    try {
      const attempts: Attempt[] = [];
      for (const field of Object.keys(ANIMAL_BODY)) {
        for (const value of [...HOSTILE_VALUES, '-1', '0', '1e3', '99999', 'NaN', 1e308, -0.5]) {
          attempts.push({ label: `POST animal ${field}=${JSON.stringify(value)?.slice(0, 40)}`, path: PATIENT_API_PATHS.patients, options: { method: 'POST', body: { ...ANIMAL_BODY, [field]: value } } });
        }
      }
      const mayOrder: Caller[] = [
        { name: 'a veterinarian', kind: 'prescriber', idToken: vet.idToken },
        ...callers.filter((caller) => caller.name === 'an approved practitioner' || caller.name === 'an admin'),
      ];
      expect(await battery(attempts, mayOrder)).toEqual([]);
    } finally {
      await deletePatientsOf([vet.uid]);
    }
  },
  // Small requests through Hosting and the Functions emulator, six at a time: 7 s on the busy 2-core machine (decision 071).
  60_000,
);

test(
  'malformed order draft requests (saving, sending back, signing, script copies), from every kind of caller and a staff member, get no answer of 500',
  async () => {
    // A prescriber with a staff member and a draft that waits for their signature (decision 045).
    const prescriber = await createPrescriber();
    const staff = await createStaffMember(prescriber, 'Nina');
    const item = JSON.parse(madeUpCartForm().get(ORDER_FORM_FIELDS.cart) as string) as unknown[];
    const draft = adminDb().collection(ORDER_DRAFT_COLLECTION).doc();
    const person = { uid: staff.uid, name: 'Nina' };
    // Sent back: a sign is refused before anything is made of its made-up cart.
    await draft.set({ prescriberId: prescriber.uid, preparedBy: { ...person, email: staff.email }, status: 'sent_back', cart: item, notes: '', patients: [], scripts: [null], note: 'x', lastChangedBy: person, createdAt: new Date(), updatedAt: new Date(), orderRequestId: null, signedBy: null });
    try {
      const attempts: Attempt[] = [];
      const save = ORDER_DRAFT_API_PATHS.save;
      for (const query of [`for=${prescriber.uid}`, `draft=${draft.id}`]) {
        attempts.push(...multipartAttempts(`${save}?${query}`));
        attempts.push({ label: `POST ${save}?${query.slice(0, 10)} made-up cart`, path: `${save}?${query}`, options: { method: 'POST', body: madeUpCartForm() } });
        for (const cart of ['', 'not json', '[]', '[null]', JSON.stringify([{ quantity: -1 }])]) {
          const form = new FormData();
          form.append(ORDER_FORM_FIELDS.cart, cart);
          attempts.push({ label: `POST ${save}?${query.slice(0, 10)} cart ${cart.slice(0, 20)}`, path: `${save}?${query}`, options: { method: 'POST', body: form } });
        }
      }
      for (const param of ['for', 'draft']) {
        for (const value of [...HOSTILE_QUERY_VALUES, ...HOSTILE_SEGMENTS, '__proto__']) {
          attempts.push({ label: `POST ${save}?${param}=${value.slice(0, 30)}`, path: `${save}?${param}=${value}`, options: { method: 'POST', body: madeUpCartForm() } });
        }
        attempts.push({ label: `POST ${save}?${param} twice`, path: `${save}?${param}=a&${param}=b`, options: { method: 'POST', body: madeUpCartForm() } });
      }
      const bodies = [
        // The version opened (decision 064): the seeded draft predates versions, so it is 0.
        { path: ORDER_DRAFT_API_PATHS.sendBack, body: { draftId: draft.id, version: 0, note: 'Please change the strength.' } },
        // Who pays as the signing screen chose it (decision 083).
        { path: ORDER_DRAFT_API_PATHS.sign, body: { draftId: draft.id, version: 0, payer: 'patient' } },
      ];
      // A new draft's Idempotency-Key (decision 064): missing, malformed, oversized, repeated.
      for (const key of ['', 'not-a-uuid', 'x'.repeat(5000), '00000000-0000-0000-0000-00000000000g', '../../etc/passwd', randomUUID().toUpperCase()]) {
        attempts.push({
          label: `POST ${save}?for Idempotency-Key ${key.slice(0, 30)}`,
          path: `${save}?for=${prescriber.uid}`,
          options: { method: 'POST', body: madeUpCartForm(), headers: { [ORDER_IDEMPOTENCY_HEADER]: key } },
        });
      }
      // Staff reads through the function (decision 064): the patient search and the requests list.
      for (const value of [...HOSTILE_QUERY_VALUES, ...HOSTILE_SEGMENTS, '__proto__']) {
        const search = `${prescriberPatientsPath(prescriber.uid)}?${PATIENT_SEARCH_PARAM}=${value}`;
        attempts.push({ label: `GET ${search.slice(0, 80)}`, path: search, options: { method: 'GET' } });
      }
      attempts.push({ label: 'GET patient search twice', path: `${prescriberPatientsPath(prescriber.uid)}?${PATIENT_SEARCH_PARAM}=a&${PATIENT_SEARCH_PARAM}=b`, options: { method: 'GET' } });
      // My Requests' filters on the staff route (decision 069): each malformed one refused, never a 500.
      for (const query of ['status=lost', 'questions=maybe', 'status=a&status=b', `q=${'x'.repeat(201)}`, 'after=../x', 'after=HC-000101-ZZZZ', 'sort=createdAt', 'q[a]=b']) {
        attempts.push({ label: `GET staff requests ?${query.slice(0, 30)}`, path: `${prescriberOrdersPath(prescriber.uid)}?${query}`, options: { method: 'GET' } });
      }
      for (const { path, body } of bodies) {
        for (const field of Object.keys(body)) {
          for (const value of HOSTILE_VALUES) {
            attempts.push({ label: `POST ${path} ${field}=${JSON.stringify(value)?.slice(0, 30)}`, path, options: { method: 'POST', body: { ...body, [field]: value } } });
          }
        }
        for (const raw of ['{bad json', '[]', 'null', '"text"']) {
          attempts.push({ label: `POST ${path} body ${raw}`, path, options: { method: 'POST', body: raw, headers: { 'Content-Type': 'application/json' } } });
        }
      }
      for (const segment of [...HOSTILE_SEGMENTS, 'no-such-draft', '__proto__']) {
        const catalogue = `${STAFF_API_PATHS.prescribers}/${segment}/medication-database`;
        const staffReads = [
          `${STAFF_API_PATHS.prescribers}/${segment}/patients?${PATIENT_SEARCH_PARAM}=cit`,
          `${STAFF_API_PATHS.prescribers}/${segment}/order-requests`,
          // The prescriber's open clinic account, for a draft's "Who pays" (decision 083).
          `${CLINIC_ACCOUNT_API_PATHS.prescribers}/${segment}/clinic-account`,
        ];
        for (const path of [`${ORDER_DRAFT_API_PATHS.scripts}/${segment}/0`, `${ORDER_DRAFT_API_PATHS.scripts}/${draft.id}/${segment}`, catalogue, ...staffReads]) {
          attempts.push({ label: `GET ${path.slice(0, 80)}`, path, options: { method: 'GET' } });
        }
      }
      const draftCallers: Caller[] = [
        ...callers.filter((caller) => ['a visitor', 'an approved practitioner', 'an admin', 'a garbage token'].includes(caller.name)),
        { name: 'the prescriber', kind: 'prescriber', idToken: prescriber.idToken },
        { name: 'a staff member', kind: 'staff', idToken: staff.idToken },
      ];
      expect(attempts.length).toBeGreaterThan(200);
      expect(await battery(attempts, draftCallers)).toEqual([]);
      // Nothing hostile changed the draft or signed it.
      expect((await draft.get()).data()).toMatchObject({ status: 'sent_back', orderRequestId: null });
    } finally {
      await draft.delete();
    }
  },
  // Small requests through Hosting and the Functions emulator, six at a time: 9 s on the busy 2-core machine (decision 071).
  60_000,
);

/** A favourite's line of the right shape but not in any catalogue: a request that passes every check is refused (409), so nothing is stored. */
const FAVOURITE_LINE = { condition: 'dermatitis', formula: 'no-such-formula', strength: '1%', amount: '30g', directions: 'Apply twice daily', notes: '' };

/** Favourites and protocols (decision 054): hostile names, line fields and line lists. */
function favouriteBodyAttempts(): Attempt[] {
  const attempts: Attempt[] = [];
  const favourites = FAVOURITE_API_PATHS.favourites;
  const protocols = FAVOURITE_API_PATHS.protocols;
  for (const value of HOSTILE_VALUES) {
    const shown = JSON.stringify(value)?.slice(0, 40);
    attempts.push({ label: `POST favourites name=${shown}`, path: favourites, options: { method: 'POST', body: { name: value, line: FAVOURITE_LINE } } });
    attempts.push({ label: `POST favourites line=${shown}`, path: favourites, options: { method: 'POST', body: { name: 'Cream', line: value } } });
    attempts.push({ label: `POST protocols lines=${shown}`, path: protocols, options: { method: 'POST', body: { name: 'Protocol', audience: 'people', lines: value } } });
    // Whom it is for (decision 065): only people, animals or both.
    attempts.push({ label: `POST protocols audience=${shown}`, path: protocols, options: { method: 'POST', body: { name: 'Protocol', audience: value, lines: [FAVOURITE_LINE] } } });
    attempts.push({ label: `PUT favourites name=${shown}`, path: `${favourites}/no-such-favourite`, options: { method: 'PUT', body: { name: value } } });
    for (const field of Object.keys(FAVOURITE_LINE)) {
      const line = { ...FAVOURITE_LINE, [field]: value };
      attempts.push({ label: `POST favourites line.${field}=${shown}`, path: favourites, options: { method: 'POST', body: { name: 'Cream', line } } });
      attempts.push({ label: `POST protocols line.${field}=${shown}`, path: protocols, options: { method: 'POST', body: { name: 'Protocol', audience: 'animals', lines: [line] } } });
    }
  }
  attempts.push({ label: 'POST protocols 11 lines', path: protocols, options: { method: 'POST', body: { name: 'Protocol', audience: 'both', lines: Array(11).fill(FAVOURITE_LINE) } } });
  // The protocols for the caller (decision 065), with queries it does not read.
  for (const query of ['', '?audience=people', '?audience[$ne]=x', `?${'a'.repeat(1500)}=1`]) {
    attempts.push({ label: `GET protocols${query.slice(0, 30)}`, path: `${protocols}${query}`, options: { method: 'GET' } });
  }
  for (const raw of ['{bad json', '[]', 'null', '"text"']) {
    for (const path of [favourites, protocols]) {
      attempts.push({ label: `POST ${path} body ${raw}`, path, options: { method: 'POST', body: raw, headers: { 'Content-Type': 'application/json' } } });
    }
  }
  return attempts;
}

/** Favourites and protocols with hostile IDs in the path. */
function favouritePathAttempts(): Attempt[] {
  return [...HOSTILE_SEGMENTS, 'no-such-favourite', '__proto__'].flatMap((segment) => [
    { label: `PUT favourite ${segment.slice(0, 40)}`, path: `${FAVOURITE_API_PATHS.favourites}/${segment}`, options: { method: 'PUT', body: { name: 'Renamed' } } },
    { label: `DELETE favourite ${segment.slice(0, 40)}`, path: `${FAVOURITE_API_PATHS.favourites}/${segment}`, options: { method: 'DELETE' } },
    { label: `DELETE protocol ${segment.slice(0, 40)}`, path: `${FAVOURITE_API_PATHS.protocols}/${segment}`, options: { method: 'DELETE' } },
  ]);
}

test(
  'malformed favourites and protocols, from every kind of caller, get no answer of 500',
  async () => {
    // The guard is every route's; past it, only a prescriber (favourites) and an admin (both) reach the parsing.
    const attempts = [...favouriteBodyAttempts(), ...favouritePathAttempts()];
    expect(attempts.length).toBeGreaterThan(300);
    expect(await battery(attempts, callers)).toEqual([]);
  },
  // Small requests through Hosting and the Functions emulator, six at a time: 5.5 s on the busy 2-core machine (decision 071).
  60_000,
);
