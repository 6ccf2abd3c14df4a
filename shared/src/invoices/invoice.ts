/**
 * Invoices (issue 34 part 5, decision 078): what an order's invoice holds, built from the
 * order's priced items, the delivery its dispatch used and the pharmacy's billing
 * settings. Pure: the server takes the number from its counter in the same transaction
 * that stores the invoice (functions/src/features/invoices), so numbers have no gap.
 * Money is whole cents (platform/money.ts); totals come from prices' totalsOf.
 */
import { z } from 'zod';
import { CentsSchema, MAX_CENTS, formatAud } from '../platform/money.ts';
import { parseCalendarDate, sydneyDateAfter, sydneyDateOf } from '../platform/sydney-dates.ts';
import type { OrderBilling } from '../orders/index.ts';
import { DeliveryChargeSchema, GstTreatmentSchema, PayerSchema, totalsOf, type BillingSettings, type DeliveryCharge, type DeliveryFeeMethod, type LinePrice, type Payer } from '../prices/index.ts';

export const INVOICE_API_PATHS = {
  /** The order's prescriber, their active staff, or an admin: GET `${invoice}/{requestId}` answers the order's invoice (or null, and why). */
  invoice: '/api/order-invoices',
  /** The same people: GET `${pdf}/{requestId}` answers the invoice as a PDF. */
  pdf: '/api/order-invoice-pdfs',
  /** Admins: POST `${prices}/{requestId}` with { prices: [{ itemIndex, unitCents, gst }] } prices the unpriced lines and issues the invoice. */
  prices: '/api/order-invoice-prices',
  /** Admins: POST `${payments}/{requestId}` records a payment taken another way, or a refund with its reason (InvoicePaymentRequest). */
  payments: '/api/order-invoice-payments',
  /** Emulators only: POST runs the retry job (retryInvoices) now; answers its counts. */
  devRetry: '/api/dev/invoice-retry',
  /** Admins: POST `${payLinks}/{requestId}` e-mails the patient a new pay link (the old one stops working); answers PayLinkReply. */
  payLinks: '/api/order-invoice-pay-links',
  /** No sign-in, the token is the key (decision 079): GET `${byCard}/{token}` answers PayPageInvoice; POST `${byCard}/{token}/checkout` answers CheckoutReply. */
  byCard: '/api/invoice-payments',
  /** Stripe's webhook (decision 079): verified by its signature on the raw body, never signed in. */
  stripeWebhook: '/api/stripe-webhook',
} as const;

export const INVOICE_COLLECTIONS = {
  invoices: 'invoices',
  /** One document, `invoiceCounters/invoices`: the last number taken. */
  counters: 'invoiceCounters',
} as const;
export const INVOICE_COUNTER_DOC = 'invoices';

export const INVOICE_STATUSES = ['unpaid', 'paid', 'part_refunded', 'refunded'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  part_refunded: 'Part refunded',
  refunded: 'Refunded',
};

