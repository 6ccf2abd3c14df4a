/**
 * GET /prescribers/:prescriberId/order-requests?status=&questions=&q=&after= (after
 * requireWorkingFor): one page of the prescriber's requests as their staff follow them, with
 * My Requests' own filters (decision 069): newest first, a status, open questions only, and a
 * search by request ID (the one request) or by patient (the prescriber's patients whose name
 * or date of birth starts so, through the orders' patientIds). Each request carries its status,
 * legal-script state and whether a question is open (its `clarification` summary: times and a
 * count, never the thread). Staff no longer read requests from Firestore (issue 32, decision
 * 064): each request shown is recorded in the access log (access.order naming its patients,
 * folded per request, person and 10 minutes like an admin's look) before the answer.
 */
import type { RequestHandler } from 'express';
import {
  AUDIT_ACTIONS,
  MY_REQUESTS_PAGE_SIZE,
  MyRequestsQuerySchema,
  ORDER_ERROR_CODES,
  matchesMyRequestsFilters,
  myRequestsConditions,
  myRequestsSearch,
  type MyRequestsPage,
} from '@pharmacy/shared';
import { actorOf } from '../../platform/http/actor.ts';
import { callerOf } from '../../platform/http/auth.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { parseBody } from '../../platform/http/request-body.ts';
import { aboutOrder, type OrderRecord } from '../orders/index.ts';
import { prescriberOf } from '../staff/index.ts';
import type { OrderDraftDeps } from './order-drafts.ts';
import type { RequestsPage } from './order-draft-record.ts';

/** As many patients as one search finds (the patient finder's PATIENT_SEARCH_LIMIT is below Firestore's 30 for array-contains-any). */
const PATIENTS_SEARCHED = 30;

/** The request the page was to start after is gone (or never was the prescriber's). */
const cursorGone = () => new HttpError(404, ORDER_ERROR_CODES.orderNotFound, 'The requests have changed since they were read: reload them to see the latest.');

/** The request as the staff screen reads it (shared OrderRequestSchema once sent as JSON): without the server's e-mail bookkeeping. */
function shown({ mail: _mail, needsMailResend: _resend, originalReminderOn: _reminder, ...order }: OrderRecord) {
  return order;
}

export function staffOrderRequests(deps: Pick<OrderDraftDeps, 'store' | 'orders' | 'patients'>): RequestHandler {
  return async (req, res) => {
    const { after, ...filters } = parseBody(MyRequestsQuerySchema, { ...req.query });
    const prescriberId = prescriberOf(res);
    const search = myRequestsSearch(filters.q);
    let page: RequestsPage | 'cursor_gone';
    if (search.kind === 'request') {
      // The request ID is the document's own: one read, never a scan.
      const order = after === undefined ? await deps.store.requestOf(prescriberId, search.requestId) : null;
      page = { orders: order && matchesMyRequestsFilters(order, filters) ? [order] : [], next: null };
    } else {
      const patientIds = search.kind === 'patient' ? [...(await deps.patients.search(prescriberId, search.term, PATIENTS_SEARCHED)).keys()] : undefined;
      page =
        patientIds?.length === 0
          ? { orders: [], next: null }
          : await deps.store.requestsOf(prescriberId, { conditions: myRequestsConditions(filters), patientIds, after, limit: MY_REQUESTS_PAGE_SIZE });
    }
    if (page === 'cursor_gone') throw cursorGone();
    const actor = actorOf(callerOf(res));
    await Promise.all(page.orders.map((order) => deps.orders.recordAccess({ action: AUDIT_ACTIONS.accessOrder, ...actor, ...aboutOrder(order, { view: 'staff-list' }) })));
    const body: MyRequestsPage = { orders: page.orders.map(shown), next: page.next };
    res.json(body);
  };
}
