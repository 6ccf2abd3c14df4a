import { describe, expect, it, vi } from 'vitest';
import * as logger from 'firebase-functions/logger';
import { SCRIPT_PNG } from '../../../../tests/support/file-fixtures.ts';
import type { Enquiry, MailState } from './enquiry-record.ts';
import { MAX_MAIL_ATTEMPTS } from './enquiries.ts';
import { MailDeliveryError } from '../../platform/mail/mail-errors.ts';
import type { MailMessage } from '../../platform/mail/mail-message.ts';
import { RETRY_BATCH_SIZE } from '../../platform/mail/mail-retry.ts';
import { resendEnquiryMail } from './enquiry-mail-retry.ts';
import { SUBMITTED_AT, failedMail, sentMail, storedEnquiry } from './testing/enquiry-fixtures.ts';
import { memoryEnquiryStore, type EnquiryStoreContents } from './testing/memory-enquiry-store.ts';

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), error: vi.fn() }));

const NOW = new Date('2026-03-02T03:00:00.000Z');
const HOUR_AGO = SUBMITTED_AT;

const sent = sentMail;
const failed = failedMail;

const enquiry = storedEnquiry;

function setUp(enquiries: Enquiry[], sendMail: (message: MailMessage) => Promise<void> = async () => undefined) {
  const contents: EnquiryStoreContents = {
    enquiries: new Map(enquiries.map((item) => [item.id, item])),
    files: new Map(enquiries.map((item) => [item.attachment!.storagePath, { content: SCRIPT_PNG.content, contentType: 'image/png' }])),
  };
  const send = vi.fn(sendMail);
  const deps = { store: memoryEnquiryStore(contents), sendMail: send, pharmacyEmail: () => 'orders@pharmacy.test', appOrigin: () => 'https://pharmacy.test', now: () => NOW };
  return { contents, send, deps };
}

describe('resending enquiry e-mails', () => {
  it('sends only the failed e-mail, the notice with its inbox link and no file, and clears the flag', async () => {
    const { contents, send, deps } = setUp([enquiry('a')]);

    expect(await resendEnquiryMail(deps)).toEqual({ enquiries: 1, sent: 1, failed: 0 });

    expect(send).toHaveBeenCalledOnce();
    const [message] = send.mock.calls[0]!;
    expect(message.to).toBe('orders@pharmacy.test');
    expect(message.text).toContain('https://pharmacy.test/admin?view=enquiries');
    expect(message.attachments ?? []).toEqual([]);
    expect(contents.enquiries.get('a')).toMatchObject({
      mail: { pharmacy: { status: 'sent', attempts: 2, lastAttemptAt: NOW }, acknowledgement: sent() },
      needsMailResend: false,
    });
  });

  it('counts another failed attempt and keeps the enquiry for the next run', async () => {
    const { contents, deps } = setUp([enquiry('a')], async () => {
      throw new MailDeliveryError('sendgrid', 401, ['Unauthorized']);
    });
    expect(await resendEnquiryMail(deps)).toEqual({ enquiries: 1, sent: 0, failed: 1 });
    expect(contents.enquiries.get('a')).toMatchObject({
      mail: { pharmacy: { status: 'failed', attempts: 2, error: 'Mail delivery through sendgrid failed (401): Unauthorized' } },
      needsMailResend: true,
    });
  });

  it('sends e-mails left pending by a request that died, but not those of a request still running', async () => {
    const pendingState: MailState = { status: 'pending', attempts: 0, error: null, lastAttemptAt: null };
    const stale = enquiry('stale', { mail: { pharmacy: pendingState, acknowledgement: pendingState } });
    const running = enquiry('running', { createdAt: new Date(NOW.getTime() - 60_000), mail: stale.mail });
    const { send, deps } = setUp([stale, running]);

    expect(await resendEnquiryMail(deps)).toEqual({ enquiries: 1, sent: 2, failed: 0 });
    expect(send.mock.calls.map(([message]) => message.to).sort()).toEqual(['orders@pharmacy.test', 'stale@example.com']);
  });

  it('retries an old enquiry even when a full batch of younger ones is still inside its request', async () => {
    const young = Array.from({ length: RETRY_BATCH_SIZE }, (_, index) =>
      enquiry(`young-${index}`, { createdAt: new Date(NOW.getTime() - 60_000) }),
    );
    const { contents, deps } = setUp([...young, enquiry('old')]);

    expect(await resendEnquiryMail(deps)).toEqual({ enquiries: 1, sent: 1, failed: 0 });
    expect(contents.enquiries.get('old')?.needsMailResend).toBe(false);
  });

  it('takes the oldest first when more are due than one run sends', async () => {
    const due = Array.from({ length: RETRY_BATCH_SIZE }, (_, index) =>
      enquiry(`due-${index}`, { createdAt: new Date(HOUR_AGO.getTime() + index * 1000) }),
    );
    const { contents, deps } = setUp([...due, enquiry('oldest', { createdAt: new Date(HOUR_AGO.getTime() - 1000) })]);

    expect(await resendEnquiryMail(deps)).toEqual({ enquiries: RETRY_BATCH_SIZE, sent: RETRY_BATCH_SIZE, failed: 0 });
    expect(contents.enquiries.get('oldest')?.needsMailResend).toBe(false);
    expect(contents.enquiries.get(`due-${RETRY_BATCH_SIZE - 1}`)?.needsMailResend).toBe(true);
  });

  it('gives up after the last attempt and says so in the logs', async () => {
    const { contents, deps } = setUp(
      [enquiry('a', { mail: { pharmacy: failed(MAX_MAIL_ATTEMPTS - 1), acknowledgement: sent() } })],
      async () => {
        throw new MailDeliveryError('sendgrid', 500, ['Internal Server Error']);
      },
    );
    await resendEnquiryMail(deps);
    expect(contents.enquiries.get('a')).toMatchObject({
      mail: { pharmacy: { status: 'failed', attempts: MAX_MAIL_ATTEMPTS } },
      needsMailResend: false,
    });
    expect(logger.error).toHaveBeenCalledWith('Gave up sending enquiry e-mail', expect.objectContaining({ enquiryId: 'a' }));
  });

  it('sends the notice without reading the file: the file never leaves Storage', async () => {
    const { contents, deps } = setUp([enquiry('a'), enquiry('b')]);
    contents.files.delete('enquiries/a/script.png');
    expect(await resendEnquiryMail(deps)).toEqual({ enquiries: 2, sent: 2, failed: 0 });
    expect(contents.enquiries.get('a')?.needsMailResend).toBe(false);
  });
});
