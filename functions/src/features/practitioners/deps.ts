/**
 * What the admin routes need from the outside world: data/* implements it with
 * Firebase (wired in index.ts), the unit tests with in-memory fakes.
 */
import type { AppConfig } from '../../platform/config.ts';
import type { AccountMailFailure } from '../accounts/account-mail-failures.ts';
import type { AuditRecord } from '../../platform/audit/audit-log.ts';
import type { AuthAccount } from '../accounts/auth-accounts.ts';
import type { StatusChange, StatusChangeOutcome } from './practitioner-status-store.ts';
import type { DeletedUserData, UserDataDeletion } from './user-deletion.ts';
import type { EnquiryInbox } from '../enquiries/enquiry-record.ts';
import type { SendMail } from '../../platform/mail/mail.ts';
import type { GetUserRecord } from '../../platform/http/auth.ts';

export interface AdminDeps {
  /** Read per request: configuration has no values while the code is being loaded. */
  settings: () => Pick<AppConfig, 'appOrigin'>;
  sendMail: SendMail;
  mailFailures: {
    record(failure: AccountMailFailure): Promise<void>;
  };
  practitionerStatuses: {
    change(change: StatusChange): Promise<StatusChangeOutcome>;
  };
  users: {
    getRecord: GetUserRecord;
    getAccount(uid: string): Promise<AuthAccount | null>;
    /** Resolves whether there was an account to delete. */
    deleteAccount(uid: string): Promise<boolean>;
    deleteData(deletion: UserDataDeletion): Promise<DeletedUserData>;
  };
  enquiries: EnquiryInbox;
  recordAudit(record: AuditRecord): Promise<void>;
}
