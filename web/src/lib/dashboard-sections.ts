/**
 * The practitioner dashboard's sections (decision 035). New order, the spec's Submit
 * Order Request form and cart, is the default: /dashboard opens it as the spec describes.
 * My Requests, the saved patients and the account are one link away, each with an
 * address of its own. Here in lib/ because the question marker (order-questions) links
 * into My Requests as well.
 */
import { ROUTES } from '@pharmacy/shared';
import { addressViews } from './address-views.ts';

export const DASHBOARD_SECTIONS = addressViews(
  [
    { id: 'new-order', label: 'New order' },
    { id: 'to-sign', label: 'To sign' },
    { id: 'requests', label: 'My Requests' },
    { id: 'patients', label: 'Patients' },
    { id: 'staff', label: 'Staff' },
    { id: 'account', label: 'Account' },
  ],
  'new-order',
);

export type DashboardSection = (typeof DASHBOARD_SECTIONS)['defaultView'];

/**
 * A clinic staff member's sections (decisions 044, 045), for the prescriber they work for:
 * an order to prepare for signing, the drafts, the prescriber's requests and patients.
 */
export const STAFF_SECTIONS = addressViews(
  [
    { id: 'new-order', label: 'New order' },
    { id: 'drafts', label: 'Drafts' },
    { id: 'requests', label: 'Requests' },
    { id: 'patients', label: 'Patients' },
  ],
  'new-order',
);

/** The anchor of one request's entry in My Requests. */
export const orderAnchor = (requestId: string) => `order-${requestId}`;

/** One request in My Requests: the section, scrolled to its entry. */
export const myRequestAddress = (requestId: string) => ({
  pathname: ROUTES.dashboard,
  search: DASHBOARD_SECTIONS.search('requests'),
  hash: `#${orderAnchor(requestId)}`,
});
