import { describe, expect, it } from 'vitest';
import { SITE, type PendingRegistration } from '@pharmacy/shared';
import {
  newRegistrationMail,
  passwordResetLink,
  passwordResetMail,
  verificationLink,
  verificationMail,
  welcomeMail,
} from './account-mail.ts';

const ORIGIN = 'https://pharmacy.test';

const registration: PendingRegistration = {
  uid: 'u1',
  firstName: 'Ada',
  lastName: 'Lim',
  practitionerNumber: 'MED0001234567',
  clinicName: 'Balmain Family Clinic',
  clinicAddress: '1 Darling Street, Balmain NSW 2041, Australia',
  email: 'ada@clinic.test',
};

describe('account e-mails', () => {
  it('build links to our own pages, with the secret URL-encoded', () => {
    expect(verificationLink(ORIGIN, 'abc_-1')).toBe('https://pharmacy.test/verify?token=abc_-1');
    expect(passwordResetLink(ORIGIN, 'a+b/c=')).toBe('https://pharmacy.test/reset-password?oobCode=a%2Bb%2Fc%3D');
  });

  it('send the verification link to the practitioner, saying how long it works', () => {
    const link = verificationLink(ORIGIN, 'token-1');
    const mail = verificationMail(registration, link);
    expect(mail.to).toBe('ada@clinic.test');
    expect(mail.subject).toContain(SITE.productName);
    // Not greeted by the typed name: the address is not proven yet.
    expect(mail.text).toMatch(/^Hello,\n/);
    expect(mail.text).not.toContain('Ada');
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.text).toContain('expires in 24 hours');
    expect(mail.text).toContain(SITE.phone);
  });

  it('welcome the practitioner and say that their account awaits approval', () => {
    const mail = welcomeMail(registration, ORIGIN);
    expect(mail.to).toBe('ada@clinic.test');
    expect(mail.text).toContain('awaiting approval');
    expect(mail.text).toContain(`${ORIGIN}/practitioners`);
  });

  it('tell the admin team a registration awaits review, with its reference and a link, and nothing the registrant typed', () => {
    const mail = newRegistrationMail(registration.uid, 'orders@pharmacy.test', ORIGIN);
    expect(mail.to).toBe('orders@pharmacy.test');
    // No Reply-To: a reply would start a conversation through the overseas provider (decision 017).
    expect(mail).not.toHaveProperty('replyTo');
    expect(mail.subject).toBe('New practitioner registration awaiting review: u1');
    expect(mail.text).toContain('Reference: u1');
    expect(mail.text).toContain(`\n${ORIGIN}/admin?status=pending\n`);
    const sent = `${mail.subject}\n${mail.text}`;
    for (const typed of ['Ada', 'Lim', 'MED0001234567', 'Balmain', 'Darling Street', 'ada@clinic.test']) {
      expect(sent).not.toContain(typed);
    }
  });

  it('send the password-reset link, saying it expires in an hour and may be ignored', () => {
    const link = passwordResetLink(ORIGIN, 'code-1');
    const mail = passwordResetMail('ada@clinic.test', link);
    expect(mail.to).toBe('ada@clinic.test');
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.text).toContain('expires in 1 hour');
    expect(mail.text).toContain('If you did not ask to reset your password, you can ignore this email');
  });
});
