import { describe, expect, it } from 'vitest';
import { MAIL_SUBMISSION_LABEL, ORDER_MESSAGES, SITE, formatAddress } from '@pharmacy/shared';
import { orderRecord } from './testing/order-fixtures.ts';
import { orderStatusMail, pharmacyOrderMail, practitionerConfirmationMail } from './order-mail.ts';

const order = orderRecord('HC-260302-K7QX', { notes: 'Deliver to <b>the clinic</b> & call first' });
order.items[1]!.notes = 'Zinc 10% in a cream base';

describe("the practitioner's confirmation", () => {
  const mail = practitionerConfirmationMail(order);

  it('goes to the practitioner, naming the request ID', () => {
    expect(mail.to).toBe('alice@clinic.test');
    expect(mail.subject).toBe(`Order request HC-260302-K7QX received - ${SITE.productName}`);
    expect(mail.text).toContain('Request ID: HC-260302-K7QX');
    expect(mail.text).toContain('Submitted: 2 March 2026 at 2:00 pm (Sydney time)');
  });

  it('lists every item, its script and, for a mailed script, where and by when to post it', () => {
    expect(mail.text).toContain(
      [
        '1. Hydrocortisone Cream',
        'Condition: Dermatitis',
        'Strength: 1%',
        'Amount: 30g',
        'Quantity: 2',
        'Script: uploaded (script.pdf)',
      ].join('\n'),
    );
    expect(mail.text).toContain(
      ['2. Custom Formula', 'Condition: Other', 'Quantity: 1', `Script: ${MAIL_SUBMISSION_LABEL}. ${ORDER_MESSAGES.mailInstruction}`].join('\n'),
    );
    expect(mail.text).toContain(formatAddress());
  });

  it('does not repeat notes, which may describe the patient', () => {
    expect(mail.text).not.toContain('Zinc');
    expect(mail.text).not.toContain('Deliver to');
  });

  it('says the same in HTML, escaped', () => {
    expect(mail.html).toContain('<html lang="en-AU">');
    expect(mail.html).toContain('1. Hydrocortisone Cream<br>');
    expect(mail.html).toContain('Strength: 1%');
  });

  it('has no posting paragraph when every script was uploaded', () => {
    const uploadedOnly = orderRecord('HC-260302-K7QX');
    uploadedOnly.items.pop();
    expect(practitionerConfirmationMail(uploadedOnly).text).not.toContain(formatAddress());
  });
});

describe("the pharmacy's copy", () => {
  const mail = pharmacyOrderMail(order, 'orders@pharmacy.test');

  it('goes to the pharmacy, answerable to the practitioner', () => {
    expect(mail.to).toBe('orders@pharmacy.test');
    expect(mail.replyTo).toBe('alice@clinic.test');
    expect(mail.subject).toBe('New order request HC-260302-K7QX: Alice Nguyen (Balmain Family Clinic)');
  });

  it('has the practitioner, every item with its notes, and the order notes', () => {
    for (const line of [
      'Practitioner: Alice Nguyen',
      'Practitioner number: MED0001234567',
      'Clinic address: 1 Darling Street, Balmain NSW 2041',
      'Items (2, total quantity 3):',
      'Notes: Zinc 10% in a cream base',
      'Deliver to <b>the clinic</b> & call first',
    ]) {
      expect(mail.text).toContain(line);
    }
  });

  it('escapes what the practitioner typed in the HTML', () => {
    expect(mail.html).toContain('Deliver to &lt;b&gt;the clinic&lt;/b&gt; &amp; call first');
    expect(mail.html).not.toContain('<b>');
  });

  it('attaches no script', () => {
    expect(mail.attachments).toBeUndefined();
  });
});

describe("the practitioner's status notice", () => {
  it('names the request and its new status', () => {
    const mail = orderStatusMail({ ...order, status: 'ready' });
    expect(mail.to).toBe('alice@clinic.test');
    expect(mail.subject).toBe('Your order request HC-260302-K7QX is now Ready');
    expect(mail.text).toContain('Hello Alice,');
    expect(mail.text).toContain('1. Hydrocortisone Cream');
    expect(mail.text).not.toContain('Zinc');
  });

  it('asks the practitioner to contact the pharmacy about a cancelled request', () => {
    const mail = orderStatusMail({ ...order, status: 'cancelled' });
    expect(mail.subject).toBe('Your order request HC-260302-K7QX is now Cancelled');
    expect(mail.text).toContain(SITE.phone);
    expect(mail.text).toContain(SITE.email);
  });
});
