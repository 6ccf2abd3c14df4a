/**
 * Prices (issue 34, decision 076): what a catalogue line costs, its GST treatment, the
 * delivery fee by method, the pharmacy's billing settings and an order's totals. Pure and
 * zod-free (the schemas are in prices-schema.ts); money is whole cents (platform/money.ts).
 *
 * Prices in the catalogue are what the patient pays, GST included where it applies (the
 * way Australian prices are shown). The GST in a total is one eleventh of its taxable
 * part, rounded once per order or invoice to the nearest cent, never line by line.
 */

/** GST-free (most medicines on a prescription) or taxable at 10%. */
export const GST_TREATMENTS = ['gst_free', 'gst_10'] as const;
export type GstTreatment = (typeof GST_TREATMENTS)[number];
export const GST_TREATMENT_LABELS: Record<GstTreatment, string> = {
  gst_free: 'GST-free',
  gst_10: 'GST 10%',
};

/**
 * One price of a formula in the catalogue: for a strength and an amount, either of which
 * may be null for "any". The most specific price that matches a line is its price
 * (`priceOfLine`).
 */
export interface CataloguePrice {
  strength: string | null;
  amount: string | null;
  cents: number;
}

/** A formula's prices and their GST treatment (one treatment a formula). */
export interface FormulaPricing {
  gst: GstTreatment;
  prices: CataloguePrice[];
}

/** A line's unit price as the order keeps it; null where the catalogue has none ("priced by the pharmacy"). */
export interface LinePrice {
  unitCents: number;
  gst: GstTreatment;
}

/** What an order line shows where it has no price. */
export const PRICED_BY_PHARMACY = 'priced by the pharmacy';

/**
 * The price for one unit of a formula at a strength and amount: an exact strength and
 * amount first, then the amount for any strength, then the strength for any amount, then
 * the formula's one price for everything; null when none matches or the formula has none.
 */
export function priceOfLine(pricing: FormulaPricing | undefined, strength: string, amount: string): LinePrice | null {
  if (!pricing) return null;
  const matches = (price: CataloguePrice, byStrength: boolean, byAmount: boolean) =>
    (byStrength ? price.strength === strength : price.strength === null) && (byAmount ? price.amount === amount : price.amount === null);
  for (const [byStrength, byAmount] of [
    [true, true],
    [false, true],
    [true, false],
    [false, false],
  ] as const) {
    const found = pricing.prices.find((price) => matches(price, byStrength, byAmount));
    if (found) return { unitCents: found.cents, gst: pricing.gst };
  }
  return null;
}

/**
 * The delivery fees the pharmacy sets: pickup is free; post (Australia Post or
 * StarTrack), a local courier, and signature on delivery (every Schedule 8 consignment).
 */
export const DELIVERY_FEE_METHODS = ['pickup', 'post', 'courier', 'signature'] as const;
export type DeliveryFeeMethod = (typeof DELIVERY_FEE_METHODS)[number];
export const DELIVERY_FEE_LABELS: Record<DeliveryFeeMethod, string> = {
  pickup: 'Pickup at the pharmacy',
  post: 'Post',
  courier: 'Local courier',
  signature: 'Signature on delivery',
};

/**
 * The fee an order is estimated with before it is sent: the patient's own method (pickup,
 * or delivery to their address by post), signature on delivery where any item is
 * Schedule 8. The invoice charges what the dispatch actually used (`deliveryFeeOfDispatch`).
 */
export function estimatedDeliveryMethod(patientMethod: 'pickup' | 'delivery', anySchedule8: boolean): DeliveryFeeMethod {
  if (patientMethod === 'pickup') return 'pickup';
  return anySchedule8 ? 'signature' : 'post';
}

/** The fee a dispatch charges: by its method, signature on delivery where the consignment needs a signature. */
export function deliveryFeeOfDispatch(dispatchMethod: 'pickup' | 'auspost' | 'startrack' | 'courier', signatureRequired: boolean): DeliveryFeeMethod {
  if (dispatchMethod === 'pickup') return 'pickup';
  if (signatureRequired) return 'signature';
  return dispatchMethod === 'courier' ? 'courier' : 'post';
}

