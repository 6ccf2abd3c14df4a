/**
 * Every e-mail the product sends, rendered with sample values (issue 32): none may show a
 * template's workings to the person reading it: no `${` left from a string that was not a
 * template literal, no `{placeholder}` left unfilled, no "undefined", "null" or
 * "[object Object]". The list below is checked against the templates themselves: every
 * function exported by a `*-mail.ts` file under features/ renders here, so a new template
 * cannot be missed.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BREACH_REMINDERS, ORDER_STATUSES, USER_STATUSES, type PendingRegistration } from '@pharmacy/shared';
import type { MailMessage } from './platform/mail/mail-message.ts';
import { newRegistrationMail, noAccountForResetMail, passwordResetMail, verificationMail, welcomeMail } from './features/accounts/account-mail.ts';
import { adminInvitationMail } from './features/admins/admin-invitation-mail.ts';
import { breachReminderMail } from './features/breaches/breach-mail.ts';
import { deliveryFailedMail, patientTrackingMail, receiptsOverdueMail } from './features/consignments/consignment-mail.ts';
import { acknowledgementMail, pharmacyMail } from './features/enquiries/enquiry-mail.ts';
import type { Enquiry } from './features/enquiries/enquiry-record.ts';
import { draftWaitingMail } from './features/order-drafts/order-draft-mail.ts';
import { answerMail, questionMail } from './features/order-questions/order-question-mail.ts';
import { dueReminderMail } from './features/orders/due-reminder-mail.ts';
import { quoteAwaitingMail } from './features/orders/quote-awaiting-mail.ts';
import { orderStatusMail, originalReminderMail, pharmacyOrderMail, practitionerConfirmationMail } from './features/orders/order-mail.ts';
import { orderRecord, withTokens } from './features/orders/testing/order-fixtures.ts';
import { practitionerStatusMail } from './features/practitioners/practitioner-status-mail.ts';
import { staffInvitationMail } from './features/staff/staff-invitation-mail.ts';

const ORIGIN = 'https://pharmacy.test';
const pending = { status: 'pending', attempts: 0, error: null, lastAttemptAt: null } as const;
const registration: PendingRegistration = {
  uid: 'u1',
  firstName: 'Ada',
  lastName: 'Lim',
  practitionerNumber: 'MED0001234567',
  clinicName: 'Balmain Family Clinic',
  clinicAddress: '1 Darling Street, Balmain NSW 2041, Australia',
  email: 'ada@clinic.test',
};
const enquiry = (withFile: boolean): Enquiry => ({
  id: 'abc123',
  kind: withFile ? 'script' : 'contact',
  subject: withFile ? 'New Prescription Script Upload' : 'New Contact Enquiry',
  firstName: 'Jane',
  lastName: 'Citizen',
  email: 'jane@example.com',
  contactNumber: '+61412345678',
  notes: 'Please call after 3pm.',
  attachment: withFile ? { storagePath: 'enquiries/abc123/script.pdf', contentType: 'application/pdf', size: 2048, fileName: 'script.pdf' } : null,
  escriptToken: null,
  createdAt: new Date('2026-03-02T03:30:00.000Z'),
  status: 'new',
  mail: { pharmacy: pending, acknowledgement: pending },
  needsMailResend: true,
});
const order = orderRecord('HC-260302-K7QX');

/** Each template by its exported name, with every variant it has (statuses, kinds). */
const TEMPLATES: Record<string, () => MailMessage[]> = {
  verificationMail: () => [verificationMail(registration, `${ORIGIN}/verify?token=abc`)],
  welcomeMail: () => [welcomeMail(registration, ORIGIN)],
  newRegistrationMail: () => [newRegistrationMail('u1', 'orders@pharmacy.test', ORIGIN)],
  passwordResetMail: () => [passwordResetMail('ada@clinic.test', `${ORIGIN}/reset-password?oobCode=abc`)],
  noAccountForResetMail: () => [noAccountForResetMail('ada@clinic.test', ORIGIN)],
  adminInvitationMail: () => [adminInvitationMail('new-admin@pharmacy.test', `${ORIGIN}/reset-password?oobCode=abc`, ORIGIN)],
  breachReminderMail: () => BREACH_REMINDERS.map((name) => breachReminderMail('breach-1', name, ['admin@pharmacy.test'], ORIGIN)),
  dueReminderMail: () => [dueReminderMail('HC-260302-K7QX', 'alice@clinic.test', ORIGIN)],
  quoteAwaitingMail: () => [quoteAwaitingMail('HC-260302-K7QX', 'alice@clinic.test', ORIGIN)],
  patientTrackingMail: () => [patientTrackingMail(['jane@example.com'], `${ORIGIN}/track/abc123`)],
  deliveryFailedMail: () => [deliveryFailedMail(['alice@clinic.test', 'orders@pharmacy.test'], ['HC-260302-K7QX', 'HC-260302-K7QY'], ORIGIN)],
  receiptsOverdueMail: () => [receiptsOverdueMail('orders@pharmacy.test', 1, ORIGIN), receiptsOverdueMail('orders@pharmacy.test', 3, ORIGIN)],
  pharmacyMail: () => [pharmacyMail(enquiry(true), 'orders@pharmacy.test', ORIGIN), pharmacyMail(enquiry(false), 'orders@pharmacy.test', ORIGIN)],
  acknowledgementMail: () => [acknowledgementMail(enquiry(true)), acknowledgementMail(enquiry(false))],
  draftWaitingMail: () => [draftWaitingMail('alice@clinic.test', ORIGIN)],
  questionMail: () => [questionMail('HC-260302-K7QX', 'alice@clinic.test', ORIGIN)],
  answerMail: () => [answerMail('HC-260302-K7QX', 'orders@pharmacy.test', ORIGIN)],
  practitionerConfirmationMail: () => [practitionerConfirmationMail(order, ORIGIN), practitionerConfirmationMail(withTokens(order), ORIGIN)],
  pharmacyOrderMail: () => [pharmacyOrderMail(order, 'orders@pharmacy.test', ORIGIN)],
  orderStatusMail: () =>
    ORDER_STATUSES.map((status) => orderStatusMail({ ...order, status }, ORIGIN)),
  originalReminderMail: () => [originalReminderMail(order, 'dueSoon', ORIGIN), originalReminderMail(order, 'overdue', ORIGIN)],
  practitionerStatusMail: () =>
    USER_STATUSES.map((status) => practitionerStatusMail({ firstName: 'Ada', email: 'ada@clinic.test' }, status, ORIGIN)),
  staffInvitationMail: () => [staffInvitationMail('nina@clinic.test', 'Alice Nguyen', `${ORIGIN}/staff-invitation?token=abc`)],
};

