/**
 * The record of compounding (decision 050) for tests that are about something else and
 * only need an order that may be made ready: every item recorded and checked, written
 * as the function would have written it. Tests of the record itself use the endpoints.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { ORDER_COLLECTIONS, sydneyDateOf } from '@pharmacy/shared';
import { adminDb } from './admin.ts';

export async function checkedCompounding(requestId: string): Promise<void> {
  const ref = adminDb().collection(ORDER_COLLECTIONS.orderRequests).doc(requestId);
  const items = ((await ref.get()).get('items') as unknown[] | undefined) ?? [];
  const now = Timestamp.now();
  const record = {
    batchNumber: 'TEST-BATCH',
    beyondUseDate: sydneyDateOf(new Date(Date.now() + 30 * 24 * 60 * 60 * 1000)),
    preparedBy: { uid: 'test-preparer', name: 'Test Preparer' },
    preparedAt: now,
    checkedBy: { uid: 'test-checker', name: 'Test Checker' },
    checkedAt: now,
  };
  await ref.update({ compounding: items.map(() => record), lastSupplyAt: now });
}
