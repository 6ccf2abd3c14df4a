import type { AppConfig } from '../../platform/config.ts';
import type { EnquiryStore } from './enquiry-record.ts';
import type { SendMail } from '../../platform/mail/mail.ts';
import type { RateLimitCounters } from '../../platform/rate-limit/rate-limit-store.ts';

/** What POST /enquiry needs from the outside world: Firebase in production, memory in unit tests. */
export interface EnquiryDeps {
  /** Read per request: configuration has no values while the code is being loaded. */
  settings: () => Pick<AppConfig, 'pharmacyEmail' | 'appOrigin' | 'enquiryRateLimit' | 'identifierHashKey'>;
  store: EnquiryStore;
  sendMail: SendMail;
  rateLimitCounters: RateLimitCounters;
}
