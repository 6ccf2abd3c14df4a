import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { StoredEnquiry } from '@pharmacy/shared';
import type { QueueEntry } from '@/lib/queue/queue-documents.ts';
import { workQueueKeys } from '@/lib/queue/query-keys.ts';
import { stubFetch } from '@/test/stub-fetch.ts';
import { useChangeEnquiryState } from './change-enquiry-state.ts';
import { oneEnquiryKey } from './list-enquiries.ts';

vi.mock('@/lib/current-id-token.ts', () => ({ currentIdToken: () => Promise.resolve('admin-token') }));

const fetchMock = stubFetch();

const unread = {
  id: 'enq-1',
  value: { kind: 'script', firstName: 'Jane', lastName: 'Citizen', readAt: null, handledAt: null, handledBy: null } as unknown as StoredEnquiry,
} satisfies QueueEntry<StoredEnquiry>;

describe('changing an enquiry\u2019s marks', () => {
  it('shows the marks the server answered at once, and ends without waiting for the inbox to be read again', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ success: true, readAt: '2026-11-30T09:00:00.000Z', handledAt: null, handledBy: null }), { status: 200 }));
    const queryClient = new QueryClient();
    queryClient.setQueryData(oneEnquiryKey('enq-1'), unread);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    // An inbox page on screen whose reading again never ends (a busy emulator, a slow network).
    let pageReads = 0;
    renderHook(() => useQuery({ queryKey: [...workQueueKeys.enquiries, 'page'], queryFn: () => (++pageReads === 1 ? Promise.resolve([]) : new Promise<never>(() => undefined)) }), { wrapper });
    await waitFor(() => expect(pageReads).toBe(1));

    const { result } = renderHook(() => useChangeEnquiryState(), { wrapper });
    await act(() => result.current.mutateAsync({ enquiryId: 'enq-1', read: true }));

    expect(result.current.isPending).toBe(false);
    expect(queryClient.getQueryData<QueueEntry<StoredEnquiry>>(oneEnquiryKey('enq-1'))?.value).toMatchObject({ readAt: '2026-11-30T09:00:00.000Z', handledAt: null });
    // The inbox is being read again behind the change.
    expect(pageReads).toBe(2);
  });
});
