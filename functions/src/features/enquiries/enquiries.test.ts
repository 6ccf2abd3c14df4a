import { describe, expect, it, vi } from 'vitest';
import { SCRIPT_PDF } from '../../../../tests/support/file-fixtures.ts';
import { submitEnquiry, type EnquirySubmission } from './enquiries.ts';
import { MailDeliveryError } from '../../platform/mail/mail-errors.ts';
import type { MailMessage } from '../../platform/mail/mail-message.ts';
import { memoryEnquiryStore, type EnquiryStoreContents } from './testing/memory-enquiry-store.ts';

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), error: vi.fn() }));

const NOW = new Date('2026-03-02T03:04:05.000Z');

const script: EnquirySubmission = {
  kind: 'script',
  fields: {
    firstName: 'Jane',
    lastName: 'Citizen',
    email: 'jane@example.com',
    contactNumber: '+61412345678',
    notes: 'Please call after 3pm.',
  },
  attachment: { fileName: 'script.pdf', contentType: 'application/pdf', content: SCRIPT_PDF.content },
  escriptToken: null,
};

function setUp(sendMail: (message: MailMessage) => Promise<void> = async () => undefined) {
  const contents: EnquiryStoreContents = { enquiries: new Map(), files: new Map() };
  const store = memoryEnquiryStore(contents);
  const send = vi.fn(sendMail);
  const deps = { store, sendMail: send, pharmacyEmail: () => 'orders@pharmacy.test', appOrigin: () => 'https://pharmacy.test', now: () => NOW };
  return { contents, store, send, deps };
}

describe('submitting an enquiry', () => {
  it('stores the file, then the document pointing at it, and sends both e-mails', async () => {
    const { contents, store, send, deps } = setUp();
    const saveFile = vi.spyOn(store, 'saveAttachment');
    const createDocument = vi.spyOn(store, 'create');
    const id = await submitEnquiry(script, deps);

    expect(saveFile.mock.invocationCallOrder[0]).toBeLessThan(createDocument.mock.invocationCallOrder[0]!);
    expect(contents.files.get(`enquiries/${id}/script.pdf`)).toEqual({
      content: SCRIPT_PDF.content,
      contentType: 'application/pdf',
    });
    expect(contents.enquiries.get(id)).toMatchObject({
      kind: 'script',
      subject: 'New Prescription Script Upload',
      contactNumber: '+61412345678',
      attachment: { storagePath: `enquiries/${id}/script.pdf`, contentType: 'application/pdf', size: SCRIPT_PDF.content.byteLength },
      status: 'new',
      mail: { pharmacy: { status: 'sent', attempts: 1 }, acknowledgement: { status: 'sent', attempts: 1 } },
      needsMailResend: false,
    });
    expect(send.mock.calls.map(([message]) => message.to).sort()).toEqual(['jane@example.com', 'orders@pharmacy.test']);
  });

  it('removes the file again when the document cannot be written, and fails', async () => {
    const { contents, store, deps } = setUp();
    store.create = async () => {
      throw new Error('DEADLINE_EXCEEDED');
    };
    await expect(submitEnquiry(script, deps)).rejects.toThrow('DEADLINE_EXCEEDED');
    expect(contents.files.size).toBe(0);
  });

  it('succeeds when an e-mail fails, recording it for a retry', async () => {
    const { contents, deps } = setUp(async (message) => {
      if (message.to === 'jane@example.com') throw new MailDeliveryError('sendgrid', 503, ['Service Unavailable']);
    });
    const id = await submitEnquiry(script, deps);
    expect(contents.enquiries.get(id)).toMatchObject({
      mail: {
        pharmacy: { status: 'sent', attempts: 1, error: null },
        acknowledgement: {
          status: 'failed',
          attempts: 1,
          error: 'Mail delivery through sendgrid failed (503): Service Unavailable',
          lastAttemptAt: NOW,
        },
      },
      needsMailResend: true,
    });
  });

  it('still succeeds when the e-mail state cannot be recorded, leaving the enquiry for the retry job', async () => {
    const { contents, store, deps } = setUp();
    store.updateMail = async () => {
      throw new Error('UNAVAILABLE');
    };
    const id = await submitEnquiry(script, deps);
    expect(contents.enquiries.get(id)).toMatchObject({ needsMailResend: true });
  });

  it('stores an enquiry without a file as having no attachment', async () => {
    const { contents, deps } = setUp();
    const id = await submitEnquiry({ ...script, kind: 'contact', attachment: null }, deps);
    expect(contents.enquiries.get(id)).toMatchObject({ subject: 'New Contact Enquiry', attachment: null });
    expect(contents.files.size).toBe(0);
  });
});
