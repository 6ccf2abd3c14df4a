import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, ORDER_STATUS_TRANSITIONS } from '@pharmacy/shared';
import { CANCEL_CONFIRMATION, statusActions } from './order-status-actions.ts';

const labels = (status: Parameters<typeof statusActions>[0]) => statusActions(status).map((action) => action.label);

describe('statusActions', () => {
  it('walks a request from received to dispatched or collected, with cancel while it is open', () => {
    expect(labels('received')).toEqual(['Mark in progress', 'Cancel request']);
    expect(labels('in_progress')).toEqual(['Mark ready', 'Cancel request']);
    expect(labels('ready')).toEqual(['Mark dispatched', 'Mark collected', 'Cancel request']);
  });

  it('offers nothing once a request is dispatched, collected or cancelled', () => {
    for (const status of ['dispatched', 'collected', 'cancelled'] as const) expect(statusActions(status)).toEqual([]);
  });

  it('offers exactly the transitions the server allows, for every status', () => {
    for (const status of ORDER_STATUSES) {
      expect(statusActions(status).map((action) => action.status)).toEqual(ORDER_STATUS_TRANSITIONS[status]);
    }
  });

  it('asks for confirmation before cancelling, and only then', () => {
    const actions = statusActions('ready');
    expect(actions.find((action) => action.status === 'cancelled')?.confirm).toBe(CANCEL_CONFIRMATION);
    expect(actions.filter((action) => action.confirm !== undefined)).toHaveLength(1);
  });
});
