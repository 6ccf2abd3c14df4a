import type { z } from 'zod';
import { PRACTITIONER_DETAIL_FIELDS } from '@pharmacy/shared';

/**
 * Parses a JSON body; a problem throws the ZodError, which errors.ts answers with
 * 400 and the first field's own message (e.g. the practitioner-number hint).
 */
export function parseBody<Schema extends z.ZodType>(schema: Schema, body: unknown): z.infer<Schema> {
  return schema.parse(body ?? {});
}

/** Whether the body carries any registration detail (a body without any asks to use the stored ones). */
export function hasPractitionerDetails(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  return PRACTITIONER_DETAIL_FIELDS.some((field) => (body as Record<string, unknown>)[field] !== undefined);
}
