/** The Firebase side of the admin routes (AdminDeps without settings and mail), for index.ts. */
import { accountMailFailures } from '../accounts/account-mail-failures.ts';
import { recordAudit } from '../../platform/audit/audit-log.ts';
import { authAccounts } from '../accounts/auth-accounts.ts';
import { enquiryInbox } from '../enquiries/enquiry-store.ts';
import { practitionerStatuses } from './practitioner-status-store.ts';
import { deleteAuthAccount, deleteUserData } from './user-deletion.ts';
import { getUserRecord } from '../../platform/http/user-records.ts';

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
