import { describe, expect, it } from 'vitest';
import { MAIL_SUBMISSION_LABEL, SITE, formatAddress } from '@pharmacy/shared';
import { orderRecord } from './testing/order-fixtures.ts';
import { orderStatusMail, pharmacyOrderMail, practitionerConfirmationMail } from './order-mail.ts';

const ORIGIN = 'https://pharmacy.test';
const order = orderRecord('HC-260302-K7QX', { notes: 'Deliver to <b>the clinic</b> & call first' });
order.items[1]!.notes = 'Zinc 10% in a cream base';

/** Nothing of the order but its ID and counts: the mail provider is overseas (decision 017). */
function expectNoOrderDetails(text: string) {
  for (const detail of [
    'Hydrocortisone',
    'Custom Formula',
    'Dermatitis',
    '1%',
    '30g',
    'script.pdf',
    'Zinc',
    'Lactose',
    'Deliver to',
    'Alice',
    'Nguyen',
    'MED0001234567',
    'Balmain Family Clinic',
  ]) {
    expect(text, `the e-mail names ${detail}`).not.toContain(detail);
  }
}

describe("the practitioner's confirmation", () => {
  const mail = practitionerConfirmationMail(order, ORIGIN);

  it('goes to the practitioner, naming the request ID, the time and how many items', () => {
    expect(mail.to).toBe('alice@clinic.test');
    expect(mail.subject).toBe(`Order request HC-260302-K7QX received - ${SITE.productName}`);
    expect(mail.text).toContain('Hello,');
    expect(mail.text).toContain('Request ID: HC-260302-K7QX');
    expect(mail.text).toContain('Submitted: 2 March 2026 at 2:00 pm (Sydney time)');
    expect(mail.text).toContain('Items: 2');
  });

  it('says where and by when to post the original of a mailed script, and links to My Requests', () => {
    expect(mail.text).toContain(`One item is marked ${MAIL_SUBMISSION_LABEL}: please post the original paper script within 7 days`);
    expect(mail.text).toContain(formatAddress());
    expect(mail.text).toContain(`See the request in My Requests: ${ORIGIN}/dashboard`);
  });

  it('names no medicine, note, file or person', () => {
    expectNoOrderDetails(mail.text);
    expectNoOrderDetails(mail.html ?? '');
  });

  it('has no posting paragraph when every script was uploaded', () => {
    const uploadedOnly = orderRecord('HC-260302-K7QX');
    uploadedOnly.items.pop();
    expect(practitionerConfirmationMail(uploadedOnly, ORIGIN).text).not.toContain(formatAddress());
  });
});

describe("the pharmacy's notice", () => {
  const mail = pharmacyOrderMail(order, 'orders@pharmacy.test', ORIGIN);

  it('goes to the pharmacy with the request ID and a link to the orders queue', () => {
    expect(mail.to).toBe('orders@pharmacy.test');
    expect(mail.subject).toBe('New order request HC-260302-K7QX');
    expect(mail.text).toContain('New order request HC-260302-K7QX from the practitioner portal (2 items).');
    expect(mail.text).toContain(`${ORIGIN}/admin?view=orders`);
  });

  it('carries neither the prescriber, the items, the notes nor a reply-to address', () => {
    expectNoOrderDetails(mail.text);
    expectNoOrderDetails(mail.html ?? '');
    expect(mail.replyTo).toBeUndefined();
    expect(mail.text).not.toContain('alice@clinic.test');
  });

  it('attaches no script', () => {
    expect(mail.attachments).toBeUndefined();
  });
});

describe("the practitioner's status notice", () => {
  it('names the request and its new status, and links to My Requests', () => {
    const mail = orderStatusMail({ ...order, status: 'ready' }, ORIGIN);
    expect(mail.to).toBe('alice@clinic.test');
    expect(mail.subject).toBe('Your order request HC-260302-K7QX is now Ready');
    expect(mail.text).toContain('Your order request HC-260302-K7QX is now Ready. It is ready for collection or delivery.');
    expect(mail.text).toContain(`${ORIGIN}/dashboard`);
    expectNoOrderDetails(mail.text);
  });

  it('asks the practitioner to contact the pharmacy about a cancelled request', () => {
    const mail = orderStatusMail({ ...order, status: 'cancelled' }, ORIGIN);
    expect(mail.subject).toBe('Your order request HC-260302-K7QX is now Cancelled');
    expect(mail.text).toContain(SITE.phone);
    expect(mail.text).toContain(SITE.email);
  });
});
