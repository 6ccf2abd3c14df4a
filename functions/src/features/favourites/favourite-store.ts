/**
 * Favourites and protocols in Firestore (FAVOURITE_COLLECTIONS). Browsers read them
 * under firestore.rules and never write; only this Admin SDK code does.
 */
import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { FAVOURITE_COLLECTIONS, FAVOURITE_LIMITS } from '@pharmacy/shared';
import { recordAuditIn } from '../../platform/audit/audit-log.ts';
import { deleteInBatches } from '../../platform/delete-in-batches.ts';
import { db } from '../../platform/firebase.ts';
import { parseStored } from '../../platform/stored-document.ts';
import { ProtocolRecordSchema, type FavouriteStore, type ProtocolRecord } from './favourite-record.ts';

const favourites = () => db().collection(FAVOURITE_COLLECTIONS.favourites);
const protocols = () => db().collection(FAVOURITE_COLLECTIONS.protocols);

const parseProtocol = (snapshot: DocumentSnapshot): ProtocolRecord =>
  parseStored(ProtocolRecordSchema, snapshot.data(), `${FAVOURITE_COLLECTIONS.protocols}/${snapshot.id}`);

export const favouriteStore: FavouriteStore = {
  async create(prescriberId, name, line) {
    const doc = favourites().doc();
    const theirs = favourites().where('prescriberId', '==', prescriberId);
    return db().runTransaction(async (transaction) => {
      const count = await transaction.get(theirs.count());
      if (count.data().count >= FAVOURITE_LIMITS.favouritesPerPrescriber) return 'too_many' as const;
      transaction.create(doc, {
        prescriberId,
        name,
        line,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
      return doc.id;
    });
  },

  async rename(favouriteId, prescriberId, name) {
    const doc = favourites().doc(favouriteId);
    return db().runTransaction(async (transaction) => {
      const snapshot = await transaction.get(doc);
      if (!snapshot.exists || snapshot.get('prescriberId') !== prescriberId) return 'not_found';
      transaction.update(doc, { name, updatedAt: FieldValue.serverTimestamp() });
      return 'renamed';
    });
  },

  async remove(favouriteId, prescriberId) {
    const doc = favourites().doc(favouriteId);
    return db().runTransaction(async (transaction) => {
      const snapshot = await transaction.get(doc);
      if (!snapshot.exists || snapshot.get('prescriberId') !== prescriberId) return 'not_found';
      transaction.delete(doc);
      return 'removed';
    });
  },

  async publishProtocol(name, audience, lines, audit) {
    const doc = protocols().doc();
    const batch = db().batch();
    batch.create(doc, { name, audience, lines, publishedAt: FieldValue.serverTimestamp() });
    recordAuditIn(batch, audit(doc.id));
    await batch.commit();
    return doc.id;
  },

  async listProtocols(limit) {
    const snapshot = await protocols().limit(limit).get();
    return snapshot.docs.map((doc) => ({ ...parseProtocol(doc), id: doc.id }));
  },

  async withdrawProtocol(protocolId, audit) {
    const doc = protocols().doc(protocolId);
    return db().runTransaction(async (transaction) => {
      const snapshot = await transaction.get(doc);
      if (!snapshot.exists) return 'not_found';
      transaction.delete(doc);
      recordAuditIn(transaction, audit(parseProtocol(snapshot)));
      return 'withdrawn';
    });
  },
};

/** Deletes every favourite of a prescriber whose account is being deleted; resolves how many went. Safe to repeat. */
export async function deleteFavouritesOf(prescriberId: string): Promise<number> {
  return deleteInBatches(favourites().where('prescriberId', '==', prescriberId));
}
