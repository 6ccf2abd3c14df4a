/**
 * Submitting Schedule 8 items and e-script tokens (issue 24 parts 3 and 4): the
 * schedule comes from the server's catalogue and is copied onto the order; an S8 item
 * needs its authority, interval and a token or the post; a token supplies once.
 */
import { randomUUID } from 'node:crypto';
import express from 'express';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BUILT_IN_MEDICATION_DATABASE,
  DEFAULT_BILLING_SETTINGS,
  ESCRIPT_CLAIM_ERROR_CODES,
  ESCRIPT_CLAIM_MESSAGES,
  MAIL_SUBMISSION_LABEL,
  ORDER_IDEMPOTENCY_HEADER,
  S8_ERROR_CODES,
  S8_MESSAGES,
  type CartItemPayload,
  type MedicationDatabase,
  type UserRecord,
} from '@pharmacy/shared';
import { wireLine } from '@pharmacy/shared/testing';
import { SCRIPT_PDF } from '../../../../tests/support/file-fixtures.ts';
import { stripApiPrefix } from '../../platform/http/app.ts';
import { createRequireCaller } from '../../platform/http/auth.ts';
import { createErrorHandler } from '../../platform/http/errors.ts';
import { startTestServer, type TestServer } from '../../platform/http/testing/test-server.ts';
import { everyAdminFactorOnRecord } from '../../platform/http/testing/admin-factors.ts';
import { FAKE_PATIENT_ID, createFakeOrderDeps, fakePatient, type FakeOrderWorld } from './testing/fake-deps.ts';
import { orderSubmitRouter } from './router.ts';

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));

const NOW = new Date('2026-03-02T09:00:00+11:00');
const practitioner = (firstName: string): UserRecord => ({
  firstName,
  lastName: 'Prescriber',
  email: `${firstName.toLowerCase()}@clinic.test`,
  role: 'practitioner',
  status: 'approved',
});
const RECORDS: Record<string, UserRecord> = { alice: practitioner('Alice'), bob: practitioner('Bob') };

/** The built-in catalogue with one S8 formula under Pain. */
const S8_CATALOGUE: MedicationDatabase = {
  ...BUILT_IN_MEDICATION_DATABASE,
  formulasByCondition: {
    ...BUILT_IN_MEDICATION_DATABASE.formulasByCondition,
    pain: [...(BUILT_IN_MEDICATION_DATABASE.formulasByCondition.pain ?? []), { label: 'Ketamine Cream', value: 'ketamine-cream' }],
  },
  strengthsByFormula: { ...BUILT_IN_MEDICATION_DATABASE.strengthsByFormula, 'ketamine-cream': ['5%'] },
  amountsByFormula: { ...BUILT_IN_MEDICATION_DATABASE.amountsByFormula, 'ketamine-cream': ['30g'] },
  descriptionsByFormula: { ...BUILT_IN_MEDICATION_DATABASE.descriptionsByFormula, 'ketamine-cream': 'For neuropathic pain.' },
  kindsByFormula: {
    ...BUILT_IN_MEDICATION_DATABASE.kindsByFormula,
    'ketamine-cream': { schedule: 'S8', forWhom: 'people', storage: 'refrigerated' },
  },
};

let server: TestServer;
let world: FakeOrderWorld;
let codes: string[];

beforeEach(async () => {
  const fake = createFakeOrderDeps();
  world = fake.world;
  world.catalogue = S8_CATALOGUE;
  world.patients.set('bobs-patient', fakePatient('bob'));
  const requireCaller = createRequireCaller({
    verifyIdToken: async (token) => {
      const uid = token.replace(/^token-/, '');
      return RECORDS[uid] ? { uid, email: RECORDS[uid].email, emailVerified: true, secondFactor: null, secondFactorId: null, authTime: NOW } : null;
    },
    isAdminFactorOnRecord: everyAdminFactorOnRecord,
    getUserRecord: async (uid) => RECORDS[uid] ?? null,
  });
  codes = ['AAAA', 'BBBB', 'CCCC'];
  const app = express();
  app.use(stripApiPrefix, express.json());
  app.use(orderSubmitRouter({ ...fake.deps, requestCode: () => codes.shift() ?? 'ZZZZ' }, requireCaller, () => NOW));
  app.use(createErrorHandler(() => undefined));
  server = await startTestServer(app);
});
afterEach(() => server.close());

