import { describe, expect, it } from 'vitest';
import { moneyFigures } from './money-figures.ts';

describe('the overview’s money this month', () => {
  it('counts paid net of refunds, and outstanding as what the unpaid invoices still owe', () => {
    // Three invoices: $100 paid in full then $20 refunded, $50 unpaid with $10 paid, $30 unpaid.
    const figures = moneyFigures('2026-11-01', '2026-11-30', {
      totalCents: 18_000,
      paidCents: 11_000,
      refundedCents: 2_000,
      unpaidTotalCents: 8_000,
      unpaidPaidCents: 1_000,
    });
    expect(figures).toEqual({ from: '2026-11-01', to: '2026-11-30', invoicedCents: 18_000, paidCents: 9_000, outstandingCents: 7_000 });
  });

  it('shows nothing below $0.00 for a month with no invoices', () => {
    expect(moneyFigures('2026-12-01', '2026-12-31', { totalCents: 0, paidCents: 0, refundedCents: 0, unpaidTotalCents: 0, unpaidPaidCents: 0 })).toMatchObject({
      invoicedCents: 0,
      paidCents: 0,
      outstandingCents: 0,
    });
  });
});
