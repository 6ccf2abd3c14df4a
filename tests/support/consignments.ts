/**
 * Consignments on the running stack (decision 059): Ready orders written straight into
 * Firestore as the function stores them (a Ready order needs two admins' checked records of
 * compounding otherwise, which compounding-records.test.ts covers), the stand-in carrier the
 * stack runs (scripts/stack/carrier-standin), and removing what a test made.
 */
import { randomInt } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { CONSIGNMENT_COLLECTIONS, ORDER_COLLECTIONS, orderListFields, type PatientSnapshot } from '@pharmacy/shared';
import { orderAt, storedLine, TEST_PRACTITIONER } from '@pharmacy/shared/testing';
import { CARRIER_STANDIN_PORT } from '../../scripts/stack/ports.ts';
import { adminDb } from './admin.ts';
import type { TestUser } from './users.ts';

export const CARRIER_STANDIN_URL = process.env.CARRIER_STANDIN_URL || `http://127.0.0.1:${CARRIER_STANDIN_PORT}`;

const written = new Set<string>();
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A request ID of today's form that no other test uses. */
export function uniqueRequestId(): string {
  return `HC-261128-${Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;
}

/** A delivery address; give a street to make another one. */
export const address = (street = '12 Darling Street') => ({ street, suburb: 'Balmain', state: 'NSW' as const, postcode: '2041' });

/**
 * A Ready order of the prescriber's for the patient (a delivery to `address()` unless the
 * patient says otherwise), Ready for an hour; `s8` makes its item Schedule 8.
 */
export async function writeReadyOrder(
  prescriber: Pick<TestUser, 'uid' | 'email'>,
  { patient, s8 = false }: { patient?: PatientSnapshot; s8?: boolean } = {},
): Promise<string> {
  const requestId = uniqueRequestId();
  const now = Date.now();
  const readyAt = Timestamp.fromMillis(now - 60 * 60 * 1000);
  const received = Timestamp.fromMillis(now - 3 * 60 * 60 * 1000);
  const practitioner = { ...TEST_PRACTITIONER, email: prescriber.email };
  const line = storedLine({
    patient: patient ?? { patientId: `patient-${requestId}`, givenName: 'Jane', familyName: 'Citizen', dateOfBirth: '1980-03-15', phone: null, notes: null, delivery: { method: 'delivery', address: address() } },
    ...(s8 ? { schedule: 'S8' as const, s8Prescription: { authorityNumber: 'AU123456', repeatIntervalDays: 28 } } : {}),
  });
  const order = orderAt(received, { requestId, prescriberId: prescriber.uid, practitioner, items: [line], status: 'ready' });
  const sent = { status: 'sent', attempts: 1, error: null, lastAttemptAt: received };
  written.add(requestId);
  await adminDb()
    .collection(ORDER_COLLECTIONS.orderRequests)
    .doc(requestId)
    .set({
      ...order,
      statusHistory: [
        { status: 'received', at: received, by: null },
        { status: 'ready', at: readyAt, by: 'admin' },
      ],
      readyAt,
      minutesToReady: 120,
      ...orderListFields(requestId, practitioner),
      mail: { practitioner: sent, pharmacy: sent },
      needsMailResend: false,
      originalReminderOn: null,
    });
  return requestId;
}

export const storedConsignment = async (consignmentId: string) =>
  (await adminDb().collection(CONSIGNMENT_COLLECTIONS.consignments).doc(consignmentId).get()).data();

/** Adds a carrier event at the stand-in, as the carrier would record one. */
export async function addCarrierEvent(trackingNumber: string, description: string, date = new Date().toISOString()): Promise<void> {
  const response = await fetch(`${CARRIER_STANDIN_URL}/__standin/tracking/${encodeURIComponent(trackingNumber)}/events`, {
    method: 'POST',
    body: JSON.stringify({ description, date, location: 'BALMAIN NSW' }),
  });
  if (response.status !== 201) throw new Error(`The carrier stand-in answered ${response.status}`);
}

/** What the stand-in was asked on one API path, oldest first. */
export async function carrierRequests(path: string): Promise<{ method: string; body: unknown; query: Record<string, string> }[]> {
  const response = await fetch(`${CARRIER_STANDIN_URL}/__standin/requests?path=${encodeURIComponent(path)}`);
  return ((await response.json()) as { requests: { method: string; body: unknown; query: Record<string, string> }[] }).requests;
}

/** Removes the orders written here and every consignment that carries one of them. */
export async function deleteTestConsignments(): Promise<void> {
  const ids = [...written];
  written.clear();
  const consignments = adminDb().collection(CONSIGNMENT_COLLECTIONS.consignments);
  for (const requestId of ids) {
    const carrying = await consignments.where('orderIds', 'array-contains', requestId).get();
    await Promise.all(carrying.docs.map((doc) => doc.ref.delete()));
    await adminDb().collection(ORDER_COLLECTIONS.orderRequests).doc(requestId).delete();
  }
}
