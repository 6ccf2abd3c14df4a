import { describe, expect, it } from 'vitest';
import { DEFAULT_BILLING_SETTINGS, type Statement } from '@pharmacy/shared';
import { pdfText } from '../../platform/pdf/testing/pdf-text.ts';
import { statementPdf } from './statement-pdf.ts';

const statement: Statement = {
  accountId: 'prescriber-uid',
  month: '2026-11',
  from: '2026-11-01',
  to: '2026-11-30',
  openingCents: 2500,
  entries: [
    { on: '2026-11-03', kind: 'payment', invoiceNumber: 'INV-000004', requestId: 'HC-261010-AB12', amountCents: 2500 },
    { on: '2026-11-12', kind: 'invoice', invoiceNumber: 'INV-000009', requestId: 'HC-261112-CD34', amountCents: 6000 },
  ],
  invoicedCents: 6000,
  paidCents: 2500,
  refundedCents: 0,
  closingCents: 6000,
};

describe('statementPdf', () => {
  it('names the pharmacy, its ABN, the account, the period, each entry with the balance after it, and the closing balance', async () => {
    const text = pdfText(
      await statementPdf(
        { statement, account: { name: 'Glebe Point Family Practice', prescriberName: 'Olivia Bennett', paymentTermsDays: 30 }, seller: { ...DEFAULT_BILLING_SETTINGS, tradingName: 'Harbourside Compounding Pharmacy' } },
        new Date('2026-12-01T00:00:00Z'),
      ),
    );
    for (const expected of [
      'Statement',
      'Harbourside Compounding Pharmacy',
      DEFAULT_BILLING_SETTINGS.legalName,
      'ABN 12 345 600 360',
      'Glebe Point Family Practice',
      '01/11/2026 to 30/11/2026',
      'Opening balance',
      'INV-000004',
      '-$25.00',
      'INV-000009',
      'HC-261112-CD34',
      '$60.00',
      'Closing balance at 30/11/2026',
    ]) {
      expect(text).toContain(expected);
    }
  });
});
