/**
 * One e-script token, one supply (issue 24 part 4, decision 043). Each token on a
 * stored order has a claim, escriptTokenClaims/{SHA-256 of its stored form}, written in
 * the same transaction as the order; a second order with the token finds the claim
 * and is refused, whoever placed either. The claim is released when its order is
 * cancelled (nothing was supplied from it) and deleted with the order by retention.
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
