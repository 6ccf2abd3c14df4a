import { describe, expect, it } from 'vitest';
import { SITE } from '@pharmacy/shared';
import { SCRIPT_PDF } from '../../../../tests/support/file-fixtures.ts';
import type { Enquiry } from './enquiry-record.ts';
import { acknowledgementMail, pharmacyMail } from './enquiry-mail.ts';

const pendingState = { status: 'pending', attempts: 0, error: null, lastAttemptAt: null } as const;

const enquiry: Enquiry = {
  id: 'abc123',
  kind: 'script',
  subject: 'New Prescription Script Upload',
  firstName: 'Jane',
  lastName: 'Citizen',
  email: 'jane@example.com',
  contactNumber: '+61412345678',
  notes: 'Allergic to lactose; please call after 3pm.',
  attachment: {
    storagePath: 'enquiries/abc123/hormone-script.pdf',
    contentType: 'application/pdf',
    size: 2048,
    fileName: 'hormone-script.pdf',
  },
  // 2:30 pm on a Monday in Sydney (daylight saving time).
  createdAt: new Date('2026-03-02T03:30:00.000Z'),
  status: 'new',
  mail: { pharmacy: pendingState, acknowledgement: pendingState },
  needsMailResend: true,
};

describe("the pharmacy's copy", () => {
  const message = pharmacyMail(enquiry, 'orders@pharmacy.test', SCRIPT_PDF.content);

  it('goes to the pharmacy, answerable straight to the sender', () => {
    expect(message).toMatchObject({
      to: 'orders@pharmacy.test',
      replyTo: 'jane@example.com',
      subject: 'New Prescription Script Upload: Jane Citizen',
    });
  });

  it('carries every detail and the file', () => {
    for (const detail of [
      'First name: Jane',
      'Last name: Citizen',
      'Email: jane@example.com',
      'Contact number: 0412 345 678',
      'Attachment: hormone-script.pdf (PDF, 2.0 KB)',
      enquiry.notes!,
      'Received: 2 March 2026 at 2:30 pm (Sydney time)',
      'Reference: abc123',
    ]) {
      expect(message.text).toContain(detail);
    }
    expect(message.attachments).toEqual([
      { filename: 'hormone-script.pdf', content: SCRIPT_PDF.content, contentType: 'application/pdf' },
    ]);
  });

  it('says when there is no file or no notes', () => {
    const bare = pharmacyMail({ ...enquiry, kind: 'contact', notes: null, attachment: null }, 'orders@pharmacy.test', null);
    expect(bare.text).toContain('Attachment: none');
    expect(bare.text).toContain('Notes:\n(none)');
    expect(bare.attachments).toEqual([]);
  });
});

describe("the sender's acknowledgement", () => {
  const message = acknowledgementMail(enquiry);

  it('goes to the sender and gives the phone number and opening hours', () => {
    expect(message.to).toBe('jane@example.com');
    expect(message.subject).toContain('script');
    expect(message.text).toContain('Hi Jane,');
    expect(message.text).toContain(SITE.phone);
    for (const { days, hours } of SITE.openingHours) expect(message.text).toContain(`${days}: ${hours}`);
  });

  it('echoes no health information: no notes, no file, not even its name', () => {
    expect(message.text).not.toContain('lactose');
    expect(message.text).not.toContain('hormone');
    expect(message.attachments ?? []).toEqual([]);
  });
});
