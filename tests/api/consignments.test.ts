/**
 * Consignments through the Hosting emulator, on the stand-in carrier (issue 33 parts 2-6,
 * decisions 059 and 060): the pharmacy dispatches Ready orders as one consignment, the
 * Schedule 8 rule refuses what NSW law refuses, the carrier's events move the status, a
 * missing S8 receipt is flagged after 7 days, and the prescriber, their staff and the
 * patient see where it is without a phone call, and nobody else does.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ADMIN_API_PATHS,
  AUDIT_ACTIONS,
  PharmacyOverviewSchema,
  CONSIGNMENT_API_PATHS,
  CONSIGNMENT_ERROR_CODES,
  CONSIGNMENT_MESSAGES,
  ORDER_API_PATHS,
  PublicTrackingSchema,
  SITE,
  type AdminConsignment,
  type DispatchRequest,
  type DispatchResponse,
  type OrderConsignmentReply,
} from '@pharmacy/shared';
import { closeAdmin } from '../support/admin.ts';
import { request } from '../support/api.ts';
import { auditEntriesAbout, deleteAuditEntries } from '../support/audit-log.ts';
import {
  addCarrierEvent,
  address,
  carrierRequests,
  deleteTestConsignments,
  storedConsignment,
  writeReadyOrder,
} from '../support/consignments.ts';
import { storedOrder } from '../support/orders.ts';
import { outboxMessages } from '../support/outbox.ts';
import { createTestPatient } from '../support/patients.ts';
import { createPracticeAndPharmacy } from '../support/setup.ts';
import { deleteTestUsers, type TestUser } from '../support/users.ts';

const SETUP_TIMEOUT = 60_000;
/** functions/.env.local's PHARMACY_EMAIL, where the pharmacy's e-mails go on the stack. */
const PHARMACY_EMAIL = 'orders@harbourside-compounding.com.au';
const DAY = 24 * 60 * 60 * 1000;

let admin: TestUser;
let prescriber: TestUser;
let otherPrescriber: TestUser;
let staff: TestUser;
beforeAll(async () => {
  ({ admin, prescriber, otherPrescriber, staff } = await createPracticeAndPharmacy());
}, SETUP_TIMEOUT);
afterAll(async () => {
  await deleteTestConsignments();
  await deleteAuditEntries();
  await deleteTestUsers();
  await closeAdmin();
}, SETUP_TIMEOUT);

const dispatch = (body: DispatchRequest, idToken: string | undefined = admin.idToken) => request(CONSIGNMENT_API_PATHS.consignments, { idToken, body });
const runTracking = (now?: Date) => request(CONSIGNMENT_API_PATHS.devTracking, { body: now ? { now: now.toISOString() } : {} });
const consignmentOf = (response: { json: unknown }) => (response.json as DispatchResponse).consignment;
const errorCode = (response: { json: unknown }) => (response.json as { code: string }).code;
const getConsignment = async (id: string) =>
  ((await request(`${CONSIGNMENT_API_PATHS.consignments}/${id}`, { idToken: admin.idToken })).json as { consignment: AdminConsignment }).consignment;

