import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, COURSE_ERROR_CODES } from '@pharmacy/shared';
import { askNextSupply, claimDueReminders, courseDueOnOf, latestUnsuppliedNextSupply, recordSupply } from './course-record.ts';
import { COURSE_ADMIN, COURSE_PRESCRIBER, courseItem, courseOrder, sydney } from './testing/course-fixtures.ts';

describe('a course on its orders', () => {
  it('records supplies on the first order, audited, and refuses the one the repeats do not allow', () => {
    let first = courseOrder('HC-270102-AAAA', [courseItem({ repeatIntervalDays: undefined })]);
    for (const repeat of [0, 1, 2]) {
      const outcome = recordSupply(first, first, 0, COURSE_ADMIN, sydney('2027-01-03'));
      if (outcome.kind !== 'recorded') throw new Error(outcome.kind);
      expect(outcome.supply).toEqual({ repeat, at: sydney('2027-01-03').toISOString(), by: 'admin-1', requestId: 'HC-270102-AAAA' });
      expect(outcome.audit).toMatchObject({ action: AUDIT_ACTIONS.orderSupply, actorUid: 'admin-1', patientIds: ['patient-1'], details: { item: 1, repeat, of: 2 } });
      first = outcome.anchor;
    }
    expect(recordSupply(first, first, 0, COURSE_ADMIN, sydney('2027-01-03'))).toMatchObject({ kind: 'refused', refusal: { code: COURSE_ERROR_CODES.noRepeatsLeft } });
    expect(recordSupply(first, first, 3, COURSE_ADMIN, sydney('2027-01-03'))).toEqual({ kind: 'invalid_item' });
  });

  it('makes the next supply a new order linked to the first, counted on the first when supplied there', () => {
    const supplied = recordSupply(courseOrder('HC-270102-AAAA', [courseItem()]), courseOrder('HC-270102-AAAA', [courseItem()]), 0, COURSE_ADMIN, sydney('2027-01-03'));
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

    const onNext = recordSupply(asked.order, asked.anchor, 0, COURSE_ADMIN, sydney('2027-02-01'));
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
  });
});
