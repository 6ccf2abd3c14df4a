/**
 * The demo prescriber's favourites and one protocol the pharmacy published (issue 25
 * part 6, decision 054), from the demo catalogue, so New order shows both at once.
 */
import { BUILT_IN_MEDICATION_DATABASE, type SavedLine } from '@pharmacy/shared';

const labelOf = (condition: string, formula: string) => ({
  conditionLabel: BUILT_IN_MEDICATION_DATABASE.conditions.find((option) => option.value === condition)?.label ?? condition,
  formulaLabel: BUILT_IN_MEDICATION_DATABASE.formulasByCondition[condition]?.find((option) => option.value === formula)?.label ?? formula,
});

function line(condition: string, formula: string, strength: string, amount: string, directions: string, notes = ''): SavedLine {
  return { condition, formula, strength, amount, ...labelOf(condition, formula), directions, notes };
}

/** Dr Bennett's favourites, by name. */
export const DEMO_FAVOURITES: readonly { id: string; name: string; line: SavedLine }[] = [
  { id: 'demo-favourite-eczema', name: 'Eczema flare, adult', line: line('dermatitis', 'hydrocortisone-cream', '1%', '30g', 'Apply a thin layer to affected skin twice daily for up to 7 days.') },
  {
    id: 'demo-favourite-knee',
    name: 'Knee osteoarthritis gel',
    line: line('pain', 'diclofenac-transdermal-gel', '5%', '60g', 'Rub 2 g into the affected knee three times daily.', 'Fragrance-free base, please.'),
  },
];

/** The pharmacy's protocol: a step-down for atopic dermatitis, for people (decision 065). */
export const DEMO_PROTOCOL = {
  id: 'demo-protocol-eczema-step-down',
  name: 'Atopic dermatitis step-down',
  audience: 'people' as const,
  lines: [
    line('dermatitis', 'hydrocortisone-cream', '1%', '30g', 'Apply thinly twice daily to flares for up to 7 days, then once daily for 7 days.'),
    line('dermatitis', 'ceramide-barrier-cream', 'Standard', '60g', 'Apply to all dry skin at least twice daily and after bathing.'),
  ],
};
