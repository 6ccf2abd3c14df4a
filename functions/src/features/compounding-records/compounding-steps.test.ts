import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, COMPOUNDING_ERROR_CODES, COMPOUNDING_MESSAGES, orderMoveRefusal } from '@pharmacy/shared';
import { recordChecked, recordPrepared } from './compounding-steps.ts';
import { CHECKER, PREPARER, STARTED_AT, actorOf, compoundingOrder } from './testing/compounding-fixtures.ts';
import { emptyCompoundingWorld, memoryCompoundingStore } from './testing/memory-compounding-store.ts';

const AT = new Date('2026-03-04T01:00:00.000Z');
const LATER = new Date('2026-03-04T02:00:00.000Z');
const prepared = (itemIndex: number, by = PREPARER) => ({ itemIndex, by, actor: actorOf(by), at: AT, batchNumber: `B-${itemIndex}`, beyondUseDate: '2026-04-01' });
/** A check of the version the checker was shown: the first recording's unless given. */
const check = (itemIndex: number, by = CHECKER, version = 1) => ({ itemIndex, by, actor: actorOf(by), at: LATER, version });

function world(overrides = {}) {
  const contents = emptyCompoundingWorld();
  contents.orders.set('HC-260302-K7QX', compoundingOrder('HC-260302-K7QX', overrides));
  return { contents, store: memoryCompoundingStore(contents), order: () => contents.orders.get('HC-260302-K7QX')! };
}

