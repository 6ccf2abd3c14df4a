import { createHmac } from 'node:crypto';

/**
 * How identifiers kept for limits are stored (client addresses, e-mail addresses):
 * HMAC-SHA-256 under a secret key. A bare SHA-256 of an address can be reversed by
 * hashing every likely address; without the key, a leaked counter names nobody.
 */
export function keyedHash(value: string, key: string): string {
  return createHmac('sha256', key).update(value, 'utf8').digest('hex');
}
