/** Test helper: a course's orders (decisions 052, 053), built by the order factory, and who acts on them. */
import type { OrderItem } from '@pharmacy/shared';
import { orderAt, storedLine, testPatient } from '@pharmacy/shared/testing';
import type { OrderRecord } from '../../orders/index.ts';
import { sentMail } from '../../orders/testing/order-fixtures.ts';

export const COURSE_ADMIN = { actorUid: 'admin-1', actorEmail: 'admin@example.test' };
export const COURSE_PRESCRIBER = { actorUid: 'uid-1', actorEmail: 'nina@example.test' };

/** 10 am on the date in Sydney (summer time). */
export const sydney = (date: string): Date => new Date(`${date}T10:00:00+11:00`);

/** Progesterone Transdermal Cream 20mg/g 60g by mail for Jane Citizen, two repeats 28 days apart (the order factory's storedLine). */
export const courseItem = (overrides: Partial<OrderItem> = {}): OrderItem =>
  storedLine({
    condition: 'hormone',
    conditionLabel: 'Hormone',
    formula: 'progesterone-transdermal-cream',
    formulaLabel: 'Progesterone Transdermal Cream',
    strength: '20mg/g',
    amount: '60g',
    description: '',
    directions: 'Apply 1 g at night',
    daysSupply: 30,
    repeats: 2,
    repeatIntervalDays: 28,
    patient: testPatient(),
    ...overrides,
  });

/** A dispatched order of Nina Patel's (uid-1), sent on 2 January 2027, confirmations sent (the order factory's order). */
export const courseOrder = (requestId: string, items: OrderItem[], overrides: Partial<OrderRecord> = {}): OrderRecord =>
  orderAt(sydney('2027-01-02'), {
    requestId,
    prescriberId: COURSE_PRESCRIBER.actorUid,
    practitioner: { firstName: 'Nina', lastName: 'Patel', email: COURSE_PRESCRIBER.actorEmail, role: 'practitioner', practitionerNumber: 'MED0001234', clinicName: 'Clinic', clinicAddress: '1 Street' },
    items,
    totalItems: 1,
    status: 'dispatched',
    statusHistory: [{ status: 'received', at: sydney('2027-01-02'), by: null }],
    mail: { practitioner: sentMail(sydney('2027-01-02')), pharmacy: sentMail(sydney('2027-01-02')) },
    needsMailResend: false,
    originalReminderOn: null,
    ...overrides,
  });
