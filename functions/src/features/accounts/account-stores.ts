/** The Firebase side of the account routes (AccountDeps without settings and mail), for index.ts. */
import { accountMailFailures } from './account-mail-failures.ts';
import { authAccounts } from './auth-accounts.ts';
import { emailVerifications } from './email-verifications.ts';
import { pendingRegistrations } from './pending-registrations.ts';
import { practitionerRecords } from './practitioner-records.ts';
import { rateLimitCounters } from '../../platform/rate-limit/rate-limit-counters.ts';

export const accountStores = {
  authAccounts,
  emailVerifications,
  pendingRegistrations,
  practitionerRecords,
  rateLimitCounters,
  mailFailures: accountMailFailures,
};
