/**
 * The admin audit log (ADMIN_COLLECTIONS.auditLog): one entry per admin action, created
 * by the server only. firestore.rules lets admins read it and nobody write it, so an
 * entry, once made, is never changed or deleted from a browser.
 */
import { FieldValue, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { ADMIN_COLLECTIONS, type AuditAction, type AuditEntry } from '@pharmacy/shared';
import { db } from '../firebase.ts';

/** What a route says about an action; the time is the database's own. */
export type AuditRecord = Omit<AuditEntry, 'at'> & { action: AuditAction };

const auditLog = () => db().collection(ADMIN_COLLECTIONS.auditLog);

function entry(record: AuditRecord) {
  return { ...record, at: FieldValue.serverTimestamp() };
}

/** Records an action on its own (e.g. a download, which changes nothing else). */
export async function recordAudit(record: AuditRecord): Promise<void> {
  await auditLog().add(entry(record));
}

/** Records an action in the same transaction or batch as the change it describes, so neither happens without the other. */
export function recordAuditIn(writer: Transaction | WriteBatch, record: AuditRecord): void {
  // Transaction and WriteBatch both have create(ref, data); the union type does not expose one call signature.
  (writer as WriteBatch).create(auditLog().doc(), entry(record));
}
