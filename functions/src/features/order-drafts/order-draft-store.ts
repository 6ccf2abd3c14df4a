/**
 * Order drafts in Firestore (ORDER_DRAFT_COLLECTION, decision 045). Browsers read them
 * through the rules (the prescriber and their linked staff) and never write them; only
 * this Admin SDK code does.
 */
import { FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { AUDIT_ACTIONS, COLLECTIONS, ORDER_COLLECTIONS, ORDER_DRAFT_COLLECTION, OrderDraftSchema, type OrderDraft } from '@pharmacy/shared';
import { OrderRecordSchema } from '../orders/index.ts';
import { recordAuditIn } from '../../platform/audit/audit-log.ts';
import { db } from '../../platform/firebase.ts';
import { storedDate } from '../../platform/mail/stored-mail-state.ts';
import type { OrderDraftStore } from './order-draft-record.ts';

const drafts = () => db().collection(ORDER_DRAFT_COLLECTION);

/** Set while a sign makes the draft's order (decision 064); absent or past otherwise. */
const SIGNING_UNTIL = 'signingUntil';
const beingSigned = (snapshot: DocumentSnapshot, at: Date) => {
  const until = snapshot.get(SIGNING_UNTIL) as unknown;
  return until instanceof Timestamp && until.toMillis() > at.getTime();
};

/** A stored draft, its times as ISO text; null when the document cannot be read as one. */
function draftOf(snapshot: DocumentSnapshot): OrderDraft | null {
  if (!snapshot.exists) return null;
  const data = snapshot.data() ?? {};
  const instant = (value: unknown) => storedDate.parse(value).toISOString();
  const parsed = OrderDraftSchema.safeParse({
    ...data,
    draftId: snapshot.id,
    createdAt: instant(data.createdAt),
    updatedAt: instant(data.updatedAt),
  });
  if (!parsed.success) {
    logger.error('An order draft could not be read', { draftId: snapshot.id, error: parsed.error.message });
    return null;
  }
  return parsed.data;
}

export const orderDraftStore: OrderDraftStore = {
  newDraftId: () => drafts().doc().id,

  async get(draftId) {
    return draftOf(await drafts().doc(draftId).get());
  },

  async save({ draftId, again, preparedBy, at, ...saved }, actor, audit) {
    const ref = drafts().doc(draftId);
    const updatedAt = Timestamp.fromDate(at);
    const fields = { ...saved, status: 'awaiting_signature', updatedAt };
    return db().runTransaction(async (transaction) => {
      if (again) {
        const snapshot = await transaction.get(ref);
        const current = draftOf(snapshot);
        if (!current) return 'not_found' as const;
        if (current.status === 'signed') return 'signed' as const;
        if (beingSigned(snapshot, at)) return 'being_signed' as const;
        transaction.update(ref, { ...fields, version: current.version + 1, ...(preparedBy ? { preparedBy } : {}) });
      } else {
        transaction.create(ref, { ...fields, version: 1, preparedBy, note: '', createdAt: updatedAt, orderRequestId: null, signedBy: null });
      }
      recordAuditIn(transaction, {
        action: AUDIT_ACTIONS.draftPrepare,
        ...actor,
        target: { type: 'order-draft', id: draftId, label: draftId },
        details: { prescriberId: saved.prescriberId, items: audit.items, again, byPrescriber: audit.byPrescriber, payer: saved.payer },
      });
      return 'saved' as const;
    });
  },

  async sendBack({ draftId, version, note, lastChangedBy, at }, actor) {
    const ref = drafts().doc(draftId);
    return db().runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      const draft = draftOf(snapshot);
      if (!draft) return 'not_found' as const;
      if (draft.status === 'signed') return 'signed' as const;
      if (draft.status !== 'awaiting_signature') return 'not_awaiting' as const;
      if (draft.version !== version) return 'changed' as const;
      if (beingSigned(snapshot, at)) return 'being_signed' as const;
      transaction.update(ref, { status: 'sent_back', note, lastChangedBy, version: version + 1, updatedAt: Timestamp.fromDate(at) });
      recordAuditIn(transaction, {
        action: AUDIT_ACTIONS.draftSendBack,
        ...actor,
        target: { type: 'order-draft', id: draftId, label: draftId },
        details: { prescriberId: actor.actorUid, preparedBy: draft.preparedBy.uid },
      });
      return 'sent_back' as const;
    });
  },

  async claimSigning(draftId, version, until) {
    const ref = drafts().doc(draftId);
    return db().runTransaction(async (transaction) => {
      const current = draftOf(await transaction.get(ref));
      if (!current) return 'not_found' as const;
      if (current.status === 'signed') return 'signed' as const;
      if (current.status !== 'awaiting_signature') return 'not_awaiting' as const;
      if (current.version !== version) return 'changed' as const;
      transaction.update(ref, { [SIGNING_UNTIL]: Timestamp.fromDate(until) });
      return 'claimed' as const;
    });
  },

  async releaseSigning(draftId) {
    await drafts().doc(draftId).update({ [SIGNING_UNTIL]: FieldValue.delete() });
  },

  async markSigned({ draftId, version, requestId, signedBy, preparedBy, payer, at }, actor) {
    const ref = drafts().doc(draftId);
    return db().runTransaction(async (transaction) => {
      const current = draftOf(await transaction.get(ref));
      if (!current) return { kind: 'not_found' } as const;
      if (current.status === 'signed') {
        return current.orderRequestId === requestId ? ({ kind: 'already' } as const) : ({ kind: 'signed_before', first: current.orderRequestId } as const);
      }
      // The version signed must still be the one stored (the claim holds it; this is the final word).
      if (current.version !== version) return { kind: 'changed' } as const;
      transaction.update(ref, {
        status: 'signed',
        orderRequestId: requestId,
        signedBy,
        version: version + 1,
        [SIGNING_UNTIL]: FieldValue.delete(),
        updatedAt: Timestamp.fromDate(at),
      });
      recordAuditIn(transaction, {
        action: AUDIT_ACTIONS.draftSign,
        ...actor,
        target: { type: 'order', id: requestId, label: requestId },
        details: { draftId, preparedBy: preparedBy.uid, signedBy: signedBy.uid, payer },
      });
      return { kind: 'signed' } as const;
    });
  },

  async requestsOf(prescriberId, { conditions, patientIds, after, limit }) {
    // The prescriber's own My Requests query (firestore.indexes.json: prescriberId with each
    // filter and createdAt; decision 069).
    const requests = db().collection(ORDER_COLLECTIONS.orderRequests);
    let query = requests.where('prescriberId', '==', prescriberId);
    for (const { field, value } of conditions) query = query.where(field, '==', value);
    if (patientIds) query = query.where('patientIds', 'array-contains-any', [...patientIds]);
    query = query.orderBy('createdAt', 'desc');
    if (after !== undefined) {
      const last = await requests.doc(after).get();
      if (!last.exists || last.get('prescriberId') !== prescriberId) return 'cursor_gone';
      query = query.startAfter(last);
    }
    const page = await query.limit(limit).get();
    const orders = page.docs.flatMap((doc) => {
      const parsed = OrderRecordSchema.safeParse(doc.data());
      if (parsed.success) return [parsed.data];
      logger.error('Skipped an order request that does not match its schema', { orderRequestId: doc.id, error: parsed.error.message });
      return [];
    });
    return { orders, next: page.size === limit ? (page.docs.at(-1)?.id ?? null) : null };
  },

  async requestOf(prescriberId, requestId) {
    const snapshot = await db().collection(ORDER_COLLECTIONS.orderRequests).doc(requestId).get();
    if (!snapshot.exists || snapshot.get('prescriberId') !== prescriberId) return null;
    const parsed = OrderRecordSchema.safeParse(snapshot.data());
    if (parsed.success) return parsed.data;
    logger.error('Skipped an order request that does not match its schema', { orderRequestId: requestId, error: parsed.error.message });
    return null;
  },

  async prescriberEmail(prescriberId) {
    const email = (await db().collection(COLLECTIONS.users).doc(prescriberId).get()).get('email') as unknown;
    return typeof email === 'string' && email !== '' ? email : null;
  },
};
