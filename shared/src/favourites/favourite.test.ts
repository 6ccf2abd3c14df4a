import { describe, expect, it } from 'vitest';
import { BUILT_IN_MEDICATION_DATABASE, type MedicationDatabase } from '../catalogue/medication-database.ts';
import { DIRECTIONS_MESSAGES } from '../orders/item-directions.ts';
import { FAVOURITE_MESSAGES, PROTOCOL_AUDIENCES, lineAvailability, lineName, protocolIsFor, unavailableText } from './favourite.ts';
import { FavouriteInputSchema, ProtocolInputSchema } from './favourite-schema.ts';
import { HYDROCORTISONE } from '../testing/order-factory.ts';

const { condition, formula, strength, amount } = HYDROCORTISONE;
const hydrocortisone = { condition, formula, strength, amount };

/** The built-in catalogue with one formula's options replaced, as a later sync might leave it. */
function catalogueWith(changes: Partial<MedicationDatabase>): MedicationDatabase {
  return { ...BUILT_IN_MEDICATION_DATABASE, ...changes };
}

describe('a saved line against the current catalogue', () => {
  it('is available, with the catalogue\u2019s labels, while offered exactly as saved', () => {
    const availability = lineAvailability(BUILT_IN_MEDICATION_DATABASE, hydrocortisone);
    expect(availability).toMatchObject({ available: true, entry: { conditionLabel: 'Dermatitis', formulaLabel: 'Hydrocortisone Cream' } });
  });

  it('is unavailable when its formula left the catalogue, or moved to another condition', () => {
    const gone = catalogueWith({ formulasByCondition: { ...BUILT_IN_MEDICATION_DATABASE.formulasByCondition, dermatitis: [] } });
    expect(lineAvailability(gone, hydrocortisone)).toEqual({ available: false, reason: 'formula' });
    expect(lineAvailability(BUILT_IN_MEDICATION_DATABASE, { ...hydrocortisone, condition: 'pain' })).toEqual({ available: false, reason: 'formula' });
  });

  it('is unavailable, never changed to another option, when its strength or amount is no longer sold', () => {
    const noOnePercent = catalogueWith({ strengthsByFormula: { ...BUILT_IN_MEDICATION_DATABASE.strengthsByFormula, 'hydrocortisone-cream': ['0.5%', '2.5%'] } });
    expect(lineAvailability(noOnePercent, hydrocortisone)).toEqual({ available: false, reason: 'strength' });
    const no30g = catalogueWith({ amountsByFormula: { ...BUILT_IN_MEDICATION_DATABASE.amountsByFormula, 'hydrocortisone-cream': ['15g', '60g'] } });
    expect(lineAvailability(no30g, hydrocortisone)).toEqual({ available: false, reason: 'amount' });
  });

  it('a condition or formula named like an object\u2019s own property is simply not offered', () => {
    for (const name of ['__proto__', 'constructor', 'toString']) {
      expect(lineAvailability(BUILT_IN_MEDICATION_DATABASE, { ...hydrocortisone, condition: name })).toEqual({ available: false, reason: 'formula' });
      expect(lineAvailability(BUILT_IN_MEDICATION_DATABASE, { ...hydrocortisone, formula: name })).toEqual({ available: false, reason: 'formula' });
    }
  });

  it('a formula with no strengths or amounts is offered only without them', () => {
    const custom = { condition: 'other', formula: 'custom-formula', strength: '', amount: '' };
    expect(lineAvailability(BUILT_IN_MEDICATION_DATABASE, custom).available).toBe(true);
    expect(lineAvailability(BUILT_IN_MEDICATION_DATABASE, { ...custom, strength: '1%' })).toEqual({ available: false, reason: 'strength' });
  });

  it('says why a line is unavailable and names it as the cart does', () => {
    expect(unavailableText('formula')).toBe('Unavailable: no longer in the medication database (the formula is no longer offered).');
    expect(lineName({ formulaLabel: 'Custom Formula', strength: '', amount: '' })).toBe('Custom Formula');
    expect(lineName({ formulaLabel: 'Hydrocortisone Cream', strength: '1%', amount: '30g' })).toBe('Hydrocortisone Cream 1% 30g');
  });
});

describe('what a favourite and a protocol may hold', () => {
  const line = { ...hydrocortisone, directions: 'Apply thinly twice daily', notes: '' };

  it('needs a name and directions of 3 to 500 characters', () => {
    expect(FavouriteInputSchema.safeParse({ name: 'Eczema', line }).success).toBe(true);
    const issues = (body: unknown) => FavouriteInputSchema.safeParse(body).error?.issues.map((issue) => issue.message);
    expect(issues({ name: '  ', line })).toEqual([FAVOURITE_MESSAGES.nameRequired]);
    expect(issues({ name: 'Eczema', line: { ...line, directions: 'ab' } })).toEqual([DIRECTIONS_MESSAGES.directionsTooShort]);
    expect(issues({ name: 'Eczema', line: { ...line, directions: 'x'.repeat(501) } })).toEqual([DIRECTIONS_MESSAGES.directionsTooLong]);
    expect(issues({ name: 'Eczema', line: { ...line, directions: undefined } })).toEqual([DIRECTIONS_MESSAGES.directionsMissing]);
    expect(issues({ name: 'Bell\u0007', line })).toEqual([FAVOURITE_MESSAGES.nameControlCharacters]);
  });

  it('a protocol holds 1 to 10 lines', () => {
    expect(ProtocolInputSchema.safeParse({ name: 'Step-down', audience: 'both', lines: [] }).error?.issues[0]?.message).toBe(FAVOURITE_MESSAGES.linesRequired);
    expect(ProtocolInputSchema.safeParse({ name: 'Step-down', audience: 'both', lines: Array(11).fill(line) }).error?.issues[0]?.message).toBe(FAVOURITE_MESSAGES.tooManyLines);
    expect(ProtocolInputSchema.safeParse({ name: 'Step-down', audience: 'both', lines: Array(10).fill(line) }).success).toBe(true);
  });
});

describe('whom a protocol is for (decision 065)', () => {
  it('offers a vet protocols for animals or both, anyone else those for people or both; one stored before is for people', () => {
    expect(PROTOCOL_AUDIENCES.filter((audience) => protocolIsFor({ audience }, 'animal'))).toEqual(['animals', 'both']);
    expect(PROTOCOL_AUDIENCES.filter((audience) => protocolIsFor({ audience }, 'person'))).toEqual(['people', 'both']);
    expect(protocolIsFor({}, 'person')).toBe(true);
    expect(protocolIsFor({}, 'animal')).toBe(false);
  });
});
