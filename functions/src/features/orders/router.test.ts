import { randomUUID } from 'node:crypto';
import express from 'express';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PATIENT_ERROR_CODES,
  PATIENT_MESSAGES,
  AUDIT_ACTIONS,
  BUILT_IN_MEDICATION_DATABASE,
  ORDER_ERROR_CODES,
  ORDER_IDEMPOTENCY_HEADER,
  ORDER_MESSAGES,
  ORDER_REPLAYED_HEADER,
  type CartItemPayload,
  type UserRecord,
} from '@pharmacy/shared';
import { wireLine } from '@pharmacy/shared/testing';
import { SCRIPT_PDF, SCRIPT_PNG } from '../../../../tests/support/file-fixtures.ts';
import { orderRecord } from './testing/order-fixtures.ts';
import { stripApiPrefix } from '../../platform/http/app.ts';
import { createRequireCaller } from '../../platform/http/auth.ts';
import { createErrorHandler } from '../../platform/http/errors.ts';
import { startTestServer, type TestServer } from '../../platform/http/testing/test-server.ts';
import { FAKE_PATIENT_ID, createFakeOrderDeps, fakePatient, type FakeOrderWorld } from './testing/fake-deps.ts';
import { NO_SCRIPT } from './order-script-route.ts';
import { orderSubmitRouter, ordersRouter } from './router.ts';
import { everyAdminFactorOnRecord } from '../../platform/http/testing/admin-factors.ts';

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));

const NOW = new Date('2026-03-02T09:00:00+11:00');
const RECORDS: Record<string, UserRecord> = {
  alice: {
    firstName: 'Alice',
    lastName: 'Nguyen',
    email: 'alice@clinic.test',
    role: 'practitioner',
    status: 'approved',
    practitionerNumber: 'MED0001234567',
    clinicName: 'Balmain Family Clinic',
    clinicAddress: '1 Darling Street, Balmain NSW 2041',
  },
  pending: { firstName: 'Pia', lastName: 'Pending', email: 'pia@clinic.test', role: 'practitioner', status: 'pending' },
  admin: { firstName: 'Pat', lastName: 'Admin', email: 'pat@pharmacy.test', role: 'admin', status: 'approved' },
  /** An admin whose last sign-in was 31 minutes before NOW. */
  'stale-admin': { firstName: 'Sam', lastName: 'Admin', email: 'sam@pharmacy.test', role: 'admin', status: 'approved' },
};
const authTimeOf = (uid: string) => (uid === 'stale-admin' ? new Date(NOW.getTime() - 31 * 60_000) : NOW);

let server: TestServer;
let world: FakeOrderWorld;

beforeEach(async () => {
  const fake = createFakeOrderDeps();
  world = fake.world;
  const requireCaller = createRequireCaller({
    verifyIdToken: async (token) => {
      const uid = token.replace(/^token-/, '');
      return RECORDS[uid] ? { uid, email: RECORDS[uid].email, emailVerified: true, secondFactor: 'phone', secondFactorId: 'mobile', authTime: authTimeOf(uid) } : null;
    },
    isAdminFactorOnRecord: everyAdminFactorOnRecord,
    getUserRecord: async (uid) => RECORDS[uid] ?? null,
  });
  const app = express();
  app.use(stripApiPrefix, express.json());
  const deps = { ...fake.deps, requestCode: () => 'K7QX' };
  app.use(ordersRouter(deps, requireCaller, () => NOW), orderSubmitRouter(deps, requireCaller, () => NOW));
  app.use(createErrorHandler(() => undefined));
  server = await startTestServer(app);
});
afterEach(() => server.close());

const auth = (uid: string) => ({ authorization: `Bearer token-${uid}` });

/** Hydrocortisone Cream 1% 30g by mail for the fake patient (the order factory's wireLine). */
const item = (overrides: Partial<CartItemPayload> = {}): CartItemPayload => wireLine({ patientId: FAKE_PATIENT_ID, ...overrides });

function form(cart: unknown, files: File[] = [], fields: Record<string, string> = {}): FormData {
  const body = new FormData();
  body.append('cart', JSON.stringify(cart));
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const file of files) body.append('scriptFile', file);
  return body;
}

