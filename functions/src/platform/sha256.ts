import { createHash } from 'node:crypto';

/** Hex SHA-256 (of a string's UTF-8): how secrets and e-mail addresses are stored, so a database leak reveals neither. */
export function sha256Hex(value: string | Uint8Array): string {
  return createHash('sha256').update(value).digest('hex');
}
