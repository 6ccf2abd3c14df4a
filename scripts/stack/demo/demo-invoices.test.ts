import { describe, expect, it } from 'vitest';
import { demoPaymentsOf } from './demo-invoices.ts';

describe('the demo pharmacy’s payments', () => {
  const today = '2026-11-29';
  const invoices = [
    { requestId: 'collected-old', status: 'collected' as const, issuedOn: '2026-09-10', dueOn: '2026-09-24' },
    { requestId: 'sent-old', status: 'dispatched' as const, issuedOn: '2026-10-01', dueOn: '2026-10-15' },
    { requestId: 'sent-late', status: 'dispatched' as const, issuedOn: '2026-11-10', dueOn: '2026-11-24' },
    { requestId: 'sent-recent', status: 'dispatched' as const, issuedOn: '2026-11-25', dueOn: '2026-12-09' },
    { requestId: 'collected-recent', status: 'collected' as const, issuedOn: '2026-11-27', dueOn: '2026-12-11' },
  ];

  it('pays collected orders at pickup and dispatched ones past due by transfer, leaving the newest past due overdue and the not-yet-due unpaid', () => {
    const payments = demoPaymentsOf(invoices, today);
    expect(Object.fromEntries(payments)).toEqual({
      'collected-old': { method: 'card_at_pickup', on: '2026-09-10' },
      'sent-old': { method: 'bank_transfer', on: '2026-10-08' },
      'collected-recent': { method: 'card_at_pickup', on: '2026-11-27' },
    });
    const unpaid = invoices.filter((invoice) => !payments.has(invoice.requestId));
    expect(unpaid.map((invoice) => invoice.requestId)).toEqual(['sent-late', 'sent-recent']);
    expect(unpaid.filter((invoice) => invoice.dueOn < today)).toHaveLength(1);
  });
});
