import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_API_PATHS, type StoredEnquiry } from '@pharmacy/shared';
import { stubFetch } from '@/test/stub-fetch.ts';
import type { QueueEntry } from '@/lib/queue/queue-documents.ts';
import { EnquiryInbox } from './enquiry-inbox.tsx';
import { MemoryRouter } from 'react-router';

// Firestore is replaced by fixed answers: what the inbox does with them is under test.
const stored: QueueEntry<StoredEnquiry>[] = [
  {
    id: 'enq-new',
    value: {
      kind: 'script',
      firstName: 'Jane',
      lastName: 'Citizen',
      email: 'jane@example.test',
      contactNumber: '+61412345678',
      notes: 'Please call after 3pm.',
      escriptToken: null,
    attachment: { fileName: 'script.pdf', size: 2048, contentType: 'application/pdf' },
      createdAt: '2025-03-05T03:04:00.000Z',
      readAt: null,
      handledAt: null,
      handledBy: null,
    },
  },
  {
    id: 'enq-read',
    value: {
      kind: 'contact',
      firstName: 'Sam',
      lastName: 'Nguyen',
      email: 'sam@example.test',
      contactNumber: '+61298765432',
      notes: null,
      attachment: null,
    escriptToken: null,
      createdAt: '2025-03-04T23:00:00.000Z',
      readAt: '2025-03-05T00:00:00.000Z',
      handledAt: null,
      handledBy: null,
    },
  },
];
const counts = vi.hoisted(() => ({ matching: 0, unread: 1 }));
vi.mock('../api/list-enquiries.ts', () => ({
  useEnquiries: () => ({ data: stored, isPending: false, isError: false, error: null, isFetching: false, refetch: vi.fn() }),
  useEnquiryCounts: () => ({ data: { matching: counts.matching || stored.length, unread: counts.unread } }),
  useEnquiry: (initial: QueueEntry<StoredEnquiry>) => ({ data: initial }),
  oneEnquiryKey: (enquiryId: string) => ['work-queues', 'enquiries', 'one', enquiryId],
}));
vi.mock('@/lib/current-id-token.ts', () => ({ currentIdToken: () => Promise.resolve('admin-token') }));

const fetchMock = stubFetch();

beforeEach(() => {
  fetchMock.mockResolvedValue(new Response(JSON.stringify({ success: true }), { status: 200 }));
});

function renderInbox() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <EnquiryInbox />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const rows = () => screen.getAllByRole('row').slice(1);

describe('EnquiryInbox', () => {
  it('lists each enquiry with its time, kind and contact details, and says "Unread" in words', () => {
    renderInbox();
    const [first, second] = rows();
    expect(first).toHaveTextContent('05/03/2025 2:04 pm');
    expect(first).toHaveTextContent('Script upload');
    expect(first).toHaveTextContent('jane@example.test');
    expect(first).toHaveTextContent('+61412345678');
    expect(within(first!).getByText('Unread').tagName).toBe('STRONG');
    expect(second).toHaveTextContent('Contact enquiry');
    expect(within(second!).queryByText('Unread')).toBeNull();
  });

  it('counts a large inbox with thousands separators', () => {
    Object.assign(counts, { matching: 20_004, unread: 5_968 });
    try {
      renderInbox();
      expect(screen.getByRole('status')).toHaveTextContent('Showing 2 of 20,004 (5,968 unread).');
    } finally {
      Object.assign(counts, { matching: 0, unread: 1 });
    }
  });

  it('filters by read state and kind', async () => {
    const user = renderInbox();
    await user.selectOptions(screen.getByLabelText('Show'), 'Unread');
    expect(rows().map((row) => row.textContent)).toEqual([expect.stringContaining('Jane Citizen')]);
    await user.selectOptions(screen.getByLabelText('Show'), 'All');
    await user.selectOptions(screen.getByLabelText('Kind'), 'Contact enquiries');
    expect(rows().map((row) => row.textContent)).toEqual([expect.stringContaining('Sam Nguyen')]);
  });

  it('marks an unread enquiry read as it opens, moves focus to it, and back to its row on closing', async () => {
    const user = renderInbox();
    await user.click(screen.getByRole('button', { name: 'Open script upload from Jane Citizen' }));

    expect(screen.getByRole('heading', { level: 3, name: 'Script upload from Jane Citizen' })).toHaveFocus();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(ADMIN_API_PATHS.enquiryState);
    expect(JSON.parse(String(init?.body))).toEqual({ enquiryId: 'enq-new', read: true });
    expect(screen.getByText('Please call after 3pm.')).toBeInTheDocument();
    expect(screen.getByText('script.pdf (2 KB)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download attachment' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Back to enquiries' }));
    expect(screen.getByRole('button', { name: 'Open script upload from Jane Citizen' })).toHaveFocus();
  });

  it('does not mark a read enquiry again, and marks it handled on request', async () => {
    const user = renderInbox();
    await user.click(screen.getByRole('button', { name: 'Open contact enquiry from Sam Nguyen' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText('No attachment.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark handled' }));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ enquiryId: 'enq-read', handled: true });
  });
});