/** Exported helpers of the mail files that build links, not e-mails. */
const NOT_TEMPLATES = new Set(['verificationLink', 'passwordResetLink', 'pendingRegistrationsLink', 'enquiryInboxLink', 'trackingLinkOf']);

const FEATURES = path.join(import.meta.dirname, 'features');
const mailFiles = readdirSync(FEATURES, { recursive: true, encoding: 'utf8' })
  .filter((file) => /-mail\.ts$/.test(file) && !file.includes('testing'))
  .map((file) => path.join(FEATURES, file));

describe('every e-mail template', () => {
  it('is rendered by this test (a new *-mail.ts export needs its sample here)', async () => {
    expect(mailFiles.length).toBeGreaterThan(5);
    const exported: string[] = [];
    for (const file of mailFiles) {
      const module = (await import(file)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(module)) if (typeof value === 'function' && !NOT_TEMPLATES.has(name)) exported.push(name);
    }
    expect(exported.sort()).toEqual(Object.keys(TEMPLATES).sort());
  });

  it.each(Object.keys(TEMPLATES))('%s shows no `${`, no unfilled {placeholder} and no undefined value', (name) => {
    const mails = TEMPLATES[name]!();
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) {
      for (const [part, text] of [['subject', mail.subject], ['text', mail.text], ['html', mail.html ?? '']] as const) {
        expect(text, `${name} ${part}`).not.toContain('${');
        expect(text, `${name} ${part}`).not.toMatch(/\{\s*[A-Za-z_][\w.]*\s*\}/);
        expect(text, `${name} ${part}`).not.toMatch(/\bundefined\b|\bNaN\b|\[object Object\]|\bnull\b/);
      }
      expect(mail.text.length, name).toBeGreaterThan(20);
    }
  });
});
