/**
 * Order requests written straight into Firestore for the pharmacy overview's tests
 * (decision 031), as the function stores them (with the list fields), received at a
 * chosen time: weeks in the past that no other test writes to. Each is removed by
 * deleteOverviewOrders().
 */
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { ORDER_COLLECTIONS, OrderRequestSchema, orderListFields, type OrderStatus } from '@pharmacy/shared';
import { orderAt } from '@pharmacy/shared/testing';
import { adminDb } from './admin.ts';

const written = new Set<string>();

const PRACTITIONER = {
  firstName: 'Overview',
  lastName: 'Tester',
  email: 'overview-tester@example.test',
  role: 'practitioner',
  practitionerNumber: 'MED0005678',
  clinicName: 'Overview Clinic',
  clinicAddress: '1 Test Street, Balmain NSW 2041',
};

/** A stored order request received at `receivedAt`, with `fields` on top (status, originals, questions). */
function storedOrder(requestId: string, receivedAt: Date, status: OrderStatus, fields: Record<string, unknown>): Record<string, unknown> {
  const createdAt = Timestamp.fromDate(receivedAt);
  const order = orderAt(createdAt, { requestId, prescriberId: 'overview-practitioner', practitioner: PRACTITIONER, items: [], status });
  // The queue reads it like any other (its times as text in the browser).
  OrderRequestSchema.parse({ ...order, createdAt: receivedAt.toISOString(), updatedAt: receivedAt.toISOString(), statusHistory: [] });
  return { ...order, ...fields, ...orderListFields(requestId, PRACTITIONER), needsMailResend: false };
}

/** Writes `count` orders received at `receivedAt`; their request IDs. */
export async function writeOverviewOrders(
  count: number,
  receivedAt: Date,
  { status = 'received', fields = {} }: { status?: OrderStatus; fields?: Record<string, unknown> } = {},
): Promise<string[]> {
  const ids = Array.from({ length: count }, () => `HC-OVERVIEW-${randomUUID().slice(0, 8).toUpperCase()}`);
  const batch = adminDb().batch();
  for (const id of ids) {
    written.add(id);
    batch.set(adminDb().collection(ORDER_COLLECTIONS.orderRequests).doc(id), storedOrder(id, receivedAt, status, fields));
  }
  await batch.commit();
  return ids;
}

export async function deleteOverviewOrders(): Promise<void> {
  const batch = adminDb().batch();
  for (const id of written) batch.delete(adminDb().collection(ORDER_COLLECTIONS.orderRequests).doc(id));
  written.clear();
  await batch.commit();
}

/** Noon in Sydney on the Wednesday of the week starting `monday` (YYYY-MM-DD): inside it whatever the daylight saving. */
export function midweekNoon(monday: string): Date {
  const [year, month, day] = monday.split('-').map(Number) as [number, number, number];
  // 01:00 or 02:00 UTC is 11:00 to 13:00 in Sydney, AEST or AEDT.
  return new Date(Date.UTC(year, month - 1, day + 2, 1, 30));
}
