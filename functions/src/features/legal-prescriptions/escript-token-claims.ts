/**
 * One e-script token, one supply (issue 24 part 4, decision 043). Each token on a
 * stored order has a claim, escriptTokenClaims/{SHA-256 of its stored form}, written in
 * the same transaction as the order; a second order with the token finds the claim
 * and is refused, whoever placed either. The claim is released when its order is
 * cancelled and nothing was supplied from it (decision 065: a recorded supply or a checked
 * record of compounding keeps it, whatever the order's status later), and deleted with the
 * order by retention.
 * The key is a hash so the collection lists no tokens; browsers never read it.
 */
import { escriptTokenKey, type EscriptToken } from '@pharmacy/shared';
import { sha256Hex } from '../../platform/sha256.ts';

/** escriptTokenClaims/{claimId}: which order holds the token. */
export interface EscriptTokenClaim {
  requestId: string;
}

/** The claim's document ID for a token in its stored form. */
export const claimIdOf = (token: EscriptToken): string => sha256Hex(escriptTokenKey(token));

/** The tokens an order's items carry, in their stored form. */
export function tokensOf(order: { items: readonly { legalScript?: { state: string; token?: EscriptToken } | undefined }[] }): EscriptToken[] {
  return order.items.flatMap((item) => (item.legalScript?.state === 'token_received' && item.legalScript.token ? [item.legalScript.token] : []));
}

/** The claim IDs of an order's tokens, once each. */
export const claimIdsOf = (order: Parameters<typeof tokensOf>[0]): string[] => [...new Set(tokensOf(order).map(claimIdOf))];

/** What says an order supplied something: its items' supplies, its checked records of compounding, its last supply. */
export interface SuppliedFacts {
  requestId: string;
  items: readonly { supplies?: readonly { requestId: string }[] | undefined }[];
  compounding?: readonly ({ checkedAt?: unknown } | null)[] | undefined;
  lastSupplyAt?: Date | null | undefined;
}

/**
 * Whether anything was supplied from the order (decision 065): a supply recorded on it (on
 * its own items, or, for a next supply, its last supply time), or a checked record of
 * compounding. Its token claims are then kept, whatever the order's status later.
 */
export function suppliedFrom(order: SuppliedFacts): boolean {
  if (order.lastSupplyAt) return true;
  if (order.compounding?.some((record) => record?.checkedAt)) return true;
  return order.items.some((item) => item.supplies?.some((supply) => supply.requestId === order.requestId) ?? false);
}

/** Whether moving the order to `to` gives up its token claims: cancelling, when nothing was supplied from it. */
export const releasesClaims = (order: SuppliedFacts, to: string): boolean => to === 'cancelled' && !suppliedFrom(order);
