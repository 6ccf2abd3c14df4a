/**
 * What the order routes need from the outside world: order-store.ts and the catalogue implement it with
 * Firebase (wired in index.ts), the unit tests with in-memory fakes (testing/fake-deps.ts).
 */
import type { BillingSettings, OrderStatus } from '@pharmacy/shared';
import type { AppConfig } from '../../platform/config.ts';
import type { AuditRecord } from '../../platform/audit/audit-log.ts';
import type { SendMail } from '../../platform/mail/mail.ts';
import type { OrderStore } from './order-record.ts';
import type { SubmissionKeyStore } from './submission-key-record.ts';
import type { PatientStore } from '../patients/index.ts';
import type { ClinicAccountStore } from '../clinic-accounts/index.ts';

export interface OrderDeps {
  /** Read per request: configuration has no values while the code is being loaded. */
  settings: () => Pick<AppConfig, 'pharmacyEmail' | 'appOrigin'>;
  /** medicationDatabase/current as stored (either shape), or null when there is none. */
  readStoredCatalogue: () => Promise<unknown>;
  /** The billing settings in force (the prices feature's): the delivery fee an order is sent with (decision 077). */
  billingSettings: () => Promise<BillingSettings>;
  store: OrderStore;
  /** Which order each caller's Idempotency-Key made (decision 021). */
  submissionKeys: SubmissionKeyStore;
  sendMail: SendMail;
  /** The caller's patients, copied onto each item at submission (issue 12). */
  patients: Pick<PatientStore, 'getMany'>;
  /** The prescriber's open clinic account: an order the clinic pays for needs one (decision 081). */
  clinicAccounts: Pick<ClinicAccountStore, 'openOf'>;
  recordAudit(record: AuditRecord): Promise<void>;
  /** Records an admin's look at an order, folding a repeat in the same window into the first (decision 039). */
  recordAccess(record: AuditRecord): Promise<void>;
  /** After the admin's move to Dispatched or Collected: issues the order's invoice (features/invoices, wired in http-apps.ts); never throws. */
  afterMove?: (requestId: string, to: OrderStatus) => Promise<void>;
  /** The random characters of request IDs; only tests set it, to make IDs collide. */
  requestCode?: () => string;
}
