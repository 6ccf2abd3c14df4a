/**
 * Claims the e-script tokens of orders stored before each token supplied once
 * (decision 043), so a new order cannot reuse them. Oldest order first: when two older
 * orders carry the same token, the first keeps the claim and the later one is listed
 * for the pharmacy to look at (nothing is changed on either order). Cancelled orders
 * claim nothing, as cancelling releases a claim. Safe to run again: a token already
 * claimed is left as it is. The seed runs it on every start; against a real project run
 * `npx tsx scripts/stack/backfill-token-claims.ts <project-id>` with application default
 * credentials, once after deploying and before practitioners can order.
 */
import { pathToFileURL } from 'node:url';
import { initializeApp } from 'firebase-admin/app';
import { FieldPath, FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { LegalScriptSchema, ORDER_COLLECTIONS } from '@pharmacy/shared';
import { claimIdsOf } from '../../functions/src/features/legal-prescriptions/escript-token-claims.ts';

const PAGE = 400;

/** The items' legal scripts that read as such; anything else claims nothing. */
function itemsOf(data: Record<string, unknown>) {
  const items = Array.isArray(data.items) ? (data.items as Record<string, unknown>[]) : [];
  return items.map((item) => {
    const legalScript = LegalScriptSchema.safeParse(item.legalScript);
    return { legalScript: legalScript.success ? legalScript.data : undefined };
  });
}

export interface TokenClaimBackfill {
  claimed: number;
  /** Orders carrying a token an earlier order claims: request ID and the claim's holder. */
  repeated: { requestId: string; heldBy: string }[];
}

export async function backfillTokenClaims(db: Firestore): Promise<TokenClaimBackfill> {
  const claims = db.collection(ORDER_COLLECTIONS.escriptTokenClaims);
  const result: TokenClaimBackfill = { claimed: 0, repeated: [] };
  let after: FirebaseFirestore.QueryDocumentSnapshot | undefined;
  for (;;) {
    let query = db.collection(ORDER_COLLECTIONS.orderRequests).orderBy('createdAt').orderBy(FieldPath.documentId()).limit(PAGE);
    if (after) query = query.startAfter(after);
    const snapshot = await query.get();
    for (const order of snapshot.docs) {
      if (order.get('status') === 'cancelled') continue;
      for (const claimId of claimIdsOf({ items: itemsOf(order.data()) })) {
        const ref = claims.doc(claimId);
        // One claim at a time in a transaction, so a submission meanwhile cannot be overwritten.
        const heldBy = await db.runTransaction(async (transaction) => {
          const claim = await transaction.get(ref);
          if (claim.exists) return String(claim.get('requestId'));
          transaction.create(ref, { requestId: order.id, claimedAt: FieldValue.serverTimestamp() });
          return null;
        });
        if (heldBy === null) result.claimed += 1;
        else if (heldBy !== order.id) result.repeated.push({ requestId: order.id, heldBy });
      }
    }
    after = snapshot.docs.at(-1);
    if (snapshot.size < PAGE) return result;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const projectId = process.argv[2];
  if (!projectId) {
    console.error('usage: tsx scripts/stack/backfill-token-claims.ts <project-id>');
    process.exit(2);
  }
  const { claimed, repeated } = await backfillTokenClaims(getFirestore(initializeApp({ projectId })));
  console.log(`Claimed ${claimed} e-script tokens.`);
  for (const { requestId, heldBy } of repeated) console.log(`${requestId} carries a token that ${heldBy} already holds.`);
}
