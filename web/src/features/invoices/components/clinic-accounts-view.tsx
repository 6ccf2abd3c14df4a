import { useId, useState, type FormEvent } from 'react';
import { formatAud, type ClinicAccount } from '@pharmacy/shared';
import { useClinicAccounts, useCloseClinicAccount, useOpenClinicAccount } from '@/features/clinic-accounts/index.ts';
import { FormError } from '@/components/ui/form-error.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { PageLoading } from '@/components/ui/page-loading.tsx';
import { downloadStatement, downloadXeroExport, useClinicAccountBalances } from '../api/statement-api.ts';
import { MonthDownload } from './month-download.tsx';

/** The admin dashboard's Clinic accounts view (decision 081): each account and its balance, opening and closing, statements and the Xero export. */
export function ClinicAccountsView() {
  const headingId = useId();
  const accounts = useClinicAccounts();
  const balances = useClinicAccountBalances();
  const balanceOf = (accountId: string) => balances.data?.balances.find((each) => each.accountId === accountId)?.balanceCents;
  return (
    <section className="clinic-accounts" aria-labelledby={headingId}>
      <h2 id={headingId}>Clinic accounts</h2>
      <p>A prescriber with an open account can choose &ldquo;The clinic&rsquo;s account&rdquo; as who pays on New order. Each month&rsquo;s statement is made on the 1st and its link e-mailed to the account.</p>
      <OpenAccountForm />
      {accounts.isPending ? (
        <PageLoading label="Loading clinic accounts..." />
      ) : accounts.isError ? (
        <FormError message={accounts.error.message} />
      ) : accounts.data.accounts.length === 0 ? (
        <p>No clinic accounts yet.</p>
      ) : (
        <div className="table-frame" role="region" aria-label="Clinic accounts and balances" tabIndex={0}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Account</th>
                <th scope="col">Prescriber</th>
                <th scope="col">Terms</th>
                <th scope="col">Status</th>
                <th scope="col">Balance</th>
                <th scope="col">Statement</th>
              </tr>
            </thead>
            <tbody>
              {accounts.data.accounts.map((account) => (
                <AccountRow key={account.accountId} account={account} balanceCents={balanceOf(account.accountId)} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h3>Export for Xero</h3>
      <p>The month&rsquo;s invoices in Xero&rsquo;s sales invoice columns (import them as tax inclusive), and its payments and refunds in its bank statement columns.</p>
      <MonthDownload label="Invoices for Xero" action="Download invoices CSV" onDownload={(month) => downloadXeroExport(month, 'invoices')} />
      <MonthDownload label="Payments for Xero" action="Download payments CSV" onDownload={(month) => downloadXeroExport(month, 'payments')} />
    </section>
  );
}

function AccountRow({ account, balanceCents }: { account: ClinicAccount; balanceCents: number | undefined }) {
  const close = useCloseClinicAccount();
  return (
    <tr>
      <th scope="row">{account.name}</th>
      <td>
        {account.prescriberName} ({account.prescriberEmail})
      </td>
      <td>{account.paymentTermsDays} days</td>
      <td>
        {account.status === 'open' ? 'Open' : 'Closed'}
        {account.status === 'open' && (
          <button type="button" className="button button--secondary clinic-accounts__close" disabled={close.isPending} onClick={() => close.mutate(account.accountId)}>
            Close<span className="visually-hidden"> {account.name}</span>
          </button>
        )}
        <FormError message={close.error?.message ?? null} />
      </td>
      <td>{balanceCents === undefined ? '…' : formatAud(balanceCents)}</td>
      <td>
        <MonthDownload label="Month" action="Download statement" about={account.name} onDownload={(month) => downloadStatement(account.accountId, account.name, month)} />
      </td>
    </tr>
  );
}

function OpenAccountForm() {
  const open = useOpenClinicAccount();
  const [prescriberEmail, setEmail] = useState('');
  const [practiceName, setPracticeName] = useState('');
  const [terms, setTerms] = useState('');
  const [accountsEmail, setAccountsEmail] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    open.mutate(
      { prescriberEmail: prescriberEmail.trim(), practiceName, accountsEmail: accountsEmail.trim(), ...(terms.trim() ? { paymentTermsDays: Number(terms) } : {}) },
      { onSuccess: () => [setEmail, setPracticeName, setTerms, setAccountsEmail].forEach((clear) => clear('')) },
    );
  }
  return (
    <form className="form surface-panel clinic-accounts__open" onSubmit={submit} aria-label="Open a clinic account">
      <h3>Open an account</h3>
      <FormField label="Prescriber’s e-mail">
        {(control) => <input {...control} type="email" required autoComplete="off" value={prescriberEmail} onChange={(event) => setEmail(event.target.value)} />}
      </FormField>
      <FormField label="Practice name (optional)">
        {(control) => <input {...control} value={practiceName} maxLength={120} onChange={(event) => setPracticeName(event.target.value)} />}
      </FormField>
      <FormField label="Payment terms in days (empty: the billing settings’)">
        {(control) => <input {...control} inputMode="numeric" value={terms} onChange={(event) => setTerms(event.target.value)} />}
      </FormField>
      <FormField label="Accounts e-mail for statements (optional)">
        {(control) => <input {...control} type="email" autoComplete="off" value={accountsEmail} onChange={(event) => setAccountsEmail(event.target.value)} />}
      </FormField>
      <FormError message={open.error?.message ?? null} />
      <button type="submit" className="button button--primary" disabled={open.isPending}>
        Open account
      </button>
      {open.isSuccess && <p role="status">Opened {open.data.account.name}.</p>}
    </form>
  );
}