/** The delivery an order was estimated with, or an invoice charged: its method, fee and GST treatment. */
export interface DeliveryCharge {
  method: DeliveryFeeMethod;
  cents: number;
  gst: GstTreatment;
}

/** Who pays for an order: the patient (the default), or the clinic's account with the pharmacy. */
export const PAYERS = ['patient', 'clinic'] as const;
export type Payer = (typeof PAYERS)[number];
export const PAYER_LABELS: Record<Payer, string> = { patient: 'The patient', clinic: 'The clinic’s account' };

/** settings/billing (the admin's Billing settings): who invoices, the delivery fees and the payment terms. */
export const BILLING_SETTINGS_DOC = 'billing';

export interface BillingSettings {
  /** The legal name on invoices (the trading name is SITE.productName). */
  legalName: string;
  /** 11 digits, no spaces. */
  abn: string;
  /** Every method's fee in cents; pickup is always 0. */
  deliveryFees: Record<DeliveryFeeMethod, number>;
  /** Delivery is charged as part of the supply of the goods, or taxed on its own. */
  deliveryGst: GstTreatment;
  /** Days from an invoice's date to its due date. */
  paymentTermsDays: number;
}

/** Until the pharmacy saves its own (the demo's and the tests' pharmacy). The ABN is made up to pass the check: replace it before going live. */
export const DEFAULT_BILLING_SETTINGS: BillingSettings = {
  legalName: 'Harbourside Compounding Pharmacy Pty Ltd',
  abn: '12345600360',
  deliveryFees: { pickup: 0, post: 1295, courier: 1995, signature: 1695 },
  deliveryGst: 'gst_10',
  paymentTermsDays: 14,
};

const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

/** Whether 11 digits (spaces ignored) pass the ABN check: first digit less one, weighted sum divisible by 89. */
export function isValidAbn(text: string): boolean {
  const digits = text.replace(/\s+/g, '');
  if (!/^\d{11}$/.test(digits)) return false;
  const sum = [...digits].reduce((total, digit, index) => total + (Number(digit) - (index === 0 ? 1 : 0)) * ABN_WEIGHTS[index]!, 0);
  return sum % 89 === 0;
}

/** "12345600360" -> "12 345 600 360", as an ABN is written. */
export function formatAbn(abn: string): string {
  const digits = abn.replace(/\s+/g, '');
  return digits.length === 11 ? `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 8)} ${digits.slice(8)}` : abn;
}

/** One line of a total: its unit price (null: not priced yet) and how many. */
export interface TotalLine {
  price: LinePrice | null;
  quantity: number;
}

export interface OrderTotals {
  /** Each line's price times its quantity, in the lines' order; null for a line not priced. */
  lineCents: (number | null)[];
  /** How many lines have no price: the total leaves them out and says so. */
  unpriced: number;
  deliveryCents: number;
  /** Lines and delivery, GST included where it applies. */
  totalCents: number;
  /** The GST within totalCents: one eleventh of its taxable part, rounded once. */
  gstCents: number;
  /** The taxable part of totalCents (GST included); the rest is GST-free. */
  taxableCents: number;
}

/** One eleventh of a GST-inclusive amount, to the nearest cent (half a cent up). */
export function gstWithin(inclusiveCents: number): number {
  return Math.floor((inclusiveCents * 2 + 11) / 22);
}

/** The totals of lines and a delivery fee; unpriced lines count in `unpriced` and add nothing. */
export function totalsOf(lines: readonly TotalLine[], delivery: { cents: number; gst: GstTreatment }): OrderTotals {
  const lineCents = lines.map((line) => (line.price ? line.price.unitCents * line.quantity : null));
  let totalCents = delivery.cents;
  let taxableCents = delivery.gst === 'gst_10' ? delivery.cents : 0;
  lines.forEach((line, index) => {
    const cents = lineCents[index];
    if (cents === null || cents === undefined || !line.price) return;
    totalCents += cents;
    if (line.price.gst === 'gst_10') taxableCents += cents;
  });
  return {
    lineCents,
    unpriced: lineCents.filter((cents) => cents === null).length,
    deliveryCents: delivery.cents,
    totalCents,
    gstCents: gstWithin(taxableCents),
    taxableCents,
  };
}
