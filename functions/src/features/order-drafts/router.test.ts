import express from 'express';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUDIT_ACTIONS, ORDER_DRAFT_API_PATHS, ORDER_DRAFT_ERROR_CODES, patientDetailsOf } from '@pharmacy/shared';
import { stripApiPrefix } from '../../platform/http/app.ts';
import { createRequireCaller } from '../../platform/http/auth.ts';
import { createErrorHandler } from '../../platform/http/errors.ts';
import { everyAdminFactorOnRecord } from '../../platform/http/testing/admin-factors.ts';
import { startTestServer, type TestServer } from '../../platform/http/testing/test-server.ts';
import { FAKE_PATIENT_ID, createFakeOrderDeps, fakePatient, type FakeOrderWorld } from '../orders/testing/fake-deps.ts';
import { memoryStaffStore } from '../staff/testing/memory-staff-store.ts';
import { STAFF_NOW, STAFF_USERS, activeLink, seedStaffWorld } from '../staff/testing/staff-fixtures.ts';
import { orderDraftsRouter } from './router.ts';
import { memoryOrderDraftStore, type MemoryDraftWorld } from './testing/memory-order-draft-store.ts';
import { draftCartItem, orderDraft } from './testing/order-draft-fixtures.ts';

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));

let server: TestServer;
let drafts: MemoryDraftWorld;
let orders: FakeOrderWorld;

beforeEach(async () => {
  const staff = memoryStaffStore();
  seedStaffWorld(staff.world, [activeLink('olivia', 'nora')]);
  const memory = memoryOrderDraftStore();
  drafts = memory.world;
  const fakeOrders = createFakeOrderDeps();
  orders = fakeOrders.world;
  orders.patients.set(FAKE_PATIENT_ID, fakePatient('olivia'));
  // The draft holds the patient as they are: what the prescriber opens and reads.
  drafts.drafts.set(
    'draft-olivia-1',
    orderDraft({ cart: [draftCartItem(FAKE_PATIENT_ID)], scripts: [null], patients: [{ patientId: FAKE_PATIENT_ID, ...patientDetailsOf(fakePatient('olivia')) }] }),
  );
  drafts.drafts.set('draft-signed', orderDraft({ draftId: 'draft-signed', status: 'signed', orderRequestId: 'HC-260601-K7QX' }));
  const requireCaller = createRequireCaller({
    verifyIdToken: async (token) => {
      const uid = token.replace(/^token-/, '') as keyof typeof STAFF_USERS;
      const record = STAFF_USERS[uid];
      return record ? { uid, email: record.email, emailVerified: true, secondFactor: null, secondFactorId: null, authTime: STAFF_NOW } : null;
    },
    isAdminFactorOnRecord: everyAdminFactorOnRecord,
    getUserRecord: async (uid) => (staff.world.users.get(uid) as never) ?? null,
  });
  const app = express();
  app.use(stripApiPrefix, express.json());
  app.use(
    orderDraftsRouter(
      { store: memory.store, staff: staff.store, orders: fakeOrders.deps, patients: { search: async () => new Map() }, settings: () => ({ appOrigin: 'https://pharmacy.test' }), sendMail: async () => undefined },
      requireCaller,
      () => STAFF_NOW,
    ),
  );
  app.use(createErrorHandler(() => undefined));
  server = await startTestServer(app);
});
afterEach(() => server.close());

const post = (path: string, uid: string, body: unknown) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer token-${uid}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
/** The version the prescriber opened: the stored one unless given. */
const opened = (draftId: string, version?: number) => version ?? drafts.drafts.get(draftId)?.version ?? 0;
const sendBack = (uid: string, draftId: string, version?: number) =>
  post(ORDER_DRAFT_API_PATHS.sendBack, uid, { draftId, version: opened(draftId, version), note: 'Please add the patient’s phone.' });
const sign = (uid: string, draftId: string, version?: number) => post(ORDER_DRAFT_API_PATHS.sign, uid, { draftId, version: opened(draftId, version) });

