/**
 * Issue 34 parts 1 and 2 (decision 077): the pharmacy's billing settings and the prices an
 * order is sent with. Who may read and save the settings; the order stores each item's
 * price from the current catalogue and the delivery from the settings and the patient's
 * method, whatever prices the browser sends.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ADMIN_COLLECTIONS,
  AUDIT_ACTIONS,
  ApiErrorBodySchema,
  BILLING_API_PATHS,
  BILLING_SETTINGS_DOC,
  BILLING_SETTINGS_MESSAGES,
  BUILT_IN_MEDICATION_DATABASE,
  BillingSettingsResponseSchema,
  COLLECTIONS,
  DEFAULT_BILLING_SETTINGS,
  type BillingSettings,
  type SubmitOrderResponse,
} from '@pharmacy/shared';
import { adminDb, closeAdmin } from '../support/admin.ts';
import { request } from '../support/api.ts';
import { expectUnauthenticated } from '../support/api-expectations.ts';
import { auditEntriesAbout } from '../support/audit-log.ts';
import { cartItem, deleteTestOrders, orderForm, postOrder, storedOrder, type Choice } from '../support/orders.ts';
import { createTestPatient } from '../support/patients.ts';
import { rememberCatalogue } from '../support/sheets.ts';
import { createAdmin, createPractitioner, createPrescriber, createStaffMember, deleteTestUsers, type TestUser } from '../support/users.ts';

const billingDoc = () => adminDb().collection(ADMIN_COLLECTIONS.settings).doc(BILLING_SETTINGS_DOC);

let admin: TestUser;
let prescriber: TestUser;
let staff: TestUser;
let pending: TestUser;
let restoreCatalogue: () => Promise<void>;
let savedBilling: Record<string, unknown> | undefined;

beforeAll(async () => {
  restoreCatalogue = await rememberCatalogue();
  savedBilling = (await billingDoc().get()).data();
  // The built-in catalogue, priced (decision 077): what these orders are priced from.
  await adminDb().collection(COLLECTIONS.medicationDatabase).doc('current').set(BUILT_IN_MEDICATION_DATABASE);
  [admin, prescriber, pending] = await Promise.all([createAdmin(), createPrescriber(), createPractitioner('pending')]);
  staff = await createStaffMember(prescriber);
}, 60_000);

afterAll(async () => {
  await deleteTestOrders();
  await restoreCatalogue();
  if (savedBilling) await billingDoc().set(savedBilling);
  else await billingDoc().delete();
  await deleteTestUsers();
  await closeAdmin();
});

const readSettings = (idToken?: string) => request(BILLING_API_PATHS.settings, { idToken });
const saveSettings = (body: unknown, idToken?: string) => request(BILLING_API_PATHS.settings, { idToken, method: 'PUT', body });

describe('the billing settings', () => {
  test('are refused to a visitor (401) and to a practitioner not yet approved (403)', async () => {
    expectUnauthenticated(await readSettings());
    expectUnauthenticated(await saveSettings(DEFAULT_BILLING_SETTINGS));
    expect((await readSettings(pending.idToken)).status).toBe(403);
    expect((await saveSettings(DEFAULT_BILLING_SETTINGS, pending.idToken)).status).toBe(403);
  });

  test('are read by an approved practitioner and their staff, who cannot save them', async () => {
    await billingDoc().delete();
    const read = await readSettings(prescriber.idToken);
    expect(read.status).toBe(200);
    expect(BillingSettingsResponseSchema.parse(read.json)).toEqual({ success: true, settings: DEFAULT_BILLING_SETTINGS, savedAt: null });

    const forStaff = await request(`${BILLING_API_PATHS.prescribers}/${prescriber.uid}/billing-settings`, { idToken: staff.idToken });
    expect(forStaff.status).toBe(200);
    expect(BillingSettingsResponseSchema.parse(forStaff.json).settings).toEqual(DEFAULT_BILLING_SETTINGS);
    // Not for another prescriber, nor by the route meant for staff.
    expect((await request(`${BILLING_API_PATHS.prescribers}/${admin.uid}/billing-settings`, { idToken: staff.idToken })).status).toBe(403);
    expect((await request(`${BILLING_API_PATHS.prescribers}/${prescriber.uid}/billing-settings`, { idToken: prescriber.idToken })).status).toBe(403);

    const changed = { ...DEFAULT_BILLING_SETTINGS, legalName: 'Someone Else Pty Ltd' };
    expect((await saveSettings(changed, prescriber.idToken)).status).toBe(403);
    expect((await saveSettings(changed, staff.idToken)).status).toBe(403);
    expect((await billingDoc().get()).exists).toBe(false);
  });

  test('are saved by an admin, audited with the fields changed, and then served to prescribers', async () => {
    const settings: BillingSettings = {
      ...DEFAULT_BILLING_SETTINGS,
      abn: '12 345 600 360',
      deliveryFees: { ...DEFAULT_BILLING_SETTINGS.deliveryFees, post: 1500 },
      paymentTermsDays: 30,
    };
    const saved = await saveSettings(settings, admin.idToken);
    expect(saved.status).toBe(200);
    const expected = { ...settings, abn: '12345600360' };
    expect(BillingSettingsResponseSchema.parse(saved.json).settings).toEqual(expected);

    const read = BillingSettingsResponseSchema.parse((await readSettings(prescriber.idToken)).json);
    expect(read.settings).toEqual(expected);
    expect(read.savedAt).not.toBeNull();

    const entries = (await auditEntriesAbout(BILLING_SETTINGS_DOC)).filter((entry) => entry.action === AUDIT_ACTIONS.billingSettings && entry.actorUid === admin.uid);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.details).toEqual({ changed: 'deliveryFees.post, paymentTermsDays' });
  });

  test('refuse a bad field with its own message, and keep what was saved', async () => {
    const before = (await billingDoc().get()).data();
    const fraction = await saveSettings({ ...DEFAULT_BILLING_SETTINGS, deliveryFees: { ...DEFAULT_BILLING_SETTINGS.deliveryFees, post: 12.95 } }, admin.idToken);
    expect(fraction.status).toBe(400);
    expect(ApiErrorBodySchema.parse(fraction.json).issues).toEqual([{ path: 'deliveryFees.post', message: BILLING_SETTINGS_MESSAGES.fee }]);
    const abn = await saveSettings({ ...DEFAULT_BILLING_SETTINGS, abn: '12345600361' }, admin.idToken);
    expect(abn.status).toBe(400);
    expect(ApiErrorBodySchema.parse(abn.json).issues).toEqual([{ path: 'abn', message: BILLING_SETTINGS_MESSAGES.abn }]);
    expect((await billingDoc().get()).data()).toEqual(before);
  });
});

describe('an order sent with prices', () => {
  test('stores each item’s price from the catalogue and the delivery from the settings, ignoring the browser’s prices', async () => {
    await saveSettings({ ...DEFAULT_BILLING_SETTINGS, deliveryFees: { ...DEFAULT_BILLING_SETTINGS.deliveryFees, post: 1500 } }, admin.idToken);
    const patient = await createTestPatient(prescriber.uid, {
      deliveryMethod: 'delivery',
      street: '1 Harbour Street',
      suburb: 'Balmain',
      state: 'NSW',
      postcode: '2041',
    });
    const priced: Choice = { condition: 'dermatitis', formula: 'hydrocortisone-cream', strength: '1%', amount: '30g' };
    const unpriced: Choice = { condition: 'other', formula: 'custom-formula', strength: '', amount: '' };
    const lines = [
      { choice: priced, patientId: patient.patientId, quantity: 2 },
      { choice: unpriced, patientId: patient.patientId },
    ];
    // What an attacker's browser would claim: every line free, and free delivery.
    const cart = lines.map((line) => ({ ...cartItem(line), price: { unitCents: 1, gst: 'gst_free' } }));
    const form = orderForm(lines, { cartJson: JSON.stringify(cart), fields: { delivery: JSON.stringify({ method: 'pickup', cents: 0, gst: 'gst_free' }) } });
    const response = await postOrder(form, prescriber.idToken);
    expect(response.status).toBe(201);
    const { requestId } = response.json as SubmitOrderResponse;

    const order = (await storedOrder(requestId)) as { items: { price?: unknown }[]; delivery?: unknown };
    expect(order.items.map((item) => item.price)).toEqual([{ unitCents: 3450, gst: 'gst_free' }, null]);
    expect(order.delivery).toEqual({ method: 'post', cents: 1500, gst: 'gst_10' });
  });
});
