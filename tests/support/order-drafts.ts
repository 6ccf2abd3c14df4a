/**
 * Clean-up of what staff prepare for their prescribers (decision 045): the drafts and the
 * script copies uploaded with them. The staff links go with the accounts (./users.ts).
 */
import { ORDER_DRAFT_COLLECTION, ORDER_DRAFT_SCRIPTS_FOLDER } from '@pharmacy/shared';
import { adminDb } from './admin.ts';
import { deleteStoredFile, storedFileNames } from './enquiries.ts';

/** Removes the drafts, and their script files, of these prescribers. */
export async function deleteOrderDrafts(prescriberUids: readonly string[]): Promise<void> {
  if (prescriberUids.length === 0) return;
  const drafts = await adminDb().collection(ORDER_DRAFT_COLLECTION).where('prescriberId', 'in', prescriberUids).get();
  for (const draft of drafts.docs) {
    for (const name of await storedFileNames(`${ORDER_DRAFT_SCRIPTS_FOLDER}/${draft.id}/`)) await deleteStoredFile(name);
  }
  await Promise.all(drafts.docs.map((doc) => doc.ref.delete()));
}
