/**
 * Where an order's invoice stands, kept on the order itself (issue 34 part 6): the
 * invoice store writes it in the same transaction that issues the invoice or records a
 * payment or refund (functions/src/features/invoices), so the queue's Unpaid and Overdue
 * filters are one Firestore query over orders (order-list.ts) and never a scan.
 */
import { z } from 'zod';

export const OrderBillingSchema = z.object({
  /** The invoice's number (INV-000001). */
  invoiceNumber: z.string(),
  /** Issued, something owing and not paid in full: the queue's Unpaid filter. */
  unpaid: z.boolean(),
  /** The Sydney date it is due by (YYYY-MM-DD): an unpaid order is Overdue from the day after. */
  dueOn: z.iso.date(),
  /** What is still owing, in cents (0 once paid). */
  outstandingCents: z.number().int().min(0),
});
export type OrderBilling = z.infer<typeof OrderBillingSchema>;

/** The queue's billing filter: every order, those whose invoice is unpaid, those unpaid past their due date. */
export const ORDER_BILLING_FILTERS = ['all', 'unpaid', 'overdue'] as const;
export type OrderBillingFilter = (typeof ORDER_BILLING_FILTERS)[number];
export const ORDER_BILLING_FILTER_LABELS: Record<OrderBillingFilter, string> = { all: 'All', unpaid: 'Unpaid', overdue: 'Overdue' };

/** The stored fields the filters query (Firestore field paths). */
export const ORDER_BILLING_FIELDS = { unpaid: 'billing.unpaid', dueOn: 'billing.dueOn' } as const;
