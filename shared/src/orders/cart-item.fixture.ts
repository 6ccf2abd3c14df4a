/** A well-formed cart item of the built-in catalogue on the wire, for the shared schemas' unit tests. */
export const WIRE_CART_ITEM = {
  condition: 'dermatitis',
  conditionLabel: 'Dermatitis',
  formula: 'hydrocortisone-cream',
  formulaLabel: 'Hydrocortisone Cream',
  strength: '1%',
  amount: '30g',
  description: '',
  notes: '',
  directions: 'Apply a thin layer twice daily',
  scriptFileName: 'Mail Submission',
  scriptMethod: 'mail',
  quantity: 1,
} as const;
