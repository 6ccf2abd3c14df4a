/**
 * The admin's Billing settings form (decision 077): fees typed in dollars ("12.95"), turned
 * into cents only by centsOfAud; each field checked with the settings' own messages, so
 * the form shows each beside its field and the server refuses the same things.
 */
import { z } from 'zod';
import { centsOfAud, decimalAud } from '../platform/money.ts';
import { BILLING_SETTINGS_MESSAGES, GstTreatmentSchema } from './prices-schema.ts';
import { formatAbn, isValidAbn, type BillingSettings } from './prices.ts';

const feeText = z.string().refine((text) => centsOfAud(text) !== null, BILLING_SETTINGS_MESSAGES.fee);

export const BillingSettingsFormSchema = z.object({
  legalName: z.string().trim().min(1, BILLING_SETTINGS_MESSAGES.legalName).max(200, BILLING_SETTINGS_MESSAGES.legalName),
  abn: z.string().refine(isValidAbn, BILLING_SETTINGS_MESSAGES.abn),
  post: feeText,
  courier: feeText,
  signature: feeText,
  deliveryGst: GstTreatmentSchema,
  paymentTermsDays: z
    .string()
    .trim()
    .regex(/^\d{1,2}$/, BILLING_SETTINGS_MESSAGES.terms)
    .refine((text) => Number(text) <= 90, BILLING_SETTINGS_MESSAGES.terms),
});
export type BillingSettingsFormValues = z.input<typeof BillingSettingsFormSchema>;

/** The form as the settings fill it: fees in dollars with two decimals, the ABN spaced. */
export function billingSettingsFormOf(settings: BillingSettings): BillingSettingsFormValues {
  return {
    legalName: settings.legalName,
    abn: formatAbn(settings.abn),
    post: decimalAud(settings.deliveryFees.post),
    courier: decimalAud(settings.deliveryFees.courier),
    signature: decimalAud(settings.deliveryFees.signature),
    deliveryGst: settings.deliveryGst,
    paymentTermsDays: String(settings.paymentTermsDays),
  };
}

/** The checked form as the settings to save (pickup is always free); null when a field does not pass. */
export function billingSettingsOfForm(values: BillingSettingsFormValues): BillingSettings | null {
  const checked = BillingSettingsFormSchema.safeParse(values);
  if (!checked.success) return null;
  const form = checked.data;
  const cents = (text: string) => centsOfAud(text) ?? 0;
  return {
    legalName: form.legalName,
    abn: form.abn.replace(/\s+/g, ''),
    deliveryFees: { pickup: 0, post: cents(form.post), courier: cents(form.courier), signature: cents(form.signature) },
    deliveryGst: form.deliveryGst,
    paymentTermsDays: Number(form.paymentTermsDays),
  };
}
