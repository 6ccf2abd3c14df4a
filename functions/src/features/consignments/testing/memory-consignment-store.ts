/** Test helper: a ConsignmentStore in Maps, applying the same pure changes as the Firestore one. */
import { medianMinutes } from '@pharmacy/shared';
import type { AuditRecord } from '../../../platform/audit/audit-log.ts';
import type { OrderRecord } from '../../orders/index.ts';
import type { ConsignmentRecord, ConsignmentStore } from '../consignment-record.ts';

export interface ConsignmentWorld {
  consignments: Map<string, ConsignmentRecord>;
  orders: Map<string, OrderRecord>;
  audit: AuditRecord[];
}

export const emptyConsignmentWorld = (): ConsignmentWorld => ({ consignments: new Map(), orders: new Map(), audit: [] });

export function memoryConsignmentStore(world: ConsignmentWorld): ConsignmentStore {
  const all = () => [...world.consignments.values()];
  return {
    async getOrders(requestIds) {
      return requestIds.flatMap((id) => (world.orders.has(id) ? [structuredClone(world.orders.get(id)!)] : []));
    },
    async dispatch(requestIds, plan) {
      const write = plan(await this.getOrders(requestIds));
      if ('refused' in write) return { kind: 'refused', ...write.refused };
      world.consignments.set(write.consignment.consignmentId, structuredClone(write.consignment));
      for (const order of write.orders) world.orders.set(order.requestId, { ...structuredClone(order), consignmentId: write.consignment.consignmentId });
      world.audit.push(write.audit);
      return { kind: 'dispatched', consignment: write.consignment, orders: write.orders };
    },
    async get(id) {
      const found = world.consignments.get(id);
      return found ? structuredClone(found) : null;
    },
    async change({ consignmentId, change }) {
      const current = world.consignments.get(consignmentId);
      if (!current) return { kind: 'not_found' };
      const outcome = change(structuredClone(current));
      if (!outcome) return { kind: 'unchanged', consignment: current };
      if ('refused' in outcome) return { kind: 'refused', ...outcome.refused };
      // As the Firestore store: the e-mails' state is written only by updateMail.
      world.consignments.set(consignmentId, { ...outcome.consignment, mail: current.mail, needsMailResend: current.needsMailResend });
      if (outcome.audit) world.audit.push(outcome.audit);
      return { kind: 'changed', before: current, consignment: world.consignments.get(consignmentId)! };
    },
    async list() {
      return all();
    },
    async listDispatchedOn(date, method) {
      return all().filter((c) => c.dispatchedOn === date && c.method === method);
    },
    async listTracked(limit) {
      return all().filter((c) => c.tracked).slice(0, limit);
    },
    async findByTokenHash(hash) {
      return all().find((c) => c.trackingTokenHash === hash) ?? null;
    },
    async orderRef(requestId) {
      const order = world.orders.get(requestId);
      return order ? { prescriberId: order.prescriberId, consignmentId: order.consignmentId ?? null } : null;
    },
    async updateMail(consignmentId, mail, needsMailResend) {
      const current = world.consignments.get(consignmentId);
      if (current) world.consignments.set(consignmentId, { ...current, mail: { ...current.mail, ...mail }, needsMailResend });
    },
    async listNeedingMailResend(before, limit) {
      return all().filter((c) => c.needsMailResend && c.updatedAt <= before).slice(0, limit);
    },
    async counts(now, since) {
      const minutes = all().flatMap((c) => (c.deliveredAt && c.deliveredAt >= since && c.minutesReadyToDelivered !== null ? [c.minutesReadyToDelivered] : []));
      return {
        dispatched: all().filter((c) => c.status === 'dispatched' || c.status === 'in_transit').length,
        delivered: all().filter((c) => c.deliveredAt && c.deliveredAt >= since).length,
        failed: all().filter((c) => c.status === 'delivery_failed').length,
        s8ReceiptsOverdue: await this.countReceiptsOverdue(now),
        readyToDelivered: { consignments: minutes.length, medianMinutes: medianMinutes(minutes) },
      };
    },
    async countReceiptsOverdue(now) {
      return all().filter((c) => c.receiptDueAt && c.receiptDueAt <= now).length;
    },
  };
}
