import express from 'express';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUDIT_ACTIONS, LABEL_ERROR_CODES, LABEL_MESSAGES, labelPath, type UserRecord } from '@pharmacy/shared';
import { stripApiPrefix } from '../../platform/http/app.ts';
import { createRequireCaller } from '../../platform/http/auth.ts';
import { createErrorHandler } from '../../platform/http/errors.ts';
import { pdfText } from '../../platform/pdf/testing/pdf-text.ts';
import { everyAdminFactorOnRecord } from '../../platform/http/testing/admin-factors.ts';
import { startTestServer, type TestServer } from '../../platform/http/testing/test-server.ts';
import type { OrderRecord } from '../orders/index.ts';
import { labelsRouter } from './router.ts';
import { CHECKED_AT, DOG_ITEM, LABEL_CATALOGUE, PERSON_ITEM, TOO_LONG_DIRECTIONS, labelOrder } from './testing/label-fixtures.ts';
import { memoryLabelPrintStore } from './testing/memory-label-print-store.ts';

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));

const RECORDS: Record<string, UserRecord> = {
  admin: { firstName: 'Pat', lastName: 'Admin', email: 'pat@pharmacy.test', role: 'admin', status: 'approved' },
  alice: { firstName: 'Alice', lastName: 'Nguyen', email: 'alice@clinic.test', role: 'practitioner', status: 'approved' },
};

const ORDERS: Record<string, OrderRecord> = {
  'HC-261128-7KQ2': labelOrder([PERSON_ITEM, DOG_ITEM]),
  'HC-261128-9MZT': { ...labelOrder([PERSON_ITEM], [null]), requestId: 'HC-261128-9MZT' },
  'HC-261128-4MWX': { ...labelOrder([{ ...PERSON_ITEM, directions: TOO_LONG_DIRECTIONS }]), requestId: 'HC-261128-4MWX' },
};

let server: TestServer;
let prints: ReturnType<typeof memoryLabelPrintStore>;

beforeEach(async () => {
  prints = memoryLabelPrintStore();
  const requireCaller = createRequireCaller({
    verifyIdToken: async (token) => {
      const uid = token.replace(/^token-/, '');
      return RECORDS[uid] ? { uid, email: RECORDS[uid].email, emailVerified: true, secondFactor: 'phone', secondFactorId: 'mobile', authTime: CHECKED_AT } : null;
    },
    isAdminFactorOnRecord: everyAdminFactorOnRecord,
    getUserRecord: async (uid) => RECORDS[uid] ?? null,
  });
  const app = express();
  app.use(stripApiPrefix);
  app.use(labelsRouter({ orders: { get: async (id) => ORDERS[id] ?? null }, readCatalogue: async () => LABEL_CATALOGUE, prints, now: () => CHECKED_AT }, requireCaller));
  app.use(createErrorHandler(() => undefined));
  server = await startTestServer(app);
});
afterEach(() => server.close());

const get = (path: string, uid?: string) => fetch(`${server.url}${path}`, uid ? { headers: { Authorization: `Bearer token-${uid}` } } : {});

describe('GET /api/order-labels/{id}/{index}', () => {
  it('answers an admin the item\u2019s label as a PDF, audited as a print and then as reprints', async () => {
    const first = await get(labelPath('HC-261128-7KQ2', 1), 'admin');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/pdf');
    expect(first.headers.get('content-disposition')).toBe("inline; filename*=UTF-8''label-HC-261128-7KQ2-item-2.pdf");
    expect(pdfText(new Uint8Array(await first.arrayBuffer()))).toContain('Biscuit (Dog)\nOwner: Rachel Doyle');
    expect((await get(labelPath('HC-261128-7KQ2', 1), 'admin')).status).toBe(200);
    expect(prints.audit.map((entry) => [entry.action, entry.actorUid, entry.target.id, entry.details])).toEqual([
      [AUDIT_ACTIONS.orderLabelPrint, 'admin', 'HC-261128-7KQ2', expect.objectContaining({ item: 2, print: 1 })],
      [AUDIT_ACTIONS.orderLabelReprint, 'admin', 'HC-261128-7KQ2', expect.objectContaining({ item: 2, print: 2 })],
    ]);
  });

  it('refuses a prescriber and a visitor before reading anything', async () => {
    expect((await get(labelPath('HC-261128-7KQ2', 0), 'alice')).status).toBe(403);
    expect((await get(labelPath('HC-261128-7KQ2', 0))).status).toBe(401);
    expect(prints.audit).toEqual([]);
  });

  it('refuses an unchecked item, a field too long and an item not on the order, printing and auditing nothing', async () => {
    const unchecked = await get(labelPath('HC-261128-9MZT', 0), 'admin');
    expect(unchecked.status).toBe(409);
    expect(await unchecked.json()).toMatchObject({ code: LABEL_ERROR_CODES.notChecked, error: LABEL_MESSAGES.notChecked });
    const tooLong = await get(labelPath('HC-261128-4MWX', 0), 'admin');
    expect(tooLong.status).toBe(422);
    expect(await tooLong.json()).toMatchObject({ code: LABEL_ERROR_CODES.tooLong, error: expect.stringContaining('the directions would take') });
    expect((await get(labelPath('HC-261128-7KQ2', 7), 'admin')).status).toBe(404);
    expect((await get('/api/order-labels/HC-261128-7KQ2/-1', 'admin')).status).toBe(404);
    expect((await get('/api/order-labels/nope/0', 'admin')).status).toBe(404);
    expect(prints.audit).toEqual([]);
  });
});
