/** Test helper: an order in progress with two items (the orders' own fixture), as the record of compounding reads it. */
import type { OrderRecord } from '../../orders/index.ts';
import { SUBMITTED_AT, orderRecord, withTokens } from '../../orders/testing/order-fixtures.ts';

export const STARTED_AT = SUBMITTED_AT;
export const PREPARER = { uid: 'preparer-uid', name: 'Priya Shah' };
export const CHECKER = { uid: 'checker-uid', name: 'Chris Wong' };
export const actorOf = (person: { uid: string }) => ({ actorUid: person.uid, actorEmail: `${person.uid}@pharmacy.test` });

export function compoundingOrder(requestId: string, overrides: Partial<OrderRecord> = {}): OrderRecord {
  return withTokens(orderRecord(requestId, { status: 'in_progress', ...overrides }));
}
