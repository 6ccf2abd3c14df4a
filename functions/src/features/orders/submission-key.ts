import type { Request } from 'express';
import { ORDER_ERROR_CODES, ORDER_IDEMPOTENCY_HEADER, ORDER_MESSAGES } from '@pharmacy/shared';
import { HttpError } from '../../platform/http/errors.ts';

/** Any UUID in its usual form (crypto.randomUUID() makes version 4), either case. */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The submit's Idempotency-Key, lower case. Required: every try of a cart carries the
 * same one, so no client can make an order twice by retrying (decision 021).
 */
export function submissionKeyOf(req: Request): string {
  const key = req.get(ORDER_IDEMPOTENCY_HEADER);
  if (!key) throw new HttpError(400, ORDER_ERROR_CODES.invalidIdempotencyKey, ORDER_MESSAGES.idempotencyKeyMissing);
  if (!UUID_PATTERN.test(key)) throw new HttpError(400, ORDER_ERROR_CODES.invalidIdempotencyKey, ORDER_MESSAGES.idempotencyKeyInvalid);
  return key.toLowerCase();
}
