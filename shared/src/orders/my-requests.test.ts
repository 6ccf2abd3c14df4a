import { describe, expect, it } from 'vitest';
import { WAITING_ON_PRESCRIBER, matchesMyRequestsFilters, myRequestsQueryString, myRequestsSearch, waitingOnPrescriber } from './my-requests.ts';

describe('My Requests\u2019 search box', () => {
  it('reads a request ID, however it is typed, as that one request', () => {
    expect(myRequestsSearch(' hc-260315-k7qx ')).toEqual({ kind: 'request', requestId: 'HC-260315-K7QX' });
  });

  it('reads anything else as the start of a patient\u2019s name or date of birth, and nothing as no search', () => {
    expect(myRequestsSearch('Citizen')).toEqual({ kind: 'patient', term: 'citizen' });
    expect(myRequestsSearch('15-03')).toEqual({ kind: 'patient', term: '15/03' });
    expect(myRequestsSearch('   ')).toEqual({ kind: 'none' });
  });

  it('sends only the filters that narrow the list', () => {
    expect(myRequestsQueryString({ status: 'all', questions: 'all', q: '' })).toBe('');
    expect(myRequestsQueryString({ status: 'ready', questions: 'open', q: 'jane c' }, 'HC-260315-K7QX')).toBe('status=ready&questions=open&q=jane%20c&after=HC-260315-K7QX');
  });

  it('checks a request found by ID against the other filters too', () => {
    const asked = { status: 'received' as const, clarification: { status: 'requested' } };
    expect(matchesMyRequestsFilters(asked, { status: 'all', questions: 'open' })).toBe(true);
    expect(matchesMyRequestsFilters(asked, { status: 'ready', questions: 'all' })).toBe(false);
    expect(matchesMyRequestsFilters({ status: 'ready' }, { status: 'all', questions: 'open' })).toBe(false);
  });
});

describe('what waits on the prescriber', () => {
  const open = { status: 'received' as const, clarification: undefined, originalAwaited: false, originalDueDate: null };

  it('names the question first, then a paper original due or overdue by today in Sydney', () => {
    const asked = { ...open, clarification: { status: 'requested' as const, askedAt: '2026-03-01T00:00:00.000Z', answeredAt: null, messages: 1 } };
    expect(waitingOnPrescriber({ ...asked, originalAwaited: true, originalDueDate: '2026-03-09' }, '2026-03-10')).toEqual([
      WAITING_ON_PRESCRIBER.question,
      'Script original overdue (was due by 9 March 2026)',
    ]);
    expect(waitingOnPrescriber({ ...open, originalAwaited: true, originalDueDate: '2026-03-09' }, '2026-03-09')).toEqual(['Script original to send by 9 March 2026']);
  });

  it('names a higher price waiting for acceptance, and nothing once it is answered', () => {
    const quote = {
      status: 'awaiting' as const,
      changes: [{ itemIndex: 0, from: null, to: { unitCents: 500, gst: 'gst_free' as const }, reason: 'Priced' }],
      totalBeforeCents: 0,
      totalAfterCents: 500,
      quotedBy: { uid: 'a', name: 'Admin' },
      quotedAt: '2026-03-01T00:00:00.000Z',
      answeredBy: null,
      answeredAt: null,
    };
    expect(waitingOnPrescriber({ ...open, quote }, '2026-03-09')).toEqual([WAITING_ON_PRESCRIBER.quote]);
    expect(waitingOnPrescriber({ ...open, quote: { ...quote, status: 'accepted' } }, '2026-03-09')).toEqual([]);
  });

  it('names nothing for a request that waits on the pharmacy, or was cancelled', () => {
    expect(waitingOnPrescriber(open, '2026-03-10')).toEqual([]);
    expect(waitingOnPrescriber({ ...open, status: 'cancelled', originalAwaited: true, originalDueDate: '2026-03-01' }, '2026-03-10')).toEqual([]);
  });
});
