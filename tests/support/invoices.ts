/**
 * Invoices on the running stack (decision 078): Ready orders with prices on their items
 * (written with the admin SDK until the cart stores them), the invoices as stored, and
 * removing what a test made. The counter is left as it is: it is the sequence.
 */
import { INVOICE_COLLECTIONS, ORDER_COLLECTIONS, type LinePrice, type PatientSnapshot } from '@pharmacy/shared';
import { adminDb } from './admin.ts';
import { writeReadyOrder } from './consignments.ts';
import type { TestUser } from './users.ts';

const invoiced = new Set<string>();

/** A Ready order (writeReadyOrder, for `patient` where given) whose one item has this price; null leaves it unpriced. */
export async function writePricedReadyOrder(
  prescriber: Pick<TestUser, 'uid' | 'email'>,
  price: LinePrice | null = { unitCents: 2450, gst: 'gst_free' },
  { patient }: { patient?: PatientSnapshot } = {},
): Promise<string> {
  const requestId = await writeReadyOrder(prescriber, patient ? { patient } : {});
  invoiced.add(requestId);
  const ref = adminDb().collection(ORDER_COLLECTIONS.orderRequests).doc(requestId);
  const items = (await ref.get()).get('items') as Record<string, unknown>[];
  await ref.update({ items: items.map((item) => ({ ...item, price })) });
  return requestId;
}

export async function storedInvoiceOf(requestId: string): Promise<Record<string, unknown> | undefined> {
  const snapshot = await adminDb().collection(INVOICE_COLLECTIONS.invoices).where('requestId', '==', requestId).get();
  return snapshot.docs[0]?.data();
}

export async function deleteTestInvoices(): Promise<void> {
  const ids = [...invoiced];
  invoiced.clear();
  for (const requestId of ids) {
    const snapshot = await adminDb().collection(INVOICE_COLLECTIONS.invoices).where('requestId', '==', requestId).get();
    await Promise.all(snapshot.docs.map((doc) => doc.ref.delete()));
  }
}