const pdf = () => new File([SCRIPT_PDF.content], 'Script (Alice).PDF', { type: 'application/pdf' });

/** With a new Idempotency-Key each time, unless the headers give one (or '' for none). */
const submit = (body: FormData | string, uid = 'alice', headers: Record<string, string> = {}) => {
  const sent: Record<string, string> = { ...auth(uid), [ORDER_IDEMPOTENCY_HEADER]: randomUUID(), ...headers };
  if (!sent[ORDER_IDEMPOTENCY_HEADER]) delete sent[ORDER_IDEMPOTENCY_HEADER];
  return fetch(`${server.url}/api/submit-practitioner-request`, { method: 'POST', body, headers: sent });
};

async function expectError(response: Response, status: number, code: string, error: string) {
  expect(response.status).toBe(status);
  expect(await response.json()).toMatchObject({ code, error });
}

describe('GET /medication-database (unit)', () => {
  const get = (uid?: string) => fetch(`${server.url}/api/medication-database`, { headers: uid ? auth(uid) : {} });

  it('converts a catalogue stored in the old shape', async () => {
    world.catalogue = {
      conditions: [{ label: 'Pain', value: 'pain' }],
      formulasByCondition: { pain: [{ label: 'Pain Gel', value: 'pain-gel' }] },
      dosagesByFormula: { 'pain-gel': ['5% 30g', '10% 60g'] },
      descriptionsByFormula: { 'pain-gel': 'For localised pain.' },
    };
    const response = await get('alice');
    expect(await response.json()).toEqual({
      success: true,
      data: {
        conditions: [{ label: 'Pain', value: 'pain' }],
        formulasByCondition: { pain: [{ label: 'Pain Gel', value: 'pain-gel' }] },
        strengthsByFormula: { 'pain-gel': ['5%', '10%'] },
        amountsByFormula: { 'pain-gel': ['30g', '60g'] },
        descriptionsByFormula: { 'pain-gel': 'For localised pain.' },
        kindsByFormula: { 'pain-gel': { schedule: null, forWhom: null, storage: null } },
      },
    });
  });

  it.each([
    ['nothing is stored', null],
    ['the stored catalogue cannot be read', { conditions: {} }],
  ])('serves the built-in catalogue when %s', async (_label, stored) => {
    world.catalogue = stored;
    expect(await (await get('admin')).json()).toEqual({ success: true, data: BUILT_IN_MEDICATION_DATABASE });
  });

  it('refuses a signed-out caller and a pending practitioner', async () => {
    expect((await get()).status).toBe(401);
    expect((await get('pending')).status).toBe(403);
  });
});

