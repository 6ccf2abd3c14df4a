/** The billing settings in force (decision 077): the saved ones, else DEFAULT_BILLING_SETTINGS. */
import { z } from 'zod';
import { ADMIN_COLLECTIONS, BILLING_SETTINGS_DOC, BillingSettingsSchema, DEFAULT_BILLING_SETTINGS, type BillingSettings } from '@pharmacy/shared';
import { parseStored } from '../../platform/stored-document.ts';
import type { BillingSettingsStore } from './deps.ts';

const StoredBillingSchema = z.object({ settings: BillingSettingsSchema, savedAt: z.string() });

/** What an order is priced with and the settings screen shows; savedAt null while the defaults are in use. */
export async function currentBillingSettings(store: Pick<BillingSettingsStore, 'read'>): Promise<{ settings: BillingSettings; savedAt: string | null }> {
  const stored = await store.read();
  if (stored === null) return { settings: DEFAULT_BILLING_SETTINGS, savedAt: null };
  return parseStored(StoredBillingSchema, stored, `${ADMIN_COLLECTIONS.settings}/${BILLING_SETTINGS_DOC}`);
}
