import { describe, expect, it } from 'vitest';
import { SITE, USER_STATUSES } from '@pharmacy/shared';
import { practitionerStatusMail } from './practitioner-status-mail.ts';
import { practitionerRecord } from './testing/practitioner-fixtures.ts';

const ORIGIN = 'https://pharmacy.test';
const ada = practitionerRecord();

describe('practitioner status e-mails', () => {
  it('tell an approved practitioner where to log in', () => {
    const mail = practitionerStatusMail(ada, 'approved', ORIGIN);
    expect(mail.to).toBe('ada@clinic.test');
    expect(mail.subject).toBe(`Your ${SITE.productName} practitioner account is approved`);
    expect(mail.text).toContain('Hello Ada,');
    expect(mail.text).toContain('log in at https://pharmacy.test/practitioners ');
  });

  it('tell a rejected practitioner how to reach the pharmacy, and offer no login link', () => {
    const mail = practitionerStatusMail(ada, 'rejected', ORIGIN);
    expect(mail.text).toContain(`contact us on ${SITE.phone} or at ${SITE.email}.`);
    expect(mail.text).not.toContain(ORIGIN);
  });

  it('tell a practitioner put back under review that they cannot log in until approved', () => {
    const mail = practitionerStatusMail(ada, 'pending', ORIGIN);
    expect(mail.subject).toMatch(/under review$/);
    expect(mail.text).toContain('you cannot log in');
  });

  it.each(USER_STATUSES)('greet a record without a first name politely (%s)', (status) => {
    const mail = practitionerStatusMail(practitionerRecord({ firstName: '' }), status, ORIGIN);
    expect(mail.text.startsWith('Hello,\n\n')).toBe(true);
  });
});
