/**
 * The secret in a verification link. Only its hash is stored, so reading the
 * emailVerifications collection does not let anyone verify an account. A bare
 * SHA-256 is enough here (unlike addresses, platform/keyed-hash.ts): the token is 32
 * random bytes, so there is nothing to guess.
 */
import { randomBytes } from 'node:crypto';
import { sha256Hex } from '../../platform/sha256.ts';

const TOKEN_BYTES = 32;
/** 32 bytes in base64url: 43 characters, no padding. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface VerificationToken {
  /** Goes into the e-mailed link only. */
  token: string;
  /** The emailVerifications document id. */
  hash: string;
}

export function createVerificationToken(): VerificationToken {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, hash: verificationTokenHash(token) };
}

export function verificationTokenHash(token: string): string {
  return sha256Hex(token);
}

/** Whether a string could be a token we issued (anything else is not even looked up). */
export function isWellFormedVerificationToken(token: unknown): token is string {
  return typeof token === 'string' && TOKEN_PATTERN.test(token);
}
