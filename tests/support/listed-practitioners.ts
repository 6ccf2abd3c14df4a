/**
 * Practitioner records written straight to Firestore in batches, with the list's search
 * and sort fields, for the tests of the admin's lists at size (issue 13). No sign-in
 * accounts: the list and the export read only users records. Every record's ID starts
 * with the file's marker, and its last name is the marker, so a search finds only them.
 */
import { Timestamp, type WriteBatch } from 'firebase-admin/firestore';
import { userListFields } from '@pharmacy/shared';
import { adminDb, userDoc } from './admin.ts';

/** Firestore takes at most 500 writes in one batch. */
const BATCH = 500;

export interface ListedPractitioner {
  id: string;
  data: Record<string, unknown>;
}

/** P0000, P0001, …: names that sort as the records were registered. */
export const listedFirstName = (index: number) => `P${String(index).padStart(4, '0')}`;

/** `count` records of `marker`, registered a minute apart from `firstRegistered` (1 January 2023 UTC); `extra` sets fields per record. */
export function listedPractitioners(
  marker: string,
  count: number,
  extra: (index: number) => Record<string, unknown> = () => ({}),
  firstRegistered = Date.UTC(2023, 0, 1),
): ListedPractitioner[] {
  return Array.from({ length: count }, (_, index) => {
    const record = {
      firstName: listedFirstName(index),
      lastName: marker,
      email: `${marker.toLowerCase()}-${index}@example.test`,
      role: 'practitioner',
      status: 'pending',
      emailVerified: true,
      ...extra(index),
    };
    return {
      id: `${marker}-${String(index).padStart(5, '0')}`,
      data: { ...record, ...userListFields(record), createdAt: Timestamp.fromMillis(firstRegistered + index * 60_000) },
    };
  });
}

async function inBatches(ids: readonly string[], write: (batch: WriteBatch, id: string, index: number) => void): Promise<void> {
  for (let start = 0; start < ids.length; start += BATCH) {
    const batch = adminDb().batch();
    ids.slice(start, start + BATCH).forEach((id, offset) => write(batch, id, start + offset));
    await batch.commit();
  }
}

export async function writeListedPractitioners(records: readonly ListedPractitioner[]): Promise<void> {
  await inBatches(
    records.map((record) => record.id),
    (batch, id, index) => batch.set(userDoc(id), records[index]?.data ?? {}),
  );
}

export async function deleteListedPractitioners(records: readonly ListedPractitioner[]): Promise<void> {
  await inBatches(
    records.map((record) => record.id),
    (batch, id) => batch.delete(userDoc(id)),
  );
}
