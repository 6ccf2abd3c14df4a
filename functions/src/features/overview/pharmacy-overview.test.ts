import { describe, expect, it } from 'vitest';
import { PharmacyOverviewSchema } from '@pharmacy/shared';
import { memoryOverviewCounter, type MemoryDocument } from './testing/memory-overview-counter.ts';
import { countPharmacyOverview } from './pharmacy-overview.ts';

// Thursday 26 November 2026, 10:00 in Sydney (AEDT).
const NOW = new Date('2026-11-25T23:00:00.000Z');
const at = (iso: string) => new Date(iso);

function order(fields: MemoryDocument = {}): MemoryDocument {
  return { status: 'received', createdAt: at('2026-11-25T22:00:00.000Z'), originalAwaited: false, originalDueDate: null, ...fields };
}

/** Orders made ready at noon on `readyDay` (Sydney) after these minutes. */
const madeReady = (readyDay: string, ...minutes: number[]) =>
  minutes.map((minutesToReady) => order({ status: 'ready', readyAt: new Date(`${readyDay}T12:00:00+11:00`), minutesToReady }));

async function overviewOf(orders: MemoryDocument[], enquiries: MemoryDocument[] = []) {
  const memory = memoryOverviewCounter({ orders, enquiries });
  const overview = await countPharmacyOverview(memory.counter, NOW);
  return { overview, ...memory };
}

describe('the pharmacy overview', () => {
  it('counts orders received today, this week, last week to this time and last week in all, in Sydney time', async () => {
    const { overview } = await overviewOf([
      order({ createdAt: at('2026-11-25T13:00:00.000Z') }), // today 00:00 Sydney
      order({ createdAt: at('2026-11-25T12:59:59.000Z') }), // yesterday 23:59:59
      order({ createdAt: at('2026-11-22T13:00:00.000Z') }), // Monday 00:00
      order({ createdAt: at('2026-11-18T22:59:00.000Z') }), // last Thursday 09:59
      order({ createdAt: at('2026-11-18T23:01:00.000Z') }), // last Thursday 10:01
      order({ createdAt: at('2026-11-22T12:00:00.000Z') }), // last Sunday 23:00
    ]);
    expect(overview.today).toEqual({ from: '2026-11-26', to: '2026-11-26', orders: 1 });
    expect(overview.thisWeek).toEqual({ from: '2026-11-23', to: '2026-11-26', orders: 3 });
    expect(overview.lastWeekSoFar).toEqual({ from: '2026-11-16', to: '2026-11-19', orders: 1 });
    expect(overview.lastWeek).toEqual({ from: '2026-11-16', to: '2026-11-22', orders: 3 });
    expect(overview.weeks.at(-1)).toEqual(overview.thisWeek);
    expect(overview.weeks.at(-2)).toEqual(overview.lastWeek);
    expect(overview.weeks.slice(0, -2).every((week) => week.orders === 0)).toBe(true);
  });

  it('counts every status, the originals awaited and overdue, unanswered questions and unread enquiries', async () => {
    const { overview } = await overviewOf(
      [
        order({ status: 'in_progress', originalAwaited: true, originalDueDate: '2026-11-25' }),
        order({ status: 'in_progress', originalAwaited: true, originalDueDate: '2026-11-26' }),
        order({ status: 'cancelled', clarification: { status: 'requested' } }),
        order({ clarification: { status: 'answered' } }),
      ],
      [{ readAt: null }, { readAt: at('2026-11-20T00:00:00.000Z') }, { readAt: null }],
    );
    expect(overview.byStatus).toEqual({ received: 1, in_progress: 2, ready: 0, dispatched: 0, collected: 0, cancelled: 1 });
    expect(overview.originals).toEqual({ awaited: 2, overdue: 1 });
    expect(overview.unansweredQuestions).toBe(1);
    expect(overview.unreadEnquiries).toBe(2);
    expect(PharmacyOverviewSchema.parse(overview)).toEqual(overview);
  });

  it('reads the counters in one round trip of three documents: orders, enquiries, and the minutes of the day a week ago', async () => {
    const { counterReads, middleReads } = await overviewOf([order()]);
    expect(counterReads).toEqual([['orderRequests', 'enquiries', 'orderRequests-received-2026-11-19']]);
    expect(middleReads).toEqual([]);
  });

  it('counts last week to this time to the minute, across the minutes of that day', async () => {
    const { overview } = await overviewOf([
      order({ createdAt: at('2026-11-18T22:59:59.000Z') }), // last Thursday 09:59:59
      order({ createdAt: at('2026-11-18T23:00:00.000Z') }), // last Thursday 10:00, this moment a week ago
      order({ createdAt: at('2026-11-18T13:00:00.000Z') }), // last Thursday 00:00
      order({ createdAt: at('2026-11-15T13:00:00.000Z') }), // last Monday 00:00
      order({ createdAt: at('2026-11-15T12:59:59.000Z') }), // the Sunday before
    ]);
    expect(overview.lastWeekSoFar).toEqual({ from: '2026-11-16', to: '2026-11-19', orders: 3 });
    expect(overview.lastWeek.orders).toBe(4);
  });

  it('shows no count below zero, as when a delete is counted before its create', async () => {
    const { counter, stored } = memoryOverviewCounter({ orders: [], enquiries: [] });
    stored.set('orderRequests', { status: { received: -1 }, receivedOn: { '2026-11-26': -1 }, originalsAwaited: -1 });
    const overview = await countPharmacyOverview(counter, NOW);
    expect(overview.byStatus.received).toBe(0);
    expect(overview.today.orders).toBe(0);
    expect(overview.originals.awaited).toBe(0);
    expect(PharmacyOverviewSchema.parse(overview)).toEqual(overview);
  });

  it('gives the middle time to ready of an odd number of orders, reading one', async () => {
    const { overview, middleReads } = await overviewOf([...madeReady('2026-11-26', 300, 30, 60000), ...madeReady('2026-10-28', 90, 45)]);
    expect(overview.timeToReady).toEqual({ from: '2026-10-28', to: '2026-11-26', orders: 5, medianMinutes: 90 });
    expect(middleReads).toEqual([{ offset: 2, limit: 1 }]);
  });

  it('gives the mean of the middle two of an even number, and leaves out orders made ready before the 30 days', async () => {
    const { overview, middleReads } = await overviewOf([...madeReady('2026-11-20', 10, 20, 31, 400), ...madeReady('2026-10-27', 25)]);
    expect(overview.timeToReady).toMatchObject({ orders: 4, medianMinutes: 25.5 });
    expect(middleReads).toEqual([{ offset: 1, limit: 2 }]);
  });

  it('has no median when no order was made ready in the 30 days, and reads nothing for it', async () => {
    const { overview, middleReads } = await overviewOf([order(), ...madeReady('2026-10-01', 60)]);
    expect(overview.timeToReady).toEqual({ from: '2026-10-28', to: '2026-11-26', orders: 0, medianMinutes: null });
    expect(middleReads).toEqual([]);
  });
});
