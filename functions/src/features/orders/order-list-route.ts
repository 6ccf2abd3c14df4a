import type { RequestHandler } from 'express';
import {
  AUDIT_ACTIONS,
  ORDER_ERROR_CODES,
  ORDER_LIST_PAGE_SIZE,
  OrderListQuerySchema,
  auditPatientsOf,
  orderListConditions,
  orderListSearch,
  type OrderCountReply,
  type OrderListPage,
} from '@pharmacy/shared';
import type { AuditRecord } from '../../platform/audit/audit-log.ts';
import { actorOf } from '../../platform/http/actor.ts';
import { callerOf } from '../../platform/http/auth.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { parseBody } from '../../platform/http/request-body.ts';
import type { OrderQueueSource } from './order-queue-source.ts';

/** Records one page the function answered (recordListAccess in platform/audit). */
export type RecordListAccess = (record: AuditRecord, shown: readonly string[]) => Promise<void>;

/** The order the page was to start after was deleted (retention, or a test) since the last page was read. */
const cursorGone = () => new HttpError(404, ORDER_ERROR_CODES.orderNotFound, 'The queue has changed since it was read: reload it to see the latest orders.');

/**
 * GET /order-requests (admins): one page of the orders queue, newest first, with the
 * queue's filters (decision 063). The page is recorded before it is answered: one entry,
 * one write, naming the orders shown and each of their patients (patientIds, and their
 * names in details.patients, as decision 039's entries do), so "who has seen this patient"
 * lists the list read. A page that could not be recorded is not answered (500).
 */
export function orderListPage(source: OrderQueueSource, record: RecordListAccess, now: () => Date): RequestHandler {
  return async (req, res) => {
    const { after, ...filters } = parseBody(OrderListQuerySchema, { ...req.query });
    const conditions = orderListConditions(filters, now());
    const rows = conditions ? await source.page(conditions, after, ORDER_LIST_PAGE_SIZE) : [];
    if (rows === 'cursor_gone') throw cursorGone();
    const ids = rows.map((row) => row.id);
    if (rows.length > 0) {
      const { details: names, ...patientIds } = auditPatientsOf(rows.flatMap((row) => row.order?.items ?? []));
      await record(
        {
          action: AUDIT_ACTIONS.accessOrderList,
          ...actorOf(callerOf(res)),
          target: { type: 'order-list', id: 'orderRequests', label: 'Orders queue' },
          ...patientIds,
          details: { shown: rows.length, orders: ids.join(' '), filters: orderListSearch(filters), after: after ?? null, ...names },
        },
        ids,
      );
    }
    const body: OrderListPage = {
      orders: rows.map((row) => ({ id: row.id, order: row.order })),
      next: rows.length === ORDER_LIST_PAGE_SIZE ? (ids.at(-1) ?? null) : null,
    };
    res.json(body);
  };
}

/** GET /order-request-count (admins): how many orders the queue's filters match. A number shows no patient: not recorded. */
export function orderListCount(source: OrderQueueSource, now: () => Date): RequestHandler {
  return async (req, res) => {
    const { after: _after, ...filters } = parseBody(OrderListQuerySchema, { ...req.query });
    const conditions = orderListConditions(filters, now());
    const body: OrderCountReply = { count: conditions ? await source.count(conditions) : 0 };
    res.json(body);
  };
}
