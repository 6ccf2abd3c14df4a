/**
 * What the consignment routes and jobs need from the outside world: consignment-store.ts,
 * the orders' and patients' stores, staff links and the carrier client implement it
 * (wired in http-apps.ts), the unit tests with fakes.
 */
import type { AppConfig } from '../../platform/config.ts';
import type { AuditRecord } from '../../platform/audit/audit-log.ts';
import type { CarrierClient } from '../../platform/carrier/carrier.ts';
import type { MailDeps } from '../../platform/mail/mail-deps.ts';
import type { RateLimitCounters } from '../../platform/rate-limit/rate-limit-store.ts';
import type { OrderMailDeps } from '../orders/index.ts';
import type { PatientStore } from '../patients/index.ts';
import type { StaffAccess } from '../staff/index.ts';
import type { ConsignmentStore } from './consignment-record.ts';

export interface ConsignmentDeps extends MailDeps {
  store: ConsignmentStore;
  /** The orders' status e-mails after a dispatch, as the status route sends them. */
  orderMail: OrderMailDeps;
  /** The patients' current records: their e-mail and consent to notices. */
  patients: Pick<PatientStore, 'getMany'>;
  /** Whether a staff member works for a prescriber now (decision 044). */
  staff: Pick<StaffAccess, 'worksFor'>;
  /** The configured carrier account's client, or null when there is none. */
  carrier: () => CarrierClient | null;
  /** Read per request: the public tracking route's limit is keyed with it. */
  settings: () => Pick<AppConfig, 'identifierHashKey'>;
  rateLimitCounters: RateLimitCounters;
  recordAudit(record: AuditRecord): Promise<void>;
  /** Issues the invoices of orders just dispatched or collected (features/invoices, wired in http-apps.ts); never throws. */
  afterDispatch?: (requestIds: readonly string[]) => Promise<void>;
  /** Only tests set these. */
  newToken?: () => string;
  newConsignmentId?: (at: Date) => string;
}
