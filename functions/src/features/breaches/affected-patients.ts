/**
 * "Who may be affected" from the audit log (decision 041): the patients named by the
 * entries of one admin (or of every admin) in a time range. Every look at health data
 * writes an entry naming its patients (issue 23 part 1); whatever else an entry records,
 * if it names patients, that admin reached their information.
 */
import { BREACH_ACCESS_SCAN_LIMIT, BREACH_ERROR_CODES, BREACH_MESSAGES, type AccessQuery } from '@pharmacy/shared';
import { HttpError } from '../../platform/http/errors.ts';
import type { AffectedFromAccess, BreachStore } from './breach-record.ts';

/** The patients, named where the pharmacy still holds them (by name, then ID), then those known by ID only. */
export async function collectAffected(store: BreachStore, query: AccessQuery): Promise<AffectedFromAccess> {
  const [entries, actorEmail] = await Promise.all([
    store.accessEntries(query, BREACH_ACCESS_SCAN_LIMIT),
    query.actorUid === null ? null : store.emailOf(query.actorUid),
  ]);
  // Refused rather than cut short: a register that silently misses people is worse than none.
  if (entries === null) throw new HttpError(400, BREACH_ERROR_CODES.tooManyEntries, BREACH_MESSAGES.tooManyEntries);
  const ids = [...new Set(entries.flat())];
  const labels = await store.patientLabels(ids);
  const patients = ids
    .map((id) => ({ id, label: labels.get(id) ?? null }))
    .sort((a, b) => (a.label ?? '\uffff').localeCompare(b.label ?? '\uffff', 'en-AU') || a.id.localeCompare(b.id));
  return { query, actorEmail, entries: entries.length, patients };
}
