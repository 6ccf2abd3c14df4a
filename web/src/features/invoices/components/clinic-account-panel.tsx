import { useId } from 'react';
import { useMyClinicAccount } from '@/features/clinic-accounts/index.ts';
import { downloadStatement } from '../api/statement-api.ts';
import { MonthDownload } from './month-download.tsx';

/** The prescriber's clinic account in their Account section (decision 081): its name and terms, and any month's statement. Nothing without an open account. */
export function ClinicAccountPanel() {
  const headingId = useId();
  const account = useMyClinicAccount().data?.account;
  if (!account) return null;
  return (
    <section className="surface-panel clinic-account-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Clinic account</h2>
      <p>
        {account.name}: orders you send with &ldquo;The clinic&rsquo;s account&rdquo; as who pays are invoiced to it, payable within {account.paymentTermsDays} days.
      </p>
      <MonthDownload label="Statement month" action="Download statement" onDownload={(month) => downloadStatement(account.accountId, account.name, month)} />
    </section>
  );
}
