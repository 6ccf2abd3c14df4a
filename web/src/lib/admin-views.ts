/**
 * The admin dashboard's views (decision 035 for how they live in the address). The
 * spec's dashboard is the default view; the pharmacy overview, the work queues, the
 * audit log, the breach register (decision 041) and the admins are ours. The pharmacy
 * overview comes first in the nav but is not the default: /admin stays the spec's
 * dashboard (decision 031). Patients answers a patient's request for their own data
 * (decision 040). Protocols publishes the pharmacy's sets of lines for prescribers
 * (decision 054). Consignments lists what has been dispatched and its tracking (decision 061).
 * Billing holds the pharmacy's legal name, ABN, delivery fees and payment terms (decision 077).
 * Clinic accounts lists the accounts, their balances and statements, and the Xero export (decision 081).
 */
import { addressViews } from './address-views.ts';

export const ADMIN_VIEWS = addressViews(
  [
    { id: 'pharmacy', label: 'Pharmacy overview' },
    { id: 'overview', label: 'Practitioners' },
    { id: 'orders', label: 'Orders' },
    { id: 'consignments', label: 'Consignments' },
    { id: 'enquiries', label: 'Enquiries' },
    { id: 'patients', label: 'Patients' },
    { id: 'protocols', label: 'Protocols' },
    { id: 'audit-log', label: 'Audit Log' },
    { id: 'breaches', label: 'Breaches' },
    { id: 'admins', label: 'Admins' },
    { id: 'billing', label: 'Billing' },
    { id: 'clinic-accounts', label: 'Clinic accounts' },
  ],
  'overview',
);

export type AdminView = ReturnType<typeof ADMIN_VIEWS.from>;
export const adminViewFrom = ADMIN_VIEWS.from;
export const adminViewSearch = ADMIN_VIEWS.search;
