import { describe, expect, it } from 'vitest';
import { NO_ORDER_FILTERS, orderFiltersFrom, orderFiltersParams, queriedStatus } from './order-filters.ts';

describe('the orders queue in the address', () => {
  it('reads the filters back as they were written, keeping the view', () => {
    const filters = { status: 'ready' as const, clarification: 'requested' as const, original: 'overdue' as const, supply: 'next' as const, dispatch: 'ready_to_send' as const, billing: 'overdue' as const, practitioner: 'HC-2603', from: '2026-03-01', to: '2026-03-31' };
    const params = orderFiltersParams(filters, new URLSearchParams('view=orders'));
    expect(params.toString()).toBe('view=orders&status=ready&questions=requested&original=overdue&supply=next&dispatch=ready_to_send&billing=overdue&q=HC-2603&from=2026-03-01&to=2026-03-31');
    expect(orderFiltersFrom(params)).toEqual({ filters, ignored: [] });
  });

  it('leaves the defaults out of the address', () => {
    expect(orderFiltersParams(NO_ORDER_FILTERS, new URLSearchParams('view=orders&status=ready')).toString()).toBe('view=orders');
  });

  it('asks for the Ready orders when Ready to send is chosen, whatever the Status filter says', () => {
    expect(queriedStatus({ status: 'received', dispatch: 'ready_to_send' })).toBe('ready');
    expect(queriedStatus({ status: 'received', dispatch: 'all' })).toBe('received');
    expect(orderFiltersFrom(new URLSearchParams('dispatch=ready_to_send')).filters.dispatch).toBe('ready_to_send');
  });

  it('ignores a status or date it does not know, and names it', () => {
    expect(orderFiltersFrom(new URLSearchParams('status=lost&original=late&billing=owing&from=March&q=jane'))).toEqual({
      filters: { ...NO_ORDER_FILTERS, practitioner: 'jane' },
      ignored: ['status', 'original', 'billing', 'from'],
    });
  });
});
