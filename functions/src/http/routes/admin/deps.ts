/**
 * What the admin routes need from the outside world: data/* implements it with
 * Firebase (wired in index.ts), the unit tests with in-memory fakes.
 */
import type { AppConfig } from '../../../config.ts';
import type { AccountMailFailure } from '../../../data/account-mail-failures.ts';
import type { AuditRecord } from '../../../data/audit-log.ts';
import type { AuthAccount } from '../../../data/auth-accounts.ts';
import type { StatusChange, StatusChangeOutcome } from '../../../data/practitioner-status.ts';
import type { DeletedUserData, UserDataDeletion } from '../../../data/user-deletion.ts';
import type { EnquiryInbox } from '../../../services/enquiry-record.ts';
import type { SendMail } from '../../../services/mail.ts';
import type { GetUserRecord } from '../../auth.ts';

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