describe('dispatch', () => {
  test('two Ready orders to one address become one consignment: both Dispatched, in one audit entry', async () => {
    const [first, second] = await Promise.all([writeReadyOrder(prescriber), writeReadyOrder(prescriber)]);
    const response = await dispatch({ requestIds: [first!, second!], method: 'courier', trackingNumber: 'cr-1234 5678', authorityToLeave: true });

    expect(response.status).toBe(201);
    const consignment = consignmentOf(response);
    expect(consignment).toMatchObject({
      orderIds: [first, second],
      method: 'courier',
      trackingNumber: 'CR12345678',
      authorityToLeave: true,
      status: 'dispatched',
      address: address(),
      containsS8: false,
    });
    expect(consignment).not.toHaveProperty('trackingTokenHash');
    for (const requestId of [first!, second!]) {
      const order = await storedOrder(requestId);
      expect(order).toMatchObject({ status: 'dispatched', consignmentId: consignment.consignmentId });
      expect((order!.statusHistory as { status: string }[]).map((change) => change.status)).toEqual(['received', 'ready', 'dispatched']);
    }
    const [entry] = await auditEntriesAbout(consignment.consignmentId);
    expect(entry).toMatchObject({ action: AUDIT_ACTIONS.consignmentDispatch, actorUid: admin.uid, details: expect.objectContaining({ orders: `${first}, ${second}` }) });
    // The prescriber hears of the status as from the status route.
    expect((await outboxMessages(prescriber.email)).some((message) => message.text.includes(first!))).toBe(true);
  });

  test('orders going to different addresses are refused, and nothing moves', async () => {
    const other = await createTestPatient(prescriber.uid, { deliveryMethod: 'delivery', ...address('99 Elsewhere Road') });
    const [first, second] = await Promise.all([writeReadyOrder(prescriber), writeReadyOrder(prescriber, { patient: other })]);
    const response = await dispatch({ requestIds: [first!, second!], method: 'courier', trackingNumber: 'CR99999999' });

    expect(response.status).toBe(409);
    expect(response.json).toEqual({ code: CONSIGNMENT_ERROR_CODES.mixedAddresses, error: CONSIGNMENT_MESSAGES.mixedAddresses });
    expect(await storedOrder(first!)).toMatchObject({ status: 'ready' });
    expect(await storedOrder(first!)).not.toHaveProperty('consignmentId');
  });

  test('an order not Ready, or already in a consignment, is refused', async () => {
    const requestId = await writeReadyOrder(prescriber);
    expect((await dispatch({ requestIds: [requestId], method: 'courier', trackingNumber: 'CR11111111' })).status).toBe(201);
    const again = await dispatch({ requestIds: [requestId], method: 'courier', trackingNumber: 'CR22222222' });
    expect(again.status).toBe(409);
    expect(errorCode(again)).toBe(CONSIGNMENT_ERROR_CODES.alreadyDispatched);
  });

  test('a carrier without an API needs its tracking number typed', async () => {
    const requestId = await writeReadyOrder(prescriber);
    const response = await dispatch({ requestIds: [requestId], method: 'courier' });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ code: CONSIGNMENT_ERROR_CODES.trackingNumberRequired, error: CONSIGNMENT_MESSAGES.trackingNumberRequired });
  });

  test('a pickup is Collected at once, with who collected it', async () => {
    const requestId = await writeReadyOrder(prescriber);
    const response = await dispatch({ requestIds: [requestId], method: 'pickup', collectedBy: 'Jane Citizen' });
    expect(response.status).toBe(201);
    expect(consignmentOf(response)).toMatchObject({ status: 'collected', address: null, trackingNumber: null, proofOfDelivery: { signedBy: 'Jane Citizen', source: 'pharmacy' } });
    expect(await storedOrder(requestId)).toMatchObject({ status: 'collected' });
  });
});

