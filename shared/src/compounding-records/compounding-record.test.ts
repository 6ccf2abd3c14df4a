import { describe, expect, it } from 'vitest';
import { CompoundingRecordRequestSchema } from './compounding-record-schema.ts';
import { COMPOUNDING_MESSAGES, beyondUseDateProblem, compoundingPersonName } from './compounding-record.ts';

describe('the record\u2019s fields', () => {
  it('takes a beyond-use date from today up to 3 years on', () => {
    expect(beyondUseDateProblem('2026-11-26', '2026-11-27')).toBe(COMPOUNDING_MESSAGES.beyondUseDateInPast);
    expect(beyondUseDateProblem('2026-11-27', '2026-11-27')).toBeNull();
    expect(beyondUseDateProblem('2029-11-26', '2026-11-27')).toBeNull();
    expect(beyondUseDateProblem('2029-11-28', '2026-11-27')).toBe(COMPOUNDING_MESSAGES.beyondUseDateTooFar);
  });

  it('refuses a batch number that is empty, too long or not letters and digits, with the reason', () => {
    const base = { requestId: 'HC-1', itemIndex: 0, beyondUseDate: '2026-12-01' };
    const problem = (batchNumber: unknown) => CompoundingRecordRequestSchema.safeParse({ ...base, batchNumber }).error?.issues[0]?.message;
    expect(problem('  ')).toBe(COMPOUNDING_MESSAGES.batchNumberRequired);
    expect(problem('B'.repeat(41))).toBe(COMPOUNDING_MESSAGES.batchNumberFormat);
    expect(problem('B1; DROP')).toBe(COMPOUNDING_MESSAGES.batchNumberFormat);
    expect(problem(7)).toBe(COMPOUNDING_MESSAGES.batchNumberRequired);
    expect(CompoundingRecordRequestSchema.parse({ ...base, batchNumber: ' 2611-027/A ' }).batchNumber).toBe('2611-027/A');
  });

  it('names an admin by their names on record, else their e-mail address', () => {
    expect(compoundingPersonName({ firstName: 'Ada', lastName: 'Lee' }, 'ada@x.test')).toBe('Ada Lee');
    expect(compoundingPersonName(null, 'ada@x.test')).toBe('ada@x.test');
  });
});
