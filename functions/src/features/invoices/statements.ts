/**
 * Monthly statements of clinic accounts (issue 34 part 7, decision 081). A month that is
 * over has one statement per account, made once and kept (statement-store.ts), so what
 * the clinic was sent is what it downloads later; the month still running is worked out
 * on each request and never kept. On the 1st of each month (Sydney) the scheduled job
 * makes last month's statement of every open account and e-mails the account a link into
 * the portal: the link only, no amount, no name. A link that cannot be sent is retried
 * every 15 minutes (retryStatementMail); the statement is kept whatever the mail does.
 */
import * as logger from 'firebase-functions/logger';
import {
  AUDIT_ACTIONS,
  DASHBOARD_ACCOUNT_PATH,
  STATEMENT_MESSAGES,
  monthBefore,
  statementOf,
  sydneyDateOf,
  sydneyMonthOf,
  type ClinicAccount,
  type Statement,
} from '@pharmacy/shared';
import type { AuditRecord } from '../../platform/audit/audit-log.ts';
import { errorMessage } from '../../platform/error-message.ts';
import type { MailDeps } from '../../platform/mail/mail-deps.ts';
import type { MailMessage } from '../../platform/mail/mail.ts';
import { MAX_MAIL_ATTEMPTS, attemptMail, pendingMail, type MailState } from '../../platform/mail/mail-state.ts';
import type { Actor } from '../orders/index.ts';
import type { ClinicAccountStore } from '../clinic-accounts/index.ts';
import { INVOICE_ACTOR } from './issue-invoice.ts';
import type { KeptStatement, StatementStore } from './statement-store.ts';

export interface StatementDeps extends MailDeps {
  statements: StatementStore;
  accounts: Pick<ClinicAccountStore, 'get' | 'list'>;
}

const makeAudit = (account: ClinicAccount, month: string, actor: Actor): AuditRecord => ({
  action: AUDIT_ACTIONS.statementMake,
  ...actor,
  target: { type: 'clinic_account', id: account.accountId, label: account.name },
  details: { month },
});

/** The account's statement for a month: kept if the month is over (made now if it was not yet), worked out afresh if it is this month. */
export async function statementFor(account: ClinicAccount, month: string, actor: Actor, deps: Pick<StatementDeps, 'statements' | 'now'>): Promise<Statement> {
  const now = deps.now();
  const live = statementOf(account.accountId, await deps.statements.invoicesOfAccount(account.accountId), month, sydneyDateOf(now));
  if (month >= sydneyMonthOf(now)) return live;
  const kept = await deps.statements.kept(account.accountId, month);
  if (kept) return kept.statement;
  return (await deps.statements.keep(live, now, null, makeAudit(account, month, actor))).statement;
}

/** The e-mail: a link into the portal's Account section, nothing else (decision 017). */
export function statementMail(account: ClinicAccount, month: string, appOrigin: string): MailMessage {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const monthName = new Date(Date.UTC(year, number - 1, 15)).toLocaleDateString('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const link = `${appOrigin}${DASHBOARD_ACCOUNT_PATH}`;
  return {
    to: account.accountsEmail || account.prescriberEmail,
    subject: STATEMENT_MESSAGES.mailSubject,
    text: [`Your clinic account's statement for ${monthName} is ready.`, '', `Sign in to the portal to download it: ${link}`, '', 'Harbourside Compounding Pharmacy'].join('\n'),
  };
}

async function sendStatementMail(account: ClinicAccount, month: string, previous: MailState, deps: StatementDeps): Promise<MailState> {
  const state = await attemptMail(previous, () => deps.sendMail(statementMail(account, month, deps.appOrigin())), deps.now());
  await deps.statements.updateMail(account.accountId, month, state, state.status !== 'sent' && state.attempts < MAX_MAIL_ATTEMPTS);
  return state;
}

export interface StatementRun {
  month: string;
  made: number;
  mailed: number;
  failed: number;
}

/** The monthly job: `month` (last month, by default) for every open account, each kept and its link sent once. */
export async function runMonthlyStatements(deps: StatementDeps, month = monthBefore(sydneyMonthOf(deps.now()))): Promise<StatementRun> {
  const run: StatementRun = { month, made: 0, mailed: 0, failed: 0 };
  const open = (await deps.accounts.list()).filter((account) => account.status === 'open');
  for (const account of open) {
    try {
      const existing = await deps.statements.kept(account.accountId, month);
      let kept: KeptStatement;
      if (existing) {
        kept = existing;
      } else {
        const statement = statementOf(account.accountId, await deps.statements.invoicesOfAccount(account.accountId), month);
        kept = await deps.statements.keep(statement, deps.now(), pendingMail(), makeAudit(account, month, INVOICE_ACTOR));
        run.made += 1;
      }
      // A statement an admin made before the job has no mail yet: the job sends its link now; one already sent is not sent again.
      const state = await sendStatementMail(account, month, kept.mail ?? pendingMail(), deps);
      if (state.status === 'sent') run.mailed += 1;
      else run.failed += 1;
    } catch (error) {
      run.failed += 1;
      logger.error('Could not make or send a clinic statement: the retry sends a kept one', { accountId: account.accountId, month, error: errorMessage(error) });
    }
  }
  logger.info('Monthly clinic statements', run);
  return run;
}

/** Every 15 minutes: the links not sent yet. */
export async function retryStatementMail(deps: StatementDeps): Promise<{ sent: number; failed: number }> {
  const counts = { sent: 0, failed: 0 };
  for (const kept of await deps.statements.listMailDue(50)) {
    try {
      const account = await deps.accounts.get(kept.statement.accountId);
      if (!account) continue;
      const state = await sendStatementMail(account, kept.statement.month, kept.mail ?? pendingMail(), deps);
      if (state.status === 'sent') counts.sent += 1;
      else counts.failed += 1;
    } catch (error) {
      counts.failed += 1;
      logger.error('Could not retry a clinic statement e-mail', { accountId: kept.statement.accountId, error: errorMessage(error) });
    }
  }
  return counts;
}
