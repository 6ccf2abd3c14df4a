/**
 * clinicAccounts/{prescriberId} in Firestore (decision 081). Browsers never read or write
 * them (firestore.rules): the admin's screen and the prescriber's panel read them through
 * the API. Each open or close is written with its audit entry in one transaction.
 */
import {
  CLINIC_ACCOUNT_COLLECTIONS,
  COLLECTIONS,
  ClinicAccountSchema,
  UserRecordSchema,
  effectiveStatus,
  type ClinicAccount,
  type UserRecord,
} from '@pharmacy/shared';
import { recordAuditIn, type AuditRecord } from '../../platform/audit/audit-log.ts';
import { db } from '../../platform/firebase.ts';
import { parseStored } from '../../platform/stored-document.ts';

const accounts = () => db().collection(CLINIC_ACCOUNT_COLLECTIONS.accounts);

export const parseClinicAccount = (data: unknown, accountId: string): ClinicAccount =>
  parseStored(ClinicAccountSchema, data, `${CLINIC_ACCOUNT_COLLECTIONS.accounts}/${accountId}`);

export type OpenOutcome = { kind: 'no_prescriber' } | { kind: 'opened'; account: ClinicAccount };
export type CloseOutcome = { kind: 'not_found' } | { kind: 'already_closed' } | { kind: 'closed'; account: ClinicAccount };

export interface ClinicAccountStore {
  /** In one transaction: the prescriber's users record (an approved practitioner, or no account), the account made from it, and its audit entry. */
  /** The uid of the users record with this e-mail address, or null. */
  uidOfEmail(email: string): Promise<string | null>;
  open(prescriberId: string, make: (prescriber: UserRecord, before: ClinicAccount | null) => ClinicAccount, audit: (account: ClinicAccount) => AuditRecord): Promise<OpenOutcome>;
  close(accountId: string, at: Date, audit: (account: ClinicAccount) => AuditRecord): Promise<CloseOutcome>;
  get(accountId: string): Promise<ClinicAccount | null>;
  /** The prescriber's account if it is open. */
  openOf(prescriberId: string): Promise<ClinicAccount | null>;
  list(): Promise<ClinicAccount[]>;
}

export const clinicAccountStore: ClinicAccountStore = {
  async uidOfEmail(email) {
    const snapshot = await db().collection(COLLECTIONS.users).where('email', '==', email).limit(1).get();
    return snapshot.docs[0]?.id ?? null;
  },

  async open(prescriberId, make, audit) {
    return db().runTransaction(async (transaction) => {
      const user = await transaction.get(db().collection(COLLECTIONS.users).doc(prescriberId));
      const existing = await transaction.get(accounts().doc(prescriberId));
      const parsed = UserRecordSchema.safeParse(user.data());
      if (!user.exists || !parsed.success || parsed.data.role !== 'practitioner' || effectiveStatus(parsed.data) !== 'approved') return { kind: 'no_prescriber' } as const;
      const account = make(parsed.data, existing.exists ? parseClinicAccount(existing.data(), existing.id) : null);
      transaction.set(accounts().doc(prescriberId), account);
      recordAuditIn(transaction, audit(account));
      return { kind: 'opened', account } as const;
    });
  },

  async close(accountId, at, audit) {
    return db().runTransaction(async (transaction) => {
      const snapshot = await transaction.get(accounts().doc(accountId));
      if (!snapshot.exists) return { kind: 'not_found' } as const;
      const account = parseClinicAccount(snapshot.data(), accountId);
      if (account.status === 'closed') return { kind: 'already_closed' } as const;
      const closed: ClinicAccount = { ...account, status: 'closed', closedAt: at.toISOString() };
      transaction.update(snapshot.ref, { status: closed.status, closedAt: closed.closedAt });
      recordAuditIn(transaction, audit(closed));
      return { kind: 'closed', account: closed } as const;
    });
  },

  async get(accountId) {
    const snapshot = await accounts().doc(accountId).get();
    return snapshot.exists ? parseClinicAccount(snapshot.data(), accountId) : null;
  },

  async openOf(prescriberId) {
    const account = await this.get(prescriberId);
    return account?.status === 'open' ? account : null;
  },

  // A pharmacy has tens of clinic accounts, not thousands: one read, sorted here.
  async list() {
    const snapshot = await accounts().get();
    return snapshot.docs.map((doc) => parseClinicAccount(doc.data(), doc.id)).sort((a, b) => a.name.localeCompare(b.name, 'en-AU'));
  },
};