describe('Schedule 8', () => {
  test('an S8 sent with authority to leave, or without a signature, is refused; with a signature it goes', async () => {
    const requestId = await writeReadyOrder(prescriber, { s8: true });
    const unattended = await dispatch({ requestIds: [requestId], method: 'courier', trackingNumber: 'CR33333333', authorityToLeave: true });
    expect(unattended.status).toBe(409);
    expect(unattended.json).toEqual({ code: CONSIGNMENT_ERROR_CODES.s8AuthorityToLeave, error: CONSIGNMENT_MESSAGES.s8AuthorityToLeave });
    const unsigned = await dispatch({ requestIds: [requestId], method: 'courier', trackingNumber: 'CR33333333' });
    expect(errorCode(unsigned)).toBe(CONSIGNMENT_ERROR_CODES.s8SignatureRequired);
    expect(await storedOrder(requestId)).toMatchObject({ status: 'ready' });

    const signed = await dispatch({ requestIds: [requestId], method: 'courier', trackingNumber: 'CR33333333', signatureRequired: true });
    expect(signed.status).toBe(201);
    expect(consignmentOf(signed)).toMatchObject({ containsS8: true, signatureRequired: true, authorityToLeave: false, s8ReceiptOverdue: false });
  });

  test('the plain status route cannot send an S8 order without its consignment', async () => {
    const requestId = await writeReadyOrder(prescriber, { s8: true });
    const response = await request(ORDER_API_PATHS.status, { idToken: admin.idToken, body: { requestId, status: 'dispatched' } });
    expect(response.status).toBe(409);
    expect(errorCode(response)).toBe('s8_needs_consignment');
  });

  test('a missing receipt is overdue 7 days after dispatch; typed with the ID seen, it is not', async () => {
    const requestId = await writeReadyOrder(prescriber, { s8: true });
    const consignment = consignmentOf(await dispatch({ requestIds: [requestId], method: 'courier', trackingNumber: 'CR44444444', signatureRequired: true }));
    const dispatchedAt = new Date(consignment.dispatchedAt).getTime();
    const remind = async (at: number) => (await request(CONSIGNMENT_API_PATHS.devReceiptReminders, { body: { now: new Date(at).toISOString() } })).json as { overdue: number; sent: boolean };

    // Other S8 consignments of this file fall overdue at about the same time: compare counts.
    const sixDays = await remind(dispatchedAt + 6 * DAY);
    const eightDays = await remind(dispatchedAt + 8 * DAY);
    expect(eightDays.overdue).toBeGreaterThan(sixDays.overdue);
    expect(eightDays.sent).toBe(true);
    const [mail] = (await outboxMessages(PHARMACY_EMAIL)).filter((message) => /Schedule 8 receipts? (is|are) overdue/.test(message.subject));
    expect(mail?.subject).toBe(`${eightDays.overdue} Schedule 8 ${eightDays.overdue === 1 ? 'receipt is' : 'receipts are'} overdue`);
    expect(mail?.text).not.toContain('Jane');

    const path = `${CONSIGNMENT_API_PATHS.consignments}/${consignment.consignmentId}${CONSIGNMENT_API_PATHS.proofOfDeliverySuffix}`;
    // Signed for after dispatch, and not in the future (the stack's clock is this machine's).
    const signedAt = new Date(Math.max(Date.now(), dispatchedAt)).toISOString();
    const withoutId = await request(path, { idToken: admin.idToken, body: { signedBy: 'Jane Citizen', signedAt } });
    expect(withoutId.status).toBe(409);
    expect(errorCode(withoutId)).toBe(CONSIGNMENT_ERROR_CODES.idSeenRequired);
    const typed = await request(path, { idToken: admin.idToken, body: { signedBy: 'Jane Citizen', signedAt, idSeen: 'NSW licence ending 123' } });
    expect(typed.status).toBe(200);
    expect((typed.json as { consignment: AdminConsignment }).consignment).toMatchObject({
      status: 'delivered',
      receiptDueAt: null,
      proofOfDelivery: { signedBy: 'Jane Citizen', idSeen: 'NSW licence ending 123', source: 'pharmacy', recordedBy: admin.uid },
    });
    expect((await remind(dispatchedAt + 8 * DAY)).overdue).toBe(eightDays.overdue - 1);
    expect((await auditEntriesAbout(consignment.consignmentId)).map((entry) => entry.action)).toEqual([AUDIT_ACTIONS.consignmentDispatch, AUDIT_ACTIONS.consignmentProof]);
  });
});

describe('the carrier', () => {
  test('a booking through the carrier account takes its tracking number and label; its events move the status', async () => {
    const requestId = await writeReadyOrder(prescriber);
    const response = await dispatch({ requestIds: [requestId], method: 'auspost', bookWithCarrier: true, signatureRequired: true });
    expect(response.status).toBe(201);
    const consignment = consignmentOf(response);
    expect(consignment.trackingNumber).toMatch(/^SI\d+$/);
    expect(consignment.trackingUrl).toBe(`https://auspost.com.au/mypost/track/details/${consignment.trackingNumber}`);
    const booked = (await carrierRequests('/shipping/v1/shipments')).find((call) => JSON.stringify(call.body).includes(consignment.consignmentId));
    // The carrier gets the addressee and the address, never what is inside.
    expect(JSON.stringify(booked?.body)).toContain('12 Darling Street');
    expect(JSON.stringify(booked?.body)).not.toContain('Hydrocortisone');

    const label = await request(`${CONSIGNMENT_API_PATHS.consignments}/${consignment.consignmentId}${CONSIGNMENT_API_PATHS.carrierLabelSuffix}`, { idToken: admin.idToken });
    expect(label.status).toBe(200);
    expect(label.headers.get('content-type')).toBe('application/pdf');
    expect(label.text.startsWith('%PDF-')).toBe(true);

    const dispatchedAt = new Date(consignment.dispatchedAt).getTime();
    await addCarrierEvent(consignment.trackingNumber!, 'Processed at facility', new Date(dispatchedAt + 60 * 60_000).toISOString());
    await runTracking();
    expect((await getConsignment(consignment.consignmentId)).status).toBe('in_transit');

    const deliveredAt = new Date(dispatchedAt + 26 * 60 * 60_000).toISOString();
    await addCarrierEvent(consignment.trackingNumber!, 'Delivered - signed for by J CITIZEN', deliveredAt);
    await runTracking();
    const delivered = await getConsignment(consignment.consignmentId);
    expect(delivered).toMatchObject({
      status: 'delivered',
      deliveredAt,
      proofOfDelivery: { signedBy: 'J CITIZEN', at: deliveredAt, source: 'carrier', idSeen: null },
      tracked: false,
      minutesReadyToDelivered: expect.any(Number),
    });
    expect(delivered.events.map((event) => event.description)).toEqual(['Processed at facility', 'Delivered - signed for by J CITIZEN']);
    expect((await auditEntriesAbout(consignment.consignmentId)).at(-1)).toMatchObject({ action: AUDIT_ACTIONS.consignmentTracking, details: { from: 'in_transit', to: 'delivered' } });
  });

  test('delivery failed tells the prescriber and the pharmacy, with request IDs and links only', async () => {
    const requestId = await writeReadyOrder(prescriber);
    const consignment = consignmentOf(await dispatch({ requestIds: [requestId], method: 'startrack', trackingNumber: `ST${Date.now()}`, signatureRequired: true }));
    await addCarrierEvent(consignment.trackingNumber!, 'Attempted delivery - card left');
    await runTracking();
    expect((await getConsignment(consignment.consignmentId)).status).toBe('delivery_failed');
    const [mail] = (await outboxMessages(prescriber.email)).filter((message) => message.subject.startsWith('Delivery failed'));
    expect(mail?.subject).toBe(`Delivery failed: ${requestId}`);
    expect(mail?.to).toEqual(expect.arrayContaining([prescriber.email]));
    expect(mail?.to.length).toBe(2);
    expect(mail?.text).not.toMatch(/Jane|Citizen|Hydrocortisone|Darling/);
  });
});

