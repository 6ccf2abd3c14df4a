/**
 * Test helper: EnquiryDeps in memory, behaving like the Firebase implementations
 * (documents and files keyed by path, counters replaced atomically).
 */
import { vi } from 'vitest';
import { MailDeliveryError } from '../../../platform/mail/mail-errors.ts';
import type { MailMessage } from '../../../platform/mail/mail-message.ts';
import { memoryEnquiryStore, type EnquiryStoreContents } from './memory-enquiry-store.ts';
import { memoryRateLimitCounters } from '../../../platform/rate-limit/testing/memory-rate-limit-counters.ts';
import type { WindowCount } from '../../../platform/rate-limit/rate-limit-store.ts';
import type { EnquiryDeps } from '../deps.ts';

export interface FakeEnquiryWorld extends EnquiryStoreContents {
  sent: MailMessage[];
  /** Mail to these addresses fails like a SendGrid refusal. */
  failingRecipients: Set<string>;
  counters: Map<string, WindowCount>;
}

export const FAKE_ENQUIRY_SETTINGS = { pharmacyEmail: 'orders@pharmacy.test', appOrigin: 'https://pharmacy.test', enquiryRateLimit: 3, identifierHashKey: 'unit-test-identifier-hash-key-32chars' };

export function createFakeEnquiryDeps(): { deps: EnquiryDeps; world: FakeEnquiryWorld } {
  const { counts, counters } = memoryRateLimitCounters();
  const world: FakeEnquiryWorld = {
    enquiries: new Map(),
    files: new Map(),
    sent: [],
    failingRecipients: new Set(),
    counters: counts,
  };
  const deps: EnquiryDeps = {
    settings: () => FAKE_ENQUIRY_SETTINGS,
    store: memoryEnquiryStore(world),
    sendMail: vi.fn(async (message: MailMessage) => {
      const recipients = [message.to].flat();
      if (recipients.some((to) => world.failingRecipients.has(to))) {
        throw new MailDeliveryError('fake', 503, ['Service Unavailable']);
      }
      world.sent.push(message);
    }),
    rateLimitCounters: counters,
  };
  return { deps, world };
}
