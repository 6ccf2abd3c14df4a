/** The schemas of prices (prices.ts): what the catalogue, an order line and the billing settings may hold. */
import { z } from 'zod';
import { CentsSchema, MAX_CENTS } from '../platform/money.ts';
import { DELIVERY_FEE_METHODS, GST_TREATMENTS, PAYERS, isValidAbn, type BillingSettings, type DeliveryCharge, type DeliveryFeeMethod, type FormulaPricing, type LinePrice } from './prices.ts';

export const GstTreatmentSchema = z.enum(GST_TREATMENTS);

export const CataloguePriceSchema = z.object({
  strength: z.string().min(1).nullable(),
  amount: z.string().min(1).nullable(),
  cents: CentsSchema,
});

export const FormulaPricingSchema = z.object({
  gst: GstTreatmentSchema,
  prices: z.array(CataloguePriceSchema).min(1),
}) satisfies z.ZodType<FormulaPricing>;

/** A line's price as stored on an order or draft; null: priced by the pharmacy. */
export const LinePriceSchema = z.object({ unitCents: CentsSchema, gst: GstTreatmentSchema }).nullable() satisfies z.ZodType<LinePrice | null>;

export const DeliveryFeeMethodSchema = z.enum(DELIVERY_FEE_METHODS);
export const DeliveryChargeSchema = z.object({ method: DeliveryFeeMethodSchema, cents: CentsSchema, gst: GstTreatmentSchema }) satisfies z.ZodType<DeliveryCharge>;
export const PayerSchema = z.enum(PAYERS);

export const BILLING_SETTINGS_MESSAGES = {
  legalName: 'Enter the legal name invoices are issued in.',
  abn: 'Enter an ABN of 11 digits that passes the ABN check.',
  fee: `Enter each fee in dollars and cents, from $0.00 to $${MAX_CENTS / 100}.`,
  pickupFree: 'Pickup is always free.',
  terms: 'Enter the payment terms as a whole number of days, from 0 to 90.',
} as const;

const FeeSchema = z
  .number({ error: BILLING_SETTINGS_MESSAGES.fee })
  .int(BILLING_SETTINGS_MESSAGES.fee)
  .min(0, BILLING_SETTINGS_MESSAGES.fee)
  .max(MAX_CENTS, BILLING_SETTINGS_MESSAGES.fee);

export const BillingSettingsSchema = z.object({
  legalName: z.string().trim().min(1, BILLING_SETTINGS_MESSAGES.legalName).max(200, BILLING_SETTINGS_MESSAGES.legalName),
  abn: z
    .string()
    .transform((abn) => abn.replace(/\s+/g, ''))
    .refine(isValidAbn, BILLING_SETTINGS_MESSAGES.abn),
  deliveryFees: z
    .object(Object.fromEntries(DELIVERY_FEE_METHODS.map((method) => [method, FeeSchema])) as Record<DeliveryFeeMethod, typeof FeeSchema>)
    .refine((fees) => fees.pickup === 0, { message: BILLING_SETTINGS_MESSAGES.pickupFree, path: ['pickup'] }),
  deliveryGst: GstTreatmentSchema,
  paymentTermsDays: z.number().int(BILLING_SETTINGS_MESSAGES.terms).min(0, BILLING_SETTINGS_MESSAGES.terms).max(90, BILLING_SETTINGS_MESSAGES.terms),
}) satisfies z.ZodType<BillingSettings, unknown>;
