/** Clinic accounts and their statements on the running stack (decision 081): opened through the API, removed after a test. */
import { CLINIC_ACCOUNT_COLLECTIONS, STATEMENT_COLLECTIONS } from '@pharmacy/shared';
import { adminDb } from './admin.ts';

/** Removes the accounts (and their statements) of these prescribers. */
export async function deleteClinicAccounts(prescriberIds: readonly string[]): Promise<void> {
  for (const accountId of prescriberIds) {
    await adminDb().collection(CLINIC_ACCOUNT_COLLECTIONS.accounts).doc(accountId).delete();
    const statements = await adminDb().collection(STATEMENT_COLLECTIONS.statements).where('statement.accountId', '==', accountId).get();
    await Promise.all(statements.docs.map((doc) => doc.ref.delete()));
  }
}

export async function storedStatement(accountId: string, month: string): Promise<Record<string, unknown> | undefined> {
  return (await adminDb().collection(STATEMENT_COLLECTIONS.statements).doc(`${accountId}_${month}`).get()).data();
}
