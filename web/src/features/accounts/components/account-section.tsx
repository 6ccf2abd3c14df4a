import { Fragment } from 'react';
import type { UserRecord } from '@pharmacy/shared';
import { isAdmin } from '../access.ts';
import { accountName, practitionerAccountDetails } from '../account-details.ts';
import type { SessionUser } from '../api/watch-auth-session.ts';
import { TwoStepSettings } from './two-step-settings.tsx';

/**
 * The dashboard's Account section (decision 035): the details the account menu shows,
 * with the e-mail the practitioner logs in with, and their sign-in security. Admins
 * always sign in with two steps (decision 022), so they have no choice to make here.
 */
export function AccountSection({ user, record }: { user: SessionUser; record: UserRecord | null }) {
  const rows = [{ label: 'Name', value: accountName(user, record) }, { label: 'Email', value: user.email ?? '' }, ...practitionerAccountDetails(record)];
  return (
    <div className="account-section">
      <section className="form-section" aria-labelledby="account-details-heading">
        <h2 id="account-details-heading" className="form-title">
          Account details
        </h2>
        <dl className="fact-list">
          {rows.map(({ label, value }) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value || '-'}</dd>
            </Fragment>
          ))}
        </dl>
        <p className="field-hint">To change these details, contact the pharmacy.</p>
      </section>
      {isAdmin(record) ? (
        <p>Your admin account always signs in with two steps: a password and a code texted to your mobile.</p>
      ) : (
        <TwoStepSettings />
      )}
    </div>
  );
}
