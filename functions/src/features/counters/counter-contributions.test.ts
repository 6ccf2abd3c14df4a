import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { sydneyMinuteOfDay } from '@pharmacy/shared';
import { contributions, counterDelta } from './counter-contributions.ts';

const at = (iso: string) => Timestamp.fromDate(new Date(iso));
const keys = (map: Map<string, number>) => Object.fromEntries(map);

describe('what an order request adds to the counters', () => {
  it('counts its status, originals awaited by due day, an unanswered question, and its Sydney days of receipt and of ready', () => {
    const order = {
      status: 'ready',
      createdAt: at('2026-11-25T13:30:00.000Z'), // 00:30 on 26 November in Sydney (AEDT)
      readyAt: at('2026-11-26T02:00:00.000Z'),
      originalAwaited: true,
      originalDueDate: '2026-11-28',
      clarification: { status: 'requested' },
    };
    expect(keys(contributions('orderRequests', order))).toEqual({
      'orderRequests/status.ready': 1,
      'orderRequests/originalsAwaited': 1,
      'orderRequests/originalsDue.2026-11-28': 1,
      'orderRequests/questionsUnanswered': 1,
      'orderRequests/receivedOn.2026-11-26': 1,
      'orderRequests-received-2026-11-26/byMinute.0030': 1,
      'orderRequests/madeReadyOn.2026-11-26': 1,
    });
  });

  it('counts only what the lists would match: a known status, a stored timestamp, a requested question, awaited originals', () => {
    expect(
      keys(
        contributions('orderRequests', {
          status: 'lost',
          createdAt: '2026-11-26T00:00:00.000Z',
          originalAwaited: 'yes',
          originalDueDate: '2026-11-28',
          clarification: { status: 'answered' },
        }),
      ),
    ).toEqual({});
    expect(keys(contributions('orderRequests', undefined))).toEqual({});
  });

  it('puts a receipt in the Sydney day across daylight saving: midnight AEDT and AEST alike', () => {
    // Sunday 5 April 2026, 03:00 AEDT becomes 02:00 AEST: the day is 25 hours long.
    expect(keys(contributions('orderRequests', { createdAt: at('2026-04-04T13:00:00.000Z') }))).toMatchObject({
      'orderRequests/receivedOn.2026-04-05': 1,
      'orderRequests-received-2026-04-05/byMinute.0000': 1,
    });
    // 23:59 AEST that day is the day's 1499th minute, not 1439th.
    expect(keys(contributions('orderRequests', { createdAt: at('2026-04-05T13:59:00.000Z') }))).toMatchObject({
      'orderRequests/receivedOn.2026-04-05': 1,
      'orderRequests-received-2026-04-05/byMinute.1499': 1,
    });
    // 00:00 AEST on Monday 6 April starts the next day.
    expect(keys(contributions('orderRequests', { createdAt: at('2026-04-05T14:00:00.000Z') }))).toMatchObject({ 'orderRequests/receivedOn.2026-04-06': 1 });
    // Sunday 4 October 2026: 02:00 AEST becomes 03:00 AEDT, a 23-hour day; 10:00 AEDT is its 540th minute.
    expect(sydneyMinuteOfDay(new Date('2026-10-03T23:00:00.000Z'))).toBe('0540');
    expect(keys(contributions('orderRequests', { createdAt: at('2026-10-03T13:59:59.000Z') }))).toMatchObject({ 'orderRequests/receivedOn.2026-10-03': 1 });
    expect(keys(contributions('orderRequests', { createdAt: at('2026-10-03T14:00:00.000Z') }))).toMatchObject({ 'orderRequests/receivedOn.2026-10-04': 1 });
  });

  it('keeps the repeated hour apart when daylight saving ends', () => {
    // 02:30 AEDT and 02:30 AEST on 5 April 2026 are an hour apart and two minutes of the day.
    expect(sydneyMinuteOfDay(new Date('2026-04-04T15:30:00.000Z'))).toBe('0150');
    expect(sydneyMinuteOfDay(new Date('2026-04-04T16:30:00.000Z'))).toBe('0210');
  });
});

describe('what enquiries and users add', () => {
  it('counts an enquiry as unread only when readAt is stored as null', () => {
    expect(keys(contributions('enquiries', { readAt: null }))).toEqual({ 'enquiries/unread': 1 });
    expect(keys(contributions('enquiries', {}))).toEqual({});
    expect(keys(contributions('enquiries', { readAt: at('2026-11-20T00:00:00.000Z') }))).toEqual({});
  });

  it('counts practitioners only, by status and Sydney day of registration', () => {
    expect(keys(contributions('users', { role: 'practitioner', status: 'pending', createdAt: at('2026-11-25T13:00:00.000Z') }))).toEqual({
      'practitioners/total': 1,
      'practitioners/status.pending': 1,
      'practitioners/registeredOn.2026-11-26': 1,
    });
    // A missing status shows as pending in the table, but the card counts `status == 'pending'`, as before.
    expect(keys(contributions('users', { role: 'practitioner' }))).toEqual({ 'practitioners/total': 1 });
    expect(keys(contributions('users', { role: 'admin', status: 'approved' }))).toEqual({});
  });
});

describe('what a write changes', () => {
  const received = { status: 'received', createdAt: at('2026-11-25T23:00:00.000Z'), originalAwaited: false };

  it('adds a created record, takes away a deleted one', () => {
    expect(keys(counterDelta('orderRequests', undefined, received))).toEqual({
      'orderRequests/status.received': 1,
      'orderRequests/receivedOn.2026-11-26': 1,
      'orderRequests-received-2026-11-26/byMinute.0600': 1,
    });
    expect(keys(counterDelta('orderRequests', received, undefined))).toEqual({
      'orderRequests/status.received': -1,
      'orderRequests/receivedOn.2026-11-26': -1,
      'orderRequests-received-2026-11-26/byMinute.0600': -1,
    });
  });

  it('moves a status change from one status to the other and leaves the rest alone', () => {
    expect(keys(counterDelta('orderRequests', received, { ...received, status: 'in_progress', updatedAt: at('2026-11-26T00:00:00.000Z') }))).toEqual({
      'orderRequests/status.received': -1,
      'orderRequests/status.in_progress': 1,
    });
  });

  it('changes nothing for a write that counts the same, and follows a practitioner who is approved', () => {
    expect(keys(counterDelta('orderRequests', received, { ...received, notes: 'edited' }))).toEqual({});
    const pending = { role: 'practitioner', status: 'pending', createdAt: at('2026-11-20T00:00:00.000Z') };
    expect(keys(counterDelta('users', pending, { ...pending, status: 'approved' }))).toEqual({ 'practitioners/status.pending': -1, 'practitioners/status.approved': 1 });
    expect(keys(counterDelta('users', pending, { ...pending, role: 'admin' }))).toEqual({
      'practitioners/total': -1,
      'practitioners/status.pending': -1,
      'practitioners/registeredOn.2026-11-20': -1,
    });
  });
});