describe('POST /submit-practitioner-request (unit)', () => {
  it('stores the catalogue labels and the caller, whatever the form claims', async () => {
    const cart = [
      item({ formulaLabel: 'Anything', description: 'Made up', scriptMethod: 'upload', scriptFileName: 'x.pdf' }),
      item({ condition: 'other', formula: 'custom-formula', strength: '', amount: '', quantity: 3 }),
    ];
    const response = await submit(form(cart, [pdf()], { prescriberId: 'mallory', totalItems: '99', clinicName: 'Fake' }));

    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ success: true, requestId: 'HC-260302-K7QX' });
    const order = world.orders.get('HC-260302-K7QX');
    expect(order).toMatchObject({
      prescriberId: 'alice',
      practitioner: { email: 'alice@clinic.test', clinicName: 'Balmain Family Clinic' },
      totalItems: 4,
    });
    expect(order?.items[0]).toMatchObject({
      formulaLabel: 'Hydrocortisone Cream',
      description: BUILT_IN_MEDICATION_DATABASE.descriptionsByFormula['hydrocortisone-cream'],
      script: { storagePath: 'order-scripts/HC-260302-K7QX/0-Script (Alice).pdf', fileName: 'Script (Alice).pdf' },
    });
    expect(order?.items[1]).toMatchObject({ formulaLabel: 'Custom Formula', script: null });
  });

  it("keeps each item's patient as they were at submission", async () => {
    world.patients.set('patient-2', { ...fakePatient(), givenName: 'Sam', phone: null, notes: null });
    expect((await submit(form([item(), item({ patientId: 'patient-2' })]))).status).toBe(201);
    const items = world.orders.get('HC-260302-K7QX')?.items;
    expect(items?.[0]?.patient).toEqual({
      patientId: FAKE_PATIENT_ID,
      givenName: 'Jane',
      familyName: 'Citizen',
      dateOfBirth: '1980-03-15',
      phone: '+61412345678',
      notes: 'Allergic to lanolin',
      delivery: { method: 'pickup' },
    });
    expect(items?.[1]?.patient).toMatchObject({ patientId: 'patient-2', givenName: 'Sam', phone: null, notes: null });
  });

  it.each([
    ['no patient', { patientId: undefined }, 'invalid_request', PATIENT_MESSAGES.patientMissing],
    ['a malformed patient ID', { patientId: '../patients' }, 'invalid_request', PATIENT_MESSAGES.patientNotFound],
    ['a patient that does not exist', { patientId: 'patient-404' }, PATIENT_ERROR_CODES.patientNotFound, PATIENT_MESSAGES.patientNotFound],
  ])('refuses an item with %s, storing nothing', async (_label, overrides, code, message) => {
    await expectError(await submit(form([item(), item(overrides)])), 400, code, message);
    expect(world.orders.size).toBe(0);
    expect(world.sent).toHaveLength(0);
  });

  it("refuses another practitioner's patient as if it did not exist", async () => {
    world.patients.set('bobs-patient', fakePatient('bob'));
    const response = await submit(form([item({ patientId: 'bobs-patient', scriptMethod: 'upload' })], [pdf()]));
    await expectError(response, 400, PATIENT_ERROR_CODES.patientNotFound, PATIENT_MESSAGES.patientNotFound);
    expect(world.orders.size).toBe(0);
    expect(world.files.size).toBe(0);
  });

  it('matches scripts to upload items in cart order', async () => {
    const cart = [
      item({ scriptMethod: 'upload' }),
      item(),
      item({ condition: 'pain', formula: 'lidocaine-topical-cream', strength: '5%', amount: '60g', scriptMethod: 'upload' }),
    ];
    const png = new File([SCRIPT_PNG.content], 'second.png', { type: 'image/png' });
    expect((await submit(form(cart, [pdf(), png]))).status).toBe(201);
    expect(world.orders.get('HC-260302-K7QX')?.items.map((stored) => stored.script?.fileName ?? null)).toEqual([
      'Script (Alice).pdf',
      null,
      'second.png',
    ]);
  });

  it('refuses a script for a mailed item as much as a missing one', async () => {
    await expectError(await submit(form([item()], [pdf()])), 400, ORDER_ERROR_CODES.scriptMissing, ORDER_MESSAGES.scriptMissing);
    expect(world.orders.size).toBe(0);
  });

  it('refuses more scripts than a cart may hold before reading the cart', async () => {
    const files = Array.from({ length: 11 }, pdf);
    await expectError(await submit(form([item()], files)), 400, ORDER_ERROR_CODES.tooManyItems, ORDER_MESSAGES.tooManyItems);
  });

  it('refuses a body that is not a form, and a form without a cart', async () => {
    const json = await submit(JSON.stringify({ cart: [item()] }), 'alice', { 'content-type': 'application/json' });
    await expectError(json, 400, 'invalid_request', ORDER_MESSAGES.invalidForm);
    const noCart = new FormData();
    noCart.append('notes', 'hello');
    await expectError(await submit(noCart), 400, 'invalid_request', ORDER_MESSAGES.invalidForm);
  });

  it('answers a retry with the same Idempotency-Key as it answered the first, making nothing more', async () => {
    const key = { [ORDER_IDEMPOTENCY_HEADER]: randomUUID() };
    const first = await submit(form([item({ scriptMethod: 'upload' })], [pdf()]), 'alice', key);
    const retry = await submit(form([item({ scriptMethod: 'upload' })], [pdf()]), 'alice', { [ORDER_IDEMPOTENCY_HEADER]: key[ORDER_IDEMPOTENCY_HEADER].toUpperCase() });

    expect([first.status, retry.status]).toEqual([201, 201]);
    expect(await retry.json()).toEqual(await first.json());
    expect([first.headers.get(ORDER_REPLAYED_HEADER), retry.headers.get(ORDER_REPLAYED_HEADER)]).toEqual([null, 'true']);
    expect(world.orders.size).toBe(1);
    expect(world.files.size).toBe(1);
    expect(world.sent).toHaveLength(2);
  });

  it.each([
    ['without an Idempotency-Key', '', ORDER_MESSAGES.idempotencyKeyMissing],
    ['with an Idempotency-Key that is not a UUID', 'cart-1', ORDER_MESSAGES.idempotencyKeyInvalid],
  ])('refuses a submit %s before reading it', async (_label, key, message) => {
    const response = await submit(form([item()]), 'alice', { [ORDER_IDEMPOTENCY_HEADER]: key });
    await expectError(response, 400, ORDER_ERROR_CODES.invalidIdempotencyKey, message);
    expect(world.orders.size).toBe(0);
  });

  it('refuses notes over the limit', async () => {
    const response = await submit(form([item()], [], { notes: 'x'.repeat(2001) }));
    await expectError(response, 400, 'invalid_request', ORDER_MESSAGES.notesTooLong);
  });
});

