import type { z } from 'zod';

/**
 * Parses a document this code wrote itself. A mismatch is a data problem, so it
 * becomes a plain Error naming the document and the failing fields (a server error,
 * logged) rather than a ZodError, which the HTTP layer would answer as the caller's
 * bad request. `path` is the document's, e.g. `users/{uid}`.
 */
export function parseStored<T extends z.ZodType>(schema: T, data: unknown, path: string): z.output<T> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`${path} does not match its schema (${fields})`);
  }
  return parsed.data;
}
