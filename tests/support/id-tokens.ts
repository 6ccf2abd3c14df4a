/**
 * What an attacker can do with a token: edit its claims, or sign one with their
 * own key. The Auth emulator issues unsigned tokens ("alg": "none"), so an
 * edited emulator token keeps an empty signature.
 */
import { generateKeyPairSync, sign } from 'node:crypto';

type Claims = Record<string, unknown>;

const encode = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');

function parts(token: string): [string, string, string] {
  const [header, payload, signature] = token.split('.');
  if (header === undefined || payload === undefined || signature === undefined) {
    throw new Error('not a JWT');
  }
  return [header, payload, signature];
}

export function claimsOf(token: string): Claims {
  return JSON.parse(Buffer.from(parts(token)[1], 'base64url').toString('utf8')) as Claims;
}

/** The same token with some claims replaced, header and signature untouched. */
export function withEditedClaims(token: string, edits: Claims): string {
  const [header, , signature] = parts(token);
  return `${header}.${encode({ ...claimsOf(token), ...edits })}.${signature}`;
}

/** The same token, edited to have expired an hour ago (issued, and signed in, an hour before that). */
export function expiredToken(token: string): string {
  const hourAgo = Math.floor(Date.now() / 1000) - 3600;
  return withEditedClaims(token, { iat: hourAgo - 3600, auth_time: hourAgo - 3600, exp: hourAgo });
}

/** A well-formed RS256 token with the given claims, signed by a key Google never issued. */
export function signedWithOwnKey(claims: Claims): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const unsigned = `${encode({ alg: 'RS256', typ: 'JWT', kid: 'attacker-key' })}.${encode(claims)}`;
  return `${unsigned}.${sign('sha256', Buffer.from(unsigned), privateKey).toString('base64url')}`;
}
