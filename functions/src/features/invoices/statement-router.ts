/**
 * Clinic accounts' money (decision 081), mounted at the root:
 *   GET /clinic-account-balances                    admins: each account's balance now
 *   GET /clinic-account-statements/:accountId/:month admins and the account's prescriber: the month's statement PDF, audited
 *   GET /xero-exports/:month/:kind                   admins after a recent sign-in: the month's invoices or payments as CSV, audited
 * Another prescriber asking for a statement is told there is no such account (404), as for
 * one that does not exist; anyone else signed in is refused (403).
 */
import { Router, type RequestHandler } from 'express';
import {
  AUDIT_ACTIONS,
  CLINIC_ACCOUNT_ERROR_CODES,
  MonthSchema,
  SITE,
  STATEMENT_API_PATHS,
  STATEMENT_MESSAGES,
  XERO_EXPORT_KINDS,
  balanceOf,
  isDocumentId,
  monthDates,
  patientContactOf,
  statementFileName,
  sydneyMonthOf,
  xeroExportFileName,
  xeroInvoicesCsv,
  xeroPaymentsCsv,
  type BillingSettings,
  type ClinicAccountBalances,
  type Invoice,
  type XeroContact,
  type XeroExportKind,
} from '@pharmacy/shared';
import type { AuditRecord } from '../../platform/audit/audit-log.ts';
import { actorOf } from '../../platform/http/actor.ts';
import { routePath } from '../../platform/http/app.ts';
import { callerOf, isAdmin, requireAdmin, requireRecentSignIn } from '../../platform/http/auth.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { statementPdf } from './statement-pdf.ts';
import { statementFor, type StatementDeps } from './statements.ts';

export interface StatementRouteDeps extends Pick<StatementDeps, 'statements' | 'accounts' | 'now'> {
  billingSettings: () => Promise<BillingSettings>;
  recordAudit(record: AuditRecord): Promise<void>;
}

const accountNotFound = () => new HttpError(404, CLINIC_ACCOUNT_ERROR_CODES.notFound, STATEMENT_MESSAGES.notFound);

/** A month as YYYY-MM, not after the current Sydney month; 400 otherwise. */
function monthOf(value: unknown, now: Date): string {
  const month = MonthSchema.safeParse(value);
  if (!month.success || month.data > sydneyMonthOf(now)) throw new HttpError(400, 'invalid_month', STATEMENT_MESSAGES.month);
  return month.data;
}

export function statementsRouter(deps: StatementRouteDeps, requireCaller: RequestHandler): Router {
  const router = Router();

  router.get(routePath(STATEMENT_API_PATHS.balances), requireCaller, requireAdmin, async (_req, res) => {
    const accounts = await deps.accounts.list();
    const balances = await Promise.all(
      accounts.map(async (account) => ({ accountId: account.accountId, balanceCents: balanceOf(await deps.statements.invoicesOfAccount(account.accountId)) })),
    );
    const body: ClinicAccountBalances = { balances };
    res.set('Cache-Control', 'private, no-store').json(body);
  });

  router.get(`${routePath(STATEMENT_API_PATHS.pdf)}/:accountId/:month`, requireCaller, async (req, res) => {
    const caller = callerOf(res);
    if (!isAdmin(caller) && !(caller.role === 'practitioner' && caller.status === 'approved')) throw new HttpError(403, 'forbidden', 'Only the pharmacy and the account’s prescriber can see its statements.');
    const accountId = req.params.accountId;
    // Another prescriber's account is answered as one that does not exist.
    if (typeof accountId !== 'string' || !isDocumentId(accountId) || (!isAdmin(caller) && caller.uid !== accountId)) throw accountNotFound();
    const now = deps.now();
    const month = monthOf(req.params.month, now);
    const account = await deps.accounts.get(accountId);
    if (!account || (!isAdmin(caller) && account.prescriberId !== caller.uid)) throw accountNotFound();
    const statement = await statementFor(account, month, actorOf(caller), deps);
    const settings = await deps.billingSettings();
    const pdf = await statementPdf({ statement, account, seller: { legalName: settings.legalName, abn: settings.abn, tradingName: SITE.productName } }, now);
    await deps.recordAudit({
      action: AUDIT_ACTIONS.statementDownload,
      ...actorOf(caller),
      target: { type: 'clinic_account', id: account.accountId, label: account.name },
      details: { month },
    });
    res
      .status(200)
      .set({
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(statementFileName(account.name, month))}`,
        'Cache-Control': 'private, no-store',
      })
      .send(Buffer.from(pdf));
  });

  // The export leaves the portal as a file of every invoice of the month: a session left open on a pharmacy computer is not enough (as for the practitioner CSV).
  router.get(`${routePath(STATEMENT_API_PATHS.xero)}/:month/:kind`, requireCaller, requireAdmin, requireRecentSignIn(deps.now), async (req, res) => {
    const now = deps.now();
    const month = monthOf(req.params.month, now);
    const kind = req.params.kind as XeroExportKind;
    if (!XERO_EXPORT_KINDS.includes(kind)) throw new HttpError(400, 'invalid_kind', STATEMENT_MESSAGES.exportKind);
    const accounts = new Map((await deps.accounts.list()).map((account) => [account.accountId, account]));
    const contactOf = (invoice: Invoice): XeroContact => {
      const account = invoice.accountId ? accounts.get(invoice.accountId) : undefined;
      return account ? { name: account.name, email: account.accountsEmail || account.prescriberEmail } : patientContactOf(invoice.requestId);
    };
    const { from, to } = monthDates(month);
    const csv =
      kind === 'invoices'
        ? xeroInvoicesCsv(await deps.statements.invoicesIssuedBetween(from, to), month, contactOf)
        : xeroPaymentsCsv(await deps.statements.invoicesWithPayments(), month, contactOf);
    await deps.recordAudit({
      action: AUDIT_ACTIONS.accountsExport,
      ...actorOf(callerOf(res)),
      target: { type: 'accounts_export', id: `${month}-${kind}`, label: `Xero ${kind} ${month}` },
      details: { month, kind },
    });
    res
      .status(200)
      .set({
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${xeroExportFileName(month, kind)}"`,
        'Cache-Control': 'private, no-store',
      })
      .send(csv);
  });

  return router;
}
