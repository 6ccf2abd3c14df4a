/**
 * Invoices in Firestore (decision 078). Browsers never read or write them
 * (firestore.rules): only this Admin SDK code does. The number comes from one counter
 * document, taken in the same transaction that creates the invoice and marks its order,
 * so a failed issue takes no number and two issues never take the same one.
 */
import * as logger from 'firebase-functions/logger';
import {
  CONSIGNMENT_COLLECTIONS,
  DEFAULT_BILLING_SETTINGS,
  INVOICE_COLLECTIONS,
  INVOICE_COUNTER_DOC,
  InvoiceSchema,
  ORDER_COLLECTIONS,
  invoiceNumberOf,
  type BillingSettings,
  type Invoice,
  type InvoiceBuild,
  type LinePrice,
} from '@pharmacy/shared';
import { recordAuditIn, type AuditRecord } from '../../platform/audit/audit-log.ts';
import { errorMessage } from '../../platform/error-message.ts';
import { db } from '../../platform/firebase.ts';
import { parseStored } from '../../platform/stored-document.ts';
import { parseOrder, type OrderRecord } from '../orders/index.ts';
import { billingSettingsStore, currentBillingSettings } from '../prices/index.ts';

const invoices = () => db().collection(INVOICE_COLLECTIONS.invoices);
const counter = () => db().collection(INVOICE_COLLECTIONS.counters).doc(INVOICE_COUNTER_DOC);
const orders = () => db().collection(ORDER_COLLECTIONS.orderRequests);

/** The consignment an order left in, as far as its invoice cares: how it went and which order came first. */
export interface DispatchOfOrder {
  method: 'pickup' | 'auspost' | 'startrack' | 'courier';
  signatureRequired: boolean;
  firstRequestId: string;
}

export type IssueOutcome =
  | { kind: 'not_found' }
  | { kind: 'not_dispatched' }
  | { kind: 'issued'; invoice: Invoice; alreadyIssued: boolean }
  | { kind: 'unpriced'; unpricedLines: number[] };

/** Prices an admin enters: each item's new price, by index. */
export type PriceChange = Map<number, LinePrice>;

export interface InvoiceStore {
  /**
   * In one transaction: reads the order (and its consignment), builds the invoice with
   * `build`, takes the next number and writes the invoice, the order's invoiceId and the
   * audit entry. An order already invoiced answers its invoice; one not priced clears its
   * retry mark and answers its unpriced lines. `prices`, where given, are written to the
   * order's items first (with their own audit entry).
   */
  issue(input: {
    requestId: string;
    build: (order: OrderRecord, dispatch: DispatchOfOrder | null) => InvoiceBuild;
    audit: (order: OrderRecord, invoice: Invoice) => AuditRecord;
    prices?: { change: (order: OrderRecord) => OrderRecord['items'] | { refused: string }; audit: (order: OrderRecord) => AuditRecord };
  }): Promise<IssueOutcome | { kind: 'refused'; message: string }>;
  byRequestId(requestId: string): Promise<Invoice | null>;
  /** In one transaction: the order's invoice changed by `change` (a payment or refund) and its audit entry; null when it has no invoice. */
  changeInvoice(
    requestId: string,
    change: (invoice: Invoice) => Invoice | { refused: string; message: string },
    audit: (invoice: Invoice) => AuditRecord,
  ): Promise<{ kind: 'not_found' } | { kind: 'refused'; code: string; message: string } | { kind: 'changed'; invoice: Invoice }>;
  orderOf(requestId: string): Promise<OrderRecord | null>;
  /** Orders moved to Dispatched or Collected whose invoice is not issued yet: the retry's query. */
  listDue(limit: number): Promise<string[]>;
  billingSettings(): Promise<BillingSettings>;
}

export function parseInvoice(data: unknown, invoiceId: string): Invoice {
  return parseStored(InvoiceSchema, data, `${INVOICE_COLLECTIONS.invoices}/${invoiceId}`);
}

/** Enough attempts for a burst of dispatches on one counter: each retry waits on the one before. */
const ISSUE_ATTEMPTS = 40;

const at = (invoice: Invoice) => new Date(invoice.issuedAt);

