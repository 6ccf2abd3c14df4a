import { describe, expect, it } from 'vitest';
import { applyInboxChange, sameInboxState } from './enquiry-inbox.ts';
import type { EnquiryInboxState } from './enquiry-record.ts';

const EARLIER = new Date('2026-03-02T09:00:00+11:00');
const NOW = new Date('2026-03-02T10:30:00+11:00');
const unread: EnquiryInboxState = { readAt: null, handledAt: null, handledBy: null };
const handled: EnquiryInboxState = { readAt: EARLIER, handledAt: EARLIER, handledBy: 'first-admin' };

describe('the inbox marks of an enquiry', () => {
  it('marks read and unread', () => {
    const read = applyInboxChange(unread, { read: true }, 'admin', NOW);
    expect(read).toEqual({ readAt: NOW, handledAt: null, handledBy: null });
    expect(applyInboxChange(read, { read: false }, 'admin', NOW)).toEqual(unread);
  });

  it('marking handled also marks read, and names the admin', () => {
    expect(applyInboxChange(unread, { handled: true }, 'admin', NOW)).toEqual({
      readAt: NOW,
      handledAt: NOW,
      handledBy: 'admin',
    });
  });

  it('keeps the first time and admin when marked again', () => {
    const again = applyInboxChange(handled, { read: true, handled: true }, 'second-admin', NOW);
    expect(again).toEqual(handled);
    expect(sameInboxState(again, handled)).toBe(true);
  });

  it('marking not handled forgets who handled it but keeps it read', () => {
    const reopened = applyInboxChange(handled, { handled: false }, 'admin', NOW);
    expect(reopened).toEqual({ readAt: EARLIER, handledAt: null, handledBy: null });
    expect(sameInboxState(reopened, handled)).toBe(false);
  });
});
