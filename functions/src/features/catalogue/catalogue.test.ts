import { describe, expect, it, vi } from 'vitest';
import * as logger from 'firebase-functions/logger';
import { BUILT_IN_MEDICATION_DATABASE } from '@pharmacy/shared';
import { currentCatalogue, findInCatalogue } from './catalogue.ts';

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));

const catalogue = BUILT_IN_MEDICATION_DATABASE;

describe('the catalogue orders are checked against', () => {
  it('is the stored one, converted from the old shape when need be', async () => {
    const stored = {
      conditions: [{ label: 'Pain', value: 'pain' }],
      formulasByCondition: { pain: [{ label: 'Pain Gel', value: 'pain-gel' }] },
      dosagesByFormula: { 'pain-gel': ['5% 30g', '10% 30g'] },
    };
    expect(await currentCatalogue(async () => stored)).toStrictEqual({
      conditions: stored.conditions,
      formulasByCondition: stored.formulasByCondition,
      strengthsByFormula: { 'pain-gel': ['5%', '10%'] },
      amountsByFormula: { 'pain-gel': ['30g'] },
      descriptionsByFormula: { 'pain-gel': '' },
      // Stored before issue 24: of unstated kind.
      kindsByFormula: { 'pain-gel': { schedule: null, forWhom: null, storage: null } },
    });
  });

  it('is the built-in one when nothing is stored, and the logs say so', async () => {
    expect(await currentCatalogue(async () => null)).toBe(BUILT_IN_MEDICATION_DATABASE);
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('No medication database is stored'));
  });

  it('is the built-in one when the stored one cannot be read, and the logs say so', async () => {
    expect(await currentCatalogue(async () => ({ conditions: 'all of them' }))).toBe(BUILT_IN_MEDICATION_DATABASE);
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('cannot be read'));
  });
});

describe('finding an item in the catalogue', () => {
  it('gives the catalogue labels, description, schedule and storage for a choice it offers', () => {
    const choice = { condition: 'dermatitis', formula: 'hydrocortisone-cream', strength: '1%', amount: '30g' };
    expect(findInCatalogue(catalogue, choice)).toEqual({
      ...choice,
      conditionLabel: 'Dermatitis',
      formulaLabel: 'Hydrocortisone Cream',
      description: catalogue.descriptionsByFormula['hydrocortisone-cream'],
      schedule: 'S4',
      storage: 'room_temperature',
    });
  });

  it('takes no strength or amount for a formula that has none', () => {
    const custom = { condition: 'other', formula: 'custom-formula', strength: '', amount: '' };
    expect(findInCatalogue(catalogue, custom)?.formulaLabel).toBe('Custom Formula');
    expect(findInCatalogue(catalogue, { ...custom, strength: '1%' })).toBeNull();
    // An amount but no strength: only the amount list must match.
    const base = { condition: 'other', formula: 'sugar-free-oral-liquid-base', strength: '', amount: '100mL' };
    expect(findInCatalogue(catalogue, base)).not.toBeNull();
    expect(findInCatalogue(catalogue, { ...base, amount: '' })).toBeNull();
  });

  it.each([
    ['an unknown condition', { condition: 'cosmetic', formula: 'hydrocortisone-cream', strength: '1%', amount: '30g' }],
    ['an unknown formula', { condition: 'dermatitis', formula: 'made-up-cream', strength: '1%', amount: '30g' }],
    ['a formula of another condition', { condition: 'pain', formula: 'hydrocortisone-cream', strength: '1%', amount: '30g' }],
    ['a strength the formula does not come in', { condition: 'dermatitis', formula: 'hydrocortisone-cream', strength: '5%', amount: '30g' }],
    ['an amount the formula does not come in', { condition: 'dermatitis', formula: 'hydrocortisone-cream', strength: '1%', amount: '500g' }],
    ['a missing strength', { condition: 'dermatitis', formula: 'hydrocortisone-cream', strength: '', amount: '30g' }],
    ['a label instead of a value', { condition: 'Dermatitis', formula: 'Hydrocortisone Cream', strength: '1%', amount: '30g' }],
  ])('finds nothing for %s', (_label, choice) => {
    expect(findInCatalogue(catalogue, choice)).toBeNull();
  });
});
