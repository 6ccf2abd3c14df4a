/**
 * The catalogue the local stack starts with and its demo sheet holds: the built-in one
 * (two formulas a condition, as the spec has it) plus a Schedule 8 formula, so that the
 * S8 ordering rules (issue 24, decision 042) can be tried with the demo logins.
 */
import { BUILT_IN_MEDICATION_DATABASE, type MedicationDatabase } from '@pharmacy/shared';

export const DEMO_S8_FORMULA = { label: 'Ketamine Transdermal Cream', value: 'ketamine-transdermal-cream' } as const;

const built = BUILT_IN_MEDICATION_DATABASE;

export const DEMO_MEDICATION_DATABASE: MedicationDatabase = {
  conditions: built.conditions,
  formulasByCondition: { ...built.formulasByCondition, pain: [...(built.formulasByCondition.pain ?? []), DEMO_S8_FORMULA] },
  strengthsByFormula: { ...built.strengthsByFormula, [DEMO_S8_FORMULA.value]: ['5%', '10%'] },
  amountsByFormula: { ...built.amountsByFormula, [DEMO_S8_FORMULA.value]: ['30g', '50g'] },
  descriptionsByFormula: {
    ...built.descriptionsByFormula,
    [DEMO_S8_FORMULA.value]: 'Transdermal cream for neuropathic pain; a controlled drug needing a NSW Health authority.',
  },
  kindsByFormula: {
    ...built.kindsByFormula,
    [DEMO_S8_FORMULA.value]: { schedule: 'S8', forWhom: 'people', storage: 'refrigerated' },
  },
  // The cautionary advisory labels the dispensing labels carry (issue 33, decision 058): some formulas name one or two.
  cautionaryLabelsByFormula: {
    'hydrocortisone-cream': ['21'],
    'lidocaine-topical-cream': ['21'],
    'diclofenac-transdermal-gel': ['21', '5'],
    'methimazole-transdermal-gel-feline': ['21'],
    'gabapentin-oral-suspension-veterinary': ['1'],
    [DEMO_S8_FORMULA.value]: ['21', '1'],
  },
  // Priced as the built-in catalogue, the custom formula left to the pharmacy (issue 34, decision 077).
  pricesByFormula: {
    ...built.pricesByFormula,
    [DEMO_S8_FORMULA.value]: {
      gst: 'gst_free',
      prices: [
        { strength: '5%', amount: '30g', cents: 6450 },
        { strength: '10%', amount: '30g', cents: 7450 },
        { strength: null, amount: '50g', cents: 9800 },
      ],
    },
  },
};
