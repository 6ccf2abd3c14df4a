/**
 * The admin's entry of the unit prices an order's lines were missing (decision 078): only
 * for an order moved to Dispatched or Collected, not yet invoiced; every unpriced line must
 * be given and no priced line may be changed here (re-pricing is the quotes' business).
 * The prices, the invoice and both audit entries are written in one transaction.
 */
import {
  AUDIT_ACTIONS,
  INVOICE_ERROR_CODES,
  INVOICE_MESSAGES,
  SITE,
  buildInvoice,
  type Invoice,
  type InvoicePricesRequest,
} from '@pharmacy/shared';
import type { AuditRecord } from '../../platform/audit/audit-log.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { aboutOrder, orderNotFound, type Actor, type OrderRecord } from '../orders/index.ts';
import { deliveryOfOrder, serially, type InvoiceDeps } from './issue-invoice.ts';

/** The order's items with the given prices, or the first line that is missing one or did not need one. */
export function pricedItems(order: OrderRecord, prices: InvoicePricesRequest['prices']): OrderRecord['items'] | { refused: string } {
  const byIndex = new Map(prices.map((price) => [price.itemIndex, price]));
  for (const index of byIndex.keys()) {
    const item = order.items[index];
    if (!item || item.price) return { refused: INVOICE_MESSAGES.priceNotNeeded(index + 1) };
  }
  const missing = order.items.findIndex((item, index) => !item.price && !byIndex.has(index));
  if (missing >= 0) return { refused: INVOICE_MESSAGES.priceMissing(missing + 1) };
  return order.items.map((item, index) => {
    const price = byIndex.get(index);
    return price ? { ...item, price: { unitCents: price.unitCents, gst: price.gst } } : item;
  });
}

export async function issueWithPrices(requestId: string, prices: InvoicePricesRequest['prices'], actor: Actor, deps: InvoiceDeps): Promise<Invoice> {
  const settings = await deps.store.billingSettings();
  const at = deps.now();
  const outcome = await serially(() => deps.store.issue({
    requestId,
    prices: {
      change: (order) => pricedItems(order, prices),
      audit: (order): AuditRecord => ({
        action: AUDIT_ACTIONS.invoicePrice,
        ...actor,
        ...aboutOrder(order, { lines: prices.map((price) => price.itemIndex + 1).join(', ') }),
      }),
    },
    build: (order, dispatch) =>
      buildInvoice(order, { delivery: deliveryOfOrder(order, dispatch, settings), settings, tradingName: SITE.productName, consignmentId: order.consignmentId ?? null, at }),
    audit: (order, invoice) => ({ action: AUDIT_ACTIONS.invoiceIssue, ...actor, ...aboutOrder(order, { invoice: invoice.number, totalCents: invoice.totalCents }) }),
  }));
  switch (outcome.kind) {
    case 'not_found':
      throw orderNotFound();
    case 'not_dispatched':
      throw new HttpError(409, INVOICE_ERROR_CODES.notDispatched, INVOICE_MESSAGES.notDispatched);
    case 'refused':
      throw new HttpError(422, INVOICE_ERROR_CODES.priceMissing, outcome.message);
    case 'unpriced':
      throw new HttpError(422, INVOICE_ERROR_CODES.priceMissing, INVOICE_MESSAGES.priceMissing(outcome.unpricedLines[0]!));
    case 'issued':
      if (outcome.alreadyIssued) throw new HttpError(409, INVOICE_ERROR_CODES.alreadyInvoiced, INVOICE_MESSAGES.alreadyInvoiced);
      return outcome.invoice;
  }
}