/** How a payment was taken, or a refund given. */
export const PAYMENT_METHODS = ['card_at_pickup', 'bank_transfer', 'cash', 'card_online'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card_at_pickup: 'Card at pickup',
  bank_transfer: 'Bank transfer',
  cash: 'Cash',
  card_online: 'Card online (Stripe)',
};
export const PAYMENT_KINDS = ['payment', 'refund'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const INVOICE_MESSAGES = {
  priceEveryLine: 'Price every line to invoice',
  notIssued: 'No invoice yet: it is issued when the order is dispatched or collected.',
  invoiceNotFound: 'This order has no invoice yet.',
  alreadyInvoiced: 'This order already has its invoice.',
  notDispatched: 'An order is invoiced when it is dispatched or collected.',
  priceMissing: (line: number) => `Enter a price for line ${line}.`,
  priceNotNeeded: (line: number) => `Line ${line} already has its price.`,
  pricesMalformed: 'Send each unpriced line with its unit price in cents and its GST treatment.',
  paymentAmount: 'Enter an amount in dollars and cents, more than $0.00.',
  paymentDate: 'Enter the date it was paid or refunded (not in the future).',
  paymentMethod: 'Choose how it was paid: card at pickup, bank transfer or cash.',
  refundReason: 'Enter the reason for the refund (up to 500 characters).',
  overpaid: (outstanding: string) => `That is more than is owing: ${outstanding}.`,
  overRefunded: (refundable: string) => `That is more than was paid and not yet refunded: ${refundable}.`,
} as const;

export const INVOICE_ERROR_CODES = {
  invoiceNotFound: 'invoice_not_found',
  alreadyInvoiced: 'already_invoiced',
  notDispatched: 'not_dispatched',
  priceMissing: 'price_missing',
  priceNotNeeded: 'price_not_needed',
  overpaid: 'overpaid',
  overRefunded: 'over_refunded',
} as const;

/** INV-000001: the sequence number, six digits at least. */
export const invoiceNumberOf = (sequence: number): string => `INV-${String(sequence).padStart(6, '0')}`;
export const INVOICE_NUMBER_PATTERN = /^INV-\d{6,}$/;

export const InvoiceLineSchema = z.object({
  formulaLabel: z.string(),
  strength: z.string(),
  amount: z.string(),
  quantity: z.number().int().positive(),
  unitCents: CentsSchema,
  gst: GstTreatmentSchema,
  lineCents: z.number().int().min(0),
});
export type InvoiceLine = z.infer<typeof InvoiceLineSchema>;

/** A payment or refund recorded on an invoice: by an admin (taken another way), or by Stripe's verified webhook (card online). */
export const InvoicePaymentSchema = z.object({
  paymentId: z.string(),
  kind: z.enum(PAYMENT_KINDS),
  method: z.enum(PAYMENT_METHODS),
  amountCents: z.number().int().positive(),
  /** The Sydney date it was paid or refunded, YYYY-MM-DD. */
  on: z.iso.date(),
  /** A refund's reason; empty for a payment. */
  reason: z.string(),
  /** ISO 8601 instant it was recorded, and by whom (an admin's uid, or "stripe"). */
  recordedAt: z.string(),
  recordedBy: z.string(),
  /** A card payment through Stripe: its payment intent's ID (the paymentId is the Checkout Session's). */
  reference: z.string().optional(),
});
export type InvoicePayment = z.infer<typeof InvoicePaymentSchema>;

/** What the invoice holds, as the browser reads it (GET /api/order-invoices/{requestId}). */
export const InvoiceSchema = z.object({
  invoiceId: z.string(),
  number: z.string(),
  sequence: z.number().int().positive(),
  requestId: z.string(),
  prescriberId: z.string(),
  payer: PayerSchema,
  /** The clinic account a clinic-paid invoice belongs to (decision 081); null where the patient pays, and on invoices issued before accounts. */
  accountId: z.string().nullable().default(null),
  /** ISO 8601 instant it was issued. */
  issuedAt: z.string(),
  /** Sydney dates, YYYY-MM-DD. */
  issuedOn: z.iso.date(),
  dueOn: z.iso.date(),
  lines: z.array(InvoiceLineSchema),
  delivery: DeliveryChargeSchema,
  totalCents: z.number().int().min(0),
  gstCents: z.number().int().min(0),
  taxableCents: z.number().int().min(0),
  seller: z.object({ legalName: z.string(), tradingName: z.string(), abn: z.string() }),
  status: z.enum(INVOICE_STATUSES),
  paidCents: z.number().int().min(0),
  refundedCents: z.number().int().min(0),
  consignmentId: z.string().nullable(),
  /** Oldest first; absent on invoices issued before payments (read as none). */
  payments: z.array(InvoicePaymentSchema).default([]),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

/** POST /api/order-invoice-payments/{requestId} (admin): a payment taken another way, or a refund and its reason. */
export const InvoicePaymentRequestSchema = z
  .object({
    kind: z.enum(PAYMENT_KINDS, { error: INVOICE_MESSAGES.paymentMethod }),
    method: z.enum(['card_at_pickup', 'bank_transfer', 'cash'], { error: INVOICE_MESSAGES.paymentMethod }),
    amountCents: z.number({ error: INVOICE_MESSAGES.paymentAmount }).int(INVOICE_MESSAGES.paymentAmount).positive(INVOICE_MESSAGES.paymentAmount).max(MAX_CENTS, INVOICE_MESSAGES.paymentAmount),
    on: z.iso.date({ error: INVOICE_MESSAGES.paymentDate }),
    reason: z.string({ error: INVOICE_MESSAGES.refundReason }).trim().max(500, INVOICE_MESSAGES.refundReason).default(''),
  })
  .strict()
  .superRefine((request, ctx) => {
    if (request.kind === 'refund' && request.reason === '') ctx.addIssue({ code: 'custom', path: ['reason'], message: INVOICE_MESSAGES.refundReason });
  });
export type InvoicePaymentRequest = z.input<typeof InvoicePaymentRequestSchema>;

/** An invoice's status from what it totals, what was paid and what was refunded. */
export function invoiceStatusOf({ totalCents, paidCents, refundedCents }: Pick<Invoice, 'totalCents' | 'paidCents' | 'refundedCents'>): InvoiceStatus {
  if (refundedCents > 0) return refundedCents >= paidCents ? 'refunded' : 'part_refunded';
  return paidCents >= totalCents && paidCents > 0 ? 'paid' : 'unpaid';
}

/** What is still owing on an invoice: its total less what was paid and not refunded, never below 0. */
export const outstandingCentsOf = ({ totalCents, paidCents, refundedCents }: Pick<Invoice, 'totalCents' | 'paidCents' | 'refundedCents'>): number =>
  Math.max(0, totalCents - (paidCents - refundedCents));

/**
 * Where the invoice stands, as its order keeps it for the queue's Unpaid and Overdue
 * filters: unpaid while its status is Unpaid and something is owing (a refunded invoice
 * is settled, not chased).
 */
export function orderBillingOf(invoice: Pick<Invoice, 'number' | 'status' | 'dueOn' | 'totalCents' | 'paidCents' | 'refundedCents'>): OrderBilling {
  const outstandingCents = invoice.status === 'unpaid' ? outstandingCentsOf(invoice) : 0;
  return { invoiceNumber: invoice.number, unpaid: outstandingCents > 0, dueOn: invoice.dueOn, outstandingCents };
}

/**
 * The invoice with a payment or refund added, or why not: a payment no more than what is
 * owing, a refund no more than what was paid and not refunded; the status follows.
 */
export function withPayment(invoice: Invoice, payment: InvoicePayment): Invoice | { refused: 'overpaid' | 'over_refunded'; message: string } {
  if (payment.kind === 'payment') {
    const owing = invoice.totalCents - (invoice.paidCents - invoice.refundedCents);
    if (payment.amountCents > owing) return { refused: 'overpaid', message: INVOICE_MESSAGES.overpaid(formatAud(Math.max(0, owing))) };
  } else {
    const refundable = invoice.paidCents - invoice.refundedCents;
    if (payment.amountCents > refundable) return { refused: 'over_refunded', message: INVOICE_MESSAGES.overRefunded(formatAud(refundable)) };
  }
  const paidCents = invoice.paidCents + (payment.kind === 'payment' ? payment.amountCents : 0);
  const refundedCents = invoice.refundedCents + (payment.kind === 'refund' ? payment.amountCents : 0);
  return { ...invoice, paidCents, refundedCents, payments: [...invoice.payments, payment], status: invoiceStatusOf({ totalCents: invoice.totalCents, paidCents, refundedCents }) };
}

/** GET /api/order-invoices/{requestId}, 200: the invoice, or null with what it waits for. */
export const OrderInvoiceReplySchema = z.object({
  invoice: InvoiceSchema.nullable(),
  /** Where there is no invoice: the order's lines without a price (1-based), when it is dispatched or collected. */
  unpricedLines: z.array(z.number().int().positive()),
});
export type OrderInvoiceReply = z.infer<typeof OrderInvoiceReplySchema>;

/** POST /api/order-invoice-prices/{requestId}: the missing unit prices (itemIndex 0-based). */
export const InvoicePricesRequestSchema = z.object({
  prices: z
    .array(z.object({ itemIndex: z.number().int().min(0).max(999), unitCents: CentsSchema, gst: GstTreatmentSchema }).strict(), { error: INVOICE_MESSAGES.pricesMalformed })
    .min(1, INVOICE_MESSAGES.pricesMalformed)
    .max(200, INVOICE_MESSAGES.pricesMalformed),
});
export type InvoicePricesRequest = z.infer<typeof InvoicePricesRequestSchema>;

/** The parts of an order an invoice is built from. */
export interface InvoicedOrder {
  requestId: string;
  prescriberId: string;
  payer?: Payer | undefined;
  clinicAccount?: { accountId: string } | undefined;
  items: readonly { formulaLabel: string; strength: string; amount: string; quantity: number; price?: LinePrice | null | undefined }[];
}

/** The delivery fee a method is charged at under the billing settings. */
export function deliveryChargeOf(method: DeliveryFeeMethod, settings: BillingSettings): DeliveryCharge {
  return { method, cents: method === 'pickup' ? 0 : settings.deliveryFees[method], gst: settings.deliveryGst };
}

/** The due date: the Sydney date of issue plus the payment terms in days. */
export function dueOnOf(issuedOn: string, paymentTermsDays: number): string {
  const date = parseCalendarDate(issuedOn);
  if (!date) throw new Error(`Not a calendar date: ${issuedOn}`);
  return sydneyDateAfter(date, paymentTermsDays);
}

/** The invoice as issued, but for its number (taken in the transaction that stores it). */
export type InvoiceDraft = Omit<Invoice, 'invoiceId' | 'number' | 'sequence'>;

export type InvoiceBuild = { kind: 'unpriced'; unpricedLines: number[] } | { kind: 'ready'; draft: InvoiceDraft };

export interface InvoiceBuildOptions {
  /** What the dispatch charges this order (0 cents on the other orders of a consignment: deliveryOfEach). */
  delivery: DeliveryCharge;
  settings: BillingSettings;
  tradingName: string;
  consignmentId: string | null;
  at: Date;
}

/**
 * The invoice of an order: each line's unit price and total, the delivery, GST and total
 * by totalsOf, dates in Sydney days. An order with an unpriced line is not invoiced: the
 * answer names its lines (1-based) for the admin to price.
 */
export function buildInvoice(order: InvoicedOrder, { delivery, settings, tradingName, consignmentId, at }: InvoiceBuildOptions): InvoiceBuild {
  const unpricedLines = order.items.flatMap((item, index) => (item.price ? [] : [index + 1]));
  if (unpricedLines.length > 0) return { kind: 'unpriced', unpricedLines };
  const totals = totalsOf(
    order.items.map((item) => ({ price: item.price ?? null, quantity: item.quantity })),
    delivery,
  );
  const issuedOn = sydneyDateOf(at);
  return {
    kind: 'ready',
    draft: {
      requestId: order.requestId,
      prescriberId: order.prescriberId,
      payer: order.payer ?? 'patient',
      accountId: order.payer === 'clinic' ? (order.clinicAccount?.accountId ?? null) : null,
      issuedAt: at.toISOString(),
      issuedOn,
      dueOn: dueOnOf(issuedOn, settings.paymentTermsDays),
      lines: order.items.map((item, index) => ({
        formulaLabel: item.formulaLabel,
        strength: item.strength,
        amount: item.amount,
        quantity: item.quantity,
        unitCents: item.price!.unitCents,
        gst: item.price!.gst,
        lineCents: totals.lineCents[index]!,
      })),
      delivery,
      totalCents: totals.totalCents,
      gstCents: totals.gstCents,
      taxableCents: totals.taxableCents,
      seller: { legalName: settings.legalName, tradingName, abn: settings.abn },
      status: 'unpaid',
      paidCents: 0,
      refundedCents: 0,
      consignmentId,
      payments: [],
    },
  };
}

/**
 * The delivery each order of one dispatch is charged: the dispatch's fee on the first
 * order's invoice (the consignment's first request ID), nothing on the others.
 */
export function deliveryOfEach(requestIds: readonly string[], charge: DeliveryCharge): Map<string, DeliveryCharge> {
  return new Map(requestIds.map((requestId, index) => [requestId, index === 0 ? charge : { ...charge, cents: 0 }]));
}

/** Whether GST applies: the PDF is headed "Tax invoice" and states the GST within the total. */
export const isTaxInvoice = (invoice: Pick<Invoice, 'gstCents' | 'taxableCents'>): boolean => invoice.taxableCents > 0;

export const invoiceFileName = (invoice: Pick<Invoice, 'number'>) => `${invoice.number}.pdf`;
export const invoicePath = (requestId: string) => `${INVOICE_API_PATHS.invoice}/${encodeURIComponent(requestId)}`;
export const invoicePdfPath = (requestId: string) => `${INVOICE_API_PATHS.pdf}/${encodeURIComponent(requestId)}`;
