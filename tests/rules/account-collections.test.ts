/**
 * The server-only collections of practitioner accounts: registration details
 * before verification, verification token hashes and failed account e-mails. No browser reads or writes them, not even the account's
 * owner or an admin.
 */
import { Timestamp, doc, setDoc } from 'firebase/firestore';
import { describe, test } from 'vitest';
import { ACCOUNT_COLLECTIONS } from '@pharmacy/shared';
import { NEWCOMER_UID, everyone, expectClosedToEveryone, rulesTestSuite } from './user-fixtures.ts';

const TOKEN_HASH = 'a'.repeat(64);

const SEEDED: Array<[collectionName: string, id: string, data: Record<string, unknown>]> = [
  [
    ACCOUNT_COLLECTIONS.pendingRegistrations,
    NEWCOMER_UID,
    {
      uid: NEWCOMER_UID,
      firstName: 'Nina',
      lastName: 'Patel',
      practitionerNumber: 'MED0001112223',
      clinicName: 'Newtown Clinic',
      clinicAddress: '5 King Street, Newtown NSW 2042, Australia',
      email: 'nina@clinic.test',
    },
  ],
  [
    ACCOUNT_COLLECTIONS.emailVerifications,
    TOKEN_HASH,
    {
      uid: NEWCOMER_UID,
      email: 'nina@clinic.test',
      createdAt: Timestamp.fromDate(new Date('2025-03-01T00:00:00Z')),
      expiresAt: Timestamp.fromDate(new Date('2025-03-02T00:00:00Z')),
      usedAt: null,
      supersededAt: null,
    },
  ],
  [ACCOUNT_COLLECTIONS.accountMailFailures, 'failure-1', { mail: 'welcome', uid: NEWCOMER_UID, reasons: ['timeout'] }],
];

const testEnv = rulesTestSuite(async (db) => {
  await Promise.all(SEEDED.map(([name, id, data]) => setDoc(doc(db, name, id), data)));
});

describe('server-only account collections', () => {
  test.each(SEEDED)('%s is closed to every browser, including its owner and admins', async (name, id, data) => {
    // The owner is the newcomer the documents are about, with a verified e-mail.
    const dbs = everyone(testEnv(), NEWCOMER_UID, { email_verified: true });
    await expectClosedToEveryone(dbs, name, id, { change: { usedAt: Timestamp.now() }, created: data });
  });
});