export const invoiceStore: InvoiceStore = {
  async issue({ requestId, build, audit, prices }) {
    return db().runTransaction(
      async (transaction) => {
        const orderRef = orders().doc(requestId);
        const snapshot = await transaction.get(orderRef);
        if (!snapshot.exists) return { kind: 'not_found' } as const;
        let order = parseOrder(snapshot.data(), requestId);
        const invoiceId = snapshot.get('invoiceId') as unknown;
        // A mark left on an order that needs nothing more (invoiced already, say, then moved from Dispatched to Collected) is cleared, so the retry does not keep finding it.
        const clearMark = () => {
          if (snapshot.get('invoiceDue') === true) transaction.update(orderRef, { invoiceDue: false });
        };
        if (typeof invoiceId === 'string') {
          const existing = await transaction.get(invoices().doc(invoiceId));
          if (existing.exists) {
            clearMark();
            return { kind: 'issued', invoice: parseInvoice(existing.data(), invoiceId), alreadyIssued: true } as const;
          }
        }
        if (order.status !== 'dispatched' && order.status !== 'collected') {
          clearMark();
          return { kind: 'not_dispatched' } as const;
        }
        let dispatch: DispatchOfOrder | null = null;
        if (order.consignmentId) {
          const consignment = await transaction.get(db().collection(CONSIGNMENT_COLLECTIONS.consignments).doc(order.consignmentId));
          const orderIds = consignment.get('orderIds') as unknown;
          if (consignment.exists && Array.isArray(orderIds) && typeof orderIds[0] === 'string') {
            dispatch = {
              method: consignment.get('method') as DispatchOfOrder['method'],
              signatureRequired: consignment.get('signatureRequired') === true,
              firstRequestId: orderIds[0],
            };
          }
        }
        const counterSnapshot = await transaction.get(counter());
        let pricedItems: OrderRecord['items'] | null = null;
        if (prices) {
          const changed = prices.change(order);
          if ('refused' in changed) return { kind: 'refused', message: changed.refused } as const;
          pricedItems = changed;
          order = { ...order, items: changed };
        }
        const built = build(order, dispatch);
        if (built.kind === 'unpriced') {
          transaction.update(orderRef, { invoiceDue: false });
          return { kind: 'unpriced', unpricedLines: built.unpricedLines } as const;
        }
        const last = counterSnapshot.exists ? Number(counterSnapshot.get('last')) : 0;
        const sequence = (Number.isSafeInteger(last) ? last : 0) + 1;
        const number = invoiceNumberOf(sequence);
        const invoice: Invoice = { ...built.draft, invoiceId: number, number, sequence };
        transaction.set(counter(), { last: sequence });
        // issuedAtStamp: the same instant as a Timestamp, for the retention purge's query (7 years).
        transaction.create(invoices().doc(number), { ...invoice, issuedAtStamp: at(invoice) });
        transaction.update(orderRef, { invoiceId: number, invoiceDue: false, ...(pricedItems ? { items: pricedItems } : {}) });
        if (prices) recordAuditIn(transaction, prices.audit(order));
        recordAuditIn(transaction, audit(order, invoice));
        return { kind: 'issued', invoice, alreadyIssued: false } as const;
      },
      { maxAttempts: ISSUE_ATTEMPTS },
    );
  },

  async byRequestId(requestId) {
    const snapshot = await invoices().where('requestId', '==', requestId).limit(1).get();
    const doc = snapshot.docs[0];
    return doc ? parseInvoice(doc.data(), doc.id) : null;
  },

  async changeInvoice(requestId, change, audit) {
    return db().runTransaction(async (transaction) => {
      const found = await transaction.get(invoices().where('requestId', '==', requestId).limit(1));
      const doc = found.docs[0];
      if (!doc) return { kind: 'not_found' } as const;
      const changed = change(parseInvoice(doc.data(), doc.id));
      if ('refused' in changed) return { kind: 'refused', code: changed.refused, message: changed.message } as const;
      transaction.update(doc.ref, { status: changed.status, paidCents: changed.paidCents, refundedCents: changed.refundedCents, payments: changed.payments });
      recordAuditIn(transaction, audit(changed));
      return { kind: 'changed', invoice: changed } as const;
    });
  },

  async orderOf(requestId) {
    const snapshot = await orders().doc(requestId).get();
    return snapshot.exists ? parseOrder(snapshot.data(), requestId) : null;
  },

  // Single-field query on invoiceDue: no composite index needed.
  async listDue(limit) {
    const snapshot = await orders().where('invoiceDue', '==', true).limit(limit).get();
    return snapshot.docs.map((doc) => doc.id);
  },

  // The prices feature's reader: settings/billing holds { settings, savedAt } (decision 077), not the settings themselves.
  async billingSettings() {
    try {
      return (await currentBillingSettings(billingSettingsStore)).settings;
    } catch (error) {
      logger.error('settings/billing does not match its schema: invoices use the defaults', { error: errorMessage(error) });
      return DEFAULT_BILLING_SETTINGS;
    }
  },
};
