/**
 * What the account routes need from the outside world: this folder's stores implement it with
 * Firebase (wired in index.ts), the unit tests with in-memory fakes.
 */
import type { PendingRegistration } from '@pharmacy/shared';
import type { AppConfig } from '../../platform/config.ts';
import type { AccountMailFailure } from './account-mail-failures.ts';
import type { AuthAccount } from './auth-accounts.ts';
import type { ConsumedVerification, IssueLimit, NewVerification } from './email-verifications.ts';
import type { SendMail } from '../../platform/mail/mail.ts';
import type { RateLimitCounters } from '../../platform/rate-limit/rate-limit-store.ts';

export interface AccountDeps {
  /** Read per request: configuration has no values while the code is being loaded. */
  settings: () => Pick<AppConfig, 'appOrigin' | 'pharmacyEmail' | 'accountEmailRateLimit' | 'identifierHashKey'>;
  sendMail: SendMail;
  authAccounts: {
    get(uid: string): Promise<AuthAccount | null>;
    markEmailVerified(uid: string): Promise<void>;
    passwordResetCode(email: string): Promise<string | null>;
  };
  emailVerifications: {
    issue(verification: NewVerification, limit: IssueLimit): Promise<'issued' | 'rate_limited'>;
    consume(tokenHash: string, now: Date): Promise<ConsumedVerification>;
  };
  pendingRegistrations: {
    get(uid: string): Promise<PendingRegistration | null>;
    save(registration: PendingRegistration, now: Date): Promise<void>;
    delete(uid: string): Promise<void>;
  };
  practitionerRecords: {
    createIfMissing(registration: PendingRegistration): Promise<boolean>;
  };
  /** The per-client and per-address limits on account e-mails (shared with the other limiters). */
  rateLimitCounters: RateLimitCounters;
  mailFailures: {
    record(failure: AccountMailFailure): Promise<void>;
  };
}
