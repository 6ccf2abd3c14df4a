/**
 * GET /api/order-scripts/{requestId}/{itemIndex} through the Hosting emulator: only
 * an admin downloads a practitioner's uploaded script, byte for byte, and every
 * download is in the audit log.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AUDIT_ACTIONS, ORDER_API_PATHS, type SubmitOrderResponse } from '@pharmacy/shared';
import { closeAdmin } from '../support/admin.ts';
import { auditEntriesAbout, deleteAuditEntries } from '../support/audit-log.ts';
import { SCRIPT_JPEG } from '../support/file-fixtures.ts';
import { deleteTestOrders, orderForm, postOrder, twoChoices } from '../support/orders.ts';
import { SITE_URL } from '../support/stack.ts';
import { createTestPatient } from '../support/patients.ts';
import { createPrescriber, createAdmin, deleteTestUsers, type TestUser } from '../support/users.ts';

/** Setting up takes a few seconds on a busy stack. */
const SETUP_TIMEOUT = 60_000;

let admin: TestUser;
let practitioner: TestUser;
/** An order of two items: a mailed script, then an uploaded photo of one. */
let requestId: string;
/** The patient both items are for: every entry about the order names them (decision 039). */
let patientId: string;
beforeAll(async () => {
  [admin, practitioner] = await Promise.all([
    createAdmin(),
    createPrescriber(),
  ]);
  const [mailed, uploaded] = await twoChoices(practitioner.idToken);
  ({ patientId } = await createTestPatient(practitioner.uid));
  const response = await postOrder(
    orderForm([{ patientId, choice: mailed }, { patientId, choice: uploaded, script: SCRIPT_JPEG }]),
    practitioner.idToken,
  );
  requestId = (response.json as SubmitOrderResponse).requestId;
}, SETUP_TIMEOUT);
afterAll(async () => {
  await deleteAuditEntries();
  await deleteTestOrders();
  await deleteTestUsers();
  await closeAdmin();
}, SETUP_TIMEOUT);

/** Raw, because request() reads bodies as text and the bytes must be compared exactly. */
function download(path: string, idToken?: string) {
  return fetch(new URL(`${ORDER_API_PATHS.scripts}/${path}`, SITE_URL), {
    headers: idToken ? { Authorization: `Bearer ${idToken}` } : {},
  });
}

describe('downloading an order script', () => {
  test('an admin gets the exact file as a download that is never cached, and the download is recorded', async () => {
    const response = await download(`${requestId}/1`, admin.idToken);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''script%20photo.jpg`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(SCRIPT_JPEG.content);
    expect(await auditEntriesAbout(requestId)).toEqual([
      {
        action: AUDIT_ACTIONS.orderScriptDownload,
        at: expect.any(Timestamp),
        actorUid: admin.uid,
        actorEmail: admin.email,
        target: { type: 'order', id: requestId, label: `${requestId} Test Practitioner` },
        patientIds: [patientId],
        details: { itemIndex: 1, contentType: 'image/jpeg', size: SCRIPT_JPEG.content.byteLength, patients: 'Jane Citizen' },
      },
    ]);
  });

  test.each([
    ['a mailed item', () => `${requestId}/0`],
    ['an item the order does not have', () => `${requestId}/2`],
    ['an order that does not exist', () => 'HC-000101-0000/0'],
  ])('there is nothing to download for %s', async (_label, path) => {
    const response = await download(path(), admin.idToken);
    expect(response.status).toBe(404);
    await response.body?.cancel();
  });

  test('a signed-out visitor, and the practitioner who sent it, cannot download it', async () => {
    const before = (await auditEntriesAbout(requestId)).length;
    const signedOut = await download(`${requestId}/1`);
    expect(signedOut.status).toBe(401);
    const own = await download(`${requestId}/1`, practitioner.idToken);
    expect(own.status).toBe(403);
    await Promise.all([signedOut.body?.cancel(), own.body?.cancel()]);
    expect(await auditEntriesAbout(requestId)).toHaveLength(before);
  });
});
