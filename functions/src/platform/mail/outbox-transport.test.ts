import { describe, expect, it, vi } from 'vitest';
import { createOutboxTransport } from './outbox-transport.ts';
import type { OutgoingMail } from './mail-message.ts';

const script = Buffer.from('%PDF-1.7 patient: Jane Citizen, DOB 01/02/1980');

const mail: OutgoingMail = {
  to: ['orders@harbourside-compounding.com.au'],
  from: 'no-reply@harbourside-compounding.com.au',
  replyTo: 'jane@example.com',
  subject: 'Prescription upload',
  text: 'A script was uploaded.',
  html: '<p>A script was uploaded.</p>',
  attachments: [{ filename: 'script.pdf', content: script, contentType: 'application/pdf' }],
};

describe('the outbox transport', () => {
  it('records what would have been sent, with attachment names and sizes but not content', async () => {
    const record = vi.fn().mockResolvedValue('id-1');
    const transport = createOutboxTransport(record, () => new Date('2026-03-01T00:00:00.000Z'));

    await transport.deliver(mail);

    expect(record).toHaveBeenCalledWith({
      to: ['orders@harbourside-compounding.com.au'],
      from: 'no-reply@harbourside-compounding.com.au',
      replyTo: 'jane@example.com',
      subject: 'Prescription upload',
      text: 'A script was uploaded.',
      html: '<p>A script was uploaded.</p>',
      attachments: [{ filename: 'script.pdf', size: script.byteLength, contentType: 'application/pdf' }],
      createdAt: '2026-03-01T00:00:00.000Z',
    });
    expect(JSON.stringify(record.mock.calls)).not.toContain('Jane Citizen');
  });
});
