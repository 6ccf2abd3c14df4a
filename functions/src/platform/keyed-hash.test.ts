import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { keyedHash } from './keyed-hash.ts';

describe('keyedHash', () => {
  const key = 'k'.repeat(32);

  it('is stable for one key, so a counter is found again', () => {
    expect(keyedHash('password-reset:ada@clinic.test', key)).toBe(keyedHash('password-reset:ada@clinic.test', key));
  });

  it('cannot be matched by hashing a guessed address without the key', () => {
    const value = 'password-reset:ada@clinic.test';
    expect(keyedHash(value, key)).not.toBe(createHash('sha256').update(value).digest('hex'));
    expect(keyedHash(value, key)).not.toBe(keyedHash(value, 'another-key-of-thirty-two-chars!'));
  });
});
