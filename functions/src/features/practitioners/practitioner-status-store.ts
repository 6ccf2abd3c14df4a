/**
 * users/{uid}.status as an admin's Confirm sets it (spec section 4). Browsers cannot
 * write users (firestore.rules): this transaction is the only way a status changes,
 * and it writes the audit entry with it, so neither happens without the other.
 */
import { FieldValue } from 'firebase-admin/firestore';
import {
  AUDIT_ACTIONS,
  COLLECTIONS,
  UserRecordSchema,
  effectiveStatus,
  type AuditEntry,
  type UserRecord,
  type UserStatus,
} from '@pharmacy/shared';
import { personLabel } from '../../platform/audit/person-label.ts';
import { statusChangeRefusal, type StatusChangeRefusal } from './practitioner-status.ts';
import { recordAuditIn } from '../../platform/audit/audit-log.ts';
import { db } from '../../platform/firebase.ts';
import { parseStored } from '../../platform/stored-document.ts';

export interface StatusChange {
  userId: string;
  to: UserStatus;
  actor: Pick<AuditEntry, 'actorUid' | 'actorEmail'>;
}

export type StatusChangeOutcome =
  | { kind: 'refused'; reason: 'not_found' | StatusChangeRefusal }
  /** unchanged: the record already had that status; nothing was written. */
  | { kind: 'changed' | 'unchanged'; record: UserRecord; from: string };

export const practitionerStatuses = {
  async change({ userId, to, actor }: StatusChange): Promise<StatusChangeOutcome> {
    const ref = db().collection(COLLECTIONS.users).doc(userId);
    return db().runTransaction(async (transaction): Promise<StatusChangeOutcome> => {
      const snapshot = await transaction.get(ref);
      if (!snapshot.exists) return { kind: 'refused', reason: 'not_found' };
      const record = parseStored(UserRecordSchema, snapshot.data(), `${COLLECTIONS.users}/${userId}`);
      const refusal = statusChangeRefusal(record, to);
      if (refusal) return { kind: 'refused', reason: refusal };

      const from = effectiveStatus(record);
      if (from === to) return { kind: 'unchanged', record, from };
      transaction.update(ref, {
        status: to,
        statusUpdatedAt: FieldValue.serverTimestamp(),
        statusUpdatedBy: actor.actorUid,
      });
      recordAuditIn(transaction, {
        action: AUDIT_ACTIONS.practitionerStatus,
        ...actor,
        target: { type: 'user', id: userId, label: personLabel(record) },
        details: { from, to },
      });
      return { kind: 'changed', record, from };
    });
  },
};
