/**
 * Moves each admin's mobile on record off their users record, which they read from the
 * browser, into adminMobiles/{uid}, which no browser reads, and leaves a hint in its place
 * (04•• ••• 156, decision 066). Safe to run again: a record without `adminMobile` is not
 * touched, and a mobile already in adminMobiles/{uid} (written by the server since) is kept
 * over the old field, which is removed either way. The seed runs it on every start; against
 * a real project run `npx tsx scripts/stack/backfill-admin-mobiles.ts <project-id>` with
 * application default credentials, once before deploying the function that reads adminMobiles.
 */
import { pathToFileURL } from 'node:url';
import { initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, mobileHint } from '@pharmacy/shared';

/** How many users records had their mobile moved. */
export async function backfillAdminMobiles(db: Firestore): Promise<number> {
  // Only the records still carrying the field: a range on an existing string field. A handful of admins: one page.
  const snapshot = await db.collection(COLLECTIONS.users).where('adminMobile', '>', '').get();
  for (const doc of snapshot.docs) {
    const mobileRef = db.collection(COLLECTIONS.adminMobiles).doc(doc.id);
    await db.runTransaction(async (transaction) => {
      const [record, onRecord] = await Promise.all([transaction.get(doc.ref), transaction.get(mobileRef)]);
      const former: unknown = record.get('adminMobile');
      if (typeof former !== 'string') return;
      const kept: unknown = onRecord.get('mobile');
      const mobile = typeof kept === 'string' ? kept : former;
      if (typeof kept !== 'string') transaction.set(mobileRef, { mobile });
      transaction.update(doc.ref, { adminMobileHint: mobileHint(mobile), adminMobile: FieldValue.delete() });
    });
  }
  return snapshot.size;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const projectId = process.argv[2];
  if (!projectId) {
    console.error('usage: tsx scripts/stack/backfill-admin-mobiles.ts <project-id>');
    process.exit(2);
  }
  const moved = await backfillAdminMobiles(getFirestore(initializeApp({ projectId })));
  console.log(`users: ${moved} admin mobiles moved to ${COLLECTIONS.adminMobiles}`);
}
