/**
 * The recount's database in memory: records as plain objects (Dates for timestamps,
 * dotted fields read through), counted by the same conditions the Firestore adapter sends,
 * and counter documents changed as Firestore's merge would.
 */
import { parseCounterKey, type CountedCollection } from '../counter-contributions.ts';
import type { CountCondition, RecountSource } from '../recount-source.ts';

export type MemoryRecord = Record<string, unknown>;

const valueAt = (record: MemoryRecord, field: string): unknown =>
  field.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | null | undefined)?.[key], record);
const comparable = (value: unknown): unknown => (value instanceof Date ? value.getTime() : value);

/** Firestore's rule: a range never matches a missing field or another type; `== null` matches only a stored null. */
function meets(record: MemoryRecord, { field, op, value }: CountCondition): boolean {
  const stored = valueAt(record, field);
  if (stored === undefined) return false;
  const [left, right] = [comparable(stored), comparable(value)];
  if (op === '==') return left === right;
  if (typeof left !== typeof right || left === null) return false;
  return op === '<' ? (left as number) < (right as number) : (left as number) >= (right as number);
}

export function memoryRecountSource(records: Record<CountedCollection, MemoryRecord[]>, counters: Map<string, Record<string, unknown>>) {
  const matching = (collection: CountedCollection, conditions: readonly CountCondition[]) =>
    records[collection].filter((record) => conditions.every((condition) => meets(record, condition)));
  const purged: Date[] = [];
  const source: RecountSource = {
    async count(collection, conditions) {
      return matching(collection, conditions).length;
    },
    async values(collection, field, conditions) {
      return matching(collection, conditions).map((record) => valueAt(record, field));
    },
    async counterDocuments() {
      return new Map([...counters].map(([id, data]) => [id, structuredClone(data)]));
    },
    async correct(corrections) {
      for (const [key, correction] of corrections) {
        const { doc, field, bucket } = parseCounterKey(key);
        if (field === '') {
          counters.delete(doc);
          continue;
        }
        const data = counters.get(doc) ?? {};
        counters.set(doc, data);
        const holder = bucket === null ? data : ((data[field] ??= {}) as Record<string, unknown>);
        const name = bucket ?? field;
        if (correction === 'delete') delete holder[name];
        else holder[name] = 'set' in correction ? correction.set : ((holder[name] as number | undefined) ?? 0) + correction.add;
      }
    },
    async purgeEventMarkers(before) {
      purged.push(before);
      return 0;
    },
  };
  return { source, purged };
}
