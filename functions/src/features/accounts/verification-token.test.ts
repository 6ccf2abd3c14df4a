import { describe, expect, it } from 'vitest';
import { createVerificationToken, isWellFormedVerificationToken, verificationTokenHash } from './verification-token.ts';

describe('verification tokens', () => {
  it('are 32 random bytes in base64url, stored only as their SHA-256', () => {
    const { token, hash } = createVerificationToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(isWellFormedVerificationToken(token)).toBe(true);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(verificationTokenHash(token));
    expect(hash).not.toContain(token);
  });

  it('are never the same twice', () => {
    const tokens = new Set(Array.from({ length: 50 }, () => createVerificationToken().token));
    expect(tokens.size).toBe(50);
  });

  it.each([undefined, null, 42, '', 'short', `${'a'.repeat(43)}=`, `${'a'.repeat(42)}!`, 'a'.repeat(44)])(
    'reject %j as malformed',
    (candidate) => {
      expect(isWellFormedVerificationToken(candidate)).toBe(false);
    },
  );
});
