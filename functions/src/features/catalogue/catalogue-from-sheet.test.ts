import { describe, expect, it } from 'vitest';
import { MedicationDatabaseSchema, SHEET_SYNC_MESSAGES } from '@pharmacy/shared';
import { CatalogueSheetError, MAX_CATALOGUE_JSON_BYTES, catalogueFromSheet, dosageCount, slugOf, type SheetTab } from './catalogue-from-sheet.ts';

const HEADER = ['Medication', 'Strengths', 'Amounts', 'Indication', 'Schedule', 'For whom', 'Storage'];
const UNSTATED = { schedule: null, forWhom: null, storage: null };
const tab = (title: string, ...rows: string[][]): SheetTab => ({ title, rows: [HEADER, ...rows] });

function refusal(tabs: SheetTab[]): string {
  try {
    catalogueFromSheet(tabs);
  } catch (error) {
    expect(error).toBeInstanceOf(CatalogueSheetError);
    return (error as Error).message;
  }
  throw new Error('expected the sheet to be refused');
}

describe('a medication sheet becoming the catalogue', () => {
  it('makes each tab a condition and each row a formula with its strengths, amounts and indication', () => {
    const { catalogue, stats } = catalogueFromSheet([
      tab('Dermatitis', ['Barrier Cream', '1%|2%', '30g|60g', 'Fragrance-free base.'], ['Soothing Gel', '', '50g']),
      tab('Oral Liquids', ['Sugar-Free Base', '', '100mL|200mL', 'For sensitivities.']),
    ]);

    expect(catalogue).toEqual({
      conditions: [
        { label: 'Dermatitis', value: 'dermatitis' },
        { label: 'Oral Liquids', value: 'oral-liquids' },
      ],
      formulasByCondition: {
        dermatitis: [
          { label: 'Barrier Cream', value: 'barrier-cream' },
          { label: 'Soothing Gel', value: 'soothing-gel' },
        ],
        'oral-liquids': [{ label: 'Sugar-Free Base', value: 'sugar-free-base' }],
      },
      strengthsByFormula: { 'barrier-cream': ['1%', '2%'], 'soothing-gel': [], 'sugar-free-base': [] },
      amountsByFormula: { 'barrier-cream': ['30g', '60g'], 'soothing-gel': ['50g'], 'sugar-free-base': ['100mL', '200mL'] },
      descriptionsByFormula: { 'barrier-cream': 'Fragrance-free base.', 'soothing-gel': '', 'sugar-free-base': 'For sensitivities.' },
      kindsByFormula: { 'barrier-cream': UNSTATED, 'soothing-gel': UNSTATED, 'sugar-free-base': UNSTATED },
      cautionaryLabelsByFormula: {},
      pricesByFormula: {},
    });
    expect(MedicationDatabaseSchema.parse(catalogue)).toEqual(catalogue);
    // 2 strengths x 2 amounts, then 1 amount alone, then 2 amounts alone.
    expect(stats).toEqual({ conditions: 2, totalFormulas: 3, totalDosages: 7, sheetNames: ['Dermatitis', 'Oral Liquids'] });
  });

  it('tidies stray spaces and empty options instead of refusing them', () => {
    const { catalogue, stats } = catalogueFromSheet([
      tab('  Pain  Relief ', ['  Warming   Gel ', ' 5% |  | 10%|', '|30g | 30g', '  Apply thinly.  ']),
    ]);
    expect(catalogue.conditions).toEqual([{ label: 'Pain Relief', value: 'pain-relief' }]);
    expect(catalogue.formulasByCondition['pain-relief']).toEqual([{ label: 'Warming Gel', value: 'warming-gel' }]);
    expect(catalogue.strengthsByFormula['warming-gel']).toEqual(['5%', '10%']);
    expect(catalogue.amountsByFormula['warming-gel']).toEqual(['30g']);
    expect(catalogue.descriptionsByFormula['warming-gel']).toBe('Apply thinly.');
    // The tab's own name, as the sheet spells it.
    expect(stats.sheetNames).toEqual(['  Pain  Relief ']);
  });

  it('skips entirely blank rows, including rows of spaces, wherever they are', () => {
    const { catalogue } = catalogueFromSheet([tab('Pain', [], ['Gel A', '1%', '30g'], ['  ', '', ' '], [], ['Gel B'])]);
    expect(catalogue.formulasByCondition.pain?.map((formula) => formula.label)).toEqual(['Gel A', 'Gel B']);
  });

  it('reads only columns A to J', () => {
    const { catalogue } = catalogueFromSheet([
      tab('Pain', ['Gel', '1%', '30g', 'Note.', 'S4', 'people', 'room temperature', '21', '', '', 'internal comment'], ['', '', '', '', '', '', '', '', '', '', 'stray']),
    ]);
    expect(catalogue.formulasByCondition.pain).toEqual([{ label: 'Gel', value: 'gel' }]);
    expect(catalogue.descriptionsByFormula.gel).toBe('Note.');
  });

  it('keeps each formula\u2019s schedule, for whom and storage, read in any case, blank where the sheet leaves them blank', () => {
    const { catalogue } = catalogueFromSheet([
      tab(
        'Pain',
        ['Ketamine Cream', '5%', '30g', '', ' s8 ', 'People', 'Refrigerated'],
        ['Gel', '1%', '30g', '', 'S4D', 'both', 'room  temperature'],
        ['Base', '', '100g'],
      ),
      tab('Veterinary', ['Methimazole Gel', '', '10mL', '', 'S4', 'ANIMALS', '']),
    ]);
    expect(catalogue.kindsByFormula).toEqual({
      'ketamine-cream': { schedule: 'S8', forWhom: 'people', storage: 'refrigerated' },
      gel: { schedule: 'S4D', forWhom: 'both', storage: 'room_temperature' },
      base: UNSTATED,
      'methimazole-gel': { schedule: 'S4', forWhom: 'animals', storage: null },
    });
  });

  it('reports every row with a schedule, for whom or storage it does not know, and syncs nothing', () => {
    const message = refusal([
      tab('Pain', ['Ketamine Cream', '5%', '30g', '', 'Schedule 8', 'people', 'cold'], ['Gel', '1%', '30g', '', 'S4']),
      tab('Veterinary', ['Methimazole Gel', '', '10mL', '', 'S4', 'dogs']),
    ]);
    expect(message).toBe(
      'Nothing was changed: the sheet has 3 values the sync does not know. ' +
        '\u201cPain\u201d row 2: Schedule \u201cSchedule 8\u201d (use S2, S3, S4, S4D, S8 or leave it blank); ' +
        '\u201cPain\u201d row 2: Storage \u201ccold\u201d (use room temperature, refrigerated or leave it blank); ' +
        '\u201cVeterinary\u201d row 2: For whom \u201cdogs\u201d (use people, animals, both or leave it blank).',
    );
  });

  it('reads the cautionary advisory labels of column H by number, blank for none (decision 058)', () => {
    const { catalogue } = catalogueFromSheet([
      tab('Pain', ['Gel', '1%', '30g', '', 'S4', 'people', '', '21'], ['Liquid', '', '100mL', '', 'S4', 'both', '', ' 1 | 5, CAL 1 '], ['Base', '', '100g']),
    ]);
    expect(catalogue.cautionaryLabelsByFormula).toEqual({ gel: ['21'], liquid: ['1', '5'] });
    expect(MedicationDatabaseSchema.parse(catalogue)).toEqual(catalogue);
  });

  it('refuses a cautionary label number the list does not hold, naming the cell, and syncs nothing', () => {
    expect(refusal([tab('Pain', ['Gel', '1%', '30g', '', 'S4', '', '', '21'], ['Liquid', '', '100mL', '', '', '', '', '1|99'])])).toBe(
      'Nothing was changed: the sheet has a value the sync does not know. \u201cPain\u201d row 3: Cautionary labels \u201c1|99\u201d (use 1, 5, 21 or leave it blank).',
    );
  });

  it('reads the prices of columns I and J per strength and amount, blank for priced by the pharmacy (decision 077)', () => {
    const { catalogue } = catalogueFromSheet([
      tab(
        'Pain',
        ['Gel', '1%|2%', '30g|60g', '', '', '', '', '', '1% 30g: 24.50 | 2% 30g: 28.00 | 60g: $39 | 45', 'GST-free'],
        ['Liquid', '', '100mL', '', '', '', '', '', ' 19.95 ', '10%'],
        ['Base', '', '100g'],
      ),
    ]);
    expect(catalogue.pricesByFormula).toEqual({
      gel: {
        gst: 'gst_free',
        prices: [
          { strength: '1%', amount: '30g', cents: 2450 },
          { strength: '2%', amount: '30g', cents: 2800 },
          { strength: null, amount: '60g', cents: 3900 },
          { strength: null, amount: null, cents: 4500 },
        ],
      },
      liquid: { gst: 'gst_10', prices: [{ strength: null, amount: null, cents: 1995 }] },
    });
    expect(MedicationDatabaseSchema.parse(catalogue)).toEqual(catalogue);
  });

  it('refuses every unreadable price or GST cell at once, naming each, with the unknown kinds, and syncs nothing', () => {
    const message = refusal([
      tab(
        'Pain',
        ['Gel', '1%|2%', '30g', '', 'S9', '', '', '', '1% 30g: 24.505 | 5% 30g: 10 | abc', 'GST-free'],
        ['Cream', '', '30g', '', '', '', '', '', '-5', '10%'],
        ['Liquid', '', '100mL', '', '', '', '', '', '12.00', ''],
        ['Drops', '', '10mL', '', '', '', '', '', '12.00 | 13.00', 'GST 15%'],
        ['Base', '', '100g', '', '', '', '', '', '', '10%'],
      ),
    ]);
    expect(message).toBe(
      'Nothing was changed: the sheet has a value the sync does not know. \u201cPain\u201d row 2: Schedule \u201cS9\u201d (use S2, S3, S4, S4D, S8 or leave it blank). ' +
        'The sheet also has 8 price cells the sync cannot read. ' +
        '\u201cPain\u201d row 2: Price (AUD) \u201c1% 30g: 24.505 | 5% 30g: 10 | abc\u201d (\u201c24.505\u201d is not an amount in dollars and cents, such as 24.50); ' +
        '\u201cPain\u201d row 2: Price (AUD) \u201c1% 30g: 24.505 | 5% 30g: 10 | abc\u201d (\u201c5% 30g\u201d is not one of this row\u2019s strengths or amounts); ' +
        '\u201cPain\u201d row 2: Price (AUD) \u201c1% 30g: 24.505 | 5% 30g: 10 | abc\u201d (\u201cabc\u201d is not an amount in dollars and cents, such as 24.50); ' +
        '\u201cPain\u201d row 3: Price (AUD) \u201c-5\u201d (\u201c-5\u201d is not an amount in dollars and cents, such as 24.50); ' +
        '\u201cPain\u201d row 4: GST \u201c\u201d (a price needs its GST: GST-free or 10%); ' +
        '\u201cPain\u201d row 5: GST \u201cGST 15%\u201d (use GST-free or 10%); ' +
        '\u201cPain\u201d row 5: Price (AUD) \u201c12.00 | 13.00\u201d (\u201cEvery strength and amount\u201d is priced twice); ' +
        '\u201cPain\u201d row 6: GST \u201c10%\u201d (there is no price in Price (AUD) for it to apply to).',
    );
  });

  it('names unreadable price cells alone when every kind is known', () => {
    expect(refusal([tab('Pain', ['Gel', '1%', '30g', '', '', '', '', '', '30g:', 'GST-free'])])).toBe(
      'Nothing was changed: the sheet has a price cell the sync cannot read. \u201cPain\u201d row 2: Price (AUD) \u201c30g:\u201d (\u201c\u201d is not an amount in dollars and cents, such as 24.50).',
    );
  });

  it('names a single unknown value', () => {
    expect(refusal([tab('Pain', ['Gel', '1%', '30g', '', 'S9'])])).toBe(
      'Nothing was changed: the sheet has a value the sync does not know. \u201cPain\u201d row 2: Schedule \u201cS9\u201d (use S2, S3, S4, S4D, S8 or leave it blank).',
    );
  });

  it('keeps formula keys unique across the catalogue when two conditions list the same name', () => {
    const { catalogue } = catalogueFromSheet([
      tab('Pain', ['Base Cream', '', '30g']),
      tab('Dermatitis', ['Base Cream', '', '60g'], ['Base-Cream!', '', '90g']),
    ]);
    expect(catalogue.formulasByCondition).toEqual({
      pain: [{ label: 'Base Cream', value: 'base-cream' }],
      dermatitis: [
        { label: 'Base Cream', value: 'dermatitis-base-cream' },
        { label: 'Base-Cream!', value: 'dermatitis-base-cream-2' },
      ],
    });
    expect(catalogue.amountsByFormula).toEqual({
      'base-cream': ['30g'],
      'dermatitis-base-cream': ['60g'],
      'dermatitis-base-cream-2': ['90g'],
    });
  });

  it('gives names without letters or digits a key all the same', () => {
    const { catalogue } = catalogueFromSheet([tab('Ωμέγα', ['★'], ['☆'])]);
    expect(catalogue.conditions).toEqual([{ label: 'Ωμέγα', value: 'condition' }]);
    expect(catalogue.formulasByCondition.condition).toEqual([
      { label: '★', value: 'formula' },
      { label: '☆', value: 'condition-formula' },
    ]);
  });
});

