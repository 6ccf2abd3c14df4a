import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../platform/sha256.ts';
import { claimIdOf, claimIdsOf, tokensOf } from './escript-token-claims.ts';
import {
  OTHER_ESCRIPT_CODE,
  escriptCode,
  escriptLink,
  legalOrder,
  originalAwaited,
  originalReceived,
  tokenReceived,
} from './testing/legal-script-fixtures.ts';

describe('e-script token claims', () => {
  it('names a claim by the SHA-256 of the token in its stored form, so the collection lists no tokens', () => {
    expect(claimIdOf(escriptCode())).toBe(sha256Hex('code:1XPR352VP3QCX7BJD6'));
    expect(claimIdOf(escriptCode())).toMatch(/^[0-9a-f]{64}$/);
    expect(claimIdOf(escriptCode())).not.toContain('1XPR352VP3QCX7BJD6');
  });

  it('tells a link from a code, even one that carries the same code', () => {
    expect(claimIdOf(escriptLink())).not.toBe(claimIdOf(escriptCode()));
  });

  it('claims the token of each item sent with one, in item order', () => {
    const order = legalOrder([tokenReceived(), tokenReceived(escriptCode(OTHER_ESCRIPT_CODE))]);
    expect(tokensOf(order)).toEqual([escriptCode(), escriptCode(OTHER_ESCRIPT_CODE)]);
    expect(claimIdsOf(order)).toEqual([claimIdOf(escriptCode()), claimIdOf(escriptCode(OTHER_ESCRIPT_CODE))]);
  });

  it('claims nothing for a posted original, awaited or received, or an item with no legal script recorded', () => {
    const order = legalOrder([originalAwaited(), originalReceived(), undefined]);
    expect(tokensOf(order)).toEqual([]);
    expect(claimIdsOf(order)).toEqual([]);
  });

  it('claims a token carried by two items once', () => {
    const order = legalOrder([tokenReceived(), originalAwaited(), tokenReceived()]);
    expect(tokensOf(order)).toHaveLength(2);
    expect(claimIdsOf(order)).toEqual([claimIdOf(escriptCode())]);
  });

  it('gives a cancelled order the same claims, which its store then releases', () => {
    const items = [tokenReceived(), tokenReceived(escriptLink())];
    expect(claimIdsOf(legalOrder(items, { status: 'cancelled' }))).toEqual(claimIdsOf(legalOrder(items)));
    expect(claimIdsOf(legalOrder(items, { status: 'cancelled' }))).toHaveLength(2);
  });
});
