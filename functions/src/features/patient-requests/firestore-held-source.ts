/**
 * PatientHeldSource in Firestore: orders found by the patientIds and patientKeys they
 * store (written at submission, backfilled by scripts/stack/backfill-list-fields.ts),
 * the audit log by its patientIds (firestore.indexes.json has both queries' indexes).
 */
import { Timestamp } from 'firebase-admin/firestore';
import {
  ADMIN_COLLECTIONS,
  COLLECTIONS,
  ORDER_COLLECTIONS,
  ORDER_THREAD_COLLECTION,
  type Prescriber,
} from '@pharmacy/shared';
import { db } from '../../platform/firebase.ts';
import { parseStored } from '../../platform/stored-document.ts';
import { HeldMessageRecordSchema, HeldOrderRecordSchema, type HeldAuditRecord, type PatientHeldSource } from './held-source.ts';

const orders = () => db().collection(ORDER_COLLECTIONS.orderRequests);
/** Audit entries read per page. */
const AUDIT_PAGE = 500;

const parseOrders = (docs: FirebaseFirestore.QueryDocumentSnapshot[]) =>
  docs
    .map((doc) => parseStored(HeldOrderRecordSchema, doc.data(), `${ORDER_COLLECTIONS.orderRequests}/${doc.id}`))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export const firestoreHeldSource: PatientHeldSource = {
  async ordersNaming(patientId) {
    return parseOrders((await orders().where('patientIds', 'array-contains', patientId).get()).docs);
  },

  async ordersByKey(key, limit) {
    return parseOrders((await orders().where('patientKeys', 'array-contains', key).limit(limit).get()).docs);
  },

  async messagesOf(requestId) {
    const page = await orders().doc(requestId).collection(ORDER_THREAD_COLLECTION).orderBy('createdAt').get();
    return page.docs.map((doc) => parseStored(HeldMessageRecordSchema, doc.data(), `${ORDER_COLLECTIONS.orderRequests}/${requestId}/messages/${doc.id}`));
  },

  async prescribers(uids) {
    const unique = [...new Set(uids)];
    const found = new Map<string, Prescriber>();
    if (unique.length === 0) return found;
    const snapshots = await db().getAll(...unique.map((uid) => db().collection(COLLECTIONS.users).doc(uid)));
    for (const snapshot of snapshots) {
      if (!snapshot.exists) continue;
      const name = `${text(snapshot.get('firstName'))} ${text(snapshot.get('lastName'))}`.trim();
      found.set(snapshot.id, {
        prescriberId: snapshot.id,
        name,
        clinicName: text(snapshot.get('clinicName')),
        email: text(snapshot.get('email')),
      });
    }
    return found;
  },

  async accessEntries(patientId) {
    const entries: HeldAuditRecord[] = [];
    let query = db()
      .collection(ADMIN_COLLECTIONS.auditLog)
      .where('patientIds', 'array-contains', patientId)
      .orderBy('at', 'desc')
      .limit(AUDIT_PAGE);
    for (;;) {
      const page = await query.get();
      for (const doc of page.docs) {
        const at = doc.get('at') as unknown;
        const target = (doc.get('target') ?? {}) as { label?: unknown; id?: unknown };
        entries.push({
          at: at instanceof Timestamp ? at.toDate() : new Date(0),
          action: text(doc.get('action')),
          actorEmail: text(doc.get('actorEmail')),
          target: text(target.label) || text(target.id),
        });
      }
      const last = page.docs.at(-1);
      if (page.size < AUDIT_PAGE || !last) return entries;
      query = query.startAfter(last);
    }
  },
};
