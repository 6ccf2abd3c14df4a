import { describe, expect, it } from 'vitest';
import { SITE } from '@pharmacy/shared';
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
  escriptToken: null,
  // 2:30 pm on a Monday in Sydney (daylight saving time).
  createdAt: new Date('2026-03-02T03:30:00.000Z'),
  status: 'new',
  mail: { pharmacy: pendingState, acknowledgement: pendingState },
  needsMailResend: true,
};

describe("the pharmacy's notice", () => {
  const message = pharmacyMail(enquiry, 'orders@pharmacy.test', 'https://pharmacy.test');

  it('goes to the pharmacy, named by its reference', () => {
    expect(message).toMatchObject({ to: 'orders@pharmacy.test', subject: 'New Prescription Script Upload: abc123' });
    expect(message.replyTo).toBeUndefined();
  });

  it('links to the enquiries inbox and says what arrived, with its reference, time and file kind', () => {
    for (const detail of [
      'A new script upload has arrived through the website.',
      'Reference: abc123',
      'Received: 2 March 2026 at 2:30 pm (Sydney time)',
      'File: PDF, 2.0 KB',
      'https://pharmacy.test/admin?view=enquiries',
    ]) {
      expect(message.text).toContain(detail);
    }
  });

  it("carries nothing the sender typed, and not the file: they stay in the portal, in Sydney", () => {
    for (const typed of ['Jane', 'Citizen', 'jane@example.com', '412', 'lactose', 'hormone']) {
      expect(`${message.subject}\n${message.text}`).not.toContain(typed);
    }
    expect(message.attachments ?? []).toEqual([]);
  });

  it('says when there is no file', () => {
    const bare = pharmacyMail({ ...enquiry, kind: 'contact', notes: null, attachment: null }, 'orders@pharmacy.test', 'https://pharmacy.test');
    expect(bare.text).toContain('A new contact enquiry has arrived through the website.');
    expect(bare.text).toContain('File: none');
  });
});

describe("the sender's acknowledgement", () => {
  const message = acknowledgementMail(enquiry);

  it('goes to the sender and gives the phone number and opening hours', () => {
    expect(message.to).toBe('jane@example.com');
    expect(message.subject).toContain('script');
    expect(message.text).toMatch(/^Hello,\n/);
    expect(message.text).not.toContain('Jane');
    expect(message.text).toContain(SITE.phone);
    for (const { days, hours } of SITE.openingHours) expect(message.text).toContain(`${days}: ${hours}`);
  });

  it('echoes no health information: no notes, no file, not even its name', () => {
    expect(message.text).not.toContain('lactose');
    expect(message.text).not.toContain('hormone');
    expect(message.attachments ?? []).toEqual([]);
  });
});