describe('a prescriber sends a draft back to their staff (decision 045)', () => {
  it('their own draft awaiting the signature turns sent back with the note and its audit entry, once', async () => {
    expect((await sendBack('olivia', 'draft-olivia-1')).status).toBe(200);
    expect(drafts.drafts.get('draft-olivia-1')).toMatchObject({ status: 'sent_back', note: 'Please add the patient’s phone.', lastChangedBy: { uid: 'olivia' } });
    expect(drafts.audit.map((entry) => entry.action)).toEqual([AUDIT_ACTIONS.draftSendBack]);
    const again = await sendBack('olivia', 'draft-olivia-1');
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: ORDER_DRAFT_ERROR_CODES.draftNotAwaiting });
  });

  it('a signed draft cannot be sent back', async () => {
    const reply = await sendBack('olivia', 'draft-signed');
    expect(reply.status).toBe(409);
    expect(await reply.json()).toMatchObject({ code: ORDER_DRAFT_ERROR_CODES.draftSigned });
  });

  it('another prescriber learns only that there is no such draft, and staff cannot send one back', async () => {
    expect((await sendBack('vera', 'draft-olivia-1')).status).toBe(404);
    expect((await sendBack('nora', 'draft-olivia-1')).status).toBe(403);
    expect(drafts.drafts.get('draft-olivia-1')?.status).toBe('awaiting_signature');
  });
});

describe('a prescriber signs a draft (decision 045)', () => {
  it('once: one order request naming who prepared and who signed it, the draft signed with it, and a second sign refused', async () => {
    const reply = await sign('olivia', 'draft-olivia-1');
    expect(reply.status).toBe(201);
    const { requestId } = (await reply.json()) as { requestId: string };
    expect(orders.orders.get(requestId)).toMatchObject({ prescriberId: 'olivia', preparedBy: { uid: 'nora' }, signedBy: { uid: 'olivia' } });
    expect(drafts.drafts.get('draft-olivia-1')).toMatchObject({ status: 'signed', orderRequestId: requestId, signedBy: { uid: 'olivia' } });
    expect(drafts.audit.map((entry) => entry.action)).toEqual([AUDIT_ACTIONS.draftSign]);
    const again = await sign('olivia', 'draft-olivia-1');
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: ORDER_DRAFT_ERROR_CODES.draftSigned });
    expect(orders.orders.size).toBe(1);
  });

  it('not a version other than the one stored: "changed since you opened it", and nothing is made or held', async () => {
    for (const reply of [await sign('olivia', 'draft-olivia-1', 0), await sendBack('olivia', 'draft-olivia-1', 0)]) {
      expect(reply.status).toBe(409);
      const body = (await reply.json()) as { code: string; error: string };
      expect(body.code).toBe(ORDER_DRAFT_ERROR_CODES.draftChanged);
      expect(body.error).toContain('changed since you opened it');
    }
    expect(orders.orders.size).toBe(0);
    expect(drafts.signing.size).toBe(0);
    expect((await sign('olivia', 'draft-olivia-1')).status).toBe(201);
  });

  it('not when a patient was edited since the draft was saved; the draft is free to be saved again', async () => {
    orders.patients.set(FAKE_PATIENT_ID, { ...fakePatient('olivia'), notes: 'Allergic to lanolin and wool' });
    const reply = await sign('olivia', 'draft-olivia-1');
    expect(reply.status).toBe(409);
    expect(await reply.json()).toMatchObject({ code: ORDER_DRAFT_ERROR_CODES.patientChanged });
    expect(orders.orders.size).toBe(0);
    expect(drafts.signing.size).toBe(0);
  });

  it("not another prescriber's draft, and not by their staff", async () => {
    expect((await sign('vera', 'draft-olivia-1')).status).toBe(404);
    expect((await sign('nora', 'draft-olivia-1')).status).toBe(403);
    expect(orders.orders.size).toBe(0);
  });
});
