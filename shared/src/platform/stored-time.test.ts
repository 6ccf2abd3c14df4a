import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EnquiryStateResponseSchema, StoredEnquirySchema, storedEnquirySchema } from '../enquiries/enquiry-schema.ts';
import { OrderRequestSchema, orderRequestSchema, type OrderRequest } from '../orders/order-schema.ts';

const SUBMITTED = '2026-03-02T02:00:00.000Z';
const READ = '2026-03-02T03:00:00.000Z';

/** What the function's reader makes of a stored time: a Date (its storedDate reads a Timestamp). */
const AsDate = z.string().transform((iso) => new Date(iso));

const enquiry = {
  kind: 'script',
  firstName: 'Jane',
  lastName: 'Citizen',
  email: 'jane@example.com',
  contactNumber: '+61412345678',
  notes: null,
  attachment: { fileName: 'script.pdf', size: 2048, contentType: 'application/pdf' },
  escriptToken: null,
  createdAt: SUBMITTED,
  readAt: READ,
  handledAt: null,
  handledBy: null,
};

const order: OrderRequest = {
  requestId: 'REQ-1',
  prescriberId: 'practitioner-1',
  practitioner: {
    firstName: 'Alex',
    lastName: 'Doctor',
    email: 'alex@example.com',
    role: 'practitioner',
    practitionerNumber: 'MED0001234567',
    clinicName: 'Clinic',
    clinicAddress: '1 Street, Sydney NSW 2000, Australia',
  },
  items: [],
  totalItems: 0,
  notes: '',
  status: 'in_progress',
  statusHistory: [
    { status: 'received', at: SUBMITTED, by: null },
    { status: 'in_progress', at: READ, by: 'admin-1' },
  ],
  createdAt: SUBMITTED,
  updatedAt: READ,
  originalAwaited: false,
  originalDueDate: null,
};

describe('a stored enquiry', () => {
  it('is read in the browser with its times as ISO text', () => {
    expect(StoredEnquirySchema.parse(enquiry)).toEqual(enquiry);
  });

  it('is read by the function with every time as the time schema it gives, and the same other fields', () => {
    const read = storedEnquirySchema(AsDate).parse(enquiry);
    expect(read.createdAt).toEqual(new Date(SUBMITTED));
    expect(read.readAt).toEqual(new Date(READ));
    expect(read.handledAt).toBeNull();
    expect({ ...read, createdAt: SUBMITTED, readAt: READ }).toEqual(StoredEnquirySchema.parse(enquiry));
  });

  it('stored before e-script tokens were taken reads as having none', () => {
    const { escriptToken: _escriptToken, ...older } = enquiry;
    expect(StoredEnquirySchema.parse(older)).toMatchObject({ escriptToken: null });
  });

  it('stored before the inbox existed reads as unread and unhandled', () => {
    const { readAt: _readAt, handledAt: _handledAt, handledBy: _handledBy, ...older } = enquiry;
    expect(StoredEnquirySchema.parse(older)).toMatchObject({ readAt: null, handledAt: null, handledBy: null });
  });

  it('does not match with a time of the other side\u2019s kind', () => {
    expect(storedEnquirySchema(z.date()).safeParse(enquiry).success).toBe(false);
  });

  it('gives the enquiry-state reply its inbox marks', () => {
    const reply = { success: true, readAt: READ, handledAt: READ, handledBy: 'admin-1' };
    expect(EnquiryStateResponseSchema.parse(reply)).toEqual(reply);
  });
});

describe('a stored order request', () => {
  it('is read by the function with its times, those of its status history too, as the time schema it gives', () => {
    const read = orderRequestSchema(AsDate).parse(order);
    expect([read.createdAt, read.updatedAt]).toEqual([new Date(SUBMITTED), new Date(READ)]);
    expect(read.statusHistory.map((change) => change.at)).toEqual([new Date(SUBMITTED), new Date(READ)]);
  });

  it('is read in the browser as it is stored, times as ISO text', () => {
    expect(OrderRequestSchema.parse(order)).toEqual(order);
  });
});
