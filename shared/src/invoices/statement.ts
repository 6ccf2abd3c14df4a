/**
 * A clinic account's monthly statement (issue 34 part 7, decision 081): the balance
 * owed at the start of a Sydney calendar month, the account's invoices issued in it and
 * the payments and refunds taken in it, and the balance at its end. Pure: invoices carry
 * their Sydney dates (issuedOn, each payment's `on`), so a month is those dates' prefix
 * and a late-evening Sydney invoice on the 31st belongs to that month whatever UTC says.
 * Money is whole cents: a balance is what the invoices total, less payments, plus refunds.
 */
import { z } from 'zod';
import { ROUTES } from '../platform/routes.ts';
import { sydneyDateOf } from '../platform/sydney-dates.ts';
import type { Invoice } from './invoice.ts';

export const STATEMENT_API_PATHS = {
  /** Admins: GET answers each account's balance now ({ balances }). */
  balances: '/api/clinic-account-balances',
  /** Admins and the account's prescriber: GET `${pdf}/{accountId}/{YYYY-MM}` answers the month's statement as a PDF (made and kept on first request). */
  pdf: '/api/clinic-account-statements',
  /** Admins, after a recent sign-in: GET `${xero}/{YYYY-MM}/{invoices|payments}` answers the month as CSV for Xero's import. */
  xero: '/api/xero-exports',
  /** Emulators only: POST { month } runs the monthly job for that month now; answers its counts. */
  devRun: '/api/dev/clinic-statements',
} as const;

/** Where a statement's e-mail links: the prescriber's Account section, which lists the account's statements (web lib/dashboard-sections.ts). */
export const DASHBOARD_ACCOUNT_PATH = `${ROUTES.dashboard}?view=account`;

export const STATEMENT_COLLECTIONS = {
  /** clinicStatements/{accountId}_{YYYY-MM}: a month's statement as it was made, and its e-mail's state. */
  statements: 'clinicStatements',
} as const;

export const STATEMENT_MESSAGES = {
  month: 'Choose a month as YYYY-MM, not after this one.',
  notFound: 'There is no such clinic account.',
  exportKind: 'Choose invoices or payments.',
  mailSubject: 'Your monthly statement from Harbourside Compounding Pharmacy',
} as const;

export const XERO_EXPORT_KINDS = ['invoices', 'payments'] as const;
export type XeroExportKind = (typeof XERO_EXPORT_KINDS)[number];

/** A Sydney calendar month, YYYY-MM. */
export const MonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, STATEMENT_MESSAGES.month);

/** The Sydney month an instant falls in. */
export const sydneyMonthOf = (at: Date): string => sydneyDateOf(at).slice(0, 7);

/** The month before `month`. */
export function monthBefore(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
}

/** The first and last Sydney dates of a month, YYYY-MM-DD. */
export function monthDates(month: string): { from: string; to: string } {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(days).padStart(2, '0')}` };
}

export const STATEMENT_ENTRY_KINDS = ['invoice', 'payment', 'refund'] as const;

/** One line of a statement: an invoice adds to the balance, a payment takes from it, a refund adds back. */
export const StatementEntrySchema = z.object({
  on: z.iso.date(),
  kind: z.enum(STATEMENT_ENTRY_KINDS),
  invoiceNumber: z.string(),
  requestId: z.string(),
  /** Positive; the kind says which way it moves the balance. */
  amountCents: z.number().int().min(0),
});
export type StatementEntry = z.infer<typeof StatementEntrySchema>;

export const StatementSchema = z.object({
  accountId: z.string(),
  month: MonthSchema,
  from: z.iso.date(),
  to: z.iso.date(),
  openingCents: z.number().int(),
  entries: z.array(StatementEntrySchema),
  invoicedCents: z.number().int().min(0),
  paidCents: z.number().int().min(0),
  refundedCents: z.number().int().min(0),
  closingCents: z.number().int(),
});
export type Statement = z.infer<typeof StatementSchema>;

const signed = (entry: Pick<StatementEntry, 'kind' | 'amountCents'>) => (entry.kind === 'payment' ? -entry.amountCents : entry.amountCents);

/** Every entry of the account's invoices, whenever it happened. */
function entriesOf(invoices: readonly Invoice[]): StatementEntry[] {
  return invoices.flatMap((invoice) => [
    { on: invoice.issuedOn, kind: 'invoice' as const, invoiceNumber: invoice.number, requestId: invoice.requestId, amountCents: invoice.totalCents },
    ...invoice.payments.map((payment) => ({ on: payment.on, kind: payment.kind, invoiceNumber: invoice.number, requestId: invoice.requestId, amountCents: payment.amountCents })),
  ]);
}

const KIND_ORDER = { invoice: 0, payment: 1, refund: 2 } as const;

/**
 * The account's statement for a month, from every invoice of the account (any month's). A
 * month not yet over is a statement to date: it ends on `today` (a Sydney date), so its
 * closing balance is not dated in the future.
 */
export function statementOf(accountId: string, invoices: readonly Invoice[], month: string, today?: string): Statement {
  const { from, to: monthEnd } = monthDates(month);
  const to = today !== undefined && today >= from && today < monthEnd ? today : monthEnd;
  const all = entriesOf(invoices.filter((invoice) => invoice.accountId === accountId));
  const openingCents = all.filter((entry) => entry.on < from).reduce((sum, entry) => sum + signed(entry), 0);
  const entries = all
    .filter((entry) => entry.on >= from && entry.on <= to)
    .sort((a, b) => a.on.localeCompare(b.on) || a.invoiceNumber.localeCompare(b.invoiceNumber) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
  const total = (kind: StatementEntry['kind']) => entries.filter((entry) => entry.kind === kind).reduce((sum, entry) => sum + entry.amountCents, 0);
  return {
    accountId,
    month,
    from,
    to,
    openingCents,
    entries,
    invoicedCents: total('invoice'),
    paidCents: total('payment'),
    refundedCents: total('refund'),
    closingCents: openingCents + entries.reduce((sum, entry) => sum + signed(entry), 0),
  };
}

/** What the account owes now: its invoices' totals, less what was paid, plus what was refunded. */
export const balanceOf = (invoices: readonly Pick<Invoice, 'totalCents' | 'paidCents' | 'refundedCents'>[]): number =>
  invoices.reduce((sum, invoice) => sum + invoice.totalCents - invoice.paidCents + invoice.refundedCents, 0);

export const ClinicAccountBalancesSchema = z.object({ balances: z.array(z.object({ accountId: z.string(), balanceCents: z.number().int() })) });
export type ClinicAccountBalances = z.infer<typeof ClinicAccountBalancesSchema>;

export const statementPdfPath = (accountId: string, month: string) => `${STATEMENT_API_PATHS.pdf}/${encodeURIComponent(accountId)}/${month}`;
export const statementFileName = (accountName: string, month: string) => `Statement ${month} ${accountName.replace(/[^\w .-]/g, '')}.pdf`.replace(/\s+/g, ' ');
export const xeroExportPath = (month: string, kind: XeroExportKind) => `${STATEMENT_API_PATHS.xero}/${month}/${kind}`;
export const xeroExportFileName = (month: string, kind: XeroExportKind) => `xero-${kind}-${month}.csv`;