describe('where is it', () => {
  test('the patient’s link shows the status, carrier, number and the pharmacy’s phone, nothing private, and expires', async () => {
    const patient = await createTestPatient(prescriber.uid, {
      deliveryMethod: 'delivery',
      ...address(),
      email: `patient-${Date.now()}@example.test`,
      noticesConsent: true,
    });
    const requestId = await writeReadyOrder(prescriber, { patient });
    const response = await dispatch({ requestIds: [requestId], method: 'auspost', trackingNumber: `TR${Date.now()}`, signatureRequired: true });
    expect((response.json as DispatchResponse).patientNotified).toBe(true);
    const [mail] = await outboxMessages(patient.email!);
    expect(mail?.text).not.toMatch(/Jane|Citizen|Hydrocortisone|Darling/);
    const token = /\/track\/([A-Za-z0-9_-]{43})/.exec(mail!.text)?.[1];
    expect(token).toBeDefined();
    const consignment = consignmentOf(response);
    // Only the token's hash is kept.
    expect(JSON.stringify(await storedConsignment(consignment.consignmentId))).not.toContain(token);

    const tracked = await request(`${CONSIGNMENT_API_PATHS.track}/${token}`);
    expect(tracked.status).toBe(200);
    expect(tracked.json).toEqual(
      PublicTrackingSchema.parse({ status: 'dispatched', carrier: 'Australia Post', trackingNumber: consignment.trackingNumber, trackingUrl: consignment.trackingUrl, pharmacyPhone: SITE.phone }),
    );
    expect(tracked.text).not.toMatch(/Jane|Citizen|Hydrocortisone|Darling|HC-/);

    const guessed = await request(`${CONSIGNMENT_API_PATHS.track}/${'A'.repeat(43)}`);
    expect(guessed.status).toBe(404);
    expect(errorCode(guessed)).toBe(CONSIGNMENT_ERROR_CODES.trackingNotFound);

    // Delivered 31 days ago: the link has expired.
    await addCarrierEvent(consignment.trackingNumber!, 'Delivered', new Date(Date.now() - 31 * DAY).toISOString());
    await runTracking();
    const expired = await request(`${CONSIGNMENT_API_PATHS.track}/${token}`);
    expect(expired.status).toBe(410);
    expect(expired.json).toEqual({ code: CONSIGNMENT_ERROR_CODES.trackingExpired, error: CONSIGNMENT_MESSAGES.trackingExpired });
  });

  test('a patient without consent to notices gets no e-mail', async () => {
    const patient = await createTestPatient(prescriber.uid, { deliveryMethod: 'delivery', ...address(), email: `quiet-${Date.now()}@example.test` });
    const requestId = await writeReadyOrder(prescriber, { patient });
    const response = await dispatch({ requestIds: [requestId], method: 'courier', trackingNumber: 'CR55555555' });
    expect((response.json as DispatchResponse).patientNotified).toBe(false);
    expect(await outboxMessages(patient.email!)).toEqual([]);
  });

  test('the prescriber and their staff read the order’s consignment; another prescriber cannot', async () => {
    const requestId = await writeReadyOrder(prescriber);
    const path = `${CONSIGNMENT_API_PATHS.orderConsignment}/${requestId}`;
    expect((await request(path, { idToken: prescriber.idToken })).json).toEqual({ consignment: null });
    const consignment = consignmentOf(await dispatch({ requestIds: [requestId], method: 'auspost', trackingNumber: 'AP66666666', signatureRequired: true }));

    for (const reader of [prescriber, staff]) {
      const response = await request(path, { idToken: reader.idToken });
      expect(response.status).toBe(200);
      expect((response.json as OrderConsignmentReply).consignment).toMatchObject({ consignmentId: consignment.consignmentId, requestId, trackingNumber: 'AP66666666', status: 'dispatched' });
      expect(response.text).not.toContain('Darling');
    }
    const stranger = await request(path, { idToken: otherPrescriber.idToken });
    expect(stranger.status).toBe(404);
  });
});

