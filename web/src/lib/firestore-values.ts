/**
 * Firestore values as the shared schemas and the screens read them, without the SDK:
 * a Timestamp from firebase/firestore/lite (or firebase-admin in a Node script) has
 * `seconds` and `nanoseconds`, and so has a map someone wrote by hand in the console.
 */
import type { z } from 'zod';

// Beyond these, Date cannot represent the instant.
const LATEST_INSTANT = 8.64e15;

/** What a stored time turned out to be: an instant (epoch ms), or why there is none. */
export type StoredTime = number | 'missing' | 'unknown-format' | 'invalid';

/** Reads a stored Timestamp (or a {seconds, nanoseconds} map) as epoch milliseconds. */
export function readStoredTime(value: unknown): StoredTime {
  if (value === undefined || value === null) return 'missing';
  if (typeof value !== 'object' || !('seconds' in value)) return 'unknown-format';
  const { seconds } = value;
  const nanoseconds = 'nanoseconds' in value && typeof value.nanoseconds === 'number' ? value.nanoseconds : 0;
  if (typeof seconds !== 'number') return 'invalid';
  const instant = seconds * 1000 + Math.floor(nanoseconds / 1e6);
  return Number.isFinite(instant) && Math.abs(instant) <= LATEST_INSTANT ? instant : 'invalid';
}

/** The document with every Timestamp, however deep, as ISO 8601 text (what the shared schemas expect). */
export function timestampsToIso(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(timestampsToIso);
  const time = readStoredTime(value);
  if (typeof time === 'number') return new Date(time).toISOString();
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, timestampsToIso(item)]));
}

/**
 * A stored document, its Timestamps as ISO text, validated with its shared schema; null
 * when it does not match (written by an older version, or edited by hand), so one odd
 * document cannot hide the others. The console names the document and the failing
 * fields, never their values: they are health information.
 */
export function parseStoredDocument<Schema extends z.ZodType>(schema: Schema, id: string, data: unknown): z.infer<Schema> | null {
  const parsed = schema.safeParse(timestampsToIso(data));
  if (parsed.success) return parsed.data;
  console.error(`Document ${id} does not match its schema`, parsed.error.issues.map((issue) => issue.path.join('.')));
  return null;
}
