/**
 * The admin dashboard's views, chosen by ?view= so each one can be bookmarked and
 * Back works. The spec's dashboard is the default view; the pharmacy overview, the
 * work queues and the audit log are ours. The pharmacy overview comes first in the
 * nav but is not the default: /admin stays the spec's dashboard (decision 031).
 */
export const ADMIN_VIEWS = [
  { id: 'pharmacy', label: 'Pharmacy overview' },
  { id: 'overview', label: 'Practitioners' },
  { id: 'orders', label: 'Orders' },
  { id: 'enquiries', label: 'Enquiries' },
  { id: 'audit-log', label: 'Audit Log' },
] as const;

export type AdminView = (typeof ADMIN_VIEWS)[number]['id'];
export const DEFAULT_ADMIN_VIEW: AdminView = 'overview';
export const VIEW_PARAM = 'view';

/** The view a ?view= value names; anything unknown opens the default. */
export function adminViewFrom(value: string | null): AdminView {
  return ADMIN_VIEWS.find((view) => view.id === value)?.id ?? DEFAULT_ADMIN_VIEW;
}

/** The dashboard's address for a view; the default one has no parameter. */
export function adminViewSearch(view: AdminView): string {
  return view === DEFAULT_ADMIN_VIEW ? '' : `?${VIEW_PARAM}=${view}`;
}
