import { describe, expect, it } from 'vitest';
import { orderKeptUntil, patientBirthDates, purgeCutoffs, yearsAfter, yearsBefore } from './retention-periods.ts';

const NOW = new Date('2026-06-14T17:00:00.000Z');

describe('the retention periods as cutoffs', () => {
  it('counts years as calendar years and days as days', () => {
    expect(purgeCutoffs(NOW)).toEqual({
      enquiries: new Date('2024-06-14T17:00:00.000Z'),
      unverifiedRegistrations: new Date('2026-06-07T17:00:00.000Z'),
      expiries: NOW,
      accountMailFailures: new Date('2026-03-16T17:00:00.000Z'),
      orderRequests: new Date('2019-06-14T17:00:00.000Z'),
      auditEntries: new Date('2019-06-14T17:00:00.000Z'),
      breaches: new Date('2019-06-14T17:00:00.000Z'),
      invoices: new Date('2019-06-14T17:00:00.000Z'),
      orderDrafts: new Date('2026-05-15T17:00:00.000Z'),
      staffWithoutLink: new Date('2026-05-15T17:00:00.000Z'),
    });
  });

  it('on 29 February, counts back to 28 February of a year without one: nothing goes before its full years', () => {
    const cutoffs = purgeCutoffs(new Date('2028-02-29T12:00:00.000Z'));
    expect(cutoffs.enquiries).toEqual(new Date('2026-02-28T12:00:00.000Z'));
    expect(cutoffs.orderRequests).toEqual(new Date('2021-02-28T12:00:00.000Z'));
    expect(cutoffs.auditEntries).toEqual(new Date('2021-02-28T12:00:00.000Z'));
    expect(cutoffs.breaches).toEqual(new Date('2021-02-28T12:00:00.000Z'));
  });

  it('counts back from 29 February to 29 February when the earlier year has one', () => {
    expect(yearsBefore(new Date('2028-02-29T12:00:00.000Z'), 4)).toEqual(new Date('2024-02-29T12:00:00.000Z'));
  });

  // Issue 23: the cutoff used to roll on to 1 March 2026, and the purge of 29 February 2028
  // deleted a two-year record made on 1 March 2026, a day before its two years were up.
  it('the purge on 29 February 2028 keeps a record made on 1 March 2026 (2-year period) until 1 March 2028', () => {
    const made = new Date('2026-03-01T10:00:00.000Z');
    const isDeletedAt = (now: string) => made < purgeCutoffs(new Date(now)).enquiries;
    for (const now of ['2028-02-29T00:00:00.000Z', '2028-02-29T12:00:00.000Z', '2028-02-29T16:00:00.000Z', '2028-02-29T23:59:59.999Z']) {
      expect(isDeletedAt(now), now).toBe(false);
    }
    // Two full years after it was made: kept to that instant, gone after it.
    expect(isDeletedAt('2028-03-01T10:00:00.000Z')).toBe(false);
    expect(isDeletedAt('2028-03-01T10:00:00.001Z')).toBe(true);
  });

  it('keeps until 1 March what is kept for years from a 29 February, in a year without one', () => {
    expect(yearsAfter(new Date('2024-02-29T12:00:00.000Z'), 7)).toEqual(new Date('2031-03-01T12:00:00.000Z'));
  });
});

describe('the patients an order names', () => {
  it('finds no dates of birth on an order without patients (every order today)', () => {
    expect(patientBirthDates({ items: [{ formula: 'x' }, { formula: 'y' }] })).toEqual([]);
    expect(patientBirthDates({})).toEqual([]);
  });

  it('reads each item\u2019s patient\u2019s date of birth', () => {
    const order = { items: [{ patient: { dateOfBirth: '2012-03-04' } }, { formula: 'x' }, { patient: { dateOfBirth: '1980-12-31' } }] };
    expect(patientBirthDates(order)).toEqual([new Date('2012-03-04T00:00:00.000Z'), new Date('1980-12-31T00:00:00.000Z')]);
  });

  it.each([{}, { dateOfBirth: '' }, { dateOfBirth: '2023-02-29' }, { dateOfBirth: '04/03/2012' }, { dateOfBirth: 20120304 }])(
    'calls a patient without a readable date of birth unreadable: %j',
    (patient) => {
      expect(patientBirthDates({ items: [{ patient: { dateOfBirth: '1980-01-01' } }, { patient }] })).toBe('unreadable');
    },
  );

  it('counts an animal, which has no date of birth, as no one: its order goes 7 years after its last change (decision 048)', () => {
    const order = { items: [{ patient: { kind: 'animal', dateOfBirth: '' } }, { patient: { dateOfBirth: '2012-03-04' } }] };
    expect(patientBirthDates(order)).toEqual([new Date('2012-03-04T00:00:00.000Z')]);
    expect(patientBirthDates({ items: [{ patient: { kind: 'animal', dateOfBirth: '' } }] })).toEqual([]);
  });
});

describe('when an order may go', () => {
  const lastChange = new Date('2026-06-14T17:00:00.000Z');

  it('is 7 years after its last status change when no patient is named', () => {
    expect(orderKeptUntil(lastChange, [])).toEqual(new Date('2033-06-14T17:00:00.000Z'));
  });

  it('is 7 years after its last status change for an adult patient', () => {
    expect(orderKeptUntil(lastChange, [new Date('1990-01-01T00:00:00.000Z')])).toEqual(new Date('2033-06-14T17:00:00.000Z'));
  });

  it('is a child patient\u2019s 25th birthday when that is later', () => {
    expect(orderKeptUntil(lastChange, [new Date('2016-09-30T00:00:00.000Z')])).toEqual(new Date('2041-09-30T00:00:00.000Z'));
  });

  it('is the youngest patient\u2019s 25th birthday when an order names several', () => {
    const patients = [new Date('1990-01-01T00:00:00.000Z'), new Date('2020-05-05T00:00:00.000Z'), new Date('2014-01-01T00:00:00.000Z')];
    expect(orderKeptUntil(lastChange, patients)).toEqual(new Date('2045-05-05T00:00:00.000Z'));
  });
});
