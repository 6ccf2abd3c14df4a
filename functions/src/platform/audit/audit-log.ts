/**
 * The admin audit log (ADMIN_COLLECTIONS.auditLog): one entry per admin action, created
 * by the server only. firestore.rules lets admins read it and nobody write it, so an
 * entry, once made, is never changed or deleted from a browser.
 */
import { FieldValue, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { ADMIN_COLLECTIONS, type AuditAction, type AuditEntry } from '@pharmacy/shared';
import { db } from '../firebase.ts';
import { sha256Hex } from '../sha256.ts';

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

/**
 * Looks by one admin at one thing within one window of this many minutes are one entry
 * (decision 039): a screen that reads again after the admin's own change, or a second
 * tab, is the same look. Windows are fixed (10:00-10:09, 10:10-10:19 Sydney or UTC
 * alike), so two looks a minute apart across a boundary are two entries.
 */
export const ACCESS_FOLD_MINUTES = 10;

/** gRPC ALREADY_EXISTS: create() found a document with that id. */
const ALREADY_EXISTS = 6;

/**
 * The id of a look's entry: the same for the same admin, action and target in the same
 * window, so the second create() finds the first. Hashed: uids and targets are not
 * guaranteed to make a valid document id together.
 */
export function accessEntryId(record: Pick<AuditRecord, 'action' | 'actorUid' | 'target'>, now: Date): string {
  const window = Math.floor(now.getTime() / (ACCESS_FOLD_MINUTES * 60_000));
  return `access-${sha256Hex(JSON.stringify([record.action, record.target.type, record.target.id, record.actorUid, window]))}`;
}

/**
 * Records a look at health data (an access.* action), before the data is answered; a
 * repeated look by the same admin at the same thing in the same window is folded into
 * the entry already made (which keeps the first look's time).
 */
export async function recordAccess(record: AuditRecord, now: Date = new Date()): Promise<void> {
  await createFolded(accessEntryId(record, now), record);
}

/** Creates the entry under `id`, unless a look already made it. */
async function createFolded(id: string, record: AuditRecord): Promise<void> {
  try {
    await auditLog().doc(id).create(entry(record));
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === ALREADY_EXISTS) return;
    throw error;
  }
}

/**
 * Records one page of a list an admin read through the function (decision 063): one entry,
 * one write, however many rows the page shows. `shown` names the page's rows (request or
 * breach IDs, in order): the same admin reading the very same rows again within the fold
 * window is the entry already there, while a page that shows anything else (another filter,
 * the next page, an order that arrived since) is an entry of its own, so every patient
 * shown is named by some entry.
 */
export async function recordListAccess(record: AuditRecord, shown: readonly string[], now: Date = new Date()): Promise<void> {
  const window = Math.floor(now.getTime() / (ACCESS_FOLD_MINUTES * 60_000));
  await createFolded(`list-${sha256Hex(JSON.stringify([record.action, record.actorUid, window, shown]))}`, record);
}
