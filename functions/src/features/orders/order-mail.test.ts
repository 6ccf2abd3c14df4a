import { describe, expect, it } from 'vitest';
import { MAIL_SUBMISSION_LABEL, SITE, formatAddress } from '@pharmacy/shared';
import { orderRecord, withTokens } from './testing/order-fixtures.ts';
import { orderStatusMail, originalReminderMail, pharmacyOrderMail, practitionerConfirmationMail } from './order-mail.ts';

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

  it('says where and by when to post the originals of a mailed script and of an uploaded copy, and links to My Requests', () => {
    expect(mail.text).toContain(
      `2 items need the original paper scripts (1 marked ${MAIL_SUBMISSION_LABEL}; 1 sent with a copy of the script only, which is not a prescription we may dispense from): please post them within 7 days (by 9 March 2026)`,
    );
    expect(mail.text).toContain(formatAddress());
    expect(mail.text).toContain(`See the request in My Requests: ${ORIGIN}/dashboard`);
  });

  it('names no medicine, note, file or person', () => {
    expectNoOrderDetails(mail.text);
    expectNoOrderDetails(mail.html ?? '');
  });

  it('says a mailed script is marked Mail Submission when only mailed scripts are awaited', () => {
    const mailedOnly = orderRecord('HC-260302-K7QX');
    mailedOnly.items.shift();
    expect(practitionerConfirmationMail(mailedOnly, ORIGIN).text).toContain(
      `One item needs the original paper script (marked ${MAIL_SUBMISSION_LABEL}): please post it within 7 days`,
    );
  });

  it('has no posting paragraph when every item came with its e-script token', () => {
    const tokensOnly = withTokens(orderRecord('HC-260302-K7QX'));
    expect(practitionerConfirmationMail(tokensOnly, ORIGIN).text).not.toContain(formatAddress());
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

describe('the reminders about awaited originals', () => {
  const dueSoon = originalReminderMail(order, 'dueSoon', ORIGIN);
  const overdue = originalReminderMail(order, 'overdue', ORIGIN);

  it('go to the practitioner with the request ID, the due date and a link to My Requests', () => {
    expect(dueSoon.to).toBe('alice@clinic.test');
    expect(dueSoon.subject).toBe('Original script due by 9 March 2026 for order request HC-260302-K7QX');
    expect(dueSoon.text).toContain('the original paper scripts for 2 items of your order request HC-260302-K7QX. They are due by 9 March 2026.');
    expect(overdue.subject).toBe('Original script overdue for order request HC-260302-K7QX');
    expect(overdue.text).toContain('which were due by 9 March 2026. We cannot dispense those items until they arrive.');
    for (const mail of [dueSoon, overdue]) {
      expect(mail.text).toContain(formatAddress());
      expect(mail.text).toContain(`See the request in My Requests: ${ORIGIN}/dashboard`);
    }
  });

  it('name no medicine, note, file or person', () => {
    for (const mail of [dueSoon, overdue]) {
      expectNoOrderDetails(mail.text);
      expectNoOrderDetails(mail.html ?? '');
    }
  });
});