const TOKEN = '1XPR352VP3QCX7BJD6';

/** Ketamine Cream 5% 30g, a Schedule 8 item on an e-script token with its authority and interval (the order factory's wireLine). */
const s8Item = (overrides: Partial<CartItemPayload> = {}): CartItemPayload =>
  wireLine({
    condition: 'pain',
    conditionLabel: 'Pain',
    formula: 'ketamine-cream',
    formulaLabel: 'Ketamine Cream',
    strength: '5%',
    amount: '30g',
    directions: 'Apply 0.5 mL to the painful area three times daily',
    scriptFileName: '',
    scriptMethod: 'upload',
    escriptToken: TOKEN,
    s8AuthorityNumber: 'Ref. No. AU 123456',
    repeatIntervalDays: 28,
    patientId: FAKE_PATIENT_ID,
    ...overrides,
  });

const mailItem = (overrides: Partial<CartItemPayload> = {}): CartItemPayload => ({
  ...s8Item({ condition: 'dermatitis', formula: 'hydrocortisone-cream', strength: '1%', amount: '30g' }),
  scriptMethod: 'mail',
  scriptFileName: MAIL_SUBMISSION_LABEL,
  escriptToken: '',
  s8AuthorityNumber: '',
  repeatIntervalDays: undefined,
  ...overrides,
});

function submit(cart: CartItemPayload[], files: File[] = [], uid = 'alice'): Promise<Response> {
  const body = new FormData();
  body.append('cart', JSON.stringify(cart));
  for (const file of files) body.append('scriptFile', file);
  const headers = { authorization: `Bearer token-${uid}`, [ORDER_IDEMPOTENCY_HEADER]: randomUUID() };
  return fetch(`${server.url}/api/submit-practitioner-request`, { method: 'POST', body, headers });
}

const pdf = () => new File([SCRIPT_PDF.content], 'script.pdf', { type: 'application/pdf' });

async function expectRefused(response: Response, status: number, code: string, error: string) {
  expect(response.status).toBe(status);
  expect(await response.json()).toMatchObject({ code, error });
  expect(world.orders.size).toBe(0);
}

describe('a Schedule 8 item', () => {
  it('is stored with its schedule, storage, authority (in its stored form) and repeat interval', async () => {
    expect((await submit([s8Item(), mailItem()])).status).toBe(201);
    const [s8, other] = world.orders.get('HC-260302-AAAA')?.items ?? [];
    expect(s8).toMatchObject({
      schedule: 'S8',
      storage: 'refrigerated',
      s8Prescription: { authorityNumber: 'AU123456', repeatIntervalDays: 28 },
      legalScript: { state: 'token_received' },
    });
    expect(other).toMatchObject({ schedule: 'S4', storage: 'room_temperature' });
    expect(other).not.toHaveProperty('s8Prescription');
    expect(other).not.toHaveProperty('forWhom');
  });

  it('may rest on the posted original', async () => {
    const posted = s8Item({ scriptMethod: 'mail', scriptFileName: MAIL_SUBMISSION_LABEL, escriptToken: '' });
    expect((await submit([posted])).status).toBe(201);
    expect(world.orders.get('HC-260302-AAAA')?.items[0]?.legalScript).toMatchObject({ state: 'original_awaited' });
  });

  it.each([
    ['without an authority number', { s8AuthorityNumber: '' }, S8_ERROR_CODES.authorityRequired, S8_MESSAGES.authorityMissing],
    ['without a repeat interval', { repeatIntervalDays: undefined }, S8_ERROR_CODES.intervalRequired, S8_MESSAGES.intervalMissing],
  ])('is refused %s, storing nothing', async (_label, overrides, code, message) => {
    await expectRefused(await submit([s8Item(overrides)]), 400, code, message);
  });

  it('is refused with an authority number of the wrong form, saying what the form is', async () => {
    await expectRefused(await submit([s8Item({ s8AuthorityNumber: '12345' })]), 400, 'invalid_request', S8_MESSAGES.authorityFormat);
  });

  it('is refused with only an uploaded image, saying why', async () => {
    const uploadOnly = s8Item({ escriptToken: '', scriptFileName: 'script.pdf' });
    await expectRefused(await submit([uploadOnly], [pdf()]), 400, S8_ERROR_CODES.legalPrescriptionRequired, S8_MESSAGES.uploadAlone);
    expect(world.files.size).toBe(0);
  });

  it('is what the server\u2019s catalogue says: a formula the browser calls S8 is not, and one it calls S4 is', async () => {
    // No authority for the S8 formula: refused whatever labels the browser sent.
    await expectRefused(await submit([s8Item({ s8AuthorityNumber: '', formulaLabel: 'Hydrocortisone (S4)' })]), 400, S8_ERROR_CODES.authorityRequired, S8_MESSAGES.authorityMissing);
    // Authority fields sent for an S4 formula are not kept.
    expect((await submit([mailItem({ s8AuthorityNumber: 'AU123456', repeatIntervalDays: 7 })])).status).toBe(201);
    expect(world.orders.get('HC-260302-AAAA')?.items[0]).not.toHaveProperty('s8Prescription');
  });
});

