/** The two panels below the service tiles (spec section 2, "Services"). */
export const CUSTOMISATION_OPTIONS = [
  'Dosage strengths that are not commercially available',
  'Unique forms such as creams, gels, suppositories, oral liquids and lozenges',
  'Allergen-free preparations, made without lactose, gluten, dyes or preservatives',
  'Flavouring that makes a medicine easier to take, for children and pets alike',
  'Combined medications, so that several ingredients are taken in one dose',
] as const;

export const BENEFITS_OF_COMPOUNDING = [
  'Personalised treatment, prepared for one patient and one prescription',
  'Sensitivity avoidance, by leaving out an ingredient you react to',
  'Improved adherence, with forms and flavours that are easier to take',
  'Optimal dosing, in the exact strength your prescriber chooses',
  'Access to discontinued or scarce drugs when a commercial product is unavailable',
] as const;