describe('the record of compounding', () => {
  it('records the batch, beyond-use date and preparer, and names them in the audit log with the patient', async () => {
    const { contents, store, order } = world();
    const outcome = await store.change('HC-260302-K7QX', (current) => recordPrepared(current, prepared(1)));
    expect(outcome.kind).toBe('changed');
    expect(order().compounding).toEqual([null, { batchNumber: 'B-1', beyondUseDate: '2026-04-01', preparedBy: PREPARER, preparedAt: AT, version: 1 }]);
    expect(contents.audit).toEqual([
      expect.objectContaining({
        action: AUDIT_ACTIONS.orderCompoundingRecord,
        actorUid: PREPARER.uid,
        target: expect.objectContaining({ type: 'order', id: 'HC-260302-K7QX' }),
        details: expect.objectContaining({ item: 2, batchNumber: 'B-1', beyondUseDate: '2026-04-01' }),
      }),
    ]);
    expect(order().lastSupplyAt).toBeUndefined();
  });

  it('refuses a checker who is the preparer, and writes nothing', async () => {
    const { contents, store, order } = world();
    await store.change('HC-260302-K7QX', (current) => recordPrepared(current, prepared(0)));
    const outcome = await store.change('HC-260302-K7QX', (current) => recordChecked(current, check(0, PREPARER)));
    expect(outcome).toEqual({ kind: 'refused', status: 403, code: COMPOUNDING_ERROR_CODES.checkerIsPreparer, message: COMPOUNDING_MESSAGES.checkerIsPreparer });
    expect(order().compounding?.[0]?.checkedBy).toBeUndefined();
    expect(contents.audit).toHaveLength(1);
  });

  it('a second admin checks it: the item counts as supplied, and the record can no longer change', async () => {
    const { contents, store, order } = world();
    await store.change('HC-260302-K7QX', (current) => recordPrepared(current, prepared(0)));
    expect((await store.change('HC-260302-K7QX', (current) => recordChecked(current, check(0)))).kind).toBe('changed');
    expect(order().compounding?.[0]).toMatchObject({ preparedBy: PREPARER, checkedBy: CHECKER, checkedAt: LATER });
    expect(order().lastSupplyAt).toEqual(LATER);
    expect(contents.audit.at(-1)).toMatchObject({ action: AUDIT_ACTIONS.orderCompoundingCheck, actorUid: CHECKER.uid, details: { item: 1, batchNumber: 'B-0', preparedBy: PREPARER.name, version: 1 } });
    for (const again of [recordPrepared(order(), prepared(0, CHECKER)), recordChecked(order(), check(0))]) {
      expect(again).toMatchObject({ kind: 'refused', status: 409, code: COMPOUNDING_ERROR_CODES.alreadyChecked });
    }
  });

  it('refuses a check of a version the preparer has since recorded again, and checks the current one (decision 065)', async () => {
    const { store, order } = world();
    await store.change('HC-260302-K7QX', (current) => recordPrepared(current, prepared(0)));
    await store.change('HC-260302-K7QX', (current) => recordPrepared(current, { ...prepared(0), batchNumber: 'B-NEW' }));
    expect(order().compounding?.[0]).toMatchObject({ batchNumber: 'B-NEW', version: 2 });
    expect(recordChecked(order(), check(0, CHECKER, 1))).toEqual({ kind: 'refused', status: 409, code: COMPOUNDING_ERROR_CODES.recordChanged, message: COMPOUNDING_MESSAGES.recordChanged(1) });
    expect((await store.change('HC-260302-K7QX', (current) => recordChecked(current, check(0, CHECKER, 2)))).kind).toBe('changed');
    expect(order().compounding?.[0]).toMatchObject({ batchNumber: 'B-NEW', checkedBy: CHECKER });
  });

  it('takes a record kept before versions as version 1', () => {
    const kept = { batchNumber: 'B-OLD', beyondUseDate: '2026-04-01', preparedBy: PREPARER, preparedAt: AT };
    const order = { ...compoundingOrder('HC-260302-K7QX'), compounding: [kept, null] };
    expect(recordChecked(order, check(0, CHECKER, 1)).kind).toBe('changed');
    expect(recordPrepared(order, prepared(0))).toMatchObject({ record: { version: 2 } });
  });

  it('keeps a later last supply than the check', async () => {
    const later = new Date('2026-05-01T00:00:00.000Z');
    const { store, order } = world({ lastSupplyAt: later });
    await store.change('HC-260302-K7QX', (current) => recordPrepared(current, prepared(0)));
    await store.change('HC-260302-K7QX', (current) => recordChecked(current, check(0)));
    expect(order().lastSupplyAt).toEqual(later);
  });

  it('refuses a check before the record, an item not on the order, and an order not being prepared', () => {
    const order = compoundingOrder('HC-260302-K7QX');
    expect(recordChecked(order, check(0))).toMatchObject({ status: 409, code: COMPOUNDING_ERROR_CODES.notRecorded });
    expect(recordPrepared(order, prepared(2))).toMatchObject({ status: 400, code: COMPOUNDING_ERROR_CODES.invalidItem });
    for (const status of ['ready', 'cancelled', 'collected'] as const) {
      expect(recordPrepared({ ...order, status }, prepared(0))).toMatchObject({ status: 409, code: COMPOUNDING_ERROR_CODES.orderClosed });
    }
    expect(recordPrepared({ ...order, status: 'received' }, prepared(0)).kind).toBe('changed');
  });

  it('lets the order be made ready only once every item is checked', async () => {
    const { store, order } = world();
    for (const index of [0, 1]) await store.change('HC-260302-K7QX', (current) => recordPrepared(current, prepared(index)));
    await store.change('HC-260302-K7QX', (current) => recordChecked(current, check(0)));
    expect(orderMoveRefusal(order(), 'ready')?.code).toBe(COMPOUNDING_ERROR_CODES.notChecked);
    await store.change('HC-260302-K7QX', (current) => recordChecked(current, check(1)));
    expect(orderMoveRefusal(order(), 'ready')).toBeNull();
    expect(order().updatedAt).toEqual(STARTED_AT);
  });

  it('answers not found for an order that does not exist', async () => {
    const { store } = world();
    expect(await store.change('HC-260302-ZZZZ', (current) => recordPrepared(current, prepared(0)))).toEqual({ kind: 'not_found' });
  });
});
