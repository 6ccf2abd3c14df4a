/**
 * Clinic statements in Firestore (decision 081): clinicStatements/{accountId}_{YYYY-MM},
 * a month's statement kept as it was made once the month is over (the PDF is drawn from
 * it again on each download), with its e-mail's state for the retry. The current month's
 * statement is never kept: it is still changing. Browsers never read these (firestore.rules).
 */
import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { INVOICE_COLLECTIONS, STATEMENT_COLLECTIONS, StatementSchema, type Invoice, type Statement } from '@pharmacy/shared';
import { recordAuditIn, type AuditRecord } from '../../platform/audit/audit-log.ts';
import { db } from '../../platform/firebase.ts';
import { StoredMailStateSchema } from '../../platform/mail/stored-mail-state.ts';
import type { MailState } from '../../platform/mail/mail-state.ts';
import { parseStored } from '../../platform/stored-document.ts';
import { parseInvoice } from './invoice-store.ts';

const statements = () => db().collection(STATEMENT_COLLECTIONS.statements);
const invoices = () => db().collection(INVOICE_COLLECTIONS.invoices);

export const statementIdOf = (accountId: string, month: string) => `${accountId}_${month}`;

const KeptStatementSchema = z.object({
  statement: StatementSchema,
  madeAt: z.instanceof(Timestamp).transform((timestamp) => timestamp.toDate()),
  /** The link's e-mail: absent on a statement an admin made before the monthly job did (the job then sends it). */
  mail: StoredMailStateSchema.optional(),
  mailDue: z.boolean().default(false),
});
export type KeptStatement = z.output<typeof KeptStatementSchema>;

export interface StatementStore {
  kept(accountId: string, month: string): Promise<KeptStatement | null>;
  /** Keeps the statement unless one is kept for that account and month already (answers the kept one), with its audit entry, in one transaction. */
  keep(statement: Statement, at: Date, mail: MailState | null, audit: AuditRecord): Promise<KeptStatement>;
  updateMail(accountId: string, month: string, mail: MailState, mailDue: boolean): Promise<void>;
  /** Kept statements whose link is still to send. */
  listMailDue(limit: number): Promise<KeptStatement[]>;
  /** Every invoice of the account, any month's. */
  invoicesOfAccount(accountId: string): Promise<Invoice[]>;
  /** The invoices issued between two Sydney dates, inclusive. */
  invoicesIssuedBetween(from: string, to: string): Promise<Invoice[]>;
  /** The invoices that have had a payment: a month's payments may be on an invoice of any earlier month. */
  invoicesWithPayments(): Promise<Invoice[]>;
}

const parseKept = (data: unknown, id: string) => parseStored(KeptStatementSchema, data, `${STATEMENT_COLLECTIONS.statements}/${id}`);
const parseAll = (snapshot: FirebaseFirestore.QuerySnapshot) => snapshot.docs.map((doc) => parseInvoice(doc.data(), doc.id));

export const statementStore: StatementStore = {
  async kept(accountId, month) {
    const id = statementIdOf(accountId, month);
    const snapshot = await statements().doc(id).get();
    return snapshot.exists ? parseKept(snapshot.data(), id) : null;
  },

  async keep(statement, at, mail, audit) {
    const id = statementIdOf(statement.accountId, statement.month);
    return db().runTransaction(async (transaction) => {
      const existing = await transaction.get(statements().doc(id));
      if (existing.exists) return parseKept(existing.data(), id);
      const data = { statement, madeAt: Timestamp.fromDate(at), ...(mail ? { mail, mailDue: true } : { mailDue: false }) };
      transaction.create(statements().doc(id), data);
      recordAuditIn(transaction, audit);
      return { statement, madeAt: at, mail: mail ?? undefined, mailDue: mail !== null };
    });
  },

  async updateMail(accountId, month, mail, mailDue) {
    await statements().doc(statementIdOf(accountId, month)).update({ mail, mailDue });
  },

  // Single-field query: no composite index.
  async listMailDue(limit) {
    const snapshot = await statements().where('mailDue', '==', true).limit(limit).get();
    return snapshot.docs.map((doc) => parseKept(doc.data(), doc.id));
  },

  async invoicesOfAccount(accountId) {
    return parseAll(await invoices().where('accountId', '==', accountId).get());
  },

  async invoicesIssuedBetween(from, to) {
    return parseAll(await invoices().where('issuedOn', '>=', from).where('issuedOn', '<=', to).get());
  },

  async invoicesWithPayments() {
    return parseAll(await invoices().where('paidCents', '>', 0).get());
  },
};
