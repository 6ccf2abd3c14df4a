/**
 * The demo pharmacy's clinic account (issue 34 part 8, decision 083): the demo prescriber's
 * practice has an account, opened through the store's own open (its transaction and audit
 * entry, as the admin's route opens one). The dispatched orders handed over since the start
 * of last month were sent with "The clinic's account" as payer, so their invoices
 * (demo-invoices.ts) belong to the account; then last month's statement is made by the
 * monthly job's own code (runMonthlyStatements), so the admin's Clinic accounts view shows
 * a balance and the prescriber's Account panel offers the statement. Every record is marked
 * as the demo's (DEMO_MARK).
 */
import { ADMIN_COLLECTIONS, AUDIT_ACTIONS, CLINIC_ACCOUNT_COLLECTIONS, STATEMENT_COLLECTIONS, monthBefore, sydneyDateOf, sydneyMonthOf, type ClinicAccount, type OrderClinicAccount } from '@pharmacy/shared';
import { clinicAccountStore } from '../../../functions/src/features/clinic-accounts/index.ts';
import { runMonthlyStatements, statementStore, type StatementRun } from '../../../functions/src/features/invoices/index.ts';
import { billingSettingsStore, currentBillingSettings } from '../../../functions/src/features/prices/index.ts';
import { db } from '../../../functions/src/platform/firebase.ts';
import { DEMO_MARK } from './demo-pharmacy.ts';
import type { HandedOver } from './demo-consignments.ts';

/** Who opened the demo's account, as the audit log shows it (as demo-invoices.ts records its payments). */
const DEMO_ADMIN = { actorUid: 'demo-admin', actorEmail: 'admin@harbourside.test' };
/** The account was opened this many days before the demo's day: before any order it paid for. */
export const DEMO_ACCOUNT_OPENED_DAYS = 120;
const DAY_MS = 86_400_000;

/** The orders the clinic pays for (pure): the dispatched ones handed over since the 1st of last month, Sydney time. */
export function demoClinicPaid(orders: readonly Pick<HandedOver, 'requestId' | 'status' | 'at'>[], now: Date): string[] {
  const since = `${monthBefore(sydneyMonthOf(now))}-01`;
  return orders.filter((order) => order.status === 'dispatched' && sydneyDateOf(order.at) >= since).map((order) => order.requestId);
}

/** Names the account as payer on those orders, as an order sent with "The clinic's account" keeps it (order-submission.ts). */
export function payByClinic(orders: readonly { data: Record<string, unknown> }[], requestIds: readonly string[], account: OrderClinicAccount): void {
  const paid = new Set(requestIds);
  for (const order of orders) {
    if (paid.has(String(order.data.requestId))) Object.assign(order.data, { payer: 'clinic', clinicAccount: account });
  }
}

/**
 * Opens the prescriber's account with the store's own open (the prescriber's users record
 * must be written first), on the billing settings' payment terms, opened well before the
 * demo's day. Resolves the account.
 */
export async function openDemoAccount(prescriberId: string, name: string, now: Date): Promise<ClinicAccount> {
  const terms = (await currentBillingSettings(billingSettingsStore)).settings.paymentTermsDays;
  const openedAt = new Date(now.getTime() - DEMO_ACCOUNT_OPENED_DAYS * DAY_MS).toISOString();
  const outcome = await clinicAccountStore.open(
    prescriberId,
    (prescriber) => ({
      accountId: prescriberId,
      prescriberId,
      name,
      prescriberName: `${prescriber.firstName} ${prescriber.lastName}`.trim(),
      prescriberEmail: prescriber.email,
      paymentTermsDays: terms,
      accountsEmail: '',
      status: 'open',
      openedAt,
      closedAt: null,
    }),
    (account) => ({
      action: AUDIT_ACTIONS.clinicAccountOpen,
      ...DEMO_ADMIN,
      target: { type: 'clinic_account', id: account.accountId, label: account.name },
      details: { paymentTermsDays: account.paymentTermsDays, accountsEmail: 'none' },
    }),
  );
  if (outcome.kind !== 'opened') throw new Error('The demo could not open its clinic account: the prescriber is not approved');
  return outcome.account;
}

/**
 * Last month's statement of every open account (the demo's one), made by the monthly job's
 * own code as if it had run on the 1st. The demo e-mails nobody: its link is recorded as
 * sent without a message leaving (seed-demo.ts sends no e-mail at all).
 */
export async function makeDemoStatement(now: Date): Promise<StatementRun> {
  return runMonthlyStatements({
    statements: statementStore,
    accounts: clinicAccountStore,
    sendMail: async () => undefined,
    pharmacyEmail: () => 'orders@harbourside.test',
    appOrigin: () => 'http://localhost:5000',
    now: () => now,
  });
}

/** Marks the account, its statements and their audit entries as the demo's. */
export async function markDemoAccount(accountId: string): Promise<void> {
  const [statements, entries] = await Promise.all([
    db().collection(STATEMENT_COLLECTIONS.statements).where('statement.accountId', '==', accountId).get(),
    db().collection(ADMIN_COLLECTIONS.auditLog).where('target.id', '==', accountId).get(),
  ]);
  const batch = db().batch();
  batch.update(db().collection(CLINIC_ACCOUNT_COLLECTIONS.accounts).doc(accountId), DEMO_MARK);
  for (const doc of statements.docs) batch.update(doc.ref, DEMO_MARK);
  for (const doc of entries.docs) batch.update(doc.ref, DEMO_MARK);
  await batch.commit();
}
