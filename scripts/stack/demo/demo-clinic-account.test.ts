import { describe, expect, it } from 'vitest';
import { demoClinicPaid, payByClinic } from './demo-clinic-account.ts';

describe('the demo’s clinic-paid orders', () => {
  // 25 November 2026 in Sydney: last month is October.
  const now = new Date('2026-11-25T03:00:00Z');
  const orders = [
    { requestId: 'sent-this-month', status: 'dispatched' as const, at: new Date('2026-11-19T01:00:00Z') },
    { requestId: 'collected-last-month', status: 'collected' as const, at: new Date('2026-10-28T01:00:00Z') },
    // 1 October, 9 am in Sydney, is still 30 September in UTC.
    { requestId: 'sent-first-of-last-month', status: 'dispatched' as const, at: new Date('2026-09-30T23:00:00Z') },
    { requestId: 'sent-the-month-before', status: 'dispatched' as const, at: new Date('2026-09-29T01:00:00Z') },
  ];

  it('are the dispatched ones handed over since the 1st of last month, Sydney time', () => {
    expect(demoClinicPaid(orders, now)).toEqual(['sent-this-month', 'sent-first-of-last-month']);
  });

  it('name the account as payer as a sent order keeps it, and only those', () => {
    const writes = orders.map((order) => ({ data: { requestId: order.requestId } as Record<string, unknown> }));
    payByClinic(writes, ['sent-this-month'], { accountId: 'olivia', name: 'Glebe Point Family Practice' });
    expect(writes[0]!.data).toEqual({ requestId: 'sent-this-month', payer: 'clinic', clinicAccount: { accountId: 'olivia', name: 'Glebe Point Family Practice' } });
    expect(writes[1]!.data).toEqual({ requestId: 'collected-last-month' });
  });
});
