/**
 * The demo pharmacy's invoices (issue 34 part 8): each Collected or Dispatched demo order
 * is invoiced through the product's own code (issueInvoice and the invoice store: the
 * counter taken in the transaction, so numbers run INV-000001 up with no gap, the order's
 * billing for the queue's filters, the audit entry), dated when it was handed over, oldest
 * first. Then payments are recorded as the admin's route records them (withPayment through
 * the store): orders collected were paid by card at pickup; dispatched ones past their
 * due date were paid by bank transfer a week after issue, all but the newest of them,
 * which is the one overdue; dispatched ones not yet due stay unpaid.
 */
import { randomUUID } from 'node:crypto';
import { ADMIN_COLLECTIONS, AUDIT_ACTIONS, INVOICE_COLLECTIONS, parseCalendarDate, sydneyDateAfter, sydneyDateOf, withPayment, type InvoicePayment } from '@pharmacy/shared';
import { invoiceStore, issueInvoice } from '../../../functions/src/features/invoices/index.ts';
import { aboutOrder } from '../../../functions/src/features/orders/index.ts';
import { db } from '../../../functions/src/platform/firebase.ts';
import { DEMO_MARK } from './demo-pharmacy.ts';

import type { HandedOver } from './demo-consignments.ts';

export interface DemoInvoices {
  issued: number;
  paid: number;
  unpaid: number;
  overdue: number;
}

/** Who recorded the demo's payments, as the audit log shows it. */
const DEMO_ADMIN = { actorUid: 'demo-admin', actorEmail: 'admin@harbourside.test' };

/** Which invoices are paid, and how (pure): see the module's comment. */
export function demoPaymentsOf(invoices: { requestId: string; status: HandedOver['status']; issuedOn: string; dueOn: string }[], today: string): Map<string, { method: 'card_at_pickup' | 'bank_transfer'; on: string }> {
  const payments = new Map<string, { method: 'card_at_pickup' | 'bank_transfer'; on: string }>();
  const pastDue = invoices.filter((invoice) => invoice.status === 'dispatched' && invoice.dueOn < today);
  const leftOverdue = pastDue.at(-1)?.requestId;
  for (const invoice of invoices) {
    if (invoice.status === 'collected') payments.set(invoice.requestId, { method: 'card_at_pickup', on: invoice.issuedOn });
    else if (invoice.dueOn < today && invoice.requestId !== leftOverdue) {
      const weekLater = sydneyDateAfter(parseCalendarDate(invoice.issuedOn)!, 7);
      payments.set(invoice.requestId, { method: 'bank_transfer', on: weekLater < today ? weekLater : today });
    }
  }
  return payments;
}

/**
 * Issues and pays the demo's invoices on the Firestore of functions' default app (the
 * caller points it at the demo's project). Oldest first, one at a time, as the product
 * issues them.
 */
export async function invoiceDemoOrders(handedOver: readonly Pick<HandedOver, 'requestId' | 'status' | 'at'>[], now: Date): Promise<DemoInvoices> {
  const issued: { requestId: string; status: HandedOver['status']; issuedOn: string; dueOn: string; totalCents: number }[] = [];
  for (const order of [...handedOver].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    const outcome = await issueInvoice(order.requestId, { store: invoiceStore, now: () => order.at });
    if (outcome.kind === 'issued') {
      const { issuedOn, dueOn, totalCents } = outcome.invoice;
      issued.push({ requestId: order.requestId, status: order.status, issuedOn, dueOn, totalCents });
    }
  }
  const today = sydneyDateOf(now);
  const payments = demoPaymentsOf(issued, today);
  for (const [requestId, { method, on }] of payments) {
    const invoice = issued.find((each) => each.requestId === requestId)!;
    const order = await invoiceStore.orderOf(requestId);
    if (!order || invoice.totalCents === 0) continue;
    const record: InvoicePayment = { paymentId: randomUUID(), kind: 'payment', method, amountCents: invoice.totalCents, on, reason: '', recordedAt: now.toISOString(), recordedBy: DEMO_ADMIN.actorUid };
    const outcome = await invoiceStore.changeInvoice(
      requestId,
      (stored) => withPayment(stored, record),
      (changed) => ({ action: AUDIT_ACTIONS.invoicePayment, ...DEMO_ADMIN, ...aboutOrder(order, { invoice: changed.number, amountCents: record.amountCents, method, status: changed.status }) }),
    );
    if (outcome.kind !== 'changed') throw new Error(`The demo could not record the payment of ${requestId}'s invoice: ${outcome.kind}`);
  }
  await markDemo(issued.map((invoice) => invoice.requestId));
  const unpaid = issued.filter((invoice) => !payments.has(invoice.requestId));
  return { issued: issued.length, paid: payments.size, unpaid: unpaid.length, overdue: unpaid.filter((invoice) => invoice.dueOn < today).length };
}

/** Marks the invoices and their audit entries as the demo's, as every other demo record is (DEMO_MARK). */
async function markDemo(requestIds: readonly string[]): Promise<void> {
  const ids = new Set(requestIds);
  const [invoices, entries] = await Promise.all([
    db().collection(INVOICE_COLLECTIONS.invoices).get(),
    db().collection(ADMIN_COLLECTIONS.auditLog).where('action', 'in', [AUDIT_ACTIONS.invoiceIssue, AUDIT_ACTIONS.invoicePayment]).get(),
  ]);
  const batch = db().batch();
  for (const doc of invoices.docs) if (ids.has(String(doc.get('requestId')))) batch.update(doc.ref, DEMO_MARK);
  for (const doc of entries.docs) if (ids.has(String(doc.get('target.id')))) batch.update(doc.ref, DEMO_MARK);
  await batch.commit();
}
