import { createHash } from 'node:crypto';

/** Hex SHA-256: how secrets and e-mail addresses are stored, so a database leak reveals neither. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}
