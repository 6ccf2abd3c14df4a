import type { AppConfig } from '../../../config.ts';
import type { EnquiryStore } from '../../../services/enquiry-record.ts';
import type { SendMail } from '../../../services/mail.ts';
import type { RateLimitCounters } from '../../../services/rate-limit-store.ts';

/** What POST /enquiry needs from the outside world: Firebase in production, memory in unit tests. */
export interface EnquiryDeps {
  /** Read per request: configuration has no values while the code is being loaded. */
  settings: () => Pick<AppConfig, 'pharmacyEmail' | 'enquiryRateLimit'>;
  store: EnquiryStore;
  sendMail: SendMail;
  rateLimitCounters: RateLimitCounters;
}
