/** Test helper: an OrderStore in Maps, refusing what Firestore and Storage would refuse. */
import { Readable } from 'node:stream';
import type { AuditRecord } from '../../../platform/audit/audit-log.ts';
import type { OrderRecord, OrderStore } from '../order-record.ts';
import { moveOrder, orderLabel } from '../order-status.ts';
import { claimIdsOf, claimReminder, markOriginalReceived, releasesClaims } from '../../legal-prescriptions/index.ts';

export interface OrderStoreContents {
  orders: Map<string, OrderRecord>;
  /** escriptTokenClaims: claim ID to the request ID holding it. */
  tokenClaims: Map<string, string>;
  files: Map<string, { content: Buffer; contentType: string }>;
  audit: AuditRecord[];
}

export function emptyOrderStoreContents(): OrderStoreContents {
  return { orders: new Map(), tokenClaims: new Map(), files: new Map(), audit: [] };
}

export function memoryOrderStore(world: OrderStoreContents): OrderStore {
  return {
    async saveScript(path, content, contentType) {
      if (world.files.has(path)) return 'exists';
      world.files.set(path, { content, contentType });
      return 'saved';
    },
    async deleteScript(path) {
      world.files.delete(path);
    },
    openScript(path) {
      const file = world.files.get(path);
      if (!file) {
        const missing = new Readable({ read() {} });
        process.nextTick(() => missing.destroy(new Error(`No such object: ${path}`)));
        return missing;
      }
      return Readable.from([file.content]);
    },
    async create(order) {
      if (world.orders.has(order.requestId)) return 'exists';
      const claimIds = claimIdsOf(order);
      if (claimIds.some((id) => world.tokenClaims.has(id))) return 'token_taken';
      world.orders.set(order.requestId, structuredClone(order));
      for (const id of claimIds) world.tokenClaims.set(id, order.requestId);
      return 'created';
    },
    async get(requestId) {
      const order = world.orders.get(requestId);
      return order ? structuredClone(order) : null;
    },
    async changeStatus({ requestId, ...change }) {
      const order = world.orders.get(requestId);
      if (!order) return { kind: 'not_found' };
      const move = moveOrder(order, change);
      if (move.kind !== 'changed') return move;
      world.orders.set(requestId, move.order);
      if (releasesClaims(order, move.order.status)) {
        for (const id of claimIdsOf(order)) if (world.tokenClaims.get(id) === requestId) world.tokenClaims.delete(id);
      }
      world.audit.push(move.audit);
      return { kind: 'changed', from: move.from, order: structuredClone(move.order) };
    },
    async updateMail(requestId, mail, needsMailResend) {
      const order = world.orders.get(requestId);
      if (!order) throw new Error(`No document to update: orderRequests/${requestId}`);
      world.orders.set(requestId, { ...order, mail: { ...order.mail, ...structuredClone(mail) }, needsMailResend });
    },
    async listNeedingMailResend(updatedBefore, limit) {
      return [...world.orders.values()]
        .filter((order) => order.needsMailResend && order.updatedAt.getTime() <= updatedBefore.getTime())
        .sort((a, b) => a.updatedAt.getTime() - b.updatedAt.getTime())
        .slice(0, limit)
        .map((order) => structuredClone(order));
    },
    async markOriginalReceived({ requestId, ...change }) {
      const order = world.orders.get(requestId);
      if (!order) return { kind: 'not_found' };
      const outcome = markOriginalReceived(order, change, orderLabel(order));
      if (outcome.kind !== 'marked') return outcome;
      world.orders.set(requestId, outcome.order);
      world.audit.push(outcome.audit);
      return structuredClone(outcome);
    },
    async listDueOriginalReminders(today, limit) {
      return [...world.orders.values()]
        .filter((order) => order.originalReminderOn !== null && order.originalReminderOn <= today)
        .sort((a, b) => (a.originalReminderOn ?? '').localeCompare(b.originalReminderOn ?? ''))
        .slice(0, limit)
        .map((order) => structuredClone(order));
    },
    async claimOriginalReminder(requestId, today) {
      const order = world.orders.get(requestId);
      const claim = order ? claimReminder(order, today) : null;
      if (!claim) return null;
      world.orders.set(requestId, claim.order);
      return structuredClone(claim);
    },
  };
}
