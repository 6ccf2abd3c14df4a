/**
 * An order's prices (issue 34 part 2, decision 077): the delivery it is estimated with and
 * its totals, the same in the cart, on a draft, on the signing screen and on the stored
 * order. The server sets both when the order is sent; the browser only shows them.
 */
import {
  DELIVERY_FEE_LABELS,
  estimatedDeliveryMethod,
  totalsOf,
  type BillingSettings,
  type DeliveryCharge,
  type LinePrice,
  type OrderTotals,
} from '../prices/index.ts';

/** What an order's lines say about delivery: each line's patient and schedule. */
export interface DeliveryLine {
  patient?: { delivery: { method: 'pickup' | 'delivery' } } | null;
  schedule?: string | null;
}

/**
 * The delivery an order is estimated with: by post where any of its patients has their
 * medicines delivered (signature on delivery where any item is Schedule 8), else pickup;
 * its fee and GST from the billing settings.
 */
export function estimatedDeliveryOf(lines: readonly DeliveryLine[], settings: BillingSettings): DeliveryCharge {
  const delivered = lines.some((line) => line.patient?.delivery.method === 'delivery');
  const method = estimatedDeliveryMethod(delivered ? 'delivery' : 'pickup', lines.some((line) => line.schedule === 'S8'));
  return { method, cents: settings.deliveryFees[method], gst: settings.deliveryGst };
}

/** The totals of an order's lines (a missing price is priced by the pharmacy) and its delivery (none: nothing charged). */
export function orderTotalsOf(lines: readonly { price?: LinePrice | null; quantity: number }[], delivery: DeliveryCharge | undefined): OrderTotals {
  return totalsOf(
    lines.map((line) => ({ price: line.price ?? null, quantity: line.quantity })),
    delivery ?? { cents: 0, gst: 'gst_free' },
  );
}

/** "Post", "Pickup at the pharmacy": the delivery line's words. */
export const deliveryLabelOf = (delivery: DeliveryCharge): string => DELIVERY_FEE_LABELS[delivery.method];
