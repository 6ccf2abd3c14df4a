/** Test double: the order draft store in memory, with the audit entries it would have written. */
import { AUDIT_ACTIONS, type OrderDraft } from '@pharmacy/shared';
import type { OrderRecord } from '../../orders/index.ts';
import type { DraftActor, OrderDraftStore } from '../order-draft-record.ts';

export interface MemoryDraftWorld {
  drafts: Map<string, OrderDraft>;
  audit: { action: string; actor: DraftActor; targetId: string }[];
  prescriberEmails: Map<string, string>;
  /** Order requests, newest first, for requestsOf. */
  requests: OrderRecord[];
  /** Drafts held by a sign, until when. */
  signing: Map<string, Date>;
}

export function memoryOrderDraftStore(): { store: OrderDraftStore; world: MemoryDraftWorld } {
  const world: MemoryDraftWorld = { drafts: new Map(), audit: [], prescriberEmails: new Map(), signing: new Map(), requests: [] };
  const held = (draftId: string, at: Date) => (world.signing.get(draftId)?.getTime() ?? 0) > at.getTime();
  let nextId = 1;
  const store: OrderDraftStore = {
    newDraftId: () => `draft-${nextId++}`,
    async get(draftId) {
      return world.drafts.get(draftId) ?? null;
    },
    async save({ draftId, again, preparedBy, at, patients, ...saved }, actor) {
      const current = world.drafts.get(draftId);
      if (again && !current) return 'not_found';
      if (current?.status === 'signed') return 'signed';
      if (current && held(draftId, at)) return 'being_signed';
      const fields = {
        ...saved,
        patients: patients as OrderDraft['patients'],
        status: 'awaiting_signature' as const,
        updatedAt: at.toISOString(),
        version: (current?.version ?? 0) + 1,
      };
      world.drafts.set(
        draftId,
        current
          ? { ...current, ...fields, ...(preparedBy ? { preparedBy } : {}) }
          : { ...fields, draftId, preparedBy: preparedBy ?? { uid: '', name: '', email: '' }, note: '', createdAt: at.toISOString(), orderRequestId: null, signedBy: null },
      );
      world.audit.push({ action: AUDIT_ACTIONS.draftPrepare, actor, targetId: draftId });
      return 'saved';
    },
    async sendBack({ draftId, version, note, lastChangedBy, at }, actor) {
      const draft = world.drafts.get(draftId);
      if (!draft) return 'not_found';
      if (draft.status === 'signed') return 'signed';
      if (draft.status !== 'awaiting_signature') return 'not_awaiting';
      if (draft.version !== version) return 'changed';
      if (held(draftId, at)) return 'being_signed';
      world.drafts.set(draftId, { ...draft, status: 'sent_back', note, lastChangedBy, version: version + 1, updatedAt: at.toISOString() });
      world.audit.push({ action: AUDIT_ACTIONS.draftSendBack, actor, targetId: draftId });
      return 'sent_back';
    },
    async claimSigning(draftId, version, until) {
      const draft = world.drafts.get(draftId);
      if (!draft) return 'not_found';
      if (draft.status === 'signed') return 'signed';
      if (draft.status !== 'awaiting_signature') return 'not_awaiting';
      if (draft.version !== version) return 'changed';
      world.signing.set(draftId, until);
      return 'claimed';
    },
    async releaseSigning(draftId) {
      world.signing.delete(draftId);
    },
    async markSigned({ draftId, version, requestId, signedBy, at }, actor) {
      const draft = world.drafts.get(draftId);
      if (!draft) return { kind: 'not_found' };
      if (draft.status === 'signed') return draft.orderRequestId === requestId ? { kind: 'already' } : { kind: 'signed_before', first: draft.orderRequestId };
      if (draft.version !== version) return { kind: 'changed' };
      world.signing.delete(draftId);
      world.drafts.set(draftId, { ...draft, status: 'signed', orderRequestId: requestId, signedBy, version: version + 1, updatedAt: at.toISOString() });
      world.audit.push({ action: AUDIT_ACTIONS.draftSign, actor, targetId: requestId });
      return { kind: 'signed' };
    },
    async requestsOf(prescriberId, { conditions, patientIds, after, limit }) {
      const field = (order: OrderRecord, path: string) => path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], order);
      const theirs = world.requests.filter((order) => order.prescriberId === prescriberId);
      let matching = theirs.filter(
        (order) =>
          conditions.every(({ field: path, value }) => field(order, path) === value) &&
          (!patientIds || order.items.some((item) => item.patient && patientIds.includes(item.patient.patientId))),
      );
      if (after !== undefined) {
        const index = matching.findIndex((order) => order.requestId === after);
        if (!theirs.some((order) => order.requestId === after)) return 'cursor_gone';
        matching = index === -1 ? [] : matching.slice(index + 1);
      }
      const orders = matching.slice(0, limit);
      return { orders, next: orders.length === limit ? (orders.at(-1)?.requestId ?? null) : null };
    },
    async requestOf(prescriberId, requestId) {
      return world.requests.find((order) => order.prescriberId === prescriberId && order.requestId === requestId) ?? null;
    },
    async prescriberEmail(prescriberId) {
      return world.prescriberEmails.get(prescriberId) ?? null;
    },
  };
  return { store, world };
}
