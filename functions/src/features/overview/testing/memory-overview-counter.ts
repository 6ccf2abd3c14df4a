/**
 * The overview's database in memory: documents as plain objects (dotted fields read
 * through), counted by the same conditions the Firestore adapter sends, and every
 * question remembered so a test can say what each figure asked.
 */
import { madeReadySince, type Condition, type OverviewCollection, type OverviewCounter } from '../overview-counter.ts';

export type MemoryDocument = Record<string, unknown>;

const valueAt = (document: MemoryDocument, field: string): unknown =>
  field.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | null | undefined)?.[key], document);

const comparable = (value: unknown): unknown => (value instanceof Date ? value.getTime() : value);

/** Firestore's rule: a range never matches a missing field; `== null` matches only a stored null. */
function meets(document: MemoryDocument, { field, op, value }: Condition): boolean {
  const stored = valueAt(document, field);
  if (stored === undefined) return false;
  const [left, right] = [comparable(stored), comparable(value)];
  if (op === '==') return left === right;
  if (typeof left !== typeof right || left === null) return false;
  return op === '<' ? (left as number) < (right as number) : (left as number) >= (right as number);
}

export function memoryOverviewCounter(contents: Record<OverviewCollection, MemoryDocument[]>) {
  const counts: { collection: OverviewCollection; conditions: readonly Condition[] }[] = [];
  const middleReads: { offset: number; limit: number }[] = [];
  const counter: OverviewCounter = {
    async count(collection, conditions) {
      counts.push({ collection, conditions });
      return contents[collection].filter((document) => conditions.every((condition) => meets(document, condition))).length;
    },
    async minutesToReadyAt(since, offset, limit) {
      middleReads.push({ offset, limit });
      return contents.orders
        .filter((document) => meets(document, madeReadySince(since)) && typeof document.minutesToReady === 'number')
        .map((document) => document.minutesToReady as number)
        .sort((a, b) => a - b)
        .slice(offset, offset + limit);
    },
  };
  return { counter, counts, middleReads };
}
