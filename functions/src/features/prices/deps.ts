import type { BillingSettings } from '@pharmacy/shared';
import type { AuditRecord } from '../../platform/audit/audit-log.ts';

/** settings/billing as stored ({ settings, savedAt }), or null before an admin first saves it. */
export interface BillingSettingsStore {
  read: () => Promise<unknown>;
  /** The settings and the audit entry in one write: both or neither. */
  save: (settings: BillingSettings, savedAt: Date, audit: AuditRecord) => Promise<void>;
}

export interface PricesDeps {
  store: BillingSettingsStore;
  /** Whether an approved staff member works for the prescriber now (the staff feature's check, given by the wiring). */
  worksFor: (staffUid: string, prescriberId: string) => Promise<boolean>;
}
