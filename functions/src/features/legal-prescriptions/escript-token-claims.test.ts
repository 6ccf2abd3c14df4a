import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../platform/sha256.ts';
import { claimIdOf, claimIdsOf, releasesClaims, suppliedFrom, tokensOf } from './escript-token-claims.ts';
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

describe('claims kept once something was supplied (decision 065)', () => {
  const at = new Date('2026-11-01T00:00:00Z');
  const order = { requestId: 'HC-1', items: [{}] };
  it('releases the claims of a cancelled order from which nothing was supplied, and of no other move', () => {
    expect(suppliedFrom(order)).toBe(false);
    expect(releasesClaims(order, 'cancelled')).toBe(true);
    expect(releasesClaims(order, 'ready')).toBe(false);
  });

  it('keeps them after a supply recorded on the order, a checked record of compounding, or any last supply', () => {
    const supplied = { ...order, items: [{ supplies: [{ requestId: 'HC-1' }] }] };
    const checked = { ...order, compounding: [{ checkedAt: at }] };
    const nextSupplied = { ...order, lastSupplyAt: at };
    for (const each of [supplied, checked, nextSupplied]) expect(releasesClaims(each, 'cancelled')).toBe(false);
    // A record not yet checked, or a supply of another order of the course, is not a supply from this one.
    expect(suppliedFrom({ ...order, compounding: [{}], items: [{ supplies: [{ requestId: 'HC-2' }] }] })).toBe(false);
  });
});