describe('an e-script token', () => {
  it('is refused on a second order, whoever placed the first, with a message that names no one', async () => {
    expect((await submit([s8Item()])).status).toBe(201);
    const second = await submit([s8Item({ patientId: 'bobs-patient', escriptToken: '1xpr-352v-p3qc-x7bj-d6' })], [], 'bob');
    expect(second.status).toBe(409);
    const body = (await second.json()) as { code: string; error: string };
    expect(body).toMatchObject({ code: ESCRIPT_CLAIM_ERROR_CODES.taken, error: ESCRIPT_CLAIM_MESSAGES.taken });
    expect(JSON.stringify(body)).not.toMatch(/Alice|HC-260302-AAAA/);
    expect(world.orders.size).toBe(1);
  });

  it('is refused twice in one order', async () => {
    const cart = [s8Item(), s8Item({ formula: 'hydrocortisone-cream', condition: 'dermatitis', strength: '1%', amount: '30g' })];
    await expectRefused(await submit(cart), 400, ESCRIPT_CLAIM_ERROR_CODES.repeatedInOrder, ESCRIPT_CLAIM_MESSAGES.repeatedInOrder);
  });

  it('of two orders sent at once, backs exactly one', async () => {
    const responses = await Promise.all([submit([s8Item()]), submit([s8Item({ patientId: 'bobs-patient' })], [], 'bob')]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    expect(world.orders.size).toBe(1);
  });

  it('leaves no script behind when its order is refused', async () => {
    expect((await submit([s8Item()])).status).toBe(201);
    const withCopy = s8Item({ scriptFileName: 'script.pdf' });
    expect((await submit([withCopy], [pdf()])).status).toBe(409);
    expect(world.files.size).toBe(0);
  });
});

describe('an order’s prices (decision 077)', () => {
  it('are the server’s catalogue prices and the billing settings’ delivery, whatever the browser sends', async () => {
    world.patients.set('delivered', { ...fakePatient('alice'), delivery: { method: 'delivery', address: { street: '1 Harbour Street', suburb: 'Balmain', state: 'NSW', postcode: '2041' } } });
    const forged = { price: { unitCents: 1, gst: 'gst_free' }, delivery: { method: 'pickup', cents: 0, gst: 'gst_free' } };
    const cart = [{ ...mailItem({ quantity: 2, patientId: 'delivered' }), ...forged }, { ...s8Item(), ...forged }] as CartItemPayload[];
    expect((await submit(cart)).status).toBe(201);
    const order = world.orders.get('HC-260302-AAAA');
    // Hydrocortisone 1% 30g is priced in the catalogue; the Ketamine Cream added here is not.
    expect(order?.items.map((item) => item.price)).toEqual([{ unitCents: 3450, gst: 'gst_free' }, null]);
    // Delivered, with a Schedule 8 item: signature on delivery, at the settings' fee.
    expect(order?.delivery).toEqual({ method: 'signature', cents: DEFAULT_BILLING_SETTINGS.deliveryFees.signature, gst: DEFAULT_BILLING_SETTINGS.deliveryGst });
  });

  it('charge nothing for delivery when every patient collects', async () => {
    expect((await submit([mailItem()])).status).toBe(201);
    expect(world.orders.get('HC-260302-AAAA')?.delivery).toEqual({ method: 'pickup', cents: 0, gst: DEFAULT_BILLING_SETTINGS.deliveryGst });
  });
});
