import { describe, expect, it } from 'vitest';
import type { OrderRequest } from '@pharmacy/shared';
import type { QueueEntry } from './api/queue-documents.ts';
import { filterByPractitioner, matchesPractitioner } from './order-filters.ts';

function order(practitioner: Partial<OrderRequest['practitioner']>): OrderRequest {
  return {
    requestId: 'req-1',
    practitionerId: 'uid-1',
    practitioner: {
      firstName: 'Jane',
      lastName: 'Citizen',
      email: 'jane.citizen@example.test',
      role: 'practitioner',
      practitionerNumber: 'MED0001234',
      clinicName: 'Balmain Family Clinic',
      clinicAddress: '1 Darling Street, Balmain NSW 2041',
      ...practitioner,
    },
    items: [],
    totalItems: 0,
    notes: '',
    status: 'received',
    statusHistory: [],
    createdAt: '2025-03-05T03:04:00.000Z',
    updatedAt: '2025-03-05T03:04:00.000Z',
  };
}

describe('matchesPractitioner', () => {
  const jane = order({});

  it('finds a request by the full name, e-mail or clinic, ignoring case and extra spaces', () => {
    expect(matchesPractitioner(jane, '  jane   CITIZEN ')).toBe(true);
    expect(matchesPractitioner(jane, 'jane.citizen@EXAMPLE')).toBe(true);
    expect(matchesPractitioner(jane, 'balmain family')).toBe(true);
  });

  it('does not match other fields or other people', () => {
    expect(matchesPractitioner(jane, 'MED0001234')).toBe(false);
    expect(matchesPractitioner(jane, 'Darling Street')).toBe(false);
    expect(matchesPractitioner(jane, 'Nina')).toBe(false);
  });

  it('lets every request through when the search is empty', () => {
    expect(matchesPractitioner(jane, '   ')).toBe(true);
  });
});

describe('filterByPractitioner', () => {
  const entries: QueueEntry<OrderRequest>[] = [
    { id: 'a', value: order({ firstName: 'Jane' }) },
    { id: 'b', value: order({ firstName: 'Nina', lastName: 'Patel', email: 'nina@example.test', clinicName: 'Newtown Clinic' }) },
    { id: 'broken', value: null },
  ];

  it('keeps the matching requests in their order', () => {
    expect(filterByPractitioner(entries, 'patel').map((entry) => entry.id)).toEqual(['b']);
  });

  it('shows unreadable requests only while no search is typed', () => {
    expect(filterByPractitioner(entries, '').map((entry) => entry.id)).toEqual(['a', 'b', 'broken']);
    expect(filterByPractitioner(entries, 'example.test').map((entry) => entry.id)).toEqual(['a', 'b']);
  });
});
