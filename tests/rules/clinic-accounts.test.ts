/**
 * Clinic accounts and their statements (decision 081) are server-only: no browser reads
 * or writes them, not even the prescriber whose account it is, nor an admin. The API
 * answers them after checking who asks.
 */
import { doc, setDoc } from 'firebase/firestore';
import { describe, test } from 'vitest';
import { CLINIC_ACCOUNT_COLLECTIONS, STATEMENT_COLLECTIONS } from '@pharmacy/shared';
import { ALICE_UID, everyone, expectClosedToEveryone, rulesTestSuite } from './user-fixtures.ts';

const ACCOUNT = {
  accountId: ALICE_UID,
  prescriberId: ALICE_UID,
  name: 'Glebe Point Family Practice',
  prescriberName: 'Alice Smith',
  prescriberEmail: 'alice@clinic.test',
  paymentTermsDays: 30,
  accountsEmail: '',
  status: 'open',
  openedAt: '2026-11-01T00:00:00.000Z',
  closedAt: null,
};

const SEEDED: Array<[collectionName: string, id: string, data: Record<string, unknown>]> = [
  [CLINIC_ACCOUNT_COLLECTIONS.accounts, ALICE_UID, ACCOUNT],
  [STATEMENT_COLLECTIONS.statements, `${ALICE_UID}_2026-10`, { accountId: ALICE_UID, month: '2026-10', openingCents: 0, closingCents: 4500 }],
];

const testEnv = rulesTestSuite(async (db) => {
  await Promise.all(SEEDED.map(([name, id, data]) => setDoc(doc(db, name, id), data)));
});

describe('clinic accounts and statements', () => {
  test.each(SEEDED)('%s is closed to every browser, including the account’s prescriber and admins', async (name, id, data) => {
    await expectClosedToEveryone(everyone(testEnv(), ALICE_UID), name, id, { change: { status: 'closed' }, created: data });
  });
});
