import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, COURSE_ERROR_CODES } from '@pharmacy/shared';
import { askNextSupply, claimDueReminders, courseDueOnOf, hasPortalAccess, latestUnsuppliedNextSupply, recordSupply } from './course-record.ts';
import { COURSE_ADMIN, COURSE_PRESCRIBER, courseItem, courseOrder, sydney } from './testing/course-fixtures.ts';

const KEY = '3f1c9a52-7b0e-4d2a-9c61-5e8f2b7d4a10';
const OTHER_KEY = '9b2d4e61-1c3a-4f5b-8d7e-0a1b2c3d4e5f';

describe('a course on its orders', () => {
  it('records the supply of an order item once, audited: the same key again is that supply, another key is refused (decision 065)', () => {
    const first = courseOrder('HC-270102-AAAA', [courseItem({ repeatIntervalDays: undefined })]);
    const outcome = recordSupply(first, first, 0, COURSE_ADMIN, sydney('2027-01-03'), KEY);
    if (outcome.kind !== 'recorded') throw new Error(outcome.kind);
    expect(outcome.supply).toEqual({ repeat: 0, at: sydney('2027-01-03').toISOString(), by: 'admin-1', requestId: 'HC-270102-AAAA', key: KEY });
    expect(outcome.audit).toMatchObject({ action: AUDIT_ACTIONS.orderSupply, actorUid: 'admin-1', patientIds: ['patient-1'], details: { item: 1, repeat: 0, of: 2 } });
    const supplied = outcome.anchor;
    expect(recordSupply(supplied, supplied, 0, COURSE_ADMIN, sydney('2027-01-03'), KEY)).toEqual({ kind: 'replayed', supply: outcome.supply, anchor: supplied });
    expect(recordSupply(supplied, supplied, 0, COURSE_ADMIN, sydney('2027-01-04'), OTHER_KEY)).toMatchObject({
      kind: 'refused',
      refusal: { code: COURSE_ERROR_CODES.alreadySupplied, message: expect.stringContaining('already supplied (the original, on 03/01/2027)') },
    });
    expect(recordSupply(supplied, supplied, 3, COURSE_ADMIN, sydney('2027-01-03'), KEY)).toEqual({ kind: 'invalid_item' });
  });

  it('refuses a supply the repeats do not allow, on an order not yet supplied', () => {
    const supplies = [0, 1, 2].map((repeat) => ({ repeat, at: sydney('2027-01-03').toISOString(), by: 'admin-1', requestId: `HC-27010${repeat + 2}-AAAA` }));
    const first = courseOrder('HC-270102-AAAA', [courseItem({ repeatIntervalDays: undefined, supplies })]);
    const late = { ...courseOrder('HC-270201-CCCC', [courseItem()]), nextSupplyOf: { requestId: 'HC-270102-AAAA', itemIndex: 0, repeat: 3, repeats: 2, reason: '' } };
    expect(recordSupply(late, first, 0, COURSE_ADMIN, sydney('2027-02-01'), KEY)).toMatchObject({ kind: 'refused', refusal: { code: COURSE_ERROR_CODES.noRepeatsLeft } });
  });

  it('makes the next supply a new order linked to the first, counted on the first when supplied there', () => {
    const supplied = recordSupply(courseOrder('HC-270102-AAAA', [courseItem()]), courseOrder('HC-270102-AAAA', [courseItem()]), 0, COURSE_ADMIN, sydney('2027-01-03'), KEY);
    if (supplied.kind !== 'recorded') throw new Error(supplied.kind);
    const ask = { requestId: 'HC-270131-BBBB', reason: '', openRequest: false, actor: COURSE_PRESCRIBER };
    expect(askNextSupply(supplied.anchor, 0, { ...ask, now: sydney('2027-01-30') })).toMatchObject({ kind: 'refused', refusal: { code: COURSE_ERROR_CODES.tooEarly, nextFrom: '2027-01-31' } });
    const asked = askNextSupply(supplied.anchor, 0, { ...ask, now: sydney('2027-01-31') });
    if (asked.kind !== 'asked') throw new Error(asked.kind);
    expect(asked.order).toMatchObject({
      requestId: 'HC-270131-BBBB',
      status: 'received',
      nextSupply: true,
      nextSupplyOf: { requestId: 'HC-270102-AAAA', itemIndex: 0, repeat: 1, repeats: 2, reason: '' },
      originalAwaited: false,
    });
    expect(asked.order.items[0]).not.toHaveProperty('supplies');
    expect(asked.order.items[0]).toMatchObject({ directions: 'Apply 1 g at night', script: null });
    expect(asked.anchor.items[0]?.nextSupplies).toEqual([{ requestId: 'HC-270131-BBBB', repeat: 1 }]);
    expect(latestUnsuppliedNextSupply(asked.anchor.items[0]!)).toBe('HC-270131-BBBB');
    expect(asked.audit).toMatchObject({ action: AUDIT_ACTIONS.orderNextSupply, actorUid: 'uid-1', details: { from: 'HC-270102-AAAA', repeat: 1, of: 2 } });

    const onNext = recordSupply(asked.order, asked.anchor, 0, COURSE_ADMIN, sydney('2027-02-01'), OTHER_KEY);
    if (onNext.kind !== 'recorded') throw new Error(onNext.kind);
    expect(onNext.supply).toMatchObject({ repeat: 1, requestId: 'HC-270131-BBBB' });
    expect(onNext.anchor.items[0]?.supplies?.map((each) => each.repeat)).toEqual([0, 1]);
    expect(latestUnsuppliedNextSupply(onNext.anchor.items[0]!)).toBeNull();
  });

  it('keeps the due date of the earliest item to remind, and claims each supply\'s reminder once', () => {
    const supplies = [{ repeat: 0, at: sydney('2027-01-03').toISOString(), by: 'admin-1', requestId: 'HC-270102-AAAA' }];
    const first = courseOrder('HC-270102-AAAA', [courseItem({ supplies }), courseItem({ supplies, daysSupply: 10, dueRemindersOff: true })]);
    expect(courseDueOnOf(first)).toBe('2027-02-02');
    expect(claimDueReminders(first, sydney('2027-01-25'))).toBeNull();
    const claimed = claimDueReminders(first, sydney('2027-01-27'));
    expect(claimed?.items).toEqual([0]);
    expect(courseDueOnOf(claimed!.order)).toBeNull();
    expect(claimDueReminders(claimed!.order, sydney('2027-01-28'))).toBeNull();
    // Claimed with its e-mail pending, so the order mail retry sends it if this run cannot (decision 065).
    expect(claimed).toMatchObject({ withheld: false, order: { needsMailResend: true, mail: { dueReminder: { status: 'pending' } } } });
  });

  it('withholds the reminder of a prescriber who lost access: marked reminded, nothing to send (decision 065)', () => {
    const supplies = [{ repeat: 0, at: sydney('2027-01-03').toISOString(), by: 'admin-1', requestId: 'HC-270102-AAAA' }];
    const first = courseOrder('HC-270102-AAAA', [courseItem({ supplies })]);
    const claimed = claimDueReminders(first, sydney('2027-01-27'), false);
    expect(claimed?.withheld).toBe(true);
    expect(claimed?.order.mail.dueReminder).toBeUndefined();
    expect(courseDueOnOf(claimed!.order)).toBeNull();
    expect(hasPortalAccess({ role: 'practitioner', status: 'approved' })).toBe(true);
    expect(hasPortalAccess({ role: 'admin' })).toBe(true);
    for (const lost of [{ role: 'practitioner', status: 'rejected' }, { role: 'practitioner', status: 'pending' }, { role: 'staff', status: 'approved' }, undefined]) {
      expect(hasPortalAccess(lost)).toBe(false);
    }
  });

  it('starts a next supply with its own legal prescription, never the first token (decision 065)', () => {
    const token = { kind: 'code' as const, value: '1XPR352VP3QCX7BJD6' };
    const supplies = [{ repeat: 0, at: sydney('2027-01-03').toISOString(), by: 'admin-1', requestId: 'HC-270102-AAAA' }];
    const ask = { requestId: 'HC-270131-BBBB', reason: '', openRequest: false, actor: COURSE_PRESCRIBER, now: sydney('2027-01-31') };
    const byToken = askNextSupply(courseOrder('HC-270102-AAAA', [courseItem({ supplies, legalScript: { state: 'token_received', token } })]), 0, ask);
    if (byToken.kind !== 'asked') throw new Error(byToken.kind);
    expect(byToken.order.items[0]?.legalScript).toEqual({ state: 'repeat_held', of: 'HC-270102-AAAA' });
    expect(byToken.order).toMatchObject({ originalAwaited: false, originalDueDate: null });
    const awaited = { state: 'original_awaited' as const, dueDate: '2027-01-09' };
    const byMail = askNextSupply(courseOrder('HC-270102-AAAA', [courseItem({ supplies, legalScript: awaited })]), 0, ask);
    if (byMail.kind !== 'asked') throw new Error(byMail.kind);
    expect(byMail.order.items[0]?.legalScript).toEqual({ state: 'original_awaited', dueDate: '2027-02-07' });
    expect(byMail.order).toMatchObject({ originalAwaited: true, originalDueDate: '2027-02-07', originalReminderOn: '2027-02-05' });
  });
});
