/** Test helper: a SubmissionKeyStore in a Map, claiming atomically as the Firestore transaction does. */
import { holdsKey, type SubmissionKeyRecord, type SubmissionKeyStore } from '../submission-key-record.ts';

export function memorySubmissionKeyStore(records = new Map<string, SubmissionKeyRecord>()): SubmissionKeyStore {
  return {
    async claim(id, claim, abandonedBefore) {
      const record = records.get(id);
      if (record && holdsKey(record, claim.claimedAt, abandonedBefore)) return { kind: 'taken', record: structuredClone(record) };
      records.set(id, structuredClone(claim));
      return { kind: 'claimed' };
    },
    async get(id) {
      const record = records.get(id);
      return record ? structuredClone(record) : null;
    },
    async complete(id, requestId) {
      const record = records.get(id);
      if (!record) throw new Error(`No document to update: orderSubmissionKeys/${id}`);
      records.set(id, { ...record, requestId });
    },
    async release(id) {
      records.delete(id);
    },
  };
}