describe('POST /order-status (unit)', () => {
  const move = (body: object, uid = 'admin') =>
    fetch(`${server.url}/api/order-status`, {
      method: 'POST',
      headers: { ...auth(uid), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  beforeEach(() => {
    world.orders.set('HC-260302-K7QX', orderRecord('HC-260302-K7QX'));
  });

  it('answers with the new status and whether the practitioner was told', async () => {
    const response = await move({ requestId: 'HC-260302-K7QX', status: 'in_progress' });
    expect(await response.json()).toEqual({ success: true, status: 'in_progress', notified: true });
  });

  it('refuses a move the work queue does not allow with 409', async () => {
    await expectError(
      await move({ requestId: 'HC-260302-K7QX', status: 'dispatched' }),
      409,
      ORDER_ERROR_CODES.invalidTransition,
      'An order request that is Received cannot be moved to Dispatched.',
    );
  });

  it.each(['HC-260302-0000', 'orderRequests/../users', ''])('answers 404 or 400 for request ID %j', async (requestId) => {
    const response = await move({ requestId, status: 'in_progress' });
    expect(response.status).toBe(requestId ? 404 : 400);
  });

  it('is for admins only', async () => {
    expect((await move({ requestId: 'HC-260302-K7QX', status: 'in_progress' }, 'alice')).status).toBe(403);
    expect(world.orders.get('HC-260302-K7QX')?.status).toBe('received');
  });

  it('cancels only after a recent sign-in, which the routine moves do not need', async () => {
    const stale = await move({ requestId: 'HC-260302-K7QX', status: 'cancelled' }, 'stale-admin');
    expect(stale.status).toBe(401);
    expect(await stale.json()).toMatchObject({ code: 'recent_sign_in_required' });
    expect(world.orders.get('HC-260302-K7QX')?.status).toBe('received');

    expect((await move({ requestId: 'HC-260302-K7QX', status: 'in_progress' }, 'stale-admin')).status).toBe(200);
    expect(await (await move({ requestId: 'HC-260302-K7QX', status: 'cancelled' })).json()).toMatchObject({ status: 'cancelled' });
  });
});

describe('GET /order-scripts/:requestId/:itemIndex (unit)', () => {
  const download = (path: string, uid = 'admin') => fetch(`${server.url}/api/order-scripts/${path}`, { headers: auth(uid) });

  beforeEach(() => {
    world.orders.set('HC-260302-K7QX', orderRecord('HC-260302-K7QX'));
    world.files.set('order-scripts/HC-260302-K7QX/0-script.pdf', { content: SCRIPT_PDF.content, contentType: 'application/pdf' });
  });

  it('sends the script as a download and records who took it', async () => {
    const response = await download('HC-260302-K7QX/0');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''script.pdf");
    expect(Buffer.from(await response.arrayBuffer())).toEqual(SCRIPT_PDF.content);
    expect(world.audit).toEqual([
      {
        action: AUDIT_ACTIONS.orderScriptDownload,
        actorUid: 'admin',
        actorEmail: 'pat@pharmacy.test',
        target: { type: 'order', id: 'HC-260302-K7QX', label: 'HC-260302-K7QX Alice Nguyen' },
        details: { itemIndex: 0, contentType: 'application/pdf', size: SCRIPT_PDF.content.byteLength },
      },
    ]);
  });

  it.each([
    ['a mailed item', 'HC-260302-K7QX/1', 'no_script'],
    ['an item the order does not have', 'HC-260302-K7QX/7', 'no_script'],
    ['an index that is not a number', 'HC-260302-K7QX/first', 'no_script'],
    ['an unknown order', 'HC-260302-0000/0', ORDER_ERROR_CODES.orderNotFound],
    ['something that is not a request ID', '..%2Fusers/0', ORDER_ERROR_CODES.orderNotFound],
  ])('answers 404 for %s, recording nothing', async (_label, path, code) => {
    const response = await download(path);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code, ...(code === 'no_script' ? { error: NO_SCRIPT } : {}) });
    expect(world.audit).toEqual([]);
  });

  it('is for admins only', async () => {
    expect((await download('HC-260302-K7QX/0', 'alice')).status).toBe(403);
    expect(world.audit).toEqual([]);
  });
});

describe('GET /order-requests/:requestId and /order-worksheets/:requestId (unit)', () => {
  const look = (path: string, uid = 'admin') => fetch(`${server.url}/api/${path}`, { headers: auth(uid) });
  const jane = { patientId: FAKE_PATIENT_ID, ...fakePatient() };
  const { prescriberId: _practitionerId, searchKeys: _searchKeys, sortKey: _sortKey, createdAt: _createdAt, updatedAt: _updatedAt, ...janeSnapshot } = jane;

  beforeEach(() => {
    const order = orderRecord('HC-260302-K7QX');
    world.orders.set('HC-260302-K7QX', { ...order, items: order.items.map((each) => ({ ...each, patient: janeSnapshot })) });
  });

  it.each([
    ['order-requests', AUDIT_ACTIONS.accessOrder],
    ['order-worksheets', AUDIT_ACTIONS.accessWorksheet],
  ])('answers the order from %s only after recording the look, naming its patient', async (route, action) => {
    const response = await look(`${route}/HC-260302-K7QX`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { order: Record<string, unknown> };
    expect(body.order).toMatchObject({ requestId: 'HC-260302-K7QX', status: 'received', createdAt: '2026-03-02T03:00:00.000Z' });
    // The server's e-mail bookkeeping stays on the server.
    expect(body.order).not.toHaveProperty('mail');
    expect(body.order).not.toHaveProperty('needsMailResend');
    expect(world.audit).toEqual([
      {
        action,
        actorUid: 'admin',
        actorEmail: 'pat@pharmacy.test',
        target: { type: 'order', id: 'HC-260302-K7QX', label: 'HC-260302-K7QX Alice Nguyen' },
        patientIds: [FAKE_PATIENT_ID],
        details: { patients: 'Jane Citizen' },
      },
    ]);
    // Names only: no date of birth, note or medicine in the entry.
    expect(JSON.stringify(world.audit)).not.toMatch(/1980|lanolin|Hydrocortisone/i);
  });

  it.each([
    ['an unknown order', 'order-requests/HC-260302-0000'],
    ['something that is not a request ID', 'order-worksheets/..%2Fusers'],
  ])('answers 404 for %s, recording nothing', async (_label, path) => {
    const response = await look(path);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: ORDER_ERROR_CODES.orderNotFound });
    expect(world.audit).toEqual([]);
  });

  it('is for admins only: the order’s own practitioner reads it from their history instead', async () => {
    expect((await look('order-requests/HC-260302-K7QX', 'alice')).status).toBe(403);
    expect((await look('order-worksheets/HC-260302-K7QX', 'alice')).status).toBe(403);
    expect(world.audit).toEqual([]);
  });
});
