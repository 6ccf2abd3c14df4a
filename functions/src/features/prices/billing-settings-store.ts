/**
 * settings/billing (ADMIN_COLLECTIONS.settings, BILLING_SETTINGS_DOC): the pharmacy's
 * billing settings, one document, saved with its audit entry in one batch.
 */
import { ADMIN_COLLECTIONS, BILLING_SETTINGS_DOC, type BillingSettings } from '@pharmacy/shared';
import { recordAuditIn, type AuditRecord } from '../../platform/audit/audit-log.ts';
import { db } from '../../platform/firebase.ts';
import type { BillingSettingsStore } from './deps.ts';

const billingDoc = () => db().collection(ADMIN_COLLECTIONS.settings).doc(BILLING_SETTINGS_DOC);

export const billingSettingsStore: BillingSettingsStore = {
  async read() {
    const snapshot = await billingDoc().get();
    return snapshot.exists ? (snapshot.data() ?? null) : null;
  },
  async save(settings: BillingSettings, savedAt: Date, audit: AuditRecord) {
    const batch = db().batch();
    batch.set(billingDoc(), { settings, savedAt: savedAt.toISOString() });
    recordAuditIn(batch, audit);
    await batch.commit();
  },
};
