/**
 * The overview's database in memory: the orders and enquiries as plain objects, their
 * counter documents as the triggers would have left them (the counters feature's own
 * contributions, added up), and every read remembered so a test can say what was asked.
 */
import { countersOf } from '../../counters/index.ts';
import { madeReadySince, type OverviewCounter } from '../overview-counter.ts';

export type MemoryDocument = Record<string, unknown>;

/** Firestore's rule: a range never matches a missing field or another type. */
function madeReadyAfter(document: MemoryDocument, since: Date): boolean {
  const { field } = madeReadySince(since);
  const value = document[field];
  return value instanceof Date && value.getTime() >= since.getTime();
}

export function memoryOverviewCounter(contents: { orders: MemoryDocument[]; enquiries: MemoryDocument[] }) {
  const stored = new Map([...countersOf('orderRequests', contents.orders), ...countersOf('enquiries', contents.enquiries)]);
  const counterReads: string[][] = [];
  const middleReads: { offset: number; limit: number }[] = [];
  const counter: OverviewCounter = {
    async counters(ids) {
      counterReads.push([...ids]);
      return new Map(ids.flatMap((id) => (stored.has(id) ? [[id, stored.get(id)!] as const] : [])));
    },
    async minutesToReadyAt(since, offset, limit) {
      middleReads.push({ offset, limit });
      return contents.orders
        .filter((document) => madeReadyAfter(document, since) && typeof document.minutesToReady === 'number')
        .map((document) => document.minutesToReady as number)
        .sort((a, b) => a - b)
        .slice(offset, offset + limit);
    },
  };
  return { counter, counterReads, middleReads, stored };
}
