import { describe, expect, it } from 'vitest';
import type { StoredEnquiry } from '@pharmacy/shared';
import type { QueueEntry } from '@/lib/queue/queue-documents.ts';
import { NO_ENQUIRY_FILTERS, enquiryFiltersFrom, enquiryFiltersParams, filterEnquiries } from './enquiry-filters.ts';

function enquiry(id: string, fields: Partial<StoredEnquiry>): QueueEntry<StoredEnquiry> {
  return {
    id,
    value: {
      kind: 'contact',
      firstName: 'Jane',
      lastName: 'Citizen',
      email: `${id}@example.test`,
      contactNumber: '+61412345678',
      notes: null,
      attachment: null,
      escriptToken: null,
      createdAt: '2025-03-05T03:04:00.000Z',
      readAt: null,
      handledAt: null,
      handledBy: null,
      ...fields,
    },
  };
}

const READ = '2025-03-05T04:00:00.000Z';
const entries = [
  enquiry('new-contact', {}),
  enquiry('read-script', { kind: 'script', readAt: READ }),
  enquiry('handled-contact', { readAt: READ, handledAt: '2025-03-06T01:00:00.000Z' }),
  { id: 'broken', value: null },
];
const ids = (filtered: QueueEntry<StoredEnquiry>[]) => filtered.map((entry) => entry.id);

describe('filterEnquiries', () => {
  it('shows everything, unreadable documents included, when nothing is filtered', () => {
    expect(ids(filterEnquiries(entries, { state: 'all', kind: 'all' }))).toEqual([
      'new-contact',
      'read-script',
      'handled-contact',
      'broken',
    ]);
  });

  it('finds unread, not yet handled and handled enquiries', () => {
    expect(ids(filterEnquiries(entries, { state: 'unread', kind: 'all' }))).toEqual(['new-contact']);
    expect(ids(filterEnquiries(entries, { state: 'open', kind: 'all' }))).toEqual(['new-contact', 'read-script']);
    expect(ids(filterEnquiries(entries, { state: 'handled', kind: 'all' }))).toEqual(['handled-contact']);
  });

  it('narrows by kind, together with the state', () => {
    expect(ids(filterEnquiries(entries, { state: 'all', kind: 'script' }))).toEqual(['read-script']);
    expect(ids(filterEnquiries(entries, { state: 'open', kind: 'contact' }))).toEqual(['new-contact']);
  });
});

describe('the inbox in the address', () => {
  it('reads the filters back as they were written, keeping the view', () => {
    const filters = { state: 'unread' as const, kind: 'script' as const, reference: 'abc123' };
    const params = enquiryFiltersParams(filters, new URLSearchParams('view=enquiries'));
    expect(params.toString()).toBe('view=enquiries&show=unread&kind=script&ref=abc123');
    expect(enquiryFiltersFrom(params)).toEqual({ filters, ignored: [] });
  });

  it('ignores a state or kind it does not know, and names it', () => {
    expect(enquiryFiltersFrom(new URLSearchParams('show=archived&kind=fax'))).toEqual({ filters: NO_ENQUIRY_FILTERS, ignored: ['show', 'kind'] });
  });
});
