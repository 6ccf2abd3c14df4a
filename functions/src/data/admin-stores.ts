/** The Firebase side of the admin routes (AdminDeps without settings and mail), for index.ts. */
import { accountMailFailures } from './account-mail-failures.ts';
import { recordAudit } from './audit-log.ts';
import { authAccounts } from './auth-accounts.ts';
import { enquiryInbox } from './enquiries.ts';
import { practitionerStatuses } from './practitioner-status.ts';
import { deleteAuthAccount, deleteUserData } from './user-deletion.ts';
import { getUserRecord } from './users.ts';

export const adminStores = {
  mailFailures: accountMailFailures,
  practitionerStatuses,
  users: {
    getRecord: getUserRecord,
    getAccount: authAccounts.get,
    deleteAccount: deleteAuthAccount,
    deleteData: deleteUserData,
  },
  enquiries: enquiryInbox,
  recordAudit,
};
