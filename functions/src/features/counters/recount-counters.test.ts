import { describe, expect, it } from 'vitest';
import { countersOf } from './counter-contributions.ts';
import { recountCounters, type Drift } from './recount-counters.ts';
import { memoryRecountSource, type MemoryRecord } from './testing/memory-recount-source.ts';

// Friday 27 November 2026, 12:00 in Sydney (AEDT).
const NOW = new Date('2026-11-27T01:00:00.000Z');
const order = (fields: MemoryRecord = {}): MemoryRecord => ({ status: 'received', createdAt: new Date('2026-11-26T23:00:00.000Z'), originalAwaited: false, ...fields });
const noSleep = async () => {};

function recount(records: { orderRequests?: MemoryRecord[]; enquiries?: MemoryRecord[]; users?: MemoryRecord[] }, counters = new Map<string, Record<string, unknown>>(), sleep = noSleep) {
  const all = { orderRequests: records.orderRequests ?? [], enquiries: records.enquiries ?? [], users: records.users ?? [] };
  const { source, purged } = memoryRecountSource(all, counters);
  const logged: Drift[] = [];
  return { outcome: recountCounters({ source, now: NOW, sleep, logDrift: (drift) => logged.push(drift) }), counters, logged, purged, all };
}

describe('the nightly recount', () => {
  it('creates the counters of data written before the triggers, as the triggers would have kept them', async () => {
    const orders = [order(), order({ status: 'ready', readyAt: new Date('2026-11-27T00:00:00.000Z'), originalAwaited: true, originalDueDate: '2026-11-20' })];
    const users = [{ role: 'practitioner', status: 'pending', createdAt: new Date('2026-11-25T00:00:00.000Z') }];
    const { outcome, counters, logged } = recount({ orderRequests: orders, enquiries: [{ readAt: null }], users });
    const { corrected, unsettled } = await outcome;
    expect(unsettled).toEqual([]);
    expect(corrected).toContainEqual({ key: 'orderRequests/status.received', kept: 0, counted: 1 });
    expect(logged).toEqual(corrected);
    expect(Object.fromEntries(counters)).toEqual(
      Object.fromEntries([...countersOf('orderRequests', orders), ...countersOf('enquiries', [{ readAt: null }]), ...countersOf('users', users)]),
    );
  });

  it('finds nothing to correct in counters that match, and removes event markers over a week old', async () => {
    const orders = [order(), order({ status: 'collected' })];
    const { outcome, purged } = recount({ orderRequests: orders }, countersOf('orderRequests', orders));
    expect(await outcome).toMatchObject({ corrected: [], unsettled: [], pruned: 0 });
    expect(purged).toEqual([new Date('2026-11-20T01:00:00.000Z')]);
  });

  it('corrects a drift that holds while it waits, by the difference, and leaves one that moved (a trigger landing) for the next night', async () => {
    const orders = [order(), order()];
    const counters = countersOf('orderRequests', orders);
    (counters.get('orderRequests')!.status as Record<string, number>).received = 7;
    counters.set('enquiries', { unread: 3 });
    // While the recount waits, a trigger takes one unread enquiry away.
    const sleep = async () => void (counters.get('enquiries')!.unread = 2);
    const { outcome } = recount({ orderRequests: orders }, counters, sleep);
    const { corrected, unsettled } = await outcome;
    expect(corrected).toEqual([{ key: 'orderRequests/status.received', kept: 7, counted: 2 }]);
    expect(unsettled).toEqual([{ key: 'enquiries/unread', kept: 2, counted: 0 }]);
    expect(counters.get('orderRequests')!.status).toEqual({ received: 2 });
    expect(counters.get('enquiries')).toEqual({ unread: 2 });
  });

  it('removes days no reader asks for, and the minutes of days over a week old', async () => {
    const counters = new Map<string, Record<string, unknown>>([
      ['orderRequests', { receivedOn: { '2026-01-05': -1 }, madeReadyOn: { '2026-10-01': 2 } }],
      ['orderRequests-received-2026-11-01', { byMinute: { '0600': 1 } }],
    ]);
    const { outcome } = recount({}, counters);
    expect(await outcome).toMatchObject({ corrected: [], pruned: 3 });
    expect(Object.fromEntries(counters)).toEqual({ orderRequests: { receivedOn: {}, madeReadyOn: {} } });
  });
});