describe('the manifest and the lists', () => {
  test('the day’s manifest for a carrier as CSV and PDF', async () => {
    const requestId = await writeReadyOrder(prescriber);
    const consignment = consignmentOf(await dispatch({ requestIds: [requestId], method: 'courier', trackingNumber: 'CR77777777' }));
    const query = `date=${consignment.dispatchedOn}&method=courier`;
    const csv = await request(`${CONSIGNMENT_API_PATHS.manifest}?${query}&format=csv`, { idToken: admin.idToken });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.text).toContain(`${consignment.consignmentId},CR77777777,${requestId},12 Darling Street,Balmain,NSW,2041`);
    expect(csv.text).not.toMatch(/Hydrocortisone|Jane/);
    const pdf = await request(`${CONSIGNMENT_API_PATHS.manifest}?${query}`, { idToken: admin.idToken });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.text.startsWith('%PDF-')).toBe(true);
  });

  test('the open list holds a new consignment', async () => {
    const requestId = await writeReadyOrder(prescriber);
    const consignment = consignmentOf(await dispatch({ requestIds: [requestId], method: 'courier', trackingNumber: 'CR88888888' }));
    const list = await request(`${CONSIGNMENT_API_PATHS.consignments}?filter=open`, { idToken: admin.idToken });
    expect((list.json as { consignments: AdminConsignment[] }).consignments.map((c) => c.consignmentId)).toContain(consignment.consignmentId);
    expect((await request(`${CONSIGNMENT_API_PATHS.consignments}?filter=nonsense`, { idToken: admin.idToken })).status).toBe(400);
  });

  test('the overview counts consignments on the way, delivered and failed, and the median Ready to Delivered', async () => {
    const response = await request(ADMIN_API_PATHS.pharmacyOverview, { idToken: admin.idToken });
    const { consignments } = PharmacyOverviewSchema.parse(response.json);
    // This file's consignments: several on the way, two delivered (one by the carrier, one typed), one failed.
    expect(consignments).toMatchObject({ dispatched: expect.any(Number), delivered: expect.any(Number), failed: expect.any(Number) });
    expect(consignments!.dispatched).toBeGreaterThanOrEqual(1);
    expect(consignments!.failed).toBeGreaterThanOrEqual(1);
    expect(consignments!.readyToDelivered.consignments).toBeGreaterThanOrEqual(2);
    expect(consignments!.readyToDelivered.medianMinutes).toEqual(expect.any(Number));
  });
});

describe('nobody else', () => {
  test('prescribers, staff and strangers are refused every admin route', async () => {
    const requestId = await writeReadyOrder(prescriber);
    for (const idToken of [prescriber.idToken, staff.idToken]) {
      expect((await dispatch({ requestIds: [requestId], method: 'courier', trackingNumber: 'CR12121212' }, idToken)).status).toBe(403);
      expect((await request(CONSIGNMENT_API_PATHS.consignments, { idToken })).status).toBe(403);
      expect((await request(`${CONSIGNMENT_API_PATHS.manifest}?date=2026-11-28&method=courier`, { idToken })).status).toBe(403);
    }
    expect((await request(CONSIGNMENT_API_PATHS.consignments, { body: { requestIds: [requestId], method: 'courier', trackingNumber: 'CR12121212' } })).status).toBe(401);
    expect(await storedOrder(requestId)).toMatchObject({ status: 'ready' });
  });
});
