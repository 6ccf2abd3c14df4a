/** The billing settings' routes (issue 34 part 1, decision 077): read by admins, prescribers and their staff for estimates, saved by admins. */
import { z } from 'zod';
import { BillingSettingsSchema } from './prices-schema.ts';

export const BILLING_API_PATHS = {
  /** GET: the settings (defaults until saved), admins and approved practitioners; PUT: admins only, audited. */
  settings: '/api/billing-settings',
  /** GET `/api/prescribers/{prescriberId}/billing-settings`: the same, for the prescriber's approved staff. */
  prescribers: '/api/prescribers',
} as const;

/** The stored settings read back: the saved ones, or DEFAULT_BILLING_SETTINGS until the pharmacy saves its own. */
export const BillingSettingsResponseSchema = z.object({
  success: z.literal(true),
  settings: BillingSettingsSchema,
  /** When an admin last saved them; null while the defaults are in use. */
  savedAt: z.string().nullable(),
});
export type BillingSettingsResponse = z.infer<typeof BillingSettingsResponseSchema>;
