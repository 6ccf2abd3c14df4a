import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderRequest, storedLine } from '@pharmacy/shared/testing';
import type { OrderRequest } from '@pharmacy/shared';
import { QuoteAnswer } from './quote-answer.tsx';

const PRESCRIBER = 'prescriber-uid';
const PREPARER = { uid: 'staff-uid', name: 'Nina Patel' };

/** A received order whose line went up from $20.00 to $25.00, waiting for an answer. */
function awaitingOrder(overrides: Partial<OrderRequest> = {}): OrderRequest {
  return orderRequest({
    prescriberId: PRESCRIBER,
    preparedBy: PREPARER,
    items: [storedLine()],
    quote: {
      status: 'awaiting',
      changes: [{ itemIndex: 0, from: null, to: { unitCents: 2500, gst: 'gst_free' }, reason: 'Higher strength costs more' }],
      totalBeforeCents: 2000,
      totalAfterCents: 2500,
      quotedBy: { uid: 'admin-uid', name: 'Pharmacy Admin' },
      quotedAt: '2026-11-22T05:00:00Z',
      answeredBy: null,
      answeredAt: null,
    },
    ...overrides,
  });
}

function renderFor(viewerUid: string | undefined, order = awaitingOrder()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <QuoteAnswer order={order} viewerUid={viewerUid} onAnswered={() => Promise.resolve()} />
    </QueryClientProvider>,
  );
}

describe('QuoteAnswer', () => {
  it.each([
    ['the prescriber', PRESCRIBER],
    ['the staff member who prepared the order', PREPARER.uid],
  ])('offers Accept and Decline to %s', (_who, uid) => {
    renderFor(uid);
    expect(screen.getByRole('button', { name: /^Accept new price/ })).toBeVisible();
    expect(screen.getByRole('button', { name: /^Decline and cancel/ })).toBeVisible();
  });

  it('tells another staff member who the new price waits for, with nothing to press', () => {
    renderFor('another-staff-uid');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('The pharmacy will not start compounding until the prescriber, or Nina Patel who prepared it, accepts the new price.')).toBeVisible();
  });

  it('names only the prescriber when nobody else prepared the order', () => {
    renderFor('another-staff-uid', awaitingOrder({ preparedBy: undefined }));
    expect(screen.getByText('The pharmacy will not start compounding until the prescriber accepts the new price.')).toBeVisible();
  });
});
