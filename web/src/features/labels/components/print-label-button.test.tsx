import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LABEL_ERROR_CODES, LABEL_MESSAGES, labelPath, type OrderRequest } from '@pharmacy/shared';
import { jsonResponse, stubFetch } from '@/test/stub-fetch.ts';
import { PrintLabelButton } from './print-label-button.tsx';
import { WorksheetLabels } from './worksheet-labels.tsx';

vi.mock('@/lib/current-id-token.ts', () => ({ currentIdToken: () => Promise.resolve('admin-token') }));

const fetchMock = stubFetch();

const prepared = { batchNumber: 'B-2611', beyondUseDate: '2026-12-24', preparedBy: { uid: 'a', name: 'Priya Shah' }, preparedAt: '2026-11-27T00:00:00.000Z' };
const checked = { ...prepared, checkedBy: { uid: 'b', name: 'Chris Wong' }, checkedAt: '2026-11-27T01:00:00.000Z' };
const item = (formulaLabel: string) => ({ formulaLabel }) as OrderRequest['items'][number];
const order = { requestId: 'HC-261127-K7QX', items: [item('Hydrocortisone Cream'), item('Custom Formula')], compounding: [checked, prepared] } as OrderRequest;

describe('Print label', () => {
  it('is offered for a checked item only', () => {
    render(
      <>
        <PrintLabelButton order={order} index={0} />
        <PrintLabelButton order={order} index={1} />
      </>,
    );
    expect(screen.getAllByRole('button', { name: /^Print label/ }).map((button) => button.textContent)).toEqual(['Print label for item 1']);
  });

  it('shows the server\u2019s reason when a field does not fit, and asks the admin\u2019s own endpoint', async () => {
    const message = LABEL_MESSAGES.tooLong('directions', 6, 3);
    fetchMock.mockResolvedValue(jsonResponse(422, { code: LABEL_ERROR_CODES.tooLong, error: message }));
    render(<WorksheetLabels order={order} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Print label for item 1' }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(labelPath('HC-261127-K7QX', 0));
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer admin-token');
  });
});