describe('counting dosage options', () => {
  it('combines every strength with every amount', () => {
    expect(dosageCount(['1%', '2%', '5%'], ['30g', '60g'])).toBe(6);
  });

  it('counts strengths alone, or amounts alone, when the formula has only those', () => {
    expect(dosageCount(['1%', '2%'], [])).toBe(2);
    expect(dosageCount([], ['50mL', '100mL', '200mL'])).toBe(3);
  });

  it('counts none for a formula with neither (a custom formula described in the notes)', () => {
    expect(dosageCount([], [])).toBe(0);
  });
});

describe('a medication sheet that is refused', () => {
  it('has no tabs', () => {
    expect(refusal([])).toBe(SHEET_SYNC_MESSAGES.noTabs);
  });

  it.each([
    ['nothing at all', { title: 'Pain', rows: [] }],
    ['only its header row', tab('Pain')],
    ['only blank rows under its header', tab('Pain', [], ['', ' '])],
  ])('has a tab with %s', (_what, emptyTab) => {
    expect(refusal([tab('Dermatitis', ['Cream']), emptyTab])).toBe(SHEET_SYNC_MESSAGES.emptyTab('Pain'));
  });

  it('has a row with strengths but no name, named by its row number in the sheet', () => {
    expect(refusal([tab(' Pain ', ['Gel', '1%'], [], ['  ', '5%', '30g'])])).toBe(SHEET_SYNC_MESSAGES.blankName('Pain', 4));
  });

  it('lists a name twice in one tab, even when spaces or capitals differ', () => {
    expect(refusal([tab('Pain', ['Warming Gel', '1%'], ['warming  gel ', '2%'])])).toBe(
      SHEET_SYNC_MESSAGES.duplicateName('Pain', 'warming gel'),
    );
  });

  it('has two tabs with the same name once spaces are ignored', () => {
    expect(refusal([tab('Pain', ['Gel']), tab('Pain ', ['Cream'])])).toBe(SHEET_SYNC_MESSAGES.duplicateCondition('Pain'));
    expect(refusal([tab('Pain  Relief', ['Gel']), tab('pain relief', ['Cream'])])).toBe(
      SHEET_SYNC_MESSAGES.duplicateCondition('pain relief'),
    );
  });
});

describe('a sheet too large to be one catalogue document', () => {
  /** `count` formulas whose indications are `length` characters long. */
  const longTab = (count: number, length: number): SheetTab =>
    tab('Pain', ...Array.from({ length: count }, (_, index) => [`Formula ${index}`, '1%', '30g', 'x'.repeat(length)]));

  it('is refused, saying its size and the limit', () => {
    // 500 formulas with 2,000-character indications: about 1 MB of text.
    expect(refusal([longTab(500, 2000)])).toBe(SHEET_SYNC_MESSAGES.tooLarge('1.0 MB', '900.0 KB'));
  });

  it('fits when just under the limit', () => {
    const { catalogue } = catalogueFromSheet([longTab(400, 2000)]);
    expect(Buffer.byteLength(JSON.stringify(catalogue))).toBeLessThan(MAX_CATALOGUE_JSON_BYTES);
  });
});

describe('slugOf', () => {
  it('makes lower-case keys of letters and digits joined by hyphens', () => {
    expect(slugOf('Methimazole Transdermal Gel (Feline)')).toBe('methimazole-transdermal-gel-feline');
    expect(slugOf('  Crème  Base 2.5% ')).toBe('creme-base-2-5');
    expect(slugOf('***')).toBe('');
  });
});
