import { describe, expect, it } from 'vitest';
import { formulaKindText, readFormulaKindCell } from './formula-kind.ts';

describe('reading a formula kind cell of the sheet', () => {
  it.each([
    ['schedule', ' s4d ', 'S4D'],
    ['schedule', 'S8', 'S8'],
    ['forWhom', 'Animals', 'animals'],
    ['storage', 'Room  Temperature', 'room_temperature'],
    ['storage', 'REFRIGERATED', 'refrigerated'],
  ] as const)('reads %s %j as %s', (field, cell, value) => {
    expect(readFormulaKindCell(field, cell)).toEqual({ value });
  });

  it('reads a blank cell as unstated', () => {
    expect(readFormulaKindCell('schedule', '  ')).toEqual({ value: null });
    expect(readFormulaKindCell('storage', undefined)).toEqual({ value: null });
  });

  it.each([
    ['schedule', 'Schedule 8'],
    ['schedule', 'S9'],
    ['forWhom', 'dogs'],
    ['storage', 'fridge'],
  ] as const)('does not guess what %s %j means', (field, cell) => {
    expect(readFormulaKindCell(field, cell)).toEqual({ unknown: true });
  });
});

describe('the kind shown beside a formula', () => {
  it('names the schedule and the storage, and nothing when the catalogue does not say', () => {
    expect(formulaKindText({ schedule: 'S8', storage: 'refrigerated' })).toBe('Schedule 8 (controlled drug) · Refrigerated');
    expect(formulaKindText({ schedule: null, storage: 'room_temperature' })).toBe('Room temperature');
    expect(formulaKindText({ schedule: null, storage: null })).toBe('');
  });
});
